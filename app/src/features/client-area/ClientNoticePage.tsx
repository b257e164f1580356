import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, type ErrorComponentProps } from '@tanstack/react-router';
import {
  AlertDialog,
  Button,
  Card,
  PageHeader,
  StatusBadge,
  TextArea,
  formatDateTime,
  formatNumber,
  type AwizacjaStatus,
} from '@rampa/design-system';
import { noticeRuleMessage, type NoticeDetails } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { Link } from '../../lib/links';
import { RouteLoadError, RouteNotFound, RoutePending } from '../shell/routeStates';
import {
  directionLabel,
  formatPlates,
  formatProposedSlot,
  formatWindow,
  isNoticeStatus,
  NOTICE_STATUS_LABELS,
} from '../notices/noticeLabels';
import { useLiveNotice } from '../notices/useLiveNotice';
import * as styles from './clientArea.css';

const route = getRouteApi('/klient/awizacje/$awizacjaId');
const TITLE = 'Awizacja';
const back = (
  <Link to="/klient" variant="standalone">
    Wróć do awizacji firmy
  </Link>
);

export const ClientNoticePending = () => <RoutePending title={TITLE} label="Ładowanie awizacji" />;
export const ClientNoticeLoadError = (props: ErrorComponentProps) => (
  <RouteLoadError {...props} title={TITLE} message="Nie udało się wczytać awizacji." back={back} />
);
/** Another client's notice is as invisible as one that does not exist: the server gives neither. */
export const ClientNoticeNotFound = () => (
  <RouteNotFound
    title={TITLE}
    heading="Nie znaleziono awizacji"
    description="Nie ma takiej awizacji wśród awizacji Twojej firmy."
    action={back}
  />
);

const statusLabel = (status: string) => (isNoticeStatus(status) ? NOTICE_STATUS_LABELS[status] : status);

/**
 * `/klient/awizacje/{id}`: one of his company's notices, its goods and history, kept current live (the
 * warehouse's confirmation or rejection shows without a reload); cancel while submitted.
 */
export function ClientNoticePage() {
  const { awizacjaId } = route.useParams();
  const { data } = useLiveNotice(awizacjaId);
  if (!data) return <ClientNoticeNotFound />;
  return <ClientNotice notice={data} />;
}

function ClientNotice({ notice }: { notice: NoticeDetails }) {
  const sdk = useSdk();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    ...sdk.notices.changeStatus(),
    meta: { ...sdk.notices.changeStatus().meta, successMessage: `Anulowano zgłoszenie ${notice.number}` },
  });

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageHeader
        title={`Awizacja ${notice.number}`}
        subtitle={directionLabel(notice.direction)}
        actions={
          notice.status === 'submitted' ? (
            <Button variant="danger" onPress={() => setAsking(true)}>
              Anuluj zgłoszenie
            </Button>
          ) : undefined
        }
      />
      <div>{back}</div>
      {cancel.isError && (
        <p role="alert" className={styles.formError}>
          {noticeRuleMessage(cancel.error) ?? 'Nie udało się anulować zgłoszenia. Spróbuj ponownie.'}
        </p>
      )}
      <Card title="Szczegóły">
        <Summary notice={notice} />
      </Card>
      <Card title="Towary">
        {notice.items.length === 0 ? (
          <p className={styles.muted}>Brak pozycji.</p>
        ) : (
          <ul className={styles.list}>
            {notice.items.map((item) => (
              <li key={item.id}>
                {`${item.product?.name ?? item.product_id}: ${formatNumber(Number(item.quantity))} ${item.product?.unit ?? ''}`}
                {item.received_quantity !== null &&
                  `, przyjęto ${formatNumber(Number(item.received_quantity))} ${item.product?.unit ?? ''}`}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Historia">
        {notice.events.length === 0 ? (
          <p className={styles.muted}>Brak zdarzeń.</p>
        ) : (
          <ol className={styles.timeline} aria-label="Historia awizacji">
            {notice.events.map((event) => (
              <li key={event.id}>
                <p className={styles.eventTitle}>
                  {event.from_status
                    ? `${statusLabel(event.from_status)} → ${statusLabel(event.to_status)}`
                    : `Utworzono: ${statusLabel(event.to_status)}`}
                </p>
                <p className={styles.muted}>{formatDateTime(new Date(event.created_at))}</p>
                {event.comment && <p className={styles.detail}>{event.comment}</p>}
              </li>
            ))}
          </ol>
        )}
      </Card>
      <AlertDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={`Anulować zgłoszenie ${notice.number}?`}
        confirmLabel="Anuluj zgłoszenie"
        cancelLabel="Nie anuluj"
        isPending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(
            { id: notice.id, status: 'cancelled', comment: reason.trim() || null },
            { onSettled: () => setAsking(false) },
          )
        }
      >
        <p>Magazyn nie przyjmie tej dostawy. Zgłoszenia nie da się przywrócić.</p>
        <TextArea label="Powód (opcjonalnie)" value={reason} onChange={setReason} />
      </AlertDialog>
    </section>
  );
}

function Summary({ notice }: { notice: NoticeDetails }) {
  const rows: [string, React.ReactNode][] = [
    ['Status', <StatusBadge key="status" kind="awizacja" status={notice.status as AwizacjaStatus} />],
    ['Okno', formatWindow(notice.planned_start, notice.planned_end, notice.warehouse.time_zone)],
    [
      'Magazyn',
      notice.warehouse.address
        ? `${notice.warehouse.name}, ${notice.warehouse.address}`
        : notice.warehouse.name,
    ],
    ['Rampa', notice.ramp?.name ?? 'Przydzieli magazyn'],
    ['Przewoźnik', notice.carrier_name ?? '—'],
    ['Kierowca', [notice.driver_name, notice.driver_phone].filter(Boolean).join(', ') || '—'],
    ['Pojazd', formatPlates(notice.truck_plate, notice.trailer_plate)],
    ['Palety', notice.pallets === null ? '—' : formatNumber(notice.pallets)],
    ['Waga (kg)', notice.weight_kg === null ? '—' : formatNumber(Number(notice.weight_kg))],
    ['ADR', notice.adr ? 'tak' : 'nie'],
    ['Numery referencyjne', notice.reference_numbers.join(', ') || '—'],
  ];
  if (notice.notes) rows.push(['Uwagi', notice.notes]);
  if (notice.rejection_reason) rows.push(['Powód odrzucenia', notice.rejection_reason]);
  const proposed = formatProposedSlot(notice);
  if (proposed) rows.push(['Proponowany termin', proposed]);
  if (notice.arrived_at) rows.push(['Przyjazd', formatDateTime(new Date(notice.arrived_at))]);
  if (notice.completed_at) rows.push(['Zakończono', formatDateTime(new Date(notice.completed_at))]);
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.factRow}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.detail}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
