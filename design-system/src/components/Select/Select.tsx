import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldErrorMessage } from '../../internal/Field';
import * as menu from '../../internal/menu.css';
import * as styles from './Select.css';

export interface SelectOption<K extends string | number = string> {
  /** Value reported through `onSelectionChange`. */
  id: K;
  /** Visible text, in Polish. */
  label: string;
  /** @default false */
  isDisabled?: boolean;
}

export interface SelectProps<K extends string | number = string> extends Omit<
  RACSelectProps<SelectOption<K>>,
  'className' | 'style' | 'children' | 'items'
> {
  /** Visible label, in Polish. */
  label: string;
  /** The choices. */
  items: readonly SelectOption<K>[];
  description?: string;
  errorMessage?: FieldErrorMessage;
  /**
   * Shown while nothing is selected.
   * @default 'Wybierz…'
   */
  placeholder?: string;
  /**
   * `side` puts the label left of a compact select (toolbars, "Wiersze na stronę").
   * @default 'top'
   */
  labelPosition?: 'top' | 'side';
}

/** A single choice from a list in a popover (React Aria Select): type-ahead, arrows, native form value. */
export function Select<K extends string | number = string>({
  label,
  items,
  description,
  errorMessage,
  placeholder = 'Wybierz…',
  labelPosition = 'top',
  ...props
}: SelectProps<K>) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      className={labelPosition === 'side' ? `${fieldStyles.field} ${styles.sideField}` : fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden>
          <ChevronDown />
        </span>
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={menu.popover}>
        <ListBox items={items} className={`${menu.list} ${styles.listBox}`}>
          {(item) => (
            <SelectItem id={item.id} textValue={item.label} isDisabled={item.isDisabled ?? false}>
              {item.label}
            </SelectItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** An option with a check mark when selected; shared by Select and ComboBox. */
export function SelectItem({
  children,
  ...props
}: Omit<ListBoxItemProps, 'className' | 'style' | 'children'> & { children: ReactNode }) {
  return (
    <ListBoxItem {...props} className={menu.item}>
      {({ isSelected }) => (
        <>
          <span className={menu.itemLabel}>{children}</span>
          {isSelected && (
            <span className={styles.check} aria-hidden>
              <Check />
            </span>
          )}
        </>
      )}
    </ListBoxItem>
  );
}
