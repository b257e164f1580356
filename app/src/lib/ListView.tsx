import type { ReactNode } from 'react';
import { Table, useSidebar, type TableProps } from '@rampa/design-system';
import { ListLoading } from './ListLoading';
import { useStagedItems } from './useStages';
import * as styles from './listView.css';

export interface ListViewProps<Row extends { id: string | number }> extends TableProps<Row> {
  /** A row's card on a phone: a link to the row first, then what the table's default columns show. */
  renderCard: (row: Row) => ReactNode;
}

/**
 * A server-paged list's rows: the table, and on a phone one card per row instead. A table of 25 rows with
 * selection and sorting is a page's costliest render on a phone's CPU, and it would scroll sideways at 360 px.
 * The cards are named as the table, and show its loading, error and empty states.
 */
export function ListView<Row extends { id: string | number }>({ renderCard, ...table }: ListViewProps<Row>) {
  const { isMobile } = useSidebar();
  return isMobile ? <ListCards {...table} renderCard={renderCard} /> : <Table {...table} />;
}

function ListCards<Row extends { id: string | number }>({
  'aria-label': label,
  rows,
  isLoading,
  error,
  emptyState,
  renderCard,
}: ListViewProps<Row>) {
  // A screenful of cards first, the rest in later commits (useStages.ts).
  const shown = useStagedItems(rows);
  if (error) return <div role="alert">{error}</div>;
  if (isLoading) return <ListLoading />;
  if (rows.length === 0) return emptyState;
  return (
    <ul className={styles.cards} aria-label={label}>
      {shown.map((row) => (
        <li key={row.id} className={styles.card}>
          {renderCard(row)}
        </li>
      ))}
    </ul>
  );
}
