import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Card,
  formatCount,
  formatDate,
  formatDateLong,
  formatTime,
  PageHeader,
  Skeleton,
  Stack,
  StatusBadge,
} from '@rampa/design-system';
import { DELIVERY_NOTICE_STATUSES } from '@rampa/domain';
import type { DashboardOverview } from '@rampa/sdk';
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
import { OrganizationCard } from './OrganizationCard';
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
      {role === 'org_admin' ? <OrganizationCard usersLink /> : null}
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
          <Link to="/handlowiec/awizacje/lista" search={{ status: ['draft'], mine: true }}>
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
          <Link
            to="/handlowiec/klienci/lista"
            search={{ from: data.periods.monthStart, sort: 'created_at', dir: 'desc' }}
          >
            {`Zobacz ${formatCount(data.newClients.thisMonth, CLIENT_FORMS)}`}
          </Link>
        </Stack>
      </Card>
      <NextArrivals arrivals={data.nextArrivals} today={today} />
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

/**
 * The next five awizacje to arrive (submitted or confirmed, from now on); the link opens the list of all of them
 * from today, soonest first.
 */
function NextArrivals({ arrivals, today }: { arrivals: DashboardOverview['nextArrivals']; today: string }) {
  return (
    <Card title="Najbliższe przyjazdy" headingLevel={2}>
      <Stack gap="sm">
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
        <Link
          to="/handlowiec/awizacje/lista"
          search={{ status: ['submitted', 'confirmed'], from: today, sort: 'planned_start', dir: 'asc' }}
        >
          Wszystkie nadchodzące przyjazdy
        </Link>
      </Stack>
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
        <Link to="/marketing/kampanie" search={{ status: 'active' }}>
          Wszystkie aktywne kampanie
        </Link>
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
        {/* On a phone the table scrolls inside the card (and its dates are short), not the whole page. */}
        <div className={styles.scroll}>
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
                  <th scope="row">{formatDate(new Date(`${day.day}T12:00:00Z`))}</th>
                  {CHART_GROUPS.map((group) => (
                    <td key={group.key}>{day[group.key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Stack>
  );
}
