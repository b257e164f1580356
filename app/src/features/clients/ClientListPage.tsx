import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import type { SortDescriptor } from 'react-aria-components';
import {
  AlertDialog,
  Button,
  EmptyState,
  formatCount,
  formatDate,
  Pagination,
  Select,
  StatusBadge,
  PageHeader,
  Inline,
  toast,
  type SelectOption,
  type TableColumn,
} from '@rampa/design-system';
import { statusChangedMessage, type ClientListPage as Page, type ClientStatus } from '@rampa/sdk';
import { useSdk, useUserData } from '@rampa/sdk/react';
import { Link } from '../../lib/links';
import { createLink } from '@tanstack/react-router';
import { LinkButton } from '@rampa/design-system';
import { ListLoadError, ListRefreshError } from '../../lib/ListLoadError';
import { ListToolbar } from '../../lib/ListToolbar';
import { ListView } from '../../lib/ListView';
import { UrlSearchField } from '../../lib/UrlSearchField';
import { usePageSelection } from '../../lib/usePageSelection';
import { ClientFilterFields, ClientStatusFilter, CLIENT_STATUS_TAGS } from './ClientFilterFields';
import { isClientStatus, KIND_LABELS, STATUS_LABELS, tagList } from './clientLabels';
import { buildCsv, CLIENT_CSV_COLUMNS, csvFileName, downloadText, fetchAllRows } from './csv';
import {
  clientListFilters,
  cleanClientListSearch,
  hasFilters,
  PAGE_SIZES,
  withFilter,
  type ClientListSearch,
} from './listSearch';
import * as styles from './clients.css';
import { useStages } from '../../lib/useStages';
import { ListViewControls } from '../../lib/ListViewControls';

const route = getRouteApi('/handlowiec/klienci/lista');
const RouterLinkButton = createLink(LinkButton);

type Row = Page['rows'][number];

export const CLIENT_FORMS = { one: 'klient', few: 'klientów', many: 'klientów', other: 'klienta' };
/** After "Zaznaczono", "Wyeksportowano", "Status …": the genitive ("1 klienta", "2 klientów", "5 klientów"). */
export const CLIENT_FORMS_GENITIVE = { one: 'klienta', few: 'klientów', many: 'klientów', other: 'klienta' };

const columns: TableColumn<Row>[] = [
  { id: 'code', label: 'Kod', allowsSorting: true, width: 110, isHideable: false },
  { id: 'name', label: 'Nazwa', allowsSorting: true, isRowHeader: true, isHideable: false },
  {
    id: 'kind',
    label: 'Rodzaj',
    render: (row) => (row.kind === 'person' ? KIND_LABELS.person : KIND_LABELS.company),
  },
  { id: 'nip', label: 'NIP', render: (row) => row.nip ?? '—' },
  { id: 'city', label: 'Miejscowość', allowsSorting: true, render: (row) => row.city ?? '—' },
  { id: 'voivodeship', label: 'Województwo', render: (row) => row.voivodeship ?? '—' },
  {
    id: 'status',
    label: 'Status',
    allowsSorting: true,
    render: (row) =>
      isClientStatus(row.status) ? <StatusBadge kind="client" status={row.status} /> : row.status,
  },
  { id: 'owner', label: 'Opiekun', render: (row) => row.owner?.display_name ?? '—' },
  { id: 'tags', label: 'Tagi', render: (row) => tagList(row.tags).join(', ') },
  {
    id: 'updated_at',
    label: 'Zmieniono',
    allowsSorting: true,
    render: (row) => formatDate(new Date(row.updated_at)),
  },
];

const statusItems: SelectOption[] = CLIENT_STATUS_TAGS;

/** The clients' search box (its own component, so typing re-renders only the box). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  return (
    <UrlSearchField
      label="Szukaj klientów"
      placeholder="Nazwa, kod, NIP lub miejscowość"
      value={value}
      onSearch={onSearch}
    />
  );
}

/** A client's card on a phone: a link to the client, its code and status, city and owner. */
function clientCard(row: Row) {
  return (
    <>
      <Link to="/handlowiec/klienci/edycja" search={{ clientCode: row.code }}>
        {row.name}
      </Link>
      <Inline gap="sm">
        <span className={styles.muted}>{row.code}</span>
        {isClientStatus(row.status) && <StatusBadge kind="client" status={row.status} />}
      </Inline>
      <span className={styles.muted}>
        {[row.city, row.owner?.display_name].filter(Boolean).join(' · ') || '—'}
      </span>
    </>
  );
}

/** `/handlowiec/klienci/lista`: the client table with its whole state in the URL. */
export function ClientListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const clients = useSdk().clients;
  const queries = clients;
  const mutations = clients;
  const userId = useUserData()?.id;
  const filters = useMemo(() => clientListFilters(search, userId), [search, userId]);
  const router = useRouter();
  // Rows are links: Ctrl/Cmd or middle click opens the client in a new tab, as any link would.
  const clientHref = (row: Row) =>
    router.buildLocation({ to: '/handlowiec/klienci/edycja', search: { clientCode: row.code } }).href;
  const list = useQuery(queries.list(filters));
  const owners = useQuery(queries.owners());

  const go = (next: ClientListSearch) => void navigate({ search: cleanClientListSearch(next) });
  const filter = (patch: ClientListSearch) => go(withFilter(search, patch));

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const totalIsLowerBound = list.data?.totalIsLowerBound ?? false;

  // A page past the end (an old link, rows deleted since) goes to the last page instead of "51–50 z 50". When the
  // server stopped counting, pages past the counted ones are real as long as they have rows; an empty one goes to
  // the last counted page (its rows are there; the end itself is unknown).
  const lastPage = list.data ? Math.max(1, Math.ceil(total / list.data.pageSize)) : null;
  const pastTheEnd =
    lastPage !== null && (filters.page ?? 1) > lastPage && (!totalIsLowerBound || rows.length === 0);
  useEffect(() => {
    if (lastPage !== null && pastTheEnd && !list.isPlaceholderData) {
      void navigate({ search: cleanClientListSearch({ ...search, page: lastPage }), replace: true });
    }
  }, [lastPage, pastTheEnd, list.isPlaceholderData, search, navigate]);

  // Selection is per page: a new page, filter or sort starts with nothing selected.
  const [selection, setSelection] = usePageSelection(JSON.stringify(filters));
  const selectedIds = selection === 'all' ? rows.map((row) => row.id) : [...selection].map(String);

  const [bulkStatus, setBulkStatus] = useState<ClientStatus>('active');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const changeStatusOptions = mutations.changeStatus();
  const changeStatus = useMutation({
    ...changeStatusOptions,
    // The toast names the count and the status (below), so the generic success text is left out.
    meta: { ...changeStatusOptions.meta, successMessage: undefined },
  });

  // Fewer columns by default, so the table fits a laptop; the "Kolumny" menu shows the rest.
  const [hiddenColumns, setHiddenColumns] = useState<string[]>(['kind', 'voivodeship', 'tags', 'updated_at']);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllRows((page, pageSize) =>
        queryClient.fetchQuery({ ...queries.list({ ...filters, page, pageSize }), staleTime: 0, gcTime: 0 }),
      );
      downloadText(csvFileName(), buildCsv(CLIENT_CSV_COLUMNS, all));
      toast.success(`Wyeksportowano ${formatCount(all.length, CLIENT_FORMS_GENITIVE)} do pliku CSV`);
    } catch {
      toast.error('Nie udało się wyeksportować klientów');
    } finally {
      setExporting(false);
    }
  };

  const sortDescriptor: SortDescriptor = {
    column: filters.sort ?? 'name',
    direction: filters.direction === 'desc' ? 'descending' : 'ascending',
  };
  const filtered = hasFilters(search);
  // The pager (its page-size list is a React Aria collection) comes in the commit after the list, below it.
  const pagerShown = useStages(2) === 2;

  const filterFields = <ClientFilterFields search={search} onFilter={filter} owners={owners.data ?? []} />;

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageHeader
        title="Klienci"
        isSubtitleLive
        subtitle={
          <>
            {list.data
              ? total === 0
                ? 'Brak klientów'
                : `${filtered ? 'Znaleziono' : 'Razem'}: ${totalIsLowerBound ? 'ponad ' : ''}${formatCount(total, CLIENT_FORMS)}`
              : list.isError
                ? 'Lista niedostępna'
                : 'Ładowanie…'}
            {list.isPlaceholderData && list.isFetching ? ' · wczytywanie…' : ''}
          </>
        }
        actions={
          <>
            <Button
              variant="secondary"
              onPress={() => void exportCsv()}
              isPending={exporting}
              pendingLabel="Eksportowanie…"
              isDisabled={total === 0}
            >
              Eksportuj CSV
            </Button>
            <RouterLinkButton to="/handlowiec/klienci/nowy-klient">Dodaj klienta</RouterLinkButton>
          </>
        }
      />

      <ListToolbar
        label="Filtry listy klientów"
        filtered={filtered}
        search={<SearchBox value={search.q ?? ''} onSearch={(q) => filter({ q })} />}
      >
        {filterFields}
      </ListToolbar>
      <div className={styles.spread}>
        <ClientStatusFilter search={search} onFilter={filter} />
        <ListViewControls
          columns={columns}
          hiddenColumns={hiddenColumns}
          onHiddenColumnsChange={setHiddenColumns}
          filtered={filtered}
          onClear={() => go({ sort: search.sort, dir: search.dir, size: search.size })}
        />
      </div>

      {selectedIds.length > 0 && (
        <div className={styles.bulkBar} role="region" aria-label="Działania na zaznaczonych">
          <span>Zaznaczono {formatCount(selectedIds.length, CLIENT_FORMS_GENITIVE)}</span>
          <Select
            label="Nowy status"
            labelPosition="side"
            items={statusItems}
            selectedKey={bulkStatus}
            onSelectionChange={(key) => key !== null && setBulkStatus(key as ClientStatus)}
          />
          <Button size="sm" onPress={() => setConfirmOpen(true)}>
            Zmień status
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setSelection(new Set())}>
            Odznacz
          </Button>
        </div>
      )}

      <ListView
        aria-label="Lista klientów"
        columns={columns}
        hiddenColumns={hiddenColumns}
        rows={rows}
        isLoading={list.isPending}
        error={
          list.isError && !list.data ? (
            <ListLoadError
              message="Nie udało się wczytać listy klientów."
              error={list.error}
              denied="Brak dostępu: serwer nie wydaje listy klientów dla Twojej roli."
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            headingLevel={2}
            title={filtered ? 'Brak klientów spełniających kryteria' : 'Brak klientów'}
            description={filtered ? 'Zmień wyszukiwanie lub wyczyść filtry.' : 'Dodaj pierwszego klienta.'}
            action={
              filtered ? undefined : (
                <RouterLinkButton to="/handlowiec/klienci/nowy-klient">Dodaj klienta</RouterLinkButton>
              )
            }
          />
        }
        selectionMode="multiple"
        selectedKeys={selection}
        onSelectionChange={setSelection}
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) =>
          go({
            ...search,
            sort: descriptor.column as ClientListSearch['sort'],
            dir: descriptor.direction === 'descending' ? 'desc' : 'asc',
            page: 1,
          })
        }
        rowHref={clientHref}
        renderCard={clientCard}
      />
      {list.isError && list.data && <ListRefreshError />}
      {pagerShown && (
        <Pagination
          aria-label="Stronicowanie listy klientów"
          page={filters.page ?? 1}
          pageSize={filters.pageSize ?? 25}
          total={total}
          totalIsLowerBound={totalIsLowerBound}
          pageSizeOptions={PAGE_SIZES}
          onPageChange={(page) => go({ ...search, page })}
          onPageSizeChange={(size) => go({ ...search, size: size as ClientListSearch['size'], page: 1 })}
        />
      )}

      <AlertDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Zmienić status zaznaczonych klientów?"
        confirmLabel="Zmień status"
        tone="primary"
        isPending={changeStatus.isPending}
        onConfirm={() => {
          const ids = selectedIds;
          const status = bulkStatus;
          changeStatus.mutate(
            { ids, status },
            {
              onSuccess: (count) => {
                toast.success(statusChangedMessage(count, status));
                setSelection(new Set());
                setConfirmOpen(false);
              },
              onError: () => setConfirmOpen(false),
            },
          );
        }}
      >
        {`Status ${formatCount(selectedIds.length, CLIENT_FORMS_GENITIVE)} zmieni się na „${STATUS_LABELS[bulkStatus]}”.`}
      </AlertDialog>
    </section>
  );
}
