import {
  holdsRamp,
  isoWeekdayOf,
  nextNoticeStatuses,
  zonedInstant,
  type DeliveryNoticeStatus,
  type NoticeDirection,
  type OpeningHours,
} from '@rampa/domain';
import type { RampSlots } from '@rampa/sdk';

// The magazynier's day: which day and hours to show, what stands on which ramp, and which actions a notice
// offers. Pure, so the rules are tested without a browser; the database enforces the same transitions.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/** Today's date ("YYYY-MM-DD") in the warehouse's time zone. */
export const todayIn = (timeZone: string, now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

export { shiftDay } from '@rampa/domain';

/** The instants the warehouse's day starts and ends, for the list's planned-start filter. */
export const dayRange = (date: string, timeZone: string) => ({
  from: zonedInstant(date, 0, timeZone).toISOString(),
  to: zonedInstant(date, 24 * 60, timeZone).toISOString(),
});

const clock = (iso: string, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get('hour'), minute: get('minute') };
};

/** "08:00–09:30" in the warehouse's time zone. */
export function windowLabel(start: string, end: string, timeZone: string): string {
  const format = (iso: string) =>
    new Intl.DateTimeFormat('pl-PL', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  return `${format(start)}–${format(end)}`;
}

/** The hours the timeline shows: the day's opening hours, widened to hold every notice; 6–18 when closed. */
export function timelineHours(
  date: string,
  openingHours: OpeningHours,
  notices: readonly { planned_start: string | null; planned_end: string | null }[],
  timeZone: string,
): { startHour: number; endHour: number } {
  const hours = openingHours[isoWeekdayOf(date)];
  let startHour = hours ? Number(hours.open.slice(0, 2)) : 6;
  let endHour = hours
    ? Math.ceil(Number(hours.close.slice(0, 2)) + Number(hours.close.slice(3, 5)) / 60)
    : 18;
  for (const notice of notices) {
    if (!notice.planned_start || !notice.planned_end) continue;
    startHour = Math.min(startHour, clock(notice.planned_start, timeZone).hour);
    const end = clock(notice.planned_end, timeZone);
    endHour = Math.max(endHour, end.hour + (end.minute ? 1 : 0) || 24);
  }
  return { startHour, endHour: Math.min(24, Math.max(endHour, startHour + 1)) };
}

export interface DayNotice {
  id: string;
  number: string;
  status: string;
  planned_start: string | null;
  planned_end: string | null;
  ramp: { id: string } | null;
}

/**
 * The timeline's taken cells: every hour a notice holding a ramp (confirmed, arrived, in progress) covers on
 * that ramp, labelled with its number. A window ending at 09:30 fills the 09:00 cell too.
 */
export function takenCells(notices: readonly DayNotice[], timeZone: string, date: string) {
  const cells: { rampId: string; hour: number; label: string }[] = [];
  const seen = new Set<string>();
  const dayStart = zonedInstant(date, 0, timeZone).getTime();
  const dayEnd = zonedInstant(date, 24 * 60, timeZone).getTime();
  for (const notice of notices) {
    if (!notice.ramp || !notice.planned_start || !notice.planned_end) continue;
    if (!holdsRamp(notice.status as DeliveryNoticeStatus)) continue;
    const start = Math.max(Date.parse(notice.planned_start), dayStart);
    const end = Math.min(Date.parse(notice.planned_end), dayEnd);
    for (let at = start; at < end; at += 15 * 60_000) {
      const hour = clock(new Date(at).toISOString(), timeZone).hour;
      const key = `${notice.ramp.id}:${hour}`;
      if (seen.has(key)) continue;
      seen.add(key);
      cells.push({ rampId: notice.ramp.id, hour, label: notice.number });
    }
  }
  return cells;
}

export type WarehouseAction = 'confirm' | 'reject' | 'arrive' | 'start' | 'complete' | 'no_show';

const ACTION_OF: Partial<Record<DeliveryNoticeStatus, WarehouseAction>> = {
  confirmed: 'confirm',
  rejected: 'reject',
  arrived: 'arrive',
  in_progress: 'start',
  completed: 'complete',
  no_show: 'no_show',
};

/** The actions the magazynier may take on a notice in `status`, in the order of its life. */
export function warehouseActions(status: string): WarehouseAction[] {
  const next = nextNoticeStatuses('magazynier', status as DeliveryNoticeStatus);
  return next.map((to) => ACTION_OF[to]).filter((action): action is WarehouseAction => action !== undefined);
}

/** The status each action sets. */
export const ACTION_STATUS: Record<WarehouseAction, DeliveryNoticeStatus> = {
  confirm: 'confirmed',
  reject: 'rejected',
  arrive: 'arrived',
  start: 'in_progress',
  complete: 'completed',
  no_show: 'no_show',
};

/** The button's Polish label; the start says what the truck does: unloading a delivery, loading a pick-up. */
export function actionLabel(action: WarehouseAction, direction: string): string {
  switch (action) {
    case 'confirm':
      return 'Potwierdź';
    case 'reject':
      return 'Odrzuć';
    case 'arrive':
      return 'Przyjazd';
    case 'start':
      return direction === 'outbound' ? 'Załadunek' : 'Rozładunek';
    case 'complete':
      return 'Zakończ';
    case 'no_show':
      return 'Niestawienie';
  }
}

/** Actions done with one press (the rest open a dialog: ramp and window, reason, quantities). */
export const isOneStep = (action: WarehouseAction) =>
  action === 'arrive' || action === 'start' || action === 'no_show';

export interface ConfirmChoice {
  rampId: string;
  start: string;
  end: string;
}

/**
 * What the confirm dialog starts with: the notice's own ramp and planned window when that window is free there,
 * else the first ramp with the planned window free, else the first free window on the notice's ramp (or any).
 */
export function confirmPrefill(
  notice: { ramp: { id: string } | null; planned_start: string | null },
  slots: readonly RampSlots[],
): ConfirmChoice | null {
  const at = notice.planned_start ? Date.parse(notice.planned_start) : null;
  const freeAt = (ramp: RampSlots) =>
    at === null ? undefined : ramp.free.find((slot) => Date.parse(slot.start) === at);
  const usable = slots.filter((ramp) => ramp.ramp.active && ramp.free.length > 0);
  const own = usable.find((ramp) => ramp.ramp.id === notice.ramp?.id);
  const order = own ? [own, ...usable.filter((ramp) => ramp !== own)] : usable;
  for (const ramp of order) {
    const slot = freeAt(ramp);
    if (slot) return { rampId: ramp.ramp.id, ...slot };
  }
  const first = order[0];
  return first ? { rampId: first.ramp.id, ...first.free[0]! } : null;
}

export interface ReceivedLine {
  id: string;
  quantity: number | string;
  received: number;
}

/** Field errors of the completion form, by line id: every line needs a received quantity, not negative. */
export function receivedErrors(lines: readonly ReceivedLine[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const line of lines) {
    if (!Number.isFinite(line.received)) errors[line.id] = 'Wpisz przyjętą ilość.';
    else if (line.received < 0) errors[line.id] = 'Ilość nie może być ujemna.';
  }
  return errors;
}

/** Received minus ordered (negative: shortage, positive: surplus), or null before a quantity is entered. */
export function lineDifference(line: ReceivedLine): number | null {
  if (!Number.isFinite(line.received)) return null;
  const difference = line.received - Number(line.quantity);
  return Math.round(difference * 1000) / 1000;
}

/** The rejection reason as the database wants it: trimmed, not empty. */
export const rejectionError = (reason: string): string | null =>
  reason.trim() ? null : 'Podaj powód odrzucenia.';

export const directionOf = (direction: string): NoticeDirection =>
  direction === 'outbound' ? 'outbound' : 'inbound';

/** How far ahead the arrivals board looks. */
export const ARRIVALS_AHEAD_MS = 2 * 60 * 60 * 1000;

export interface ArrivalEntry<N> {
  notice: N;
  /** Its window has started and the truck is not in: highlighted. */
  late: boolean;
  /** Minutes past the window's start (late) or until it (expected). */
  minutes: number;
}

/**
 * The arrivals board: confirmed notices (the truck is not in yet) whose window starts within the next two
 * hours, or has started already and not ended more than the no-show tolerance ago; late ones first, then by
 * window start.
 */
export function arrivalsBoard<
  N extends { status: string; planned_start: string | null; planned_end: string | null },
>(notices: readonly N[], now: Date, toleranceMs = 60 * 60 * 1000): ArrivalEntry<N>[] {
  const t = now.getTime();
  return notices
    .filter((n) => n.status === 'confirmed' && n.planned_start && n.planned_end)
    .map((notice) => {
      const start = Date.parse(notice.planned_start!);
      return { notice, start, end: Date.parse(notice.planned_end!) };
    })
    .filter(({ start, end }) => start <= t + ARRIVALS_AHEAD_MS && end + toleranceMs >= t)
    .map(({ notice, start }) => ({
      notice,
      late: start < t,
      minutes: Math.round(Math.abs(t - start) / 60_000),
      start,
    }))
    .sort((a, b) => Number(b.late) - Number(a.late) || a.start - b.start)
    .map(({ notice, late, minutes }) => ({ notice, late, minutes }));
}

/** A proposed slot from the reject dialog: the day and "HH:MM" times in the warehouse's zone → instants. */
export function proposedSlot(
  day: string,
  from: string,
  to: string,
  timeZone: string,
): { start: string; end: string } | null {
  const minutes = (hhmm: string) => {
    const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const a = minutes(from);
  const b = minutes(to);
  if (!isDay(day) || a === null || b === null || b <= a) return null;
  return {
    start: zonedInstant(day, a, timeZone).toISOString(),
    end: zonedInstant(day, b, timeZone).toISOString(),
  };
}
