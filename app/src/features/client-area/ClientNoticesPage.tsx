import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ClipboardList } from 'lucide-react';
import {
  EmptyState,
  PageHeader,
  Pagination,
  Skeleton,
  Stack,
  StatusBadge,
  Switch,
  type AwizacjaStatus,
} from '@rampa/design-system';
import { useSdk } from '@rampa/sdk/react';
import { Link, LinkButton } from '../../lib/links';
import { LoadErrorState } from '../../lib/ListLoadError';
import { directionLabel, formatPlates, formatWindow } from '../notices/noticeLabels';
import { useLiveNoticeList } from '../notices/useLiveNoticeList';
import * as styles from './clientArea.css';
import { clientNoticeFilters } from './clientNoticesSearch';

const route = getRouteApi('/klient/');

/**
 * `/klient`: his company's awizacje under way (or all of them, `?all=true`), newest window first, paged, kept
 * current live (the warehouse's confirmation shows without a reload), and the way to request a new one.
 */
export function ClientNoticesPage() {
  const sdk = useSdk();
  const { page = 1, all = false } = route.useSearch();
  const navigate = useNavigate();
  const company = useQuery(sdk.notices.klientCompany());
  const list = useLiveNoticeList(clientNoticeFilters({ page, all }));

  return (
    <section className={styles.page} aria-labelledby="page-title" aria-busy={list.isPending || undefined}>
      <PageHeader
        title="Awizacje firmy"
        subtitle={company.data ? `${company.data.name} (${company.data.code})` : undefined}
        actions={<LinkButton to="/klient/nowa">Nowa awizacja</LinkButton>}
      />
      <Switch
        isSelected={all}
        onChange={(next) => void navigate({ to: '/klient', search: next ? { all: true } : {} })}
      >
        Pokaż też zakończone, anulowane i odrzucone
      </Switch>
      {list.isPending ? (
        <div role="status" aria-label="Ładowanie awizacji">
          <Stack gap="sm">
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </Stack>
        </div>
      ) : list.isError ? (
        <LoadErrorState
          error={list.error}
          message="Nie udało się wczytać awizacji."
          onRetry={() => void list.refetch()}
        />
      ) : list.data.rows.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<ClipboardList />}
          title={all ? 'Brak awizacji' : 'Brak otwartych awizacji'}
          description="Zgłoś dostawę lub odbiór, a magazyn potwierdzi termin."
          action={<LinkButton to="/klient/nowa">Nowa awizacja</LinkButton>}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={all ? 'Awizacje firmy' : 'Otwarte awizacje firmy'}>
            {list.data.rows.map((notice) => (
              <li key={notice.id} className={styles.card}>
                <Stack gap="xs">
                  <Link
                    to="/klient/awizacje/$awizacjaId"
                    params={{ awizacjaId: notice.id }}
                    variant="standalone"
                  >
                    {notice.number}
                  </Link>
                  <span className={styles.muted}>{directionLabel(notice.direction)}</span>
                </Stack>
                <Stack gap="xs">
                  <span>{formatWindow(notice.planned_start, notice.planned_end)}</span>
                  <span className={styles.muted}>
                    {[
                      notice.warehouse.name,
                      notice.ramp?.name,
                      formatPlates(notice.truck_plate, notice.trailer_plate),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </Stack>
                <div>
                  <StatusBadge kind="awizacja" status={notice.status as AwizacjaStatus} />
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            aria-label="Strony awizacji"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPageChange={(next) =>
              void navigate({ to: '/klient', search: { page: next, ...(all ? { all: true } : {}) } })
            }
          />
        </>
      )}
    </section>
  );
}
