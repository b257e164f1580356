import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { Button, EmptyState } from '@rampa/design-system';
import { isAccessDenied } from '@rampa/sdk';
import * as styles from './page.css';

interface ListLoadErrorProps {
  /** What failed, e.g. "Nie udało się wczytać listy klientów." */
  message: string;
  onRetry: () => void;
  /** The query's error: when the server refused the data to the user's role, `denied` is said instead. */
  error?: unknown;
  denied?: string;
}

/** What a server-paged list shows in its table when the first page could not be loaded: why, and a retry. */
export function ListLoadError({ message, onRetry, error, denied }: ListLoadErrorProps) {
  return (
    <div className={styles.row}>
      <span>{denied !== undefined && isAccessDenied(error) ? denied : message}</span>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        Spróbuj ponownie
      </Button>
    </div>
  );
}

/** Above a list whose refresh failed while its last page is still shown: the rows are not current. */
export function ListRefreshError() {
  return (
    <p role="alert" className={styles.refreshError}>
      Nie udało się odświeżyć listy; widzisz poprzednie wyniki.
    </p>
  );
}

/**
 * The server refused the data to the user's role (another organization's, a role without the permission): said
 * at once, with no retry, as asking again answers the same. `action` is the way back, where there is one.
 */
export function AccessDeniedState({ action }: { action?: ReactNode }) {
  return (
    <EmptyState
      headingLevel={2}
      icon={<Lock />}
      title="Nie masz dostępu do tych danych"
      description="Serwer odmówił ich wydania dla Twojej roli. Jeśli to pomyłka, poproś administratora o uprawnienia."
      action={action}
    />
  );
}

/** A page's data that could not be loaded: "no access" when the server refused it, else why, and a retry. */
export function LoadErrorState({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  if (isAccessDenied(error)) return <AccessDeniedState />;
  return (
    <div role="alert">
      <ListLoadError message={message} onRetry={onRetry} />
    </div>
  );
}
