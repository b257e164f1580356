import { TableColumnsMenu, useSidebar, type TableColumnsMenuProps } from '@rampa/design-system';
import { ClearFiltersButton } from './ListToolbar';
import * as styles from './page.css';

export interface ListViewControlsProps<Row> extends TableColumnsMenuProps<Row> {
  /** Whether any filter is on ("Wyczyść filtry" shows). */
  filtered: boolean;
  onClear: () => void;
}

/**
 * A table list's controls beside its status filter: the columns shown (not on a phone, where the list is cards)
 * and "Wyczyść filtry".
 */
export function ListViewControls<Row>({ filtered, onClear, ...columnsMenu }: ListViewControlsProps<Row>) {
  const { isMobile } = useSidebar();
  return (
    <div className={styles.row}>
      {!isMobile && <TableColumnsMenu {...columnsMenu} />}
      <ClearFiltersButton filtered={filtered} onClear={onClear} />
    </div>
  );
}
