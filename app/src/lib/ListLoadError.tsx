import { Button } from '@rampa/design-system';
import * as styles from './page.css';

/** What a server-paged list shows in its table when the first page could not be loaded: why, and a retry. */
export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.row}>
      <span>{message}</span>
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
