import { DELIVERY_NOTICE_STATUSES, shiftDay, type DeliveryNoticeStatus } from '@rampa/domain';
import { isNoticeStatus } from '../notices/noticeLabels';
import type { DashboardOverview } from '@rampa/sdk';

type DayRow = DashboardOverview['days'][number];

/** Counts per status, every status present (0 when the database had no row for it). */
export type StatusCounts = Record<DeliveryNoticeStatus, number>;

const zeroCounts = (): StatusCounts =>
  Object.fromEntries(DELIVERY_NOTICE_STATUSES.map((status) => [status, 0])) as StatusCounts;

/** The database's per-day, per-status counts summed over the days from `from` to `to` (inclusive). */
export function countsBetween(days: readonly DayRow[], from: string, to: string): StatusCounts {
  const counts = zeroCounts();
  for (const row of days) {
    if (row.day && row.status && row.day >= from && row.day <= to && isNoticeStatus(row.status))
      counts[row.status] += Number(row.notices);
  }
  return counts;
}

export const totalOf = (counts: StatusCounts): number =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/**
 * The chart's four groups: what is still planned, what is at the warehouse now, what is done, and what did not
 * happen. Nine colours would be unreadable; the tiles and the table keep every status.
 */
export const CHART_GROUPS = [
  { key: 'planned', label: 'Planowane', statuses: ['draft', 'submitted', 'confirmed'] },
  { key: 'onSite', label: 'Na miejscu', statuses: ['arrived', 'in_progress'] },
  { key: 'done', label: 'Zakończone', statuses: ['completed'] },
  { key: 'failed', label: 'Niezrealizowane', statuses: ['rejected', 'cancelled', 'no_show'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly DeliveryNoticeStatus[] }[];

export type ChartGroup = (typeof CHART_GROUPS)[number]['key'];
export type ChartDay = { day: string } & Record<ChartGroup, number>;

/** One entry per calendar day from `from` to `to`, days without notices included (as zeros). */
export function chartDays(days: readonly DayRow[], from: string, to: string): ChartDay[] {
  const byDay = new Map<string, DayRow[]>();
  for (const row of days) {
    if (!row.day) continue;
    const same = byDay.get(row.day);
    if (same) same.push(row);
    else byDay.set(row.day, [row]);
  }
  const result: ChartDay[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    const counts = countsBetween(byDay.get(day) ?? [], day, day);
    const entry = { day } as ChartDay;
    for (const group of CHART_GROUPS) {
      entry[group.key] = group.statuses.reduce((sum, status) => sum + counts[status], 0);
    }
    result.push(entry);
  }
  return result;
}

/** "+3 wobec poprzedniego miesiąca", "−2 …", "tyle samo co …". */
export function monthDelta(thisMonth: number, lastMonth: number): string {
  const delta = thisMonth - lastMonth;
  if (delta === 0) return 'tyle samo co w poprzednim miesiącu';
  return `${delta > 0 ? '+' : '−'}${Math.abs(delta)} wobec poprzedniego miesiąca`;
}
