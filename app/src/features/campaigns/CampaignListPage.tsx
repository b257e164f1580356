import { useQuery } from '@tanstack/react-query';
import { createLink, useRouter } from '@tanstack/react-router';
import {
  Badge,
  EmptyState,
  formatCount,
  formatDate,
  formatPLN,
  LinkButton,
  PageHeader,
  Table,
  type TableColumn,
} from '@rampa/design-system';
import { isAccessDenied, type CampaignListPage as Page } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { ListLoadError } from '../../lib/ListLoadError';
import {
  CAMPAIGN_FORMS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUS_TONES,
  CHANNEL_LABELS,
  formatRate,
} from './campaignLabels';
import * as styles from './campaigns.css';

const RouterLinkButton = createLink(LinkButton);
type Row = Page['rows'][number];

const dates = (row: Row) =>
  [row.starts_on, row.ends_on]
    .map((day) => (day ? formatDate(new Date(`${day}T12:00:00`)) : '…'))
    .join(' – ');

const columns: TableColumn<Row>[] = [
  { id: 'name', label: 'Nazwa', isRowHeader: true },
  {
    id: 'status',
    label: 'Status',
    render: (row) => (
      <Badge tone={CAMPAIGN_STATUS_TONES[row.status as keyof typeof CAMPAIGN_STATUS_TONES] ?? 'neutral'}>
        {CAMPAIGN_STATUS_LABELS[row.status as keyof typeof CAMPAIGN_STATUS_LABELS] ?? row.status}
      </Badge>
    ),
  },
  {
    id: 'channel',
    label: 'Kanał',
    render: (row) => CHANNEL_LABELS[row.channel as keyof typeof CHANNEL_LABELS] ?? row.channel,
  },
  { id: 'dates', label: 'Termin', render: dates },
  { id: 'owner', label: 'Opiekun', render: (row) => row.owner?.display_name ?? '—' },
  {
    id: 'budget',
    label: 'Koszt / budżet',
    render: (row) =>
      `${formatPLN(Number(row.actual_cost))} / ${row.budget === null ? '—' : formatPLN(Number(row.budget))}`,
  },
  { id: 'response', label: 'Odpowiedzi', render: (row) => formatRate(row.results?.response_rate) },
];

/** `/marketing/kampanie`: the organization's campaigns, newest first. */
export function CampaignListPage() {
  const campaigns = useSdk().campaigns;
  const list = useQuery(campaigns.list({ pageSize: 100 }));
  const router = useRouter();
  const rows = list.data?.rows ?? [];
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageHeader
        title="Kampanie"
        isSubtitleLive
        subtitle={
          list.data
            ? list.data.total === 0
              ? 'Brak kampanii'
              : `Razem: ${formatCount(list.data.total, CAMPAIGN_FORMS)}`
            : list.isError
              ? 'Lista niedostępna'
              : 'Ładowanie…'
        }
        actions={<RouterLinkButton to="/marketing/kampanie/nowa">Nowa kampania</RouterLinkButton>}
      />
      <Table
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
              message={
                isAccessDenied(list.error)
                  ? 'Brak dostępu: serwer nie wydaje kampanii dla Twojej roli.'
                  : 'Nie udało się wczytać listy kampanii.'
              }
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            headingLevel={2}
            title="Brak kampanii"
            description="Zaplanuj pierwszą kampanię i wybierz jej odbiorców."
          />
        }
      />
    </section>
  );
}
