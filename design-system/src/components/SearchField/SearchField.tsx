import { Search, X } from 'lucide-react';
import { forwardRef } from 'react';
import {
  Button,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles } from '../../internal/Field';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'className' | 'style' | 'children'> {
  /** Label, in Polish. Always present for screen readers; hidden on screen with `hideLabel`. */
  label: string;
  /**
   * Hide the label visually (a toolbar search with a placeholder).
   * @default false
   */
  hideLabel?: boolean;
  /** @default 'Szukaj…' */
  placeholder?: string;
  description?: string;
  /**
   * Accessible name of the clear button.
   * @default 'Wyczyść'
   */
  clearLabel?: string;
}

/** A search input: Enter submits (`onSubmit`), Escape or the × button clears (`onClear`). */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { label, hideLabel = false, placeholder = 'Szukaj…', description, clearLabel = 'Wyczyść', ...props },
  ref,
) {
  return (
    <RACSearchField {...props} className={fieldStyles.field}>
      {hideLabel ? (
        <span className={visuallyHidden}>
          <FieldLabel label={label} />
        </span>
      ) : (
        <FieldLabel label={label} isRequired={props.isRequired} />
      )}
      <div className={styles.wrapper}>
        <span className={styles.icon} aria-hidden>
          <Search />
        </span>
        <Input ref={ref} placeholder={placeholder} className={styles.searchInput} />
        <Button className={styles.clear} aria-label={clearLabel}>
          <X aria-hidden />
        </Button>
      </div>
      <FieldHelp description={description} />
    </RACSearchField>
  );
});
