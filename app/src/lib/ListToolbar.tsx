import { useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button, Drawer, Inline, Stack, useSidebar } from '@rampa/design-system';
import * as styles from './listToolbar.css';

export interface ListToolbarProps {
  /** The search landmark's name, e.g. "Filtry listy klientów" (also the phone drawer's title). */
  label: string;
  /** The list's search box (a {@link UrlSearchField}); a list without one shows only its filters. */
  search?: ReactNode;
  /** Whether any filter is on: the phone's button says so. */
  filtered: boolean;
  /** The filter fields, in order. */
  children: ReactNode;
}

/**
 * Every list's search and filters: on wider screens one grid (the search box two cells wide, then the filters);
 * on a phone the search box and a "Filtry" button that opens the filters in a drawer, so nothing scrolls
 * sideways at 360 px. Without a search box there is nothing to make room beside: the filters stay in view, one
 * column on a phone.
 */
export function ListToolbar({ label, search, filtered, children }: ListToolbarProps) {
  const { isMobile } = useSidebar();
  const [open, setOpen] = useState(false);
  if (isMobile && search !== undefined) {
    return (
      <Inline gap="sm">
        {search}
        <Button variant="secondary" onPress={() => setOpen(true)}>
          <SlidersHorizontal aria-hidden />
          {filtered ? 'Filtry (włączone)' : 'Filtry'}
        </Button>
        <Drawer title={label} isOpen={open} onOpenChange={setOpen}>
          <div role="search" aria-label={label}>
            <Stack gap="md">{children}</Stack>
          </div>
        </Drawer>
      </Inline>
    );
  }
  return (
    <div role="search" aria-label={label} className={styles.toolbar}>
      {search !== undefined && <div className={styles.searchCell}>{search}</div>}
      {children}
    </div>
  );
}

/**
 * "Wyczyść filtry", while a filter is on. `onClear` goes back to the list's order and page size alone; the search
 * box follows the address, so it empties too.
 */
export function ClearFiltersButton({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (!filtered) return null;
  return (
    <Button variant="secondary" size="sm" onPress={onClear}>
      Wyczyść filtry
    </Button>
  );
}
