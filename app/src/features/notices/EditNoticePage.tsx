import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import {
  Button,
  Dialog,
  formatDateTime,
  formatFileSize,
  formatNumber,
  StatusBadge,
  TextArea,
  toast,
} from '@rampa/design-system';
import { isNoticeEditable, nextNoticeStatuses, type NoticeAttachmentKind } from '@rampa/domain';
import { noticeRuleMessage, type NoticeDetails } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { Link } from '../../lib/links';
import { RouteLoadError, RouteNotFound, RoutePending } from '../shell/routeStates';
import { usePendingFiles } from './NewNoticePage';
import { NoticeForm } from './NoticeForm';
import { noticeFormToChanges, noticeLines, noticeToFormValues } from './noticeForm';
import {
  ATTACHMENT_KIND_LABELS,
  directionLabel,
  formatPlates,
  formatProposedSlot,
  formatWindow,
  isNoticeStatus,
  NOTICE_STATUS_LABELS,
} from './noticeLabels';
import * as styles from '../clients/clients.css';

const route = getRouteApi('/handlowiec/awizacje/edit/$awizacja_id');
const TITLE = 'Awizacja';

export const NoticePending = () => <RoutePending title={TITLE} label="Ładowanie awizacji" />;
export const NoticeLoadError = (props: ErrorComponentProps) => (
  <RouteLoadError
    {...props}
    title={TITLE}
    message="Nie udało się wczytać awizacji."
    back={<Link to="/handlowiec/awizacje/lista">Wróć do listy awizacji</Link>}
  />
);
export const NoticeNotFound = () => (
  <RouteNotFound
    title={TITLE}
    heading="Nie ma takiej awizacji"
    description="Awizacja o tym identyfikatorze nie istnieje albo została usunięta. Sprawdź adres lub znajdź ją na liście."
    action={<Link to="/handlowiec/awizacje/lista">Wróć do listy awizacji</Link>}
  />
);

const statusLabel = (status: string) => (isNoticeStatus(status) ? NOTICE_STATUS_LABELS[status] : status);

/** Why a notice can no longer be changed, in words of its status. */
export function lockedReason(status: string): string {
  const label = statusLabel(status);
  if (status === 'confirmed' || status === 'arrived' || status === 'in_progress')
    return `Awizacja ma status „${label}”: magazyn już ją przyjął, więc nie można jej zmieniać.`;
  return `Awizacja ma status „${label}” i jest zamknięta, więc nie można jej zmieniać.`;
}

/** The notice's history: who changed its status to what, when, and why. */
function NoticeTimeline({ events }: { events: NoticeDetails['events'] }) {
  if (events.length === 0) return <p className={styles.muted}>Brak zdarzeń.</p>;
  return (
    <ol className={styles.list} aria-label="Historia awizacji">
      {events.map((event) => (
        <li key={event.id} className={styles.listItem}>
          <p className={styles.itemTitle}>
            {event.from_status
              ? `${statusLabel(event.from_status)} → ${statusLabel(event.to_status)}`
              : `Utworzono: ${statusLabel(event.to_status)}`}
          </p>
          <p className={styles.muted}>
            {`${formatDateTime(new Date(event.created_at))} · ${event.user_profiles[0]?.display_name ?? 'system'}`}
          </p>
          {event.comment && <p className={styles.changeValue}>{event.comment}</p>}
        </li>
      ))}
    </ol>
  );
}

/** A read-only summary of a notice that can no longer be edited. */
function NoticeSummary({ notice }: { notice: NoticeDetails }) {
  const rows: [string, string][] = [
    ['Klient', `${notice.client.name} (${notice.client.code})`],
    ['Kierunek', directionLabel(notice.direction)],
    ['Magazyn', notice.ramp ? `${notice.warehouse.name} / ${notice.ramp.name}` : notice.warehouse.name],
    ['Okno', formatWindow(notice.planned_start as string | null, notice.planned_end as string | null)],
    ['Przewoźnik', notice.carrier_name ?? '—'],
    [
      'Kierowca',
      notice.driver?.display_name ??
        ([notice.driver_name, notice.driver_phone].filter(Boolean).join(', ') || '—'),
    ],
    ['Rejestracja', formatPlates(notice.truck_plate, notice.trailer_plate)],
    ['Palety', notice.pallets === null ? '—' : formatNumber(notice.pallets)],
    ['Waga (kg)', notice.weight_kg === null ? '—' : formatNumber(Number(notice.weight_kg))],
    ['ADR', notice.adr ? 'tak' : 'nie'],
    ['Numery referencyjne', (notice.reference_numbers ?? []).join(', ') || '—'],
  ];
  if (notice.rejection_reason) rows.push(['Powód odrzucenia', notice.rejection_reason]);
  const proposed = formatProposedSlot(notice);
  if (proposed) rows.push(['Proponowany termin', proposed]);
  return (
    <>
      <dl className={styles.changes}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className={styles.changeLabel}>{label}</dt>
            <dd className={styles.changeValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.legend}>Towary</h2>
      {notice.items.length === 0 ? (
        <p className={styles.muted}>Brak pozycji.</p>
      ) : (
        <ul className={styles.list}>
          {notice.items.map((item) => (
            <li key={item.id} className={styles.listItem}>
              {`${item.product?.name ?? item.product_id}: ${formatNumber(Number(item.quantity))} ${item.product?.unit ?? ''}`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** `/handlowiec/awizacje/edit/{awizacja_id}`: the form while editable, the summary after; history; cancel. */
export function EditNoticePage() {
  const { awizacja_id: id } = route.useParams();
  const sdk = useSdk();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(sdk.notices.byId(id));
  const notice = data!;
  const warehouses = useQuery(sdk.warehouses.list());
  const updateOptions = sdk.notices.update();
  const update = useMutation({ ...updateOptions, meta: { ...updateOptions.meta, errorMessage: undefined } });
  const statusOptions = sdk.notices.changeStatus();
  const changeStatus = useMutation({
    ...statusOptions,
    meta: { ...statusOptions.meta, successMessage: undefined, errorMessage: undefined },
  });
  const detach = useMutation(sdk.notices.detach());
  const pending = usePendingFiles();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const status = notice.status;
  const editable = isNoticeStatus(status) && isNoticeEditable(status);
  const canCancel = isNoticeStatus(status) && nextNoticeStatuses('handlowiec', status).includes('cancelled');
  const timeZone = notice.warehouse.time_zone;

  const confirmCancel = () => {
    if (reason.trim().length < 3) {
      setReasonError('Podaj powód anulowania (co najmniej 3 znaki).');
      return;
    }
    changeStatus.mutate(
      { id: notice.id, status: 'cancelled', comment: reason.trim() },
      {
        onSuccess: () => {
          toast.success(`Anulowano awizację ${notice.number}`);
          setCancelOpen(false);
          setReason('');
        },
        onError: (error) =>
          setReasonError(noticeRuleMessage(error) ?? 'Nie udało się anulować awizacji. Spróbuj ponownie.'),
      },
    );
  };

  const openAttachment = async (fileId: string) => {
    try {
      const link = await queryClient.fetchQuery(sdk.notices.attachmentUrl(fileId));
      window.open(link.url, '_blank', 'noopener');
    } catch {
      toast.error('Nie udało się otworzyć załącznika.');
    }
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <div className={styles.pageHeader}>
        <div>
          <h1 id="page-title" className={styles.title}>
            {`Awizacja ${notice.number}`}
          </h1>
          <p className={styles.subtitle}>
            {isNoticeStatus(status) ? <StatusBadge status={status} /> : status}{' '}
            {`${directionLabel(notice.direction)} · ${notice.client.name}`}
          </p>
        </div>
        <div className={styles.row}>
          {canCancel && (
            <Button variant="danger" onPress={() => setCancelOpen(true)}>
              Anuluj awizację
            </Button>
          )}
          <Link to="/handlowiec/awizacje/lista">Wróć do listy awizacji</Link>
        </div>
      </div>

      {editable ? (
        warehouses.data ? (
          <NoticeForm
            key={notice.updated_at as string}
            defaultValues={noticeToFormValues(notice, timeZone)}
            warehouses={warehouses.data}
            noticeId={notice.id}
            files={pending.files}
            onAddFiles={(files, kind: NoticeAttachmentKind) => {
              pending.add(files, kind);
            }}
            onRemoveFile={pending.remove}
            draftLabel={status === 'draft' ? 'Zapisz szkic' : undefined}
            submitLabel={status === 'draft' ? 'Wyślij' : 'Zapisz zmiany'}
            onCancel={() => void navigate({ to: '/handlowiec/awizacje/lista' })}
            onSave={async (values, intent) => {
              const zone = warehouses.data.find((w) => w.id === values.warehouse_id)?.time_zone ?? timeZone;
              await update.mutateAsync({
                id: notice.id,
                changes: noticeFormToChanges(values, zone),
                items: noticeLines(values),
              });
              if (intent === 'submitted' && status === 'draft') {
                await changeStatus.mutateAsync({ id: notice.id, status: 'submitted' });
                toast.success(`Wysłano awizację ${notice.number}`);
              }
              if (!(await pending.uploadAll(notice.id, pending.files)))
                toast.error('Nie wszystkie dokumenty się przesłały. Dodaj je ponownie.');
            }}
          />
        ) : (
          <p className={styles.muted} role="status">
            Wczytywanie magazynów…
          </p>
        )
      ) : (
        <>
          <p role="note" className={styles.warning}>
            {lockedReason(status)}
            {canCancel ? ' Możesz ją jeszcze anulować.' : ''}
          </p>
          <NoticeSummary notice={notice} />
        </>
      )}

      <h2 className={styles.legend}>Załączone dokumenty</h2>
      {notice.attachments.length === 0 ? (
        <p className={styles.muted}>Brak załączników.</p>
      ) : (
        <ul className={styles.list} aria-label="Załączone dokumenty">
          {notice.attachments.map((a) => (
            <li key={a.id} className={styles.listItem}>
              <span>
                {`${ATTACHMENT_KIND_LABELS[a.kind as NoticeAttachmentKind] ?? a.kind}: ${a.file?.name ?? a.file_id}`}
                {a.file?.size ? ` · ${formatFileSize(a.file.size)}` : ''}
              </span>{' '}
              <Button size="sm" variant="secondary" onPress={() => void openAttachment(a.file_id)}>
                {`Otwórz ${a.file?.name ?? 'plik'}`}
              </Button>{' '}
              {editable && (
                <Button
                  size="sm"
                  variant="secondary"
                  isPending={detach.isPending && detach.variables === a.id}
                  onPress={() => detach.mutate(a.id)}
                >
                  {`Usuń ${a.file?.name ?? 'plik'}`}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2 className={styles.legend}>Historia</h2>
      <NoticeTimeline events={notice.events} />

      <Dialog
        isOpen={cancelOpen}
        onOpenChange={(open) => {
          setCancelOpen(open);
          if (!open) setReasonError(undefined);
        }}
        size="sm"
        role="alertdialog"
        title={`Anulować awizację ${notice.number}?`}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={changeStatus.isPending}>
              Nie anuluj
            </Button>
            <Button variant="danger" isPending={changeStatus.isPending} onPress={confirmCancel}>
              Anuluj awizację
            </Button>
          </>
        )}
      >
        <TextArea
          label="Powód anulowania"
          isRequired
          autoFocus
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
          errorMessage={reasonError}
          isInvalid={Boolean(reasonError)}
        />
      </Dialog>
    </section>
  );
}
