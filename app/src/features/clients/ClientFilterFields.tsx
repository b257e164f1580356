import { useEffect, useState } from 'react';
import { Switch, TagGroup, TextField, type SelectOption } from '@rampa/design-system';
import { CLIENT_STATUSES } from '@rampa/sdk';
import { DayFilterField } from '../../lib/DayFilterField';
import { FilterSelect } from '../../lib/FilterSelect';
import { KIND_LABELS, STATUS_LABELS, VOIVODESHIPS } from './clientLabels';
import type { ClientListSearch } from './listSearch';

// The clients list's filters, one component for every screen that narrows clients: the list itself and a
// campaign's segment builder (which saves the same URL-state shape).

const kindItems: SelectOption<NonNullable<ClientListSearch['kind']>>[] = [
  { id: 'company', label: KIND_LABELS.company },
  { id: 'person', label: KIND_LABELS.person },
];
const voivodeshipItems: SelectOption[] = VOIVODESHIPS.map((name) => ({ id: name, label: name }));
export const CLIENT_STATUS_TAGS = CLIENT_STATUSES.map((status) => ({
  id: status,
  label: STATUS_LABELS[status],
}));

/** A text filter applied on Enter or when leaving the field, and re-synced when the URL changes. */
function CommitField({
  label,
  value,
  onCommit,
  placeholder,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text.trim() !== value) onCommit(text.trim());
  };
  return (
    <TextField
      label={label}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      placeholder={placeholder}
    />
  );
}

export interface ClientFilterFieldsProps {
  search: ClientListSearch;
  /** A change of some filters (the caller starts again at page 1 or recounts). */
  onFilter: (patch: ClientListSearch) => void;
  owners: readonly { id: string; display_name: string }[];
  /** "Moi klienci" means the signed-in user: the list offers it, a saved segment names the owner instead. */
  showMine?: boolean;
  /** "Dodani od dnia": the list offers it (the start page's "Nowi klienci" links there); a segment does not. */
  showCreatedFrom?: boolean;
}

/** Kind, city, voivodeship, ("Moi klienci"), owner, tags (and added from), as fields for a toolbar or a form. */
export function ClientFilterFields({
  search,
  onFilter,
  owners,
  showMine = true,
  showCreatedFrom = true,
}: ClientFilterFieldsProps) {
  const ownerItems = owners.map((owner) => ({ id: owner.id, label: owner.display_name }));
  return (
    <>
      <FilterSelect
        label="Rodzaj"
        options={kindItems}
        allLabel="Wszystkie"
        value={search.kind}
        onChange={(kind) => onFilter({ kind })}
      />
      <CommitField label="Miejscowość" value={search.city ?? ''} onCommit={(city) => onFilter({ city })} />
      <FilterSelect
        label="Województwo"
        options={voivodeshipItems}
        allLabel="Wszystkie"
        value={search.voivodeship?.[0]}
        onChange={(voivodeship) => onFilter({ voivodeship: voivodeship === undefined ? [] : [voivodeship] })}
      />
      {showMine && (
        <Switch isSelected={search.mine ?? false} onChange={(mine) => onFilter({ mine })}>
          Moi klienci
        </Switch>
      )}
      <FilterSelect
        label="Opiekun"
        options={ownerItems}
        allLabel="Wszyscy"
        value={search.owner}
        onChange={(owner) => onFilter({ owner })}
      />
      <CommitField
        label="Tagi"
        value={(search.tags ?? []).join(', ')}
        placeholder="np. VIP, hurt"
        onCommit={(value) =>
          onFilter({
            tags: value
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean),
          })
        }
      />
      {showCreatedFrom && (
        <DayFilterField
          label="Dodani od dnia"
          value={search.from ?? ''}
          onCommit={(from) => onFilter({ from: from || undefined })}
        />
      )}
    </>
  );
}

/** The status filter as tags (several at once). */
export function ClientStatusFilter({
  search,
  onFilter,
}: Pick<ClientFilterFieldsProps, 'search' | 'onFilter'>) {
  return (
    <TagGroup
      label="Status"
      items={CLIENT_STATUS_TAGS}
      selectionMode="multiple"
      selectedKeys={new Set(search.status ?? [])}
      onSelectionChange={(keys) =>
        onFilter({
          status: keys === 'all' ? [...CLIENT_STATUSES] : CLIENT_STATUSES.filter((s) => keys.has(s)),
        })
      }
    />
  );
}
