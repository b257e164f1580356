import { describe, expect, it } from 'vitest';
import { freeSlots, zonedInstant } from '@rampa/domain';
import type { RampSlots } from '@rampa/sdk';
import { minuteOfDay } from './noticeForm';
import { timelineOf, windowLengths } from './slotPicker';

const ZONE = 'Europe/Warsaw';
const DAY = '2026-11-23';
const at = (minute: number) => zonedInstant(DAY, minute, ZONE);
const ramp = (id: string) => ({ id, code: id, name: `Rampa ${id}`, kind: 'both' as const, active: true });

// The sdk's answer for a warehouse open 06:00–10:00 on a 30-minute grid: A holds AW/1 07:00–08:30,
// B holds AW/2 08:15–08:45 (off the grid, as an older booking may be).
function day(slotMinutes = 30): RampSlots[] {
  const bookings = [
    { noticeId: 'n1', number: 'AW/1', rampId: 'A', start: at(7 * 60), end: at(8 * 60 + 30) },
    { noticeId: 'n2', number: 'AW/2', rampId: 'B', start: at(8 * 60 + 15), end: at(8 * 60 + 45) },
  ];
  const free = freeSlots({
    date: DAY,
    direction: 'inbound',
    openingHours: { 1: { open: '06:00', close: '10:00' } },
    timeZone: ZONE,
    slotMinutes,
    ramps: [ramp('A'), ramp('B')],
    bookings,
  });
  return [ramp('A'), ramp('B')].map((r) => ({
    ramp: r,
    free: free.get(r.id)!.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
    taken: bookings
      .filter((b) => b.rampId === r.id)
      .map((b) => ({
        noticeId: b.noticeId,
        number: b.number,
        start: b.start.toISOString(),
        end: b.end.toISOString(),
      })),
  }));
}

describe('timelineOf', () => {
  it("lays the day on the warehouse's 30-minute grid, each held cell named by its booking", () => {
    const timeline = timelineOf(day(), ZONE, 30)!;
    expect(timeline.startMinute).toBe(6 * 60);
    expect(timeline.endMinute).toBe(10 * 60);
    expect(timeline.taken).toEqual([
      { rampId: 'A', minute: 420, label: 'AW/1' },
      { rampId: 'A', minute: 450, label: 'AW/1' },
      { rampId: 'A', minute: 480, label: 'AW/1' },
      // 08:15–08:45 touches two cells of the grid.
      { rampId: 'B', minute: 480, label: 'AW/2' },
      { rampId: 'B', minute: 510, label: 'AW/2' },
    ]);
  });

  it('a window of several cells fits only where every cell is free', () => {
    const timeline = timelineOf(day(), ZONE, 30)!;
    expect(timeline.fits('A', 6 * 60, 2)).toBe(true);
    expect(timeline.fits('A', 6 * 60 + 30, 2)).toBe(false);
    expect(timeline.fits('A', 8 * 60 + 30, 3)).toBe(true);
    expect(timeline.fits('A', 9 * 60, 3)).toBe(false); // past closing
    expect(timeline.fits('B', 7 * 60 + 30, 2)).toBe(false);
  });

  it('follows a one-hour grid too', () => {
    const timeline = timelineOf(day(60), ZONE, 60)!;
    expect(timeline.taken.filter((c) => c.rampId === 'A').map((c) => c.minute)).toEqual([420, 480]);
    expect(timeline.fits('B', 6 * 60, 2)).toBe(true);
  });

  it('is null for a closed day', () => {
    expect(timelineOf([{ ramp: ramp('A'), free: [], taken: [] }], ZONE, 30)).toBeNull();
  });
});

describe('window lengths and minutes of the day', () => {
  it('offers one slot up to four hours', () => {
    expect(windowLengths(30)).toEqual([30, 60, 90, 120, 150, 180, 210, 240]);
    expect(windowLengths(60)).toEqual([60, 120, 180, 240]);
  });

  it("reads an instant's time of day in the warehouse's zone, summer and winter", () => {
    expect(minuteOfDay('2026-11-23T07:30:00.000Z', ZONE)).toBe(8 * 60 + 30);
    expect(minuteOfDay('2026-07-01T06:15:00.000Z', ZONE)).toBe(8 * 60 + 15);
  });
});
