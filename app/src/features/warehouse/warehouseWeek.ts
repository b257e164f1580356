import { shiftDay, weekStartOf } from '@rampa/domain';
import { dayIn } from '../notices/noticeForm';
import { dayRange, type DayNotice } from './warehouseDay';

// The magazynier's week: the seven days (Monday first) of the week holding the chosen day, in the warehouse's
// time zone, and where each notice stands on it. Pure, like the day's helpers it builds on.

/** The week's days, Monday to Sunday, "YYYY-MM-DD". */
export const weekDays = (day: string): string[] => {
  const monday = weekStartOf(day);
  return Array.from({ length: 7 }, (_, i) => shiftDay(monday, i));
};

/** The instants the warehouse's week starts (Monday 00:00) and ends (next Monday 00:00). */
export const weekRange = (day: string, timeZone: string) => {
  const days = weekDays(day);
  return { from: dayRange(days[0]!, timeZone).from, to: dayRange(days[6]!, timeZone).to };
};

/** The day of the week a notice belongs to: the warehouse's day its window starts, or null without one. */
export const noticeDay = (notice: { planned_start: string | null }, timeZone: string): string | null =>
  notice.planned_start ? dayIn(notice.planned_start, timeZone) : null;

/** Notices by day of the week (each day in window order); notices of other days are left out. */
export function noticesByDay<N extends DayNotice>(
  notices: readonly N[],
  days: readonly string[],
  timeZone: string,
): Map<string, N[]> {
  const byDay = new Map<string, N[]>(days.map((day) => [day, []]));
  for (const notice of notices) {
    const day = noticeDay(notice, timeZone);
    if (day) byDay.get(day)?.push(notice);
  }
  for (const list of byDay.values())
    list.sort((a, b) => Date.parse(a.planned_start!) - Date.parse(b.planned_start!));
  return byDay;
}

/** The week board's cells: ramp id → day → the notices on that ramp that day; `null` holds those without a ramp. */
export function weekCells<N extends DayNotice>(
  notices: readonly N[],
  days: readonly string[],
  timeZone: string,
): Map<string | null, Map<string, N[]>> {
  const cells = new Map<string | null, Map<string, N[]>>();
  for (const [day, list] of noticesByDay(notices, days, timeZone)) {
    for (const notice of list) {
      const rampId = notice.ramp?.id ?? null;
      const row = cells.get(rampId) ?? new Map<string, N[]>();
      cells.set(rampId, row);
      row.set(day, [...(row.get(day) ?? []), notice]);
    }
  }
  return cells;
}

/** "23–29.11.2026", across months "30.11–06.12.2026", across years "28.12.2026–03.01.2027". */
export function weekLabel(day: string): string {
  const days = weekDays(day);
  const [fy, fm, fd] = days[0]!.split('-');
  const [ty, tm, td] = days[6]!.split('-');
  if (fy !== ty) return `${fd}.${fm}.${fy}–${td}.${tm}.${ty}`;
  if (fm !== tm) return `${fd}.${fm}–${td}.${tm}.${ty}`;
  return `${fd}–${td}.${tm}.${ty}`;
}
