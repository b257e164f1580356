import { describe, expect, it } from 'vitest';
import {
  weekStartOf,
  freeSlots,
  isoWeekdayOf,
  isValidOpeningHours,
  rampServesDirection,
  timeZoneOffsetMinutes,
  zonedInstant,
} from './warehouses';

const HOURS = { '1': { open: '06:00', close: '10:00' }, '6': { open: '07:00', close: '08:00' }, '7': null };

describe('weekStartOf', () => {
  it('is the Monday of the ISO week, across months and years; a Monday is its own', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-12-02')).toBe('2026-11-30');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('opening hours', () => {
  it('accepts what the database accepts', () => {
    expect(isValidOpeningHours(HOURS)).toBe(true);
    expect(isValidOpeningHours({ '1': { open: '00:00', close: '24:00' } })).toBe(true);
    expect(isValidOpeningHours({ '8': { open: '06:00', close: '10:00' } })).toBe(false);
    expect(isValidOpeningHours({ '1': { open: '10:00', close: '06:00' } })).toBe(false);
    expect(isValidOpeningHours({ '1': { open: '6:00', close: '10:00' } })).toBe(false);
    expect(isValidOpeningHours([])).toBe(false);
  });

  it('finds the ISO weekday and the Warsaw offset across DST', () => {
    expect(isoWeekdayOf('2026-11-23')).toBe('1');
    expect(isoWeekdayOf('2026-11-29')).toBe('7');
    expect(timeZoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Europe/Warsaw')).toBe(60);
    expect(timeZoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Europe/Warsaw')).toBe(120);
    expect(zonedInstant('2026-11-23', 6 * 60, 'Europe/Warsaw').toISOString()).toBe(
      '2026-11-23T05:00:00.000Z',
    );
    expect(zonedInstant('2026-07-13', 6 * 60, 'Europe/Warsaw').toISOString()).toBe(
      '2026-07-13T04:00:00.000Z',
    );
    // The night clocks go back (25 October 2026): 06:00 is already winter time.
    expect(zonedInstant('2026-10-25', 6 * 60, 'Europe/Warsaw').toISOString()).toBe(
      '2026-10-25T05:00:00.000Z',
    );
  });
});

describe('free slots', () => {
  const ramps = [
    { id: 'r1', kind: 'both' as const, active: true },
    { id: 'r2', kind: 'loading' as const, active: true },
    { id: 'r3', kind: 'unloading' as const, active: false },
  ];
  const at = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+01:00`);

  it('offers the slot grid of the open hours minus bookings, per ramp that serves the direction', () => {
    const slots = freeSlots({
      date: '2026-11-23',
      direction: 'inbound',
      openingHours: HOURS,
      timeZone: 'Europe/Warsaw',
      slotMinutes: 60,
      ramps,
      bookings: [{ rampId: 'r1', start: at('07:30'), end: at('08:30') }],
    });
    expect([...slots.keys()]).toEqual(['r1']);
    expect(slots.get('r1')!.map((s) => s.start.toISOString())).toEqual([
      at('06:00').toISOString(),
      at('09:00').toISOString(),
    ]);
  });

  it('fits longer bookings before closing and offers nothing on a closed day', () => {
    const input = {
      direction: 'outbound' as const,
      openingHours: HOURS,
      timeZone: 'Europe/Warsaw',
      slotMinutes: 30,
      ramps,
      bookings: [],
    };
    const monday = freeSlots({ ...input, date: '2026-11-23', durationMinutes: 90 });
    expect(monday.get('r2')!.at(-1)!.end.toISOString()).toBe(at('10:00').toISOString());
    expect(monday.get('r2')).toHaveLength(6);
    expect(freeSlots({ ...input, date: '2026-11-29' }).get('r2')).toEqual([]);
    expect(rampServesDirection('unloading', 'outbound')).toBe(false);
  });
});
