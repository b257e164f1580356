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
import { minuteOfDay } from '../notices/noticeForm';

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

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Where a notice's window lies on `date`, in minutes after midnight (clipped to the day), or null. */
function windowOnDay(
  notice: { planned_start: string | null; planned_end: string | null },
  date: string,
  timeZone: string,
): { start: number; end: number } | null {
  if (!notice.planned_start || !notice.planned_end) return null;
  const dayStart = zonedInstant(date, 0, timeZone).getTime();
  const dayEnd = zonedInstant(date, 24 * 60, timeZone).getTime();
  const start = Date.parse(notice.planned_start);
  const end = Date.parse(notice.planned_end);
  if (end <= dayStart || start >= dayEnd) return null;
  return {
    start: start <= dayStart ? 0 : minuteOfDay(notice.planned_start, timeZone),
    end: end >= dayEnd ? 24 * 60 : minuteOfDay(notice.planned_end, timeZone),
  };
}

/** The timeline's columns: cells of the warehouse's slot length from `startMinute` to `endMinute`. */
export interface TimelineGrid {
  slotMinutes: number;
  startMinute: number;
  endMinute: number;
}

/**
 * The span the timeline shows on the warehouse's slot grid: the day's opening hours (06:00–18:00 when closed),
 * widened by whole cells to hold every notice of the day.
 */
export function timelineGrid(
  date: string,
  openingHours: OpeningHours,
  notices: readonly { planned_start: string | null; planned_end: string | null }[],
  timeZone: string,
  slotMinutes: number,
): TimelineGrid {
  const step = Math.max(1, slotMinutes);
  const hours = openingHours[isoWeekdayOf(date)];
  const open = hours ? toMinutes(hours.open) : 6 * 60;
  let startMinute = open;
  let endMinute = Math.max(hours ? toMinutes(hours.close) : 18 * 60, open + step);
  for (const notice of notices) {
    const window = windowOnDay(notice, date, timeZone);
    if (!window) continue;
    startMinute = Math.min(startMinute, open - Math.ceil((open - window.start) / step) * step);
    endMinute = Math.max(endMinute, open + Math.ceil((window.end - open) / step) * step);
  }
  startMinute = Math.max(startMinute, open - Math.floor(open / step) * step);
  return { slotMinutes: step, startMinute, endMinute: Math.min(endMinute, 24 * 60) };
}

export interface DayNotice {
  id: string;
  number: string;
  status: string;
  planned_start: string | null;
  planned_end: string | null;
  ramp: { id: string } | null;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/**
 * Requests that clash with a booking: a submitted notice asking for a ramp and a window that a confirmed,
 * arrived or in-progress notice already holds. The database would refuse confirming it there; the magazynier
 * sees it before he tries. By notice id: the numbers of the bookings in the way.
 */
export function noticeClashes(notices: readonly DayNotice[]): Map<string, string[]> {
  const clashes = new Map<string, string[]>();
  const span = (n: DayNotice) => ({ start: Date.parse(n.planned_start!), end: Date.parse(n.planned_end!) });
  const holders = notices.filter(
    (n) => n.ramp && n.planned_start && n.planned_end && holdsRamp(n.status as DeliveryNoticeStatus),
  );
  for (const request of notices) {
    if (request.status !== 'submitted' || !request.ramp || !request.planned_start || !request.planned_end)
      continue;
    const inWay = holders.filter(
      (held) =>
        held.ramp!.id === request.ramp!.id && held.id !== request.id && overlaps(span(held), span(request)),
    );
    if (inWay.length)
      clashes.set(
        request.id,
        inWay.map((held) => held.number),
      );
  }
  return clashes;
}

/**
 * The timeline's taken cells: every cell of the grid a notice holding a ramp (confirmed, arrived, in progress)
 * covers on that ramp, labelled with its number; a window ending at 09:45 fills the 09:30 cell too. A held cell
 * a clashing request asks for carries the clash (see {@link noticeClashes}).
 */
export function takenCells(
  notices: readonly DayNotice[],
  timeZone: string,
  date: string,
  grid: Pick<TimelineGrid, 'slotMinutes' | 'startMinute'>,
) {
  const step = grid.slotMinutes;
  const cellsOf = (window: { start: number; end: number }) => {
    const first = grid.startMinute + Math.floor((window.start - grid.startMinute) / step) * step;
    const cells: number[] = [];
    for (let minute = first; minute < window.end; minute += step) cells.push(minute);
    return cells;
  };
  const clashes = noticeClashes(notices);
  const requests = new Map<string, string[]>();
  for (const notice of notices) {
    const window = clashes.has(notice.id) ? windowOnDay(notice, date, timeZone) : null;
    if (!window) continue;
    for (const minute of cellsOf(window)) {
      const key = `${notice.ramp!.id}:${minute}`;
      requests.set(key, [...(requests.get(key) ?? []), notice.number]);
    }
  }
  const cells: { rampId: string; minute: number; label: string; conflict?: string }[] = [];
  const seen = new Set<string>();
  for (const notice of notices) {
    if (!notice.ramp || !holdsRamp(notice.status as DeliveryNoticeStatus)) continue;
    const window = windowOnDay(notice, date, timeZone);
    if (!window) continue;
    for (const minute of cellsOf(window)) {
      const key = `${notice.ramp.id}:${minute}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const asking = requests.get(key);
      cells.push({
        rampId: notice.ramp.id,
        minute,
        label: notice.number,
        ...(asking && {
          conflict: `${asking.join(', ')} ${asking.length > 1 ? 'proszą' : 'prosi'} o to okno`,
        }),
      });
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
