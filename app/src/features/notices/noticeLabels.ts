import { APP_TIME_ZONE, AWIZACJA_STATUS_LABELS, formatTime } from '@rampa/design-system';
import { DELIVERY_NOTICE_STATUSES, type DeliveryNoticeStatus, type NoticeDirection } from '@rampa/domain';

// Polish labels of the Awizacje codes (product.md: English codes in data, Polish in the UI).

export const NOTICE_STATUS_LABELS: Record<DeliveryNoticeStatus, string> = AWIZACJA_STATUS_LABELS;

export const DIRECTION_LABELS: Record<NoticeDirection, string> = {
  inbound: 'Dostawa',
  outbound: 'Odbiór',
};

/** The Polish word for a direction code ("Dostawa", "Odbiór"), or the code itself if unknown. */
export const directionLabel = (direction: string): string =>
  direction in DIRECTION_LABELS ? DIRECTION_LABELS[direction as NoticeDirection] : direction;

export const ATTACHMENT_KIND_LABELS = { cmr: 'CMR', wz: 'WZ', other: 'Inny dokument' } as const;

export const isNoticeStatus = (value: unknown): value is DeliveryNoticeStatus =>
  (DELIVERY_NOTICE_STATUSES as readonly unknown[]).includes(value);

/** domain-research.md, plurals: 1 awizacja, 2 awizacje, 5 awizacji, 1,5 awizacji. */
export const NOTICE_FORMS = { one: 'awizacja', few: 'awizacje', many: 'awizacji', other: 'awizacji' };
/** After "Zaznaczono", "Anulowano", "Wyeksportowano": the accusative (1 awizację, 2 awizacje, 5 awizacji). */
export const NOTICE_FORMS_ACCUSATIVE = {
  one: 'awizację',
  few: 'awizacje',
  many: 'awizacji',
  other: 'awizacji',
};

/**
 * A planned window in Polish: "24.11.2026, 08:00–09:00", or with both days when it crosses midnight; "—"
 * when the notice has no window yet. In the warehouses' zone, or the given warehouse's.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The day in the warehouse's zone, whatever the browser's ("23.11.2026"). */
const formatDate = (value: Date, timeZone: string) => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('pl-PL', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone,
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(value);
};

export function formatWindow(
  start: string | null | undefined,
  end: string | null | undefined,
  timeZone: string = APP_TIME_ZONE,
): string {
  if (!start) return '—';
  const from = new Date(start);
  const day = (value: Date) => formatDate(value, timeZone);
  const time = (value: Date) => formatTime(value, timeZone);
  if (!end) return `${day(from)}, ${time(from)}`;
  const to = new Date(end);
  return day(from) === day(to)
    ? `${day(from)}, ${time(from)}–${time(to)}`
    : `${day(from)}, ${time(from)} – ${day(to)}, ${time(to)}`;
}

/** The other slot a magazynier proposed with his rejection, in the warehouse's zone; null without one. */
export const formatProposedSlot = (notice: {
  proposed_start: string | null;
  proposed_end: string | null;
  warehouse: { time_zone: string };
}): string | null =>
  notice.proposed_start
    ? formatWindow(notice.proposed_start, notice.proposed_end, notice.warehouse.time_zone)
    : null;

/** "WA12345 / WB9876T", or the one plate, or "—". */
export const formatPlates = (truck?: string | null, trailer?: string | null): string =>
  [truck, trailer].filter(Boolean).join(' / ') || '—';
