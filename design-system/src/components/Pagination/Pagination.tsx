import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { formatNumber } from '../../format/format';
import { IconButton } from '../IconButton/IconButton';
import { Select } from '../Select/Select';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Total number of rows. */
  total: number;
  /**
   * The server stopped counting at `total`: there are more rows. The range reads "… z ponad 10 000" and the next
   * page stays open past the pages the total covers (the app finds the end when a page comes back short or empty).
   * @default false
   */
  totalIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
  /** Called with the new size; the app usually resets to page 1. Omit to hide the selector. */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * Sizes offered in "Wiersze na stronę".
   * @default [10, 25, 50, 100]
   */
  pageSizeOptions?: readonly number[];
  /**
   * Name of the navigation landmark.
   * @default 'Stronicowanie'
   */
  'aria-label'?: string;
}

/**
 * "1–25 z 340" in pl-PL (non-breaking spaces in large numbers), with the en dash; "10 001–10 025 z ponad 10 000"
 * when the total is a lower bound (its pages are full: a short last page gives the app the exact total).
 */
export function formatPageRange(
  page: number,
  pageSize: number,
  total: number,
  totalIsLowerBound = false,
): string {
  if (total === 0) return '0 z 0';
  const first = (page - 1) * pageSize + 1;
  if (totalIsLowerBound)
    return `${formatNumber(first)}–${formatNumber(page * pageSize)} z ponad ${formatNumber(total)}`;
  const last = Math.min(page * pageSize, total);
  return `${formatNumber(first)}–${formatNumber(last)} z ${formatNumber(total)}`;
}

/** Page navigation for a table: the row range, previous/next and rows per page. */
export function Pagination({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 25, 50, 100],
  'aria-label': ariaLabel = 'Stronicowanie',
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const rangeId = useId();
  return (
    <nav className={styles.root} aria-label={ariaLabel}>
      {onPageSizeChange ? (
        <div className={styles.pageSize}>
          <Select
            label="Wiersze na stronę"
            labelPosition="side"
            items={pageSizeOptions.map((size) => ({ id: size, label: String(size) }))}
            selectedKey={pageSize}
            onSelectionChange={(key) => onPageSizeChange(Number(key))}
          />
        </div>
      ) : (
        <span />
      )}
      <div className={styles.nav}>
        <span id={rangeId} className={styles.range} role="status">
          {formatPageRange(page, pageSize, total, totalIsLowerBound)}
        </span>
        <IconButton
          aria-label="Poprzednia strona"
          variant="secondary"
          size="sm"
          isDisabled={page <= 1}
          onPress={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden />
        </IconButton>
        <IconButton
          aria-label="Następna strona"
          variant="secondary"
          size="sm"
          isDisabled={!totalIsLowerBound && page >= pageCount}
          onPress={() => onPageChange(page + 1)}
        >
          <ChevronRight aria-hidden />
        </IconButton>
      </div>
    </nav>
  );
}
