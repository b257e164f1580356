import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import {
  Button,
  ComboBox as RACComboBox,
  Input,
  ListBox,
  Popover,
  useAsyncList,
  useFilter,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldErrorMessage } from '../../internal/Field';
import * as menu from '../../internal/menu.css';
import { SelectItem, type SelectOption } from '../Select/Select';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<K extends string | number = string> extends Omit<
  RACComboBoxProps<SelectOption<K>>,
  'className' | 'style' | 'children' | 'items' | 'defaultItems' | 'inputValue' | 'onInputChange'
> {
  /** Visible label, in Polish. */
  label: string;
  /** Static options, filtered as the user types (locale-aware, "contains"). Ignored with `loadOptions`. */
  items?: readonly SelectOption<K>[];
  /**
   * Loads options for the typed text (e.g. a GraphQL search). Called on open and on every keystroke; the
   * previous request is aborted through `signal`.
   */
  loadOptions?: (filterText: string, signal: AbortSignal) => Promise<readonly SelectOption<K>[]>;
  description?: string;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /**
   * Shown in the popover when nothing matches.
   * @default 'Brak wyników'
   */
  emptyText?: string;
  /**
   * Shown while `loadOptions` is pending.
   * @default 'Ładowanie…'
   */
  loadingText?: string;
}

/**
 * A text input with a filtered list of options (React Aria ComboBox). With `loadOptions` the options come
 * from the server, with a loading row and Polish empty text.
 */
export function ComboBox<K extends string | number = string>({
  label,
  items,
  loadOptions,
  description,
  errorMessage,
  placeholder,
  emptyText = 'Brak wyników',
  loadingText = 'Ładowanie…',
  ...props
}: ComboBoxProps<K>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  // The chosen option, kept in the list while the input shows its label: a search for that label may not
  // find it again, and React Aria drops a selection whose option left the list.
  const initialKey = props.selectedKey ?? props.defaultSelectedKey;
  const chosen = useRef<SelectOption<K> | null>(
    props.defaultInputValue && initialKey != null
      ? { id: initialKey as K, label: props.defaultInputValue }
      : null,
  );
  const list = useAsyncList<SelectOption<K>>({
    // With async options the list owns the input text: a preset text (an edit form's saved choice) starts it.
    initialFilterText: props.defaultInputValue,
    async load({ signal, filterText = '' }) {
      if (!loadOptions) return { items: [] };
      const items = [...(await loadOptions(filterText, signal))];
      const kept = chosen.current;
      if (kept && kept.label === filterText && !items.some((item) => item.id === kept.id))
        items.unshift(kept);
      return { items };
    },
  });
  const isLoading = Boolean(loadOptions) && list.isLoading;
  // Static options: React Aria filters `defaultItems` itself and keeps the input text in sync with the
  // selection. Async options: the list owns the filter text and the items.
  const source = loadOptions
    ? { items: list.items, inputValue: list.filterText, onInputChange: list.setFilterText }
    : { defaultItems: items ?? [], defaultFilter: contains };

  // With both the input text and the selection controlled, React Aria leaves the text alone on a pick: the
  // chosen option's label goes into the input here.
  const onSelectionChange: RACComboBoxProps<SelectOption<K>>['onSelectionChange'] = (key) => {
    const picked = loadOptions && key !== null ? list.items.find((item) => item.id === key) : undefined;
    chosen.current = picked ?? null;
    if (picked) list.setFilterText(picked.label);
    props.onSelectionChange?.(key);
  };

  return (
    <RACComboBox
      allowsEmptyCollection
      {...props}
      {...source}
      onSelectionChange={onSelectionChange}
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={styles.group}>
        <Input placeholder={placeholder} className={styles.comboInput} />
        <Button className={styles.toggle}>
          <ChevronDown aria-hidden />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={menu.popover}>
        <ListBox
          className={`${menu.list} ${styles.listBox}`}
          renderEmptyState={() => (
            <div className={styles.status} role={isLoading ? 'status' : undefined}>
              {isLoading ? loadingText : emptyText}
            </div>
          )}
        >
          {(item: SelectOption<K>) => (
            <SelectItem id={item.id} textValue={item.label} isDisabled={item.isDisabled ?? false}>
              {item.label}
            </SelectItem>
          )}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
