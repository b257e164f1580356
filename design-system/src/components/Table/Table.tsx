import { ArrowDown, ArrowUp, ArrowUpDown, Check, Columns3 } from 'lucide-react';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Row,
  Table as RACTable,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
  type Key,
  type RowProps,
  type Selection,
  type SortDescriptor,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import * as menu from '../../internal/menu.css';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './Table.css';

export interface TableColumn<T> {
  /** Column key; also the key in `sortDescriptor.column` and `hiddenColumns`. */
  id: string;
  /** Header text. */
  label: string;
  /** Cell content for a row; defaults to `String(row[id])`. */
  render?: (row: T) => ReactNode;
  /**
   * The column that names the row for screen readers (usually the name). Exactly one should have it.
   * @default false
   */
  isRowHeader?: boolean;
  /** @default false */
  allowsSorting?: boolean;
  /**
   * `end` for numbers and amounts.
   * @default 'start'
   */
  align?: styles.CellVariants['align'];
  /** Width (virtualized tables), e.g. `200` or `'1fr'`. */
  width?: number | `${number}fr` | `${number}%`;
  /**
   * Whether the user may hide it in the column menu.
   * @default true
   */
  isHideable?: boolean;
}

export interface TableProps<T extends { id: Key }> extends Omit<
  RACTableProps,
  'className' | 'style' | 'children' | 'sortDescriptor' | 'onSortChange'
> {
  /** Names the table, e.g. "Lista klientów". */
  'aria-label': string;
  columns: readonly TableColumn<T>[];
  /** Rows; each needs a unique `id`. */
  rows: readonly T[];
  /** Columns not shown (see `TableColumnsMenu`). */
  hiddenColumns?: readonly string[];
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * Shows skeleton rows labelled "Ładowanie" when there are no rows yet (and `aria-busy` on the container).
   * @default false
   */
  isLoading?: boolean;
  /** A loading failure; replaces the rows with the message (and e.g. a retry button). */
  error?: ReactNode;
  /**
   * Shown when there are no rows.
   * @default 'Brak danych'
   */
  emptyState?: ReactNode;
  /**
   * Render only the visible rows (thousands of rows). Needs `height`.
   * @default false
   */
  isVirtualized?: boolean;
  /**
   * Height of the scroll area as a CSS length; the header stays visible while the body scrolls.
   */
  height?: string;
  /**
   * Makes every row a link to this address: a click opens it, Ctrl/Cmd+click and a middle click open it in a
   * new tab, Enter on a focused row follows it. Selection still works through the checkboxes.
   */
  rowHref?: (row: T) => string;
  /**
   * Row height in px for the virtualized layout.
   * @default 40
   */
  rowHeight?: number;
}

const skeletonRows = 5;

/**
 * A link row: React Aria follows `href` on click and Enter (and opens a new tab for Ctrl/Cmd/Shift+click);
 * the middle button is not a press for React Aria, so it opens the new tab here, as a link would.
 */
function linkRowProps(href: string) {
  return {
    href: href as RowProps<object>['href'],
    onAuxClick: (event: MouseEvent<HTMLTableRowElement>) => {
      if (event.button !== 1) return;
      event.preventDefault();
      window.open(href, '_blank', 'noopener');
    },
  };
}

function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  return (
    <span className={styles.sortIcon} aria-hidden>
      {direction === 'ascending' ? <ArrowUp /> : direction === 'descending' ? <ArrowDown /> : <ArrowUpDown />}
    </span>
  );
}

/**
 * A data table (React Aria Table): sortable columns, single or multiple row selection with checkboxes,
 * keyboard navigation by cell, a sticky header, optional virtualization, and loading, empty and error
 * states.
 */
export function Table<T extends { id: Key }>({
  columns,
  rows,
  hiddenColumns = [],
  isLoading = false,
  error,
  emptyState = 'Brak danych',
  isVirtualized = false,
  height,
  rowHeight = 40,
  selectionMode = 'none',
  rowHref,
  ...props
}: TableProps<T>) {
  // Stable identity: the body re-renders its rows when `dependencies` change, and the virtualizer would
  // loop on a new array every render.
  const hiddenKey = hiddenColumns.join('\u0000');
  const visible = useMemo(
    () => columns.filter((column) => !hiddenKey.split('\u0000').includes(column.id)),
    [columns, hiddenKey],
  );
  const hasCheckboxes = selectionMode === 'multiple';
  const showSkeleton = isLoading && rows.length === 0 && !error;

  const table = (
    <RACTable
      {...props}
      selectionMode={selectionMode}
      selectionBehavior="toggle"
      className={isVirtualized ? styles.virtualTable : styles.table}
      style={isVirtualized ? { height } : undefined}
    >
      <TableHeader className={styles.header}>
        {hasCheckboxes && (
          <Column className={`${styles.column} ${styles.checkboxCell}`} width={48} minWidth={48}>
            <Checkbox slot="selection">{null}</Checkbox>
          </Column>
        )}
        {visible.map((column) => (
          <Column
            key={column.id}
            id={column.id}
            isRowHeader={column.isRowHeader ?? false}
            allowsSorting={column.allowsSorting ?? false}
            width={column.width}
            className={styles.column}
          >
            {({ allowsSorting, sortDirection }) => (
              <span className={styles.columnContent}>
                {column.label}
                {allowsSorting && <SortIcon direction={sortDirection} />}
              </span>
            )}
          </Column>
        ))}
      </TableHeader>
      <TableBody
        items={showSkeleton || error ? [] : rows}
        dependencies={[visible, hasCheckboxes]}
        renderEmptyState={() =>
          error ? (
            <div className={styles.errorState} role="alert">
              {error}
            </div>
          ) : isLoading ? (
            <div className={styles.state} role="status" aria-label="Ładowanie">
              {Array.from({ length: skeletonRows }, (_, index) => (
                <Skeleton key={index} />
              ))}
            </div>
          ) : (
            <div className={styles.state}>{emptyState}</div>
          )
        }
      >
        {(row) => (
          <Row
            id={row.id}
            columns={visible}
            className={styles.row}
            {...(rowHref && linkRowProps(rowHref(row)))}
          >
            {hasCheckboxes && (
              <Cell className={`${styles.cell()} ${styles.checkboxCell}`}>
                <Checkbox slot="selection">{null}</Checkbox>
              </Cell>
            )}
            {visible.map((column) => (
              <Cell key={column.id} className={styles.cell({ align: column.align })}>
                {column.render
                  ? column.render(row)
                  : String((row as Record<string, unknown>)[column.id] ?? '')}
              </Cell>
            ))}
          </Row>
        )}
      </TableBody>
    </RACTable>
  );

  if (isVirtualized) {
    return (
      <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight: rowHeight }}>
        {table}
      </Virtualizer>
    );
  }
  return (
    <div
      className={styles.container}
      style={height ? { maxHeight: height } : undefined}
      aria-busy={isLoading || undefined}
    >
      {table}
    </div>
  );
}

export interface TableColumnsMenuProps<T> {
  columns: readonly TableColumn<T>[];
  /** Currently hidden column ids. */
  hiddenColumns: readonly string[];
  onHiddenColumnsChange: (hidden: string[]) => void;
  /**
   * Trigger text.
   * @default 'Kolumny'
   */
  label?: string;
}

/** A "Kolumny" menu with a check per column; at least one column stays visible. */
export function TableColumnsMenu<T>({
  columns,
  hiddenColumns,
  onHiddenColumnsChange,
  label = 'Kolumny',
}: TableColumnsMenuProps<T>) {
  const visibleKeys = columns
    .filter((column) => !hiddenColumns.includes(column.id))
    .map((column) => column.id);
  return (
    <MenuTrigger>
      <Button variant="secondary" size="sm">
        <Columns3 aria-hidden />
        {label}
      </Button>
      <Popover placement="bottom end" className={menu.popover}>
        <Menu
          aria-label={label}
          className={menu.list}
          selectionMode="multiple"
          selectedKeys={visibleKeys}
          disallowEmptySelection
          onSelectionChange={(keys: Selection) => {
            if (keys === 'all') return onHiddenColumnsChange([]);
            onHiddenColumnsChange(
              columns.filter((column) => !keys.has(column.id)).map((column) => column.id),
            );
          }}
        >
          {columns.map((column) => (
            <MenuItem
              key={column.id}
              id={column.id}
              textValue={column.label}
              isDisabled={column.isHideable === false}
              className={menu.item}
            >
              {({ isSelected }) => (
                <>
                  <span className={`${menu.itemIcon} ${styles.menuCheck}`} aria-hidden>
                    {isSelected && <Check />}
                  </span>
                  <span className={menu.itemLabel}>{column.label}</span>
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
