import type { RampSlots } from '@rampa/sdk';
import { minuteOfDay } from './noticeForm';

// The awizacja form's slot picker: the warehouse's slot grid from the sdk's free windows, and the window
// lengths it offers. Pure, so the grid is tested without a browser.

/** The window lengths offered: one slot of the warehouse up to four hours. */
export const windowLengths = (slotMinutes: number) =>
  Array.from({ length: Math.max(1, Math.floor(240 / slotMinutes)) }, (_, i) => (i + 1) * slotMinutes);

/**
 * The timeline's rows and cells on the warehouse's slot grid: a cell is free when the sdk found a one-slot
 * window free there (opening hours, bookings, ramp kind); every other cell of the day's span is taken and
 * names the booking that holds it.
 */
export function timelineOf(ramps: readonly RampSlots[], timeZone: string, slotMinutes: number) {
  const step = Math.max(1, slotMinutes);
  const freeCells = new Map<string, Set<number>>();
  let anchor: number | null = null;
  let first = 24 * 60;
  let last = 0;
  for (const ramp of ramps) {
    const cells = new Set<number>();
    for (const slot of ramp.free) {
      const minute = minuteOfDay(slot.start, timeZone);
      cells.add(minute);
      anchor ??= minute % step;
      first = Math.min(first, minute);
      last = Math.max(last, minute + step);
    }
    freeCells.set(ramp.ramp.id, cells);
  }
  const bookings = ramps.flatMap((ramp) =>
    ramp.taken.map((b) => {
      const start = minuteOfDay(b.start, timeZone);
      return {
        rampId: ramp.ramp.id,
        number: b.number,
        start,
        end: start + Math.round((Date.parse(b.end) - Date.parse(b.start)) / 60_000),
      };
    }),
  );
  const grid = anchor ?? 0;
  for (const booking of bookings) {
    first = Math.min(first, grid + Math.floor((booking.start - grid) / step) * step);
    last = Math.max(last, Math.min(24 * 60, booking.end));
  }
  if (first >= last) return null;
  const minutes = Array.from({ length: Math.ceil((last - first) / step) }, (_, i) => first + i * step);
  const isFreeCell = (rampId: string, minute: number) => freeCells.get(rampId)?.has(minute) ?? false;
  const taken = ramps.flatMap((ramp) =>
    minutes
      .filter((minute) => !isFreeCell(ramp.ramp.id, minute))
      .map((minute) => ({
        rampId: ramp.ramp.id,
        minute,
        label: bookings.find((b) => b.rampId === ramp.ramp.id && b.start < minute + step && minute < b.end)
          ?.number,
      })),
  );
  return {
    ramps: ramps.map((ramp) => ({ id: ramp.ramp.id, label: ramp.ramp.name })),
    startMinute: first,
    endMinute: first + minutes.length * step,
    taken,
    /** Whether a window of `span` cells from `minute` is free on the ramp. */
    fits: (rampId: string, minute: number, span: number) =>
      Array.from({ length: span }, (_, i) => minute + i * step).every((m) => isFreeCell(rampId, m)),
  };
}
