import { useMemo } from 'react';
import { Select, type SelectOption } from '@rampa/design-system';

// The key of the "no filter" option; no list filters by a value spelled like this.
const ALL = '__all__';

export interface FilterSelectProps<V extends string> {
  /** The field's label, also its accessible name, e.g. "Status". */
  label: string;
  /** The values the list can be narrowed to. */
  options: readonly SelectOption<V>[];
  /** The first option, meaning "no filter": "Wszystkie", "Wszyscy"… (it agrees with the label's noun). */
  allLabel: string;
  /** The filter's value in the URL; `undefined` when the list is not filtered by it. */
  value: V | undefined;
  /** A pick: the option's value, or `undefined` for the "all" option. */
  onChange: (value: V | undefined) => void;
  isDisabled?: boolean;
  description?: string;
}

/** A list's one-value filter: a Select whose first option clears the filter (`undefined` in the URL state). */
export function FilterSelect<V extends string>({
  label,
  options,
  allLabel,
  value,
  onChange,
  isDisabled,
  description,
}: FilterSelectProps<V>) {
  const items = useMemo<SelectOption[]>(
    () => [{ id: ALL, label: allLabel }, ...options],
    [allLabel, options],
  );
  return (
    <Select
      label={label}
      items={items}
      selectedKey={value ?? ALL}
      isDisabled={isDisabled}
      description={description}
      // Any key other than ALL is one of `options`' ids.
      onSelectionChange={(key) => onChange(key === ALL || key === null ? undefined : (String(key) as V))}
    />
  );
}
