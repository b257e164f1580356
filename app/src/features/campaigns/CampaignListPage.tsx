import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createLink, getRouteApi, useRouter } from '@tanstack/react-router';
import {
  Badge,
  EmptyState,
  formatCount,
  formatDate,
  formatPLN,
  Inline,
  LinkButton,
  PageHeader,
  Pagination,
  type SelectOption,
  type TableColumn,
} from '@rampa/design-system';
import {
  CAMPAIGN_STATUSES,
  DEFAULT_CAMPAIGN_PAGE_SIZE,
  type CampaignListPage as Page,
  type CampaignStatus,
} from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { FilterSelect } from '../../lib/FilterSelect';
import { Link } from '../../lib/links';
import { ListLoadError, ListRefreshError } from '../../lib/ListLoadError';
import { ListToolbar } from '../../lib/ListToolbar';
import { ListView } from '../../lib/ListView';
import {
  CAMPAIGN_FORMS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUS_TONES,
  CHANNEL_LABELS,
  formatRate,
} from './campaignLabels';
import {
  CAMPAIGN_PAGE_SIZES,
  campaignListFilters,
  cleanCampaignListSearch,
  hasCampaignFilters,
  withCampaignFilter,
  type CampaignListSearch,
} from './campaignListSearch';
import * as styles from './campaigns.css';

const route = getRouteApi('/marketing/kampanie/');
const RouterLinkButton = createLink(LinkButton);
type Row = Page['rows'][number];

const dates = (row: Row) =>
  [row.starts_on, row.ends_on]
    .map((day) => (day ? formatDate(new Date(`${day}T12:00:00`)) : '…'))
    .join(' – ');

const statusBadge = (row: Row) => (
  <Badge tone={CAMPAIGN_STATUS_TONES[row.status as keyof typeof CAMPAIGN_STATUS_TONES] ?? 'neutral'}>
    {CAMPAIGN_STATUS_LABELS[row.status as keyof typeof CAMPAIGN_STATUS_LABELS] ?? row.status}
  </Badge>
);
const channel = (row: Row) => CHANNEL_LABELS[row.channel as keyof typeof CHANNEL_LABELS] ?? row.channel;
const owner = (row: Row) => row.owner?.display_name ?? '—';
const costAndBudget = (row: Row) =>
  `${formatPLN(Number(row.actual_cost))} / ${row.budget === null ? '—' : formatPLN(Number(row.budget))}`;
const responseRate = (row: Row) => formatRate(row.results?.response_rate);

// The name is the one column that wraps, so the table fits 1280 px with the sidebar open.
const columns: TableColumn<Row>[] = [
  {
    id: 'name',
    label: 'Nazwa',
    isRowHeader: true,
    render: (row) => <span className={styles.wrappingCell}>{row.name}</span>,
  },
  { id: 'status', label: 'Status', render: statusBadge },
  { id: 'channel', label: 'Kanał', render: channel },
  { id: 'dates', label: 'Termin', render: dates },
  { id: 'owner', label: 'Opiekun', render: owner },
  { id: 'budget', label: 'Koszt / budżet', render: costAndBudget },
  { id: 'response', label: 'Odpowiedzi', render: responseRate },
];

/** A campaign's card on a phone: a link to it, then what the table's columns show. */
function campaignCard(row: Row) {
  return (
    <>
      <Link to="/marketing/kampanie/$campaignId" params={{ campaignId: row.id }}>
        {row.name}
      </Link>
      <Inline gap="sm">
        {statusBadge(row)}
        <span className={styles.muted}>{channel(row)}</span>
      </Inline>
      <span className={styles.muted}>
        {dates(row)} · {owner(row)}
      </span>
      <span className={styles.muted}>Koszt / budżet: {costAndBudget(row)}</span>
      <span className={styles.muted}>Odpowiedzi: {responseRate(row)}</span>
    </>
  );
}

const STATUS_ITEMS: SelectOption<CampaignStatus>[] = CAMPAIGN_STATUSES.map((status) => ({
  id: status,
  label: CAMPAIGN_STATUS_LABELS[status],
}));

/**
 * `/marketing/kampanie`: the organization's campaigns, newest first, a page at a time; the status filter and the
 * page are in the URL (`?status=active`, the start page's "Aktywne kampanie").
 */
export function CampaignListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const campaigns = useSdk().campaigns;
  const filters = campaignListFilters(search);
  const list = useQuery(campaigns.list(filters));
  const router = useRouter();
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const filtered = hasCampaignFilters(search);

  const go = (next: CampaignListSearch) => void navigate({ search: cleanCampaignListSearch(next) });
  const filter = (patch: CampaignListSearch) => go(withCampaignFilter(search, patch));

  // A page past the end (an old link, campaigns moved to another status since) goes to the last page.
  const lastPage = list.data ? Math.max(1, Math.ceil(total / list.data.pageSize)) : null;
  useEffect(() => {
    if (lastPage !== null && !list.isPlaceholderData && (filters.page ?? 1) > lastPage) {
      void navigate({ search: cleanCampaignListSearch({ ...search, page: lastPage }), replace: true });
    }
  }, [lastPage, list.isPlaceholderData, filters.page, search, navigate]);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageHeader
        title="Kampanie"
        isSubtitleLive
        subtitle={
          <>
            {list.data
              ? total === 0
                ? 'Brak kampanii'
                : `${filtered ? 'Znaleziono' : 'Razem'}: ${formatCount(total, CAMPAIGN_FORMS)}`
              : list.isError
                ? 'Lista niedostępna'
                : 'Ładowanie…'}
            {list.isPlaceholderData && list.isFetching ? ' · wczytywanie…' : ''}
          </>
        }
        actions={<RouterLinkButton to="/marketing/kampanie/nowa">Nowa kampania</RouterLinkButton>}
      />
      <ListToolbar label="Filtry listy kampanii" filtered={filtered}>
        <FilterSelect
          label="Status"
          options={STATUS_ITEMS}
          allLabel="Wszystkie"
          value={search.status}
          onChange={(status) => filter({ status })}
        />
      </ListToolbar>
      <ListView
        aria-label="Lista kampanii"
        columns={columns}
        rows={rows}
        isLoading={list.isPending}
        rowHref={(row) =>
          router.buildLocation({ to: '/marketing/kampanie/$campaignId', params: { campaignId: row.id } }).href
        }
        error={
          list.isError && !list.data ? (
            <ListLoadError
              message="Nie udało się wczytać listy kampanii."
              error={list.error}
              denied="Brak dostępu: serwer nie wydaje kampanii dla Twojej roli."
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            headingLevel={2}
            title={filtered ? 'Brak kampanii o tym statusie' : 'Brak kampanii'}
            description={
              filtered
                ? 'Wybierz inny status lub wyczyść filtry.'
                : 'Zaplanuj pierwszą kampanię i wybierz jej odbiorców.'
            }
          />
        }
        renderCard={campaignCard}
      />
      {list.isError && list.data && <ListRefreshError />}
      <Pagination
        aria-label="Stronicowanie listy kampanii"
        page={filters.page ?? 1}
        pageSize={filters.pageSize ?? DEFAULT_CAMPAIGN_PAGE_SIZE}
        total={total}
        pageSizeOptions={CAMPAIGN_PAGE_SIZES}
        onPageChange={(page) => go({ ...search, page })}
        onPageSizeChange={(size) =>
          go({ ...search, size: CAMPAIGN_PAGE_SIZES.find((option) => option === size), page: 1 })
        }
      />
    </section>
  );
}
