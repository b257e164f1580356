import { describe, expect, it } from 'vitest';
import { noticesByDay, weekCells, weekDays, weekLabel, weekRange } from './warehouseWeek';

const WARSAW = 'Europe/Warsaw';
const R1 = 'a1000000-0000-4000-8000-000000000001';

const notice = (id: string, start: string, rampId: string | null = R1) => ({
  id,
  number: `AW/2026/11/${id}`,
  status: 'confirmed',
  planned_start: start,
  planned_end: new Date(Date.parse(start) + 3_600_000).toISOString(),
  ramp: rampId ? { id: rampId } : null,
});

describe('the week', () => {
  it('is Monday to Sunday around any of its days, across months and years', () => {
    expect(weekDays('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekDays('2026-11-29')[0]).toBe('2026-11-23');
    expect(weekDays('2026-11-23')[0]).toBe('2026-11-23');
    expect(weekDays('2027-01-01')).toContain('2026-12-28');
  });

  it('spans the warehouse Monday midnight to the next, one hour short when clocks go forward', () => {
    expect(weekRange('2026-11-25', WARSAW)).toEqual({
      from: '2026-11-22T23:00:00.000Z',
      to: '2026-11-29T23:00:00.000Z',
    });
    const spring = weekRange('2027-03-28', WARSAW);
    expect((Date.parse(spring.to) - Date.parse(spring.from)) / 3_600_000).toBe(7 * 24 - 1);
  });

  it('is labelled by its dates', () => {
    expect(weekLabel('2026-11-25')).toBe('23–29.11.2026');
    expect(weekLabel('2026-12-02')).toBe('30.11–06.12.2026');
    expect(weekLabel('2026-12-30')).toBe('28.12.2026–03.01.2027');
  });
});

describe('notices on the week', () => {
  // 23:30 UTC on Tuesday is already Wednesday in Warsaw.
  const late = notice('0002', '2026-11-24T23:30:00Z');
  const monday = notice('0001', '2026-11-23T07:00:00Z');
  const noRamp = notice('0003', '2026-11-23T06:00:00Z', null);
  const nextWeek = notice('0004', '2026-11-30T07:00:00Z');
  const days = weekDays('2026-11-23');

  it("fall on the warehouse's day of their start, in window order; other weeks are left out", () => {
    const byDay = noticesByDay([late, monday, noRamp, nextWeek], days, WARSAW);
    expect(byDay.get('2026-11-23')!.map((n) => n.id)).toEqual(['0003', '0001']);
    expect(byDay.get('2026-11-24')).toEqual([]);
    expect(byDay.get('2026-11-25')!.map((n) => n.id)).toEqual(['0002']);
    expect([...byDay.values()].flat()).toHaveLength(3);
  });

  it('fill the board by ramp and day, those without a ramp in a row of their own', () => {
    const cells = weekCells([late, monday, noRamp], days, WARSAW);
    expect(
      cells
        .get(R1)!
        .get('2026-11-23')!
        .map((n) => n.id),
    ).toEqual(['0001']);
    expect(
      cells
        .get(R1)!
        .get('2026-11-25')!
        .map((n) => n.id),
    ).toEqual(['0002']);
    expect(
      cells
        .get(null)!
        .get('2026-11-23')!
        .map((n) => n.id),
    ).toEqual(['0003']);
  });
});
