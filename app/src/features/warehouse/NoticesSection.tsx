import type { ReactNode } from 'react';
import { EmptyState } from '@rampa/design-system';
import { ListLoadError } from '../../lib/ListLoadError';
import type { useLiveNoticeList } from '../notices/useLiveNoticeList';
import * as styles from './warehouse.css';

export interface NoticesSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  list: ReturnType<typeof useLiveNoticeList>;
  /** Whether the list loaded has no notice (the empty state then). */
  isEmpty: boolean;
  /** The alert when the list could not be read, with a retry. */
  loadError: string;
  /** The empty state's heading. */
  emptyTitle: string;
  /** The notices, once loaded and not empty. */
  children: ReactNode;
}

/**
 * The magazynier's notices of a day or a week: a load error with a retry, a loading status, an empty state or the
 * notices; a failed refresh keeps the notices shown and says so.
 */
export function NoticesSection({
  id,
  title,
  list,
  isEmpty,
  loadError,
  emptyTitle,
  children,
}: NoticesSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.page}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {list.isError && !list.data ? (
        <ListLoadError message={loadError} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div role="status" aria-label="Ładowanie awizacji" className={styles.muted}>
          Ładowanie awizacji…
        </div>
      ) : isEmpty ? (
        <EmptyState headingLevel={3} title={emptyTitle} description="Nowe zgłoszenia pojawią się tu same." />
      ) : (
        children
      )}
      {list.isError && list.data && (
        <p role="alert" className={styles.formError}>
          Nie udało się odświeżyć listy; widzisz poprzedni stan.
        </p>
      )}
    </section>
  );
}
