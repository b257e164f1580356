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
 * when the notice has no window yet.
 */
const warsawDay = new Intl.DateTimeFormat('pl-PL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
});
/** The day in the warehouses' zone, whatever the browser's ("23.11.2026"). */
const formatDate = (value: Date) => warsawDay.format(value);

export function formatWindow(start: string | null | undefined, end: string | null | undefined): string {
  if (!start) return '—';
  const from = new Date(start);
  if (!end) return `${formatDate(from)}, ${formatTime(from)}`;
  const to = new Date(end);
  return formatDate(from) === formatDate(to)
    ? `${formatDate(from)}, ${formatTime(from)}–${formatTime(to)}`
    : `${formatDate(from)}, ${formatTime(from)} – ${formatDate(to)}, ${formatTime(to)}`;
}

/** "WA12345 / WB9876T", or the one plate, or "—". */
export const formatPlates = (truck?: string | null, trailer?: string | null): string =>
  [truck, trailer].filter(Boolean).join(' / ') || '—';
