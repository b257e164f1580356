import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, formatDateTime, formatPLN, Pagination, Skeleton } from '@rampa/design-system';
import { CLIENT_HISTORY_PAGE_SIZE } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import {
  ACTION_LABELS,
  CHANNEL_LABELS,
  FIELD_LABELS,
  KIND_LABELS,
  SOURCE_LABELS,
  STATUS_LABELS,
  TABLE_LABELS,
  tagList,
} from './clientLabels';
import * as styles from './clients.css';

// Columns that say nothing to the user (ids, bookkeeping) stay out of the history.
const HIDDEN_FIELDS = new Set([
  'id',
  'org_id',
  'client_id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'recorded_by',
]);

/** One audited value in Polish: labels for codes, "tak"/"nie", amounts in PLN, "—" for empty. */
export function historyValue(field: string, value: unknown, owners: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (field === 'status') return STATUS_LABELS[value as keyof typeof STATUS_LABELS] ?? String(value);
  if (field === 'kind') return KIND_LABELS[value as keyof typeof KIND_LABELS] ?? String(value);
  if (field === 'channel') return CHANNEL_LABELS[value as keyof typeof CHANNEL_LABELS] ?? String(value);
  if (field === 'source') return SOURCE_LABELS[value as keyof typeof SOURCE_LABELS] ?? String(value);
  if (field === 'owner_id') return owners.get(String(value)) ?? 'inny handlowiec';
  if (field === 'credit_limit') return formatPLN(Number(value));
  if (field === 'tags') return tagList(value).join(', ') || '—';
  if (field === 'recorded_at') return formatDateTime(new Date(String(value)));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export interface HistoryChange {
  field: string;
  label: string;
  before?: string;
  after?: string;
}

/** The changed fields of an audit entry, in a stable order, with Polish labels. */
export function historyChanges(
  entry: { action: string; old_data?: unknown; new_data?: unknown },
  owners: ReadonlyMap<string, string>,
): HistoryChange[] {
  const before = (entry.old_data ?? {}) as Record<string, unknown>;
  const after = (entry.new_data ?? {}) as Record<string, unknown>;
  const fields = Object.keys(FIELD_LABELS).filter(
    (field) => !HIDDEN_FIELDS.has(field) && (field in before || field in after),
  );
  return fields
    .filter(
      (field) =>
        entry.action !== 'INSERT' ||
        (after[field] !== null &&
          after[field] !== '' &&
          !(Array.isArray(after[field]) && (after[field] as unknown[]).length === 0)),
    )
    .map((field) => ({
      field,
      label: FIELD_LABELS[field]!,
      ...(entry.action !== 'INSERT' ? { before: historyValue(field, before[field], owners) } : {}),
      ...(entry.action !== 'DELETE' ? { after: historyValue(field, after[field], owners) } : {}),
    }));
}

/** The client's history from the audit log (client, contacts, consents), newest first. */
export function ClientHistory({
  clientId,
  owners,
}: {
  clientId: string;
  owners: ReadonlyMap<string, string>;
}) {
  const [page, setPage] = useState(1);
  const history = useQuery(useSdk().clients.history(clientId, page));

  return (
    <div className={styles.page}>
      <h2 className={styles.legend}>Historia zmian</h2>
      {history.isPending ? (
        <div role="status" aria-label="Ładowanie historii">
          <Skeleton />
          <Skeleton />
        </div>
      ) : history.isError ? (
        <div role="alert" className={styles.row}>
          <span>Nie udało się wczytać historii klienta.</span>
          <Button size="sm" variant="secondary" onPress={() => void history.refetch()}>
            Spróbuj ponownie
          </Button>
        </div>
      ) : history.data.entries.length === 0 ? (
        <EmptyState title="Brak historii" description="Zmiany danych klienta pojawią się tutaj." />
      ) : (
        <>
          <ol className={styles.list} aria-label="Historia zmian, od najnowszych">
            {history.data.entries.map((entry) => {
              const changes = historyChanges(entry, owners);
              const who = entry.changed_by_profiles[0]?.display_name ?? 'system';
              return (
                <li key={entry.id} className={styles.listItem}>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <p className={styles.itemTitle}>
                      {ACTION_LABELS[entry.action] ?? entry.action}:{' '}
                      {TABLE_LABELS[entry.table_name] ?? entry.table_name}
                    </p>
                    <p className={styles.muted}>
                      <time dateTime={entry.changed_at}>{formatDateTime(new Date(entry.changed_at))}</time> ·{' '}
                      {who}
                    </p>
                    {changes.length > 0 && (
                      <dl className={styles.changes}>
                        {changes.map((change) => (
                          <div key={change.field} style={{ display: 'contents' }}>
                            <dt className={styles.changeLabel}>{change.label}</dt>
                            <dd className={styles.changeValue}>
                              {change.before !== undefined && change.after !== undefined
                                ? `${change.before} → ${change.after}`
                                : (change.after ?? change.before)}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          {history.data.total > CLIENT_HISTORY_PAGE_SIZE && (
            <Pagination
              aria-label="Stronicowanie historii"
              page={page}
              pageSize={CLIENT_HISTORY_PAGE_SIZE}
              total={history.data.total}
              onPageChange={setPage}
            />
          )}
        </>
      )}
    </div>
  );
}
