import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Card,
  EmptyState,
  formatCount,
  formatDateLong,
  formatTime,
  PageHeader,
  Skeleton,
  Stack,
  StatusBadge,
} from '@rampa/design-system';
import { DELIVERY_NOTICE_STATUSES } from '@rampa/domain';
import type { DashboardOverview, OrganizationGlance } from '@rampa/sdk';
import { useActiveRole, useSdk, useUserData } from '@rampa/sdk/react';
import { ListLoadError } from '../../lib/ListLoadError';
import { Link } from '../../lib/links';
import { useCurrentUser } from '../auth/useCurrentUser';
import { formatRate } from '../campaigns/campaignLabels';
import { NOTICE_FORMS, NOTICE_STATUS_LABELS } from '../notices/noticeLabels';
import {
  CHART_GROUPS,
  chartDays,
  countsBetween,
  monthDelta,
  totalOf,
  type StatusCounts,
} from './dashboardFigures';
import * as page from '../../lib/page.css';
import { GROUP_COLORS } from './chartColors';
import * as styles from './dashboard.css';

const NoticesChart = lazy(() => import('./NoticesChart'));

const CLIENT_FORMS = {
  one: 'nowy klient',
  few: 'nowych klientów',
  many: 'nowych klientów',
  other: 'nowego klienta',
};
const DRAFT_FORMS = { one: 'szkic', few: 'szkice', many: 'szkiców', other: 'szkicu' };

/**
 * `/handlowiec/pulpit` and `/pulpit`: the sales rep's day at a glance. Every figure is counted by the database
 * (`sdk.dashboard`), every tile links to the list it summarises; an administrator also sees his organization.
 */
export function DashboardPage() {
  const { firstName } = useCurrentUser();
  const userId = useUserData()?.id ?? '';
  const { role } = useActiveRole();
  const dashboard = useSdk().dashboard;
  const overview = useQuery({ ...dashboard.overview(userId), enabled: userId !== '' });
  const today = overview.data?.periods.today;

  return (
    <section className={page.page} aria-labelledby="page-title">
      <PageHeader
        title="Pulpit"
        subtitle={`${firstName ? `Dzień dobry, ${firstName}. ` : ''}${formatDateLong(new Date())}`}
      />
      {overview.isError ? (
        <ListLoadError message="Nie udało się wczytać pulpitu." onRetry={() => void overview.refetch()} />
      ) : !overview.data || !today ? (
        <div role="status" aria-label="Ładowanie pulpitu" className={styles.tiles}>
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </div>
      ) : (
        <Overview data={overview.data} />
      )}
      {role === 'org_admin' ? <OrganizationCard /> : null}
    </section>
  );
}

function Overview({ data }: { data: DashboardOverview }) {
  const { today, weekStart, weekEnd, daysFrom, daysTo } = data.periods;
  const todayCounts = countsBetween(data.days, today, today);
  const weekCounts = countsBetween(data.days, weekStart, weekEnd);
  return (
    <div className={styles.tiles}>
      <CountsTile title="Awizacje dziś" counts={todayCounts} from={today} to={today} />
      <CountsTile title="Awizacje w tym tygodniu" counts={weekCounts} from={weekStart} to={weekEnd} />
      <Card title="Moje szkice" headingLevel={2}>
        <Stack gap="sm">
          <p className={styles.figure}>{data.myDrafts}</p>
          <Link to="/handlowiec/awizacje/lista" search={{ status: ['draft'] }}>
            {data.myDrafts === 0
              ? 'Brak szkiców do dokończenia'
              : `Dokończ ${formatCount(data.myDrafts, DRAFT_FORMS)}`}
          </Link>
        </Stack>
      </Card>
      <Card title="Nowi klienci w tym miesiącu" headingLevel={2}>
        <Stack gap="sm">
          <p className={styles.figure}>{data.newClients.thisMonth}</p>
          <p className={styles.muted}>{monthDelta(data.newClients.thisMonth, data.newClients.lastMonth)}</p>
          <Link to="/handlowiec/klienci/lista" search={{ sort: 'created_at', dir: 'desc' }}>
            {`Zobacz ${formatCount(data.newClients.thisMonth, CLIENT_FORMS)}`}
          </Link>
        </Stack>
      </Card>
      <NextArrivals arrivals={data.nextArrivals} />
      <ActiveCampaigns campaigns={data.activeCampaigns} />
      <div className={styles.wide}>
        <Card
          title="Awizacje w ciągu 30 dni"
          description="Trzy tygodnie wstecz i tydzień naprzód, według grup statusów; dzisiejszy dzień obramowany."
          headingLevel={2}
        >
          <ChartWithTable days={data.days} from={daysFrom} to={daysTo} today={today} />
        </Card>
      </div>
    </div>
  );
}

/** A period's awizacje: the total, then each status that has any, each a link to the list so filtered. */
function CountsTile({
  title,
  counts,
  from,
  to,
}: {
  title: string;
  counts: StatusCounts;
  from: string;
  to: string;
}) {
  const total = totalOf(counts);
  const present = DELIVERY_NOTICE_STATUSES.filter((status) => counts[status] > 0);
  return (
    <Card title={title} headingLevel={2}>
      <Stack gap="sm">
        <p className={styles.figure}>{total}</p>
        {present.length === 0 ? (
          <p className={styles.muted}>Brak awizacji</p>
        ) : (
          <ul className={styles.counts} aria-label={`${title} według statusu`}>
            {present.map((status) => (
              <li key={status} className={styles.countRow}>
                <StatusBadge status={status} />
                <Link
                  to="/handlowiec/awizacje/lista"
                  search={{ from, to, status: [status] }}
                  aria-label={`${NOTICE_STATUS_LABELS[status]}: ${formatCount(counts[status], NOTICE_FORMS)}`}
                >
                  <span className={styles.number}>{counts[status]}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to="/handlowiec/awizacje/lista" search={{ from, to }}>
          Wszystkie z tego okresu
        </Link>
      </Stack>
    </Card>
  );
}

function NextArrivals({ arrivals }: { arrivals: DashboardOverview['nextArrivals'] }) {
  return (
    <Card title="Najbliższe przyjazdy" headingLevel={2}>
      {arrivals.length === 0 ? (
        <p className={styles.muted}>Brak zaplanowanych przyjazdów</p>
      ) : (
        <ul className={styles.counts}>
          {arrivals.map((notice) => (
            <li key={notice.id}>
              <span className={styles.countRow}>
                <Link to="/handlowiec/awizacje/edit/$awizacja_id" params={{ awizacja_id: notice.id }}>
                  {notice.number ?? 'Szkic'}
                </Link>
                <span className={styles.number}>
                  {notice.planned_start ? formatTime(new Date(notice.planned_start)) : '—'}
                </span>
              </span>
              <span className={styles.muted}>
                {[notice.client?.name, notice.warehouse?.name].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ActiveCampaigns({ campaigns }: { campaigns: DashboardOverview['activeCampaigns'] }) {
  return (
    <Card title="Aktywne kampanie" headingLevel={2}>
      <Stack gap="sm">
        {campaigns.length === 0 ? (
          <p className={styles.muted}>Brak aktywnych kampanii</p>
        ) : (
          <ul className={styles.counts}>
            {campaigns.map((campaign) => (
              <li key={campaign.id} className={styles.countRow}>
                <Link to="/marketing/kampanie/$campaignId" params={{ campaignId: campaign.id }}>
                  {campaign.name}
                </Link>
                <span className={styles.number} title="Odsetek odpowiedzi">
                  {formatRate(campaign.results?.response_rate)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/marketing/kampanie">Wszystkie kampanie</Link>
      </Stack>
    </Card>
  );
}

/** The chart, and the same figures as a table for whoever would rather read (and for screen readers). */
function ChartWithTable({
  days,
  from,
  to,
  today,
}: {
  days: DashboardOverview['days'];
  from: string;
  to: string;
  today: string;
}) {
  const series = chartDays(days, from, to);
  return (
    <Stack gap="md">
      <ul className={styles.legend} aria-label="Legenda wykresu">
        {CHART_GROUPS.map((group) => (
          <li key={group.key}>
            <span className={styles.swatch} style={{ background: GROUP_COLORS[group.key] }} />
            {group.label}
          </li>
        ))}
      </ul>
      <Suspense fallback={<Skeleton />}>
        <NoticesChart days={series} today={today} />
      </Suspense>
      <details className={styles.details}>
        <summary>Pokaż dane wykresu jako tabelę</summary>
        <table className={styles.table}>
          <caption className={styles.muted}>Awizacje dziennie według grup statusów</caption>
          <thead>
            <tr>
              <th scope="col">Dzień</th>
              {CHART_GROUPS.map((group) => (
                <th key={group.key} scope="col">
                  {group.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDateLong(new Date(`${day.day}T12:00:00Z`))}</th>
                {CHART_GROUPS.map((group) => (
                  <td key={group.key}>{day[group.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Stack>
  );
}

/** The administrator's organization at a glance: its users, the blocked ones, each warehouse's awizacje. */
function OrganizationCard() {
  const glance = useQuery(useSdk().dashboard.organization());
  return (
    <Card title="Organizacja" headingLevel={2}>
      {glance.isError ? (
        <ListLoadError
          message="Nie udało się wczytać danych organizacji."
          onRetry={() => void glance.refetch()}
        />
      ) : !glance.data ? (
        <div role="status" aria-label="Ładowanie danych organizacji">
          <Skeleton />
        </div>
      ) : (
        <OrganizationFigures data={glance.data} />
      )}
    </Card>
  );
}

function OrganizationFigures({ data }: { data: OrganizationGlance }) {
  return (
    <Stack gap="md">
      <p className={styles.muted}>
        {`Użytkownicy: ${data.users}, w tym zablokowani: ${data.blocked}. `}
        <Link to="/admin">Zarządzaj użytkownikami</Link>
      </p>
      {data.warehouses.length === 0 ? (
        <EmptyState headingLevel={3} title="Brak magazynów" />
      ) : (
        <table className={styles.table}>
          <caption className={styles.muted}>Awizacje według magazynu</caption>
          <thead>
            <tr>
              <th scope="col">Magazyn</th>
              <th scope="col">Dziś</th>
              <th scope="col">W tym tygodniu</th>
            </tr>
          </thead>
          <tbody>
            {data.warehouses.map((warehouse) => (
              <tr key={warehouse.warehouse_id}>
                <th scope="row">
                  <Link
                    to="/handlowiec/awizacje/lista"
                    search={{ warehouse: warehouse.warehouse_id ?? undefined }}
                  >{`${warehouse.name} (${warehouse.code})`}</Link>
                </th>
                <td>{warehouse.today}</td>
                <td>{warehouse.this_week}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Stack>
  );
}
