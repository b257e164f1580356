import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import {
  Button,
  EmptyState,
  PageHeader,
  Skeleton,
  Stack,
  StatusBadge,
  formatTime,
  type AwizacjaStatus,
} from '@rampa/design-system';
import type { DriverNotice } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { LoadErrorState } from '../../lib/ListLoadError';
import { directionLabel, formatPlates } from '../notices/noticeLabels';
import { goodsLine, groupByDay, loadSummary, mapLink, startOfToday } from './driverNotices';
import { useArrivalOutbox } from './useArrivalOutbox';
import * as styles from './driver.css';

const TITLE = 'Moje awizacje';

/** `/kierowca`: the driver's assigned notices, today first, and "Jestem na miejscu" on a confirmed one. */
export function DriverNoticesPage() {
  const sdk = useSdk();
  // Fixed for the visit: the key stays the same while the page is open, a new visit asks from its own today.
  const from = useMemo(() => startOfToday(), []);
  const notices = useQuery(sdk.notices.driverNotices(from));
  const outbox = useArrivalOutbox();
  const days = useMemo(() => groupByDay(notices.data ?? []), [notices.data]);

  return (
    <section className={styles.page} aria-labelledby="page-title" aria-busy={notices.isPending || undefined}>
      <PageHeader title={TITLE} subtitle="Awizacje przypisane do Ciebie, od dziś." />
      {!outbox.online && (
        <p className={styles.offline} role="status">
          Brak połączenia. Zgłoszenia przyjazdu wyślemy, gdy telefon znów będzie online.
        </p>
      )}
      {outbox.refusals.map((refusal) => (
        <div key={refusal.number} role="alert" className={styles.refusal}>
          <Stack gap="xs">
            <span>{`Nie zgłoszono przyjazdu (${refusal.number}). ${refusal.message}`}</span>
            <div>
              <Button size="sm" variant="secondary" onPress={() => outbox.dismissRefusal(refusal.number)}>
                Zamknij
              </Button>
            </div>
          </Stack>
        </div>
      ))}
      {notices.isPending ? (
        <div role="status" aria-label="Ładowanie awizacji">
          <Stack gap="sm">
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </Stack>
        </div>
      ) : notices.isError ? (
        <LoadErrorState
          error={notices.error}
          message="Nie udało się wczytać awizacji."
          onRetry={() => void notices.refetch()}
        />
      ) : days.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<Truck />}
          title="Brak przypisanych awizacji"
          description="Gdy magazyn lub handlowiec przypisze Ci awizację, zobaczysz ją tutaj."
        />
      ) : (
        days.map((day) => (
          <section key={day.day} aria-labelledby={`day-${day.day}`}>
            <Stack gap="sm">
              <h2 id={`day-${day.day}`} className={styles.sectionTitle}>
                {day.label}
              </h2>
              <ul className={styles.list} aria-labelledby={`day-${day.day}`}>
                {day.notices.map((notice) => (
                  <li key={notice.id}>
                    <DriverNoticeCard
                      notice={notice}
                      pendingSince={outbox.isPending(notice.id)?.arrivedAt ?? null}
                      sending={outbox.sending}
                      onArrive={() => outbox.report(notice)}
                    />
                  </li>
                ))}
              </ul>
            </Stack>
          </section>
        ))
      )}
    </section>
  );
}

function DriverNoticeCard({
  notice,
  pendingSince,
  sending,
  onArrive,
}: {
  notice: DriverNotice;
  pendingSince: string | null;
  sending: boolean;
  onArrive: () => void;
}) {
  const timeZone = notice.warehouse.time_zone;
  const window =
    notice.planned_start && notice.planned_end
      ? `${formatTime(new Date(notice.planned_start), timeZone)}–${formatTime(new Date(notice.planned_end), timeZone)}`
      : 'Termin do ustalenia';
  const headingId = `notice-${notice.id}`;
  const load = loadSummary(notice);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.number}>
          {notice.number}
        </h3>
        <StatusBadge kind="awizacja" status={notice.status as AwizacjaStatus} />
      </div>
      <p className={styles.window}>
        {window}
        {notice.ramp ? `, ${notice.ramp.name}` : ''}
      </p>
      <dl className={styles.facts}>
        <dt className={styles.term}>Magazyn</dt>
        <dd className={styles.detail}>
          <Stack gap="xs">
            <span>{notice.warehouse.name}</span>
            {notice.warehouse.address && (
              <>
                <span>{notice.warehouse.address}</span>
                {/* An address outside the app: a plain anchor (the design system's Link takes the router's paths). */}
                <a
                  className={styles.mapLink}
                  href={mapLink(notice.warehouse.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Pokaż na mapie<span className={styles.visuallyHidden}> (otwiera się w nowej karcie)</span>
                </a>
              </>
            )}
          </Stack>
        </dd>
        <dt className={styles.term}>Rampa</dt>
        <dd className={styles.detail}>{notice.ramp ? notice.ramp.name : 'Zostanie przydzielona'}</dd>
        <dt className={styles.term}>Kierunek</dt>
        <dd className={styles.detail}>{directionLabel(notice.direction)}</dd>
        <dt className={styles.term}>Klient</dt>
        <dd className={styles.detail}>{notice.client.name}</dd>
        <dt className={styles.term}>Pojazd</dt>
        <dd className={styles.detail}>{formatPlates(notice.truck_plate, notice.trailer_plate)}</dd>
        {notice.reference_numbers.length > 0 && (
          <>
            <dt className={styles.term}>Referencje</dt>
            <dd className={styles.detail}>{notice.reference_numbers.join(', ')}</dd>
          </>
        )}
        {load && (
          <>
            <dt className={styles.term}>Ładunek</dt>
            <dd className={styles.detail}>
              {load}
              {notice.adr ? ', ADR' : ''}
            </dd>
          </>
        )}
        {notice.items.length > 0 && (
          <>
            <dt className={styles.term}>Towary</dt>
            <dd className={styles.detail}>
              <ul className={styles.goods}>
                {notice.items.map((item) => (
                  <li key={item.id}>{goodsLine(item)}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {notice.notes && (
          <>
            <dt className={styles.term}>Uwagi</dt>
            <dd className={styles.detail}>{notice.notes}</dd>
          </>
        )}
      </dl>
      <ArrivalSection
        notice={notice}
        pendingSince={pendingSince}
        sending={sending}
        onArrive={onArrive}
        timeZone={timeZone}
      />
    </article>
  );
}

function ArrivalSection({
  notice,
  pendingSince,
  sending,
  onArrive,
  timeZone,
}: {
  notice: DriverNotice;
  pendingSince: string | null;
  sending: boolean;
  onArrive: () => void;
  timeZone: string;
}) {
  if (pendingSince) {
    const at = formatTime(new Date(pendingSince), timeZone);
    return (
      <p className={styles.pending} role="status">
        {sending
          ? `Wysyłanie zgłoszenia przyjazdu z ${at}…`
          : `Przyjazd z ${at} czeka na wysłanie. Wyślemy go, gdy wróci połączenie.`}
      </p>
    );
  }
  if (notice.arrived_at && notice.status !== 'confirmed') {
    return (
      <p className={styles.done} role="status">
        {`Przyjazd zgłoszony o ${formatTime(new Date(notice.arrived_at), timeZone)}.`}
      </p>
    );
  }
  if (notice.status === 'confirmed') {
    return (
      <div className={styles.arrive}>
        <Button onPress={onArrive} aria-describedby={`notice-${notice.id}`}>
          Jestem na miejscu
        </Button>
      </div>
    );
  }
  if (notice.status === 'submitted') {
    return <p className={styles.muted}>Czeka na potwierdzenie przez magazyn.</p>;
  }
  return null;
}
