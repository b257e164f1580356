// Warehouses and ramps: ramp kinds, opening hours and the free slots of a day. Pure: the sdk feeds in the
// warehouse, its ramps and the day's bookings; the database refuses what this would not offer.
import type { NoticeDirection } from './notices';

/** `unloading` rozładunek (dostawy), `loading` załadunek (odbiory), `both` oba. */
export const RAMP_KINDS = ['unloading', 'loading', 'both'] as const;
export type RampKind = (typeof RAMP_KINDS)[number];
export const isRampKind = (value: unknown): value is RampKind =>
  (RAMP_KINDS as readonly unknown[]).includes(value);

export const rampServesDirection = (kind: RampKind, direction: NoticeDirection): boolean =>
  kind === 'both' || kind === (direction === 'inbound' ? 'unloading' : 'loading');

/** ISO weekdays as the opening hours key them: "1" Monday … "7" Sunday. */
export const ISO_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

/** One day's hours, local time "HH:MM" (close may be "24:00"); a missing or null day is closed. */
export interface DayHours {
  open: string;
  close: string;
}
export type OpeningHours = Partial<Record<IsoWeekday, DayHours | null>>;

export const SLOT_MINUTES = [15, 20, 30, 45, 60, 90, 120] as const;
export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Same rule as the database's is_valid_opening_hours(). */
export function isValidOpeningHours(value: unknown): value is OpeningHours {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const [key, day] of Object.entries(value as Record<string, unknown>)) {
    if (!(ISO_WEEKDAYS as readonly string[]).includes(key)) return false;
    if (day === null) continue;
    if (typeof day !== 'object') return false;
    const { open, close } = day as Partial<DayHours>;
    if (typeof open !== 'string' || typeof close !== 'string') return false;
    if (!TIME.test(open) || !(TIME.test(close) || close === '24:00') || open >= close) return false;
  }
  return true;
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The ISO weekday of a calendar date "YYYY-MM-DD". */
export function isoWeekdayOf(date: string): IsoWeekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return String(day === 0 ? 7 : day) as IsoWeekday;
}

// Making an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The offset of `timeZone` from UTC at `instant`, in minutes (Warsaw: 60 in winter, 120 in summer). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar day `days` after `date` ("YYYY-MM-DD"; negative: before), whatever the clocks do that night. */
export function shiftDay(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The Monday of the ISO week holding `date` ("YYYY-MM-DD"). */
export const weekStartOf = (date: string): string => shiftDay(date, 1 - Number(isoWeekdayOf(date)));

/** The instant of a local wall-clock time ("YYYY-MM-DD", minutes after midnight) in `timeZone`. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, 0, minutes);
  // Two passes settle the offset across a DST change.
  let offset = timeZoneOffsetMinutes(new Date(naive), timeZone);
  offset = timeZoneOffsetMinutes(new Date(naive - offset * 60_000), timeZone);
  return new Date(naive - offset * 60_000);
}

export interface RampForSlots {
  id: string;
  kind: RampKind;
  active: boolean;
}

export interface Booking {
  rampId: string;
  start: Date;
  end: Date;
}

export interface Slot {
  rampId: string;
  start: Date;
  end: Date;
}

export interface FreeSlotsInput {
  date: string;
  direction: NoticeDirection;
  openingHours: OpeningHours;
  timeZone: string;
  slotMinutes: number;
  /** The length of the booking wanted; defaults to one slot. */
  durationMinutes?: number;
  ramps: readonly RampForSlots[];
  /** The ramp-holding notices of the day (confirmed, arrived, in progress). */
  bookings: readonly Booking[];
}

/**
 * The free windows of a day per ramp: every start on the slot grid from opening time whose window of
 * `durationMinutes` ends by closing time and overlaps no booking of that ramp. Inactive ramps and ramps
 * of the other direction offer nothing.
 */
export function freeSlots(input: FreeSlotsInput): Map<string, Slot[]> {
  const result = new Map<string, Slot[]>();
  const hours = input.openingHours[isoWeekdayOf(input.date)];
  const duration = input.durationMinutes ?? input.slotMinutes;
  for (const ramp of input.ramps) {
    if (!ramp.active || !rampServesDirection(ramp.kind, input.direction)) continue;
    const slots: Slot[] = [];
    result.set(ramp.id, slots);
    if (!hours || duration <= 0) continue;
    const taken = input.bookings.filter((b) => b.rampId === ramp.id);
    const open = minutesOf(hours.open);
    const close = minutesOf(hours.close);
    for (let m = open; m + duration <= close; m += input.slotMinutes) {
      const start = zonedInstant(input.date, m, input.timeZone);
      const end = zonedInstant(input.date, m + duration, input.timeZone);
      if (taken.some((b) => b.start < end && start < b.end)) continue;
      slots.push({ rampId: ramp.id, start, end });
    }
  }
  return result;
}
