import { describe, expect, it } from 'vitest';
import { chartDays, countsBetween, monthDelta, totalOf } from './dashboardFigures';

const rows = [
  { day: '2026-11-23', status: 'completed', notices: 5 },
  { day: '2026-11-24', status: 'confirmed', notices: 3 },
  { day: '2026-11-24', status: 'arrived', notices: 2 },
  { day: '2026-11-24', status: 'no_show', notices: 1 },
  { day: '2026-11-26', status: 'submitted', notices: 4 },
];

describe('dashboard figures', () => {
  it('sums the database counts of a period per status, every status present', () => {
    const today = countsBetween(rows, '2026-11-24', '2026-11-24');
    expect(today).toMatchObject({ confirmed: 3, arrived: 2, no_show: 1, completed: 0, draft: 0 });
    expect(totalOf(today)).toBe(6);
    expect(totalOf(countsBetween(rows, '2026-11-23', '2026-11-29'))).toBe(15);
    expect(totalOf(countsBetween(rows, '2026-11-27', '2026-11-30'))).toBe(0);
  });

  it('gives the chart every day of the range, empty days as zeros, statuses grouped', () => {
    const days = chartDays(rows, '2026-11-23', '2026-11-27');
    expect(days.map((d) => d.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(days[1]).toEqual({ day: '2026-11-24', planned: 3, onSite: 2, done: 0, failed: 1 });
    expect(days[2]).toEqual({ day: '2026-11-25', planned: 0, onSite: 0, done: 0, failed: 0 });
  });

  it('crosses a month end and a DST change without skipping or repeating a day', () => {
    expect(chartDays([], '2026-10-24', '2026-11-02')).toHaveLength(10);
  });

  it('says how this month compares with the last', () => {
    expect(monthDelta(14, 11)).toBe('+3 wobec poprzedniego miesiąca');
    expect(monthDelta(2, 5)).toBe('−3 wobec poprzedniego miesiąca');
    expect(monthDelta(4, 4)).toBe('tyle samo co w poprzednim miesiącu');
  });
});
