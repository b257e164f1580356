import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createLink, getRouteApi, useRouter } from '@tanstack/react-router';
import type { SortDescriptor } from 'react-aria-components';
import {
  AlertDialog,
  Button,
  ComboBox,
  EmptyState,
  formatCount,
  Inline,
  formatNumber,
  LinkButton,
  Pagination,
  StatusBadge,
  TagGroup,
  toast,
  type SelectOption,
  type TableColumn,
} from '@rampa/design-system';
import { DELIVERY_NOTICE_STATUSES, type NoticeDirection } from '@rampa/domain';
import { noticeRuleMessage, type NoticeListPage as Page } from '@rampa/sdk';
import { useSdk, useUserData } from '@rampa/sdk/react';
import { DayFilterField } from '../../lib/DayFilterField';
import { FilterSelect } from '../../lib/FilterSelect';
import { Link } from '../../lib/links';
import { ListLoadError, ListRefreshError } from '../../lib/ListLoadError';
import { buildCsv, downloadText, fetchAllRows } from '../clients/csv';
import { NOTICE_CSV_COLUMNS, noticeCsvFileName } from './csv';
import {
  cleanNoticeListSearch,
  defaultDir,
  hasFilters,
  noticeListFilters,
  PAGE_SIZES,
  withFilter,
  type NoticeListSearch,
} from './listSearch';
import {
  DIRECTION_LABELS,
  directionLabel,
  formatPlates,
  formatWindow,
  isNoticeStatus,
  NOTICE_FORMS,
  NOTICE_FORMS_ACCUSATIVE,
  NOTICE_STATUS_LABELS,
} from './noticeLabels';
import * as styles from '../clients/clients.css';
import { ListToolbar } from '../../lib/ListToolbar';
import { UrlSearchField } from '../../lib/UrlSearchField';
import { usePageSelection } from '../../lib/usePageSelection';
import { useLiveNoticeList } from './useLiveNoticeList';
import { useStages } from '../../lib/useStages';
import { ListView } from '../../lib/ListView';
import { ListViewControls } from '../../lib/ListViewControls';

const route = getRouteApi('/handlowiec/awizacje/lista');
const RouterLinkButton = createLink(LinkButton);

type Row = Page['rows'][number];

const columns: TableColumn<Row>[] = [
  { id: 'number', label: 'Numer', allowsSorting: true, isRowHeader: true, isHideable: false, width: 150 },
  { id: 'client', label: 'Klient', allowsSorting: true, render: (row) => row.client.name },
  { id: 'direction', label: 'Kierunek', render: (row) => directionLabel(row.direction) },
  {
    id: 'warehouse',
    label: 'Magazyn / rampa',
    render: (row) => (row.ramp ? `${row.warehouse.name} / ${row.ramp.name}` : row.warehouse.name),
  },
  {
    id: 'planned_start',
    label: 'Planowane okno',
    allowsSorting: true,
    render: (row) => formatWindow(row.planned_start, row.planned_end),
  },
  { id: 'plates', label: 'Rejestracja', render: (row) => formatPlates(row.truck_plate, row.trailer_plate) },
  {
    id: 'pallets',
    label: 'Palety',
    render: (row) => (row.pallets === null ? '—' : formatNumber(row.pallets)),
  },
  {
    id: 'status',
    label: 'Status',
    allowsSorting: true,
    render: (row) => (isNoticeStatus(row.status) ? <StatusBadge status={row.status} /> : row.status),
  },
];

const directionItems: SelectOption<NoticeDirection>[] = [
  { id: 'inbound', label: DIRECTION_LABELS.inbound },
  { id: 'outbound', label: DIRECTION_LABELS.outbound },
];
const statusTags = DELIVERY_NOTICE_STATUSES.map((status) => ({
  id: status,
  label: NOTICE_STATUS_LABELS[status],
}));

/** A notice's card on a phone: a link to it, then what the table's default columns show. */
function noticeCard(row: Row) {
  return (
    <>
      <Link to="/handlowiec/awizacje/edit/$awizacja_id" params={{ awizacja_id: row.id }}>
        {row.number}
      </Link>
      <Inline gap="sm">
        <span>{row.client.name}</span>
        {isNoticeStatus(row.status) && <StatusBadge status={row.status} />}
      </Inline>
      <span className={styles.muted}>
        {[
          formatWindow(row.planned_start, row.planned_end),
          row.ramp ? `${row.warehouse.name} / ${row.ramp.name}` : row.warehouse.name,
          formatPlates(row.truck_plate, row.trailer_plate),
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </>
  );
}

/** "Razem: 57 awizacji", or "ponad 10 000" when the server stopped counting. */
function totalText(page: Page, filtered: boolean): string {
  if (page.total === 0) return 'Brak awizacji';
  const prefix = filtered ? 'Znaleziono' : 'Razem';
  return page.totalIsLowerBound
    ? `${prefix}: ponad ${formatNumber(page.total)} awizacji`
    : `${prefix}: ${formatCount(page.total, NOTICE_FORMS)}`;
}

/**
 * The client filter's text follows the URL when the URL changes from outside the field (a link, back and forward,
 * "Wyczyść filtry", the client's name arriving): the field starts again (`key`) with that client's label. A pick
 * in the field itself keeps the field as it is, focus included.
 */
function useClientField(code: string | undefined, labelPending: boolean) {
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [field, setField] = useState({ code, labelPending, external: code !== undefined, key: 0 });
  if (field.code !== code || field.labelPending !== labelPending) {
    const external = field.code !== code ? code !== picked : field.external;
    setField({ code, labelPending, external, key: external ? field.key + 1 : field.key });
    if (external && picked !== undefined) setPicked(undefined);
  }
  return { key: field.key, picked: setPicked };
}

/** `/handlowiec/awizacje/lista`: the awizacje table with its whole state in the URL. */
export function NoticeListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const sdk = useSdk();
  const notices = sdk.notices;
  // `?client=` is the client's code (as the client pages link); the list filters by its id, looked up first.
  const client = useQuery({ ...sdk.clients.byCode(search.client ?? ''), enabled: Boolean(search.client) });
  const clientResolved = !search.client || client.data !== undefined;
  const clientId = client.data?.id;
  const userId = useUserData()?.id;
  const filters = useMemo(() => noticeListFilters(search, { clientId, userId }), [search, clientId, userId]);
  const router = useRouter();
  const noticeHref = (row: Row) =>
    router.buildLocation({ to: '/handlowiec/awizacje/edit/$awizacja_id', params: { awizacja_id: row.id } })
      .href;
  // Live: the sdk's subscription of this page updates it when a magazynier confirms or rejects (polls without).
  const list = useLiveNoticeList(filters, { enabled: clientResolved });
  const clientField = useClientField(search.client, client.isPending && Boolean(search.client));
  const warehouses = useQuery(sdk.warehouses.list());

  const go = (next: NoticeListSearch) => void navigate({ search: cleanNoticeListSearch(next) });
  const filter = (patch: NoticeListSearch) => go(withFilter(search, patch));

  const rows = list.data?.rows ?? [];
  // The pager (its page-size list is a React Aria collection) comes in the commit after the list, below it.
  const pagerShown = useStages(2) === 2;
  const total = list.data?.total ?? 0;

  const lastPage = list.data ? Math.max(1, Math.ceil(total / list.data.pageSize)) : null;
  useEffect(() => {
    if (
      lastPage !== null &&
      !list.isPlaceholderData &&
      !list.data?.totalIsLowerBound &&
      (filters.page ?? 1) > lastPage
    ) {
      void navigate({ search: cleanNoticeListSearch({ ...search, page: lastPage }), replace: true });
    }
  }, [lastPage, list.isPlaceholderData, list.data?.totalIsLowerBound, filters.page, search, navigate]);

  const [selection, setSelection] = usePageSelection(JSON.stringify(filters));
  const selectedIds = selection === 'all' ? rows.map((row) => row.id) : [...selection].map(String);
  const selectedDrafts = rows.filter((row) => selectedIds.includes(row.id) && row.status === 'draft');
  const selectedOthers = selectedIds.length - selectedDrafts.length;

  const [confirmOpen, setConfirmOpen] = useState(false);
  const changeOptions = notices.changeStatusMany();
  const cancelMany = useMutation({
    ...changeOptions,
    // The toast names the count (below); a refusal is worded from the database's rule.
    meta: { ...changeOptions.meta, successMessage: undefined, errorMessage: undefined },
  });

  const [hiddenColumns, setHiddenColumns] = useState<string[]>(['pallets']);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllRows((page, pageSize) =>
        queryClient.fetchQuery({ ...notices.list({ ...filters, page, pageSize }), staleTime: 0, gcTime: 0 }),
      );
      downloadText(noticeCsvFileName(), buildCsv(NOTICE_CSV_COLUMNS, all));
      toast.success(`Wyeksportowano ${formatCount(all.length, NOTICE_FORMS_ACCUSATIVE)} do pliku CSV`);
    } catch {
      toast.error('Nie udało się wyeksportować awizacji');
    } finally {
      setExporting(false);
    }
  };

  const sort = filters.sort ?? 'planned_start';
  const sortDescriptor: SortDescriptor = {
    column: sort,
    direction: filters.order === 'desc' ? 'descending' : 'ascending',
  };
  // A deactivated warehouse or ramp is no longer offered (it takes no new notices); one already chosen stays.
  const warehouseItems = (warehouses.data ?? [])
    .filter((w) => w.active || w.id === search.warehouse)
    .map((w) => ({ id: w.id, label: w.name }));
  const chosenWarehouse = warehouses.data?.find((w) => w.id === search.warehouse);
  const rampItems = (chosenWarehouse?.ramps ?? [])
    .filter((r) => r.active || r.id === search.ramp)
    .map((r) => ({ id: r.id, label: r.name }));
  const loadClients = async (text: string): Promise<SelectOption[]> => {
    const page = await queryClient.fetchQuery(sdk.clients.list({ search: text, page: 1, pageSize: 20 }));
    return page.rows.map((c) => ({ id: c.code, label: `${c.name} (${c.code})` }));
  };
  const clientText = client.data ? `${client.data.name} (${client.data.code})` : search.client;
  const filtered = hasFilters(search);
  const loadError =
    list.isError && !list.data ? (
      <ListLoadError message="Nie udało się wczytać listy awizacji." onRetry={() => void list.refetch()} />
    ) : undefined;
  const emptyState = (
    <EmptyState
      headingLevel={2}
      title={filtered ? 'Brak awizacji spełniających kryteria' : 'Brak awizacji'}
      description={filtered ? 'Zmień wyszukiwanie lub wyczyść filtry.' : 'Zaplanuj pierwszą awizację.'}
      action={
        filtered ? undefined : (
          <RouterLinkButton to="/handlowiec/awizacje/nowa">Nowa awizacja</RouterLinkButton>
        )
      }
    />
  );

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <div className={styles.pageHeader}>
        <div>
          <h1 id="page-title" className={styles.title}>
            Awizacje
          </h1>
          <p className={styles.subtitle} aria-live="polite">
            {list.data ? totalText(list.data, filtered) : 'Ładowanie…'}
            {list.isPlaceholderData && list.isFetching ? ' · wczytywanie…' : ''}
          </p>
        </div>
        <div className={styles.row}>
          <Button
            variant="secondary"
            onPress={() => void exportCsv()}
            isPending={exporting}
            pendingLabel="Eksportowanie…"
            isDisabled={total === 0}
          >
            Eksportuj CSV
          </Button>
          <RouterLinkButton to="/handlowiec/awizacje/nowa">Nowa awizacja</RouterLinkButton>
        </div>
      </div>

      <ListToolbar
        label="Filtry listy awizacji"
        filtered={filtered}
        search={
          <UrlSearchField
            label="Szukaj awizacji"
            placeholder="Numer, rejestracja, klient lub nr referencyjny"
            value={search.q ?? ''}
            onSearch={(q) => filter({ q })}
          />
        }
      >
        <FilterSelect
          label="Kierunek"
          options={directionItems}
          allLabel="Wszystkie"
          value={search.direction}
          onChange={(direction) => filter({ direction })}
        />
        <ComboBox
          key={clientField.key}
          label="Klient"
          loadOptions={loadClients}
          selectedKey={search.client ?? null}
          defaultInputValue={clientText}
          onSelectionChange={(key) => {
            const code = key === null ? undefined : String(key);
            clientField.picked(code);
            filter({ client: code });
          }}
          placeholder="Nazwa, kod lub NIP"
          emptyText="Brak klientów"
        />
        <FilterSelect
          label="Magazyn"
          options={warehouseItems}
          allLabel="Wszystkie"
          value={search.warehouse}
          // Another warehouse's ramps are not this one's: the ramp filter starts again.
          onChange={(warehouse) => filter({ warehouse, ramp: undefined })}
        />
        <FilterSelect
          label="Rampa"
          options={rampItems}
          allLabel="Wszystkie"
          value={search.ramp}
          isDisabled={!chosenWarehouse}
          description={chosenWarehouse ? undefined : 'Najpierw wybierz magazyn'}
          onChange={(ramp) => filter({ ramp })}
        />
        <DayFilterField
          label="Okno od dnia"
          value={search.from ?? ''}
          onCommit={(from) => filter({ from })}
        />
        <DayFilterField label="Okno do dnia" value={search.to ?? ''} onCommit={(to) => filter({ to })} />
      </ListToolbar>
      <div className={styles.spread}>
        <TagGroup
          label="Status"
          items={statusTags}
          selectionMode="multiple"
          selectedKeys={new Set(search.status ?? [])}
          onSelectionChange={(keys) =>
            filter({
              status:
                keys === 'all'
                  ? [...DELIVERY_NOTICE_STATUSES]
                  : DELIVERY_NOTICE_STATUSES.filter((s) => keys.has(s)),
            })
          }
        />
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
          <span>Zaznaczono {formatCount(selectedIds.length, NOTICE_FORMS_ACCUSATIVE)}</span>
          {selectedOthers > 0 && (
            <span>
              {selectedDrafts.length === 0
                ? 'Anulować zbiorczo można tylko szkice.'
                : `Anulowane zostaną tylko szkice (${formatNumber(selectedDrafts.length)}).`}
            </span>
          )}
          <Button size="sm" onPress={() => setConfirmOpen(true)} isDisabled={selectedDrafts.length === 0}>
            Anuluj szkice
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setSelection(new Set())}>
            Odznacz
          </Button>
        </div>
      )}

      <ListView
        aria-label="Lista awizacji"
        columns={columns}
        hiddenColumns={hiddenColumns}
        rows={rows}
        isLoading={list.isPending}
        error={loadError}
        emptyState={emptyState}
        selectionMode="multiple"
        selectedKeys={selection}
        onSelectionChange={setSelection}
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) => {
          const column = descriptor.column as NonNullable<NoticeListSearch['sort']>;
          const dir = descriptor.direction === 'descending' ? 'desc' : 'asc';
          // A new column starts in its natural order (the newest window first).
          go({ ...search, sort: column, dir: column === sort ? dir : defaultDir(column), page: 1 });
        }}
        rowHref={noticeHref}
        renderCard={noticeCard}
      />
      {list.isError && list.data && <ListRefreshError />}
      {pagerShown && (
        <Pagination
          aria-label="Stronicowanie listy awizacji"
          page={filters.page ?? 1}
          pageSize={filters.pageSize ?? 25}
          total={total}
          pageSizeOptions={PAGE_SIZES}
          onPageChange={(page) => go({ ...search, page })}
          onPageSizeChange={(size) => go({ ...search, size, page: 1 })}
        />
      )}

      <AlertDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Anulować zaznaczone szkice?"
        confirmLabel="Anuluj szkice"
        tone="danger"
        isPending={cancelMany.isPending}
        onConfirm={() => {
          const ids = selectedDrafts.map((row) => row.id);
          cancelMany.mutate(
            { ids, status: 'cancelled', comment: 'Anulowano zbiorczo z listy' },
            {
              onSuccess: (count) => {
                toast.success(`Anulowano ${formatCount(count, NOTICE_FORMS_ACCUSATIVE)}`);
                setSelection(new Set());
                setConfirmOpen(false);
              },
              onError: (error) => {
                toast.error(noticeRuleMessage(error) ?? 'Nie udało się anulować awizacji');
                setConfirmOpen(false);
              },
            },
          );
        }}
      >
        {`${formatCount(selectedDrafts.length, NOTICE_FORMS)} w statusie „Szkic” zmieni status na „Anulowana”. Tego nie da się cofnąć.`}
      </AlertDialog>
    </section>
  );
}
