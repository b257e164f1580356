import { describe, expect, it } from 'vitest';
import type { RampSlots } from '@rampa/sdk';
import {
  arrivalsBoard,
  proposedSlot,
  actionLabel,
  confirmPrefill,
  dayRange,
  isOneStep,
  lineDifference,
  receivedErrors,
  rejectionError,
  shiftDay,
  takenCells,
  noticeClashes,
  timelineGrid,
  todayIn,
  warehouseActions,
  windowLabel,
} from './warehouseDay';

const WARSAW = 'Europe/Warsaw';
const R1 = 'a1000000-0000-4000-8000-000000000001';
const R2 = 'a1000000-0000-4000-8000-000000000002';

describe('the day', () => {
  it('is today in the warehouse time zone, not the browser', () => {
    // 23:30 UTC on 23 November is already 24 November in Warsaw, still 23 November in New York.
    const now = new Date('2026-11-23T23:30:00Z');
    expect(todayIn(WARSAW, now)).toBe('2026-11-24');
    expect(todayIn('America/New_York', now)).toBe('2026-11-23');
  });

  it('moves across months and the year end', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('spans the warehouse midnight to midnight, 23 hours on the day clocks go forward', () => {
    expect(dayRange('2026-11-23', WARSAW)).toEqual({
      from: '2026-11-22T23:00:00.000Z',
      to: '2026-11-23T23:00:00.000Z',
    });
    const spring = dayRange('2027-03-28', WARSAW);
    expect((Date.parse(spring.to) - Date.parse(spring.from)) / 3_600_000).toBe(23);
  });

  it("shows the opening hours on the warehouse's slot grid, widened by whole cells to hold a notice", () => {
    const hours = { '1': { open: '06:00', close: '22:00' }, '7': null };
    const grid = (
      notices: { planned_start: string; planned_end: string }[],
      date = '2026-11-23',
      step = 30,
    ) => timelineGrid(date, hours, notices, WARSAW, step);
    expect(grid([])).toEqual({ slotMinutes: 30, startMinute: 360, endMinute: 1320 });
    // A Sunday is closed: 06:00–18:00 unless a notice says otherwise.
    expect(grid([], '2026-11-22')).toEqual({ slotMinutes: 30, startMinute: 360, endMinute: 1080 });
    // 04:15–05:40 local: the grid starts at 04:00 on 30-minute cells, at 04:00 on hourly ones too.
    const early = [{ planned_start: '2026-11-23T03:15:00Z', planned_end: '2026-11-23T04:40:00Z' }];
    expect(grid(early)).toMatchObject({ startMinute: 240, endMinute: 1320 });
    expect(grid(early, '2026-11-23', 60)).toMatchObject({ startMinute: 240 });
    // 21:50–23:10 local: widened to 23:30.
    const late = [{ planned_start: '2026-11-23T20:50:00Z', planned_end: '2026-11-23T22:10:00Z' }];
    expect(grid(late)).toMatchObject({ endMinute: 23 * 60 + 30 });
  });

  it('writes a window in 24-hour local time', () => {
    expect(windowLabel('2026-11-23T07:00:00Z', '2026-11-23T08:30:00Z', WARSAW)).toBe('08:00–09:30');
  });
});

describe('the ramp timeline', () => {
  const notice = (over: object) => ({
    id: 'n1',
    number: 'AW/2026/11/0001',
    status: 'confirmed',
    planned_start: '2026-11-23T07:00:00Z',
    planned_end: '2026-11-23T08:30:00Z',
    ramp: { id: R1 },
    ...over,
  });

  const GRID = { slotMinutes: 30, startMinute: 360 };

  it('marks every cell a ramp-holding notice covers on the 30-minute grid', () => {
    expect(takenCells([notice({})], WARSAW, '2026-11-23', GRID)).toEqual([
      { rampId: R1, minute: 480, label: 'AW/2026/11/0001' },
      { rampId: R1, minute: 510, label: 'AW/2026/11/0001' },
      { rampId: R1, minute: 540, label: 'AW/2026/11/0001' },
    ]);
  });

  it('fills a part cell, and on an hourly grid the hours', () => {
    const odd = notice({ planned_start: '2026-11-23T07:10:00Z', planned_end: '2026-11-23T07:40:00Z' });
    expect(takenCells([odd], WARSAW, '2026-11-23', GRID).map((c) => c.minute)).toEqual([480, 510]);
    expect(
      takenCells([notice({})], WARSAW, '2026-11-23', { slotMinutes: 60, startMinute: 360 }).map(
        (c) => c.minute,
      ),
    ).toEqual([480, 540]);
  });

  it('leaves out notices that hold no ramp: submitted, completed, rejected, or without a ramp', () => {
    for (const status of ['submitted', 'completed', 'rejected', 'cancelled', 'no_show']) {
      expect(takenCells([notice({ status })], WARSAW, '2026-11-23', GRID)).toEqual([]);
    }
    expect(takenCells([notice({ ramp: null })], WARSAW, '2026-11-23', GRID)).toEqual([]);
    expect(
      takenCells([notice({ status: 'in_progress', ramp: { id: R2 } })], WARSAW, '2026-11-23', GRID),
    ).toHaveLength(3);
  });

  describe('conflicts', () => {
    // AW/0001 holds Rampa 1 08:00–09:30; AW/0007 asks for Rampa 1 09:00–10:00.
    const held = notice({});
    const request = notice({
      id: 'n7',
      number: 'AW/2026/11/0007',
      status: 'submitted',
      planned_start: '2026-11-23T08:00:00Z',
      planned_end: '2026-11-23T09:00:00Z',
    });

    it('finds a submitted request asking for a window a booking holds on its ramp', () => {
      expect(noticeClashes([held, request])).toEqual(new Map([['n7', ['AW/2026/11/0001']]]));
    });

    it('finds none on another ramp, after the booking, for a draft, or against a finished notice', () => {
      expect(noticeClashes([held, { ...request, ramp: { id: R2 } }]).size).toBe(0);
      expect(
        noticeClashes([
          held,
          { ...request, planned_start: '2026-11-23T08:30:00Z', planned_end: '2026-11-23T09:30:00Z' },
        ]).size,
      ).toBe(0);
      expect(noticeClashes([held, { ...request, status: 'draft' }]).size).toBe(0);
      expect(noticeClashes([{ ...held, status: 'completed' }, request]).size).toBe(0);
    });

    it('marks the held cells the request asks for, and only those', () => {
      const cells = takenCells([held, request], WARSAW, '2026-11-23', GRID);
      expect(cells).toEqual([
        { rampId: R1, minute: 480, label: 'AW/2026/11/0001' },
        { rampId: R1, minute: 510, label: 'AW/2026/11/0001' },
        { rampId: R1, minute: 540, label: 'AW/2026/11/0001', conflict: 'AW/2026/11/0007 prosi o to okno' },
      ]);
    });
  });
});

describe('the magazynier actions', () => {
  it('offer what the role may do from each status, nothing from a final one', () => {
    expect(warehouseActions('submitted')).toEqual(['confirm', 'reject']);
    expect(warehouseActions('confirmed')).toEqual(['arrive', 'no_show']);
    expect(warehouseActions('arrived')).toEqual(['start']);
    expect(warehouseActions('in_progress')).toEqual(['complete']);
    for (const status of ['draft', 'completed', 'rejected', 'cancelled', 'no_show']) {
      expect(warehouseActions(status)).toEqual([]);
    }
  });

  it('call the start unloading for a delivery and loading for a pick-up', () => {
    expect(actionLabel('start', 'inbound')).toBe('Rozładunek');
    expect(actionLabel('start', 'outbound')).toBe('Załadunek');
  });

  it('open a dialog only where something must be chosen or typed', () => {
    expect(['arrive', 'start', 'no_show'].every((a) => isOneStep(a as never))).toBe(true);
    expect(['confirm', 'reject', 'complete'].some((a) => isOneStep(a as never))).toBe(false);
  });
});

describe('the confirm prefill', () => {
  const ramp = (id: string, free: string[], active = true): RampSlots => ({
    ramp: { id, code: id, name: id, kind: 'both', active },
    free: free.map((start) => ({
      start,
      end: new Date(Date.parse(start) + 3_600_000).toISOString(),
    })),
    taken: [],
  });
  const planned = { ramp: { id: R2 }, planned_start: '2026-11-23T07:00:00.000Z' };

  it('keeps the notice ramp and window when that window is free there', () => {
    const slots = [ramp(R1, ['2026-11-23T07:00:00.000Z']), ramp(R2, ['2026-11-23T07:00:00.000Z'])];
    expect(confirmPrefill(planned, slots)).toEqual({
      rampId: R2,
      start: '2026-11-23T07:00:00.000Z',
      end: '2026-11-23T08:00:00.000Z',
    });
  });

  it('moves to another ramp free at the planned window', () => {
    const slots = [ramp(R1, ['2026-11-23T07:00:00.000Z']), ramp(R2, ['2026-11-23T09:00:00.000Z'])];
    expect(confirmPrefill(planned, slots)?.rampId).toBe(R1);
  });

  it('falls back to the first free window of its own ramp, and skips inactive ramps', () => {
    const slots = [ramp(R1, ['2026-11-23T07:00:00.000Z'], false), ramp(R2, ['2026-11-23T10:00:00.000Z'])];
    expect(confirmPrefill(planned, slots)).toMatchObject({ rampId: R2, start: '2026-11-23T10:00:00.000Z' });
  });

  it('is empty when no ramp has a free window', () => {
    expect(confirmPrefill(planned, [ramp(R1, []), ramp(R2, [])])).toBeNull();
  });
});

describe('the completion form', () => {
  it('needs a received quantity on every line, not negative', () => {
    expect(
      receivedErrors([
        { id: 'a', quantity: 10, received: Number.NaN },
        { id: 'b', quantity: 10, received: -1 },
        { id: 'c', quantity: 10, received: 0 },
      ]),
    ).toEqual({ a: 'Wpisz przyjętą ilość.', b: 'Ilość nie może być ujemna.' });
  });

  it('shows a shortage or a surplus against the ordered quantity (numeric strings from the wire)', () => {
    expect(lineDifference({ id: 'a', quantity: '80', received: 75 })).toBe(-5);
    expect(lineDifference({ id: 'a', quantity: '0.3', received: 0.5 })).toBe(0.2);
    expect(lineDifference({ id: 'a', quantity: 40, received: 40 })).toBe(0);
    expect(lineDifference({ id: 'a', quantity: 40, received: Number.NaN })).toBeNull();
  });

  it('needs a rejection reason that is more than spaces', () => {
    expect(rejectionError('   ')).toBe('Podaj powód odrzucenia.');
    expect(rejectionError('Brak miejsca')).toBeNull();
  });
});

describe('arrivals board', () => {
  const notice = (id: string, status: string, start: string, end: string) => ({
    id,
    status,
    planned_start: start,
    planned_end: end,
  });
  const now = new Date('2026-11-23T10:00:00Z');

  it('shows the confirmed notices of the next two hours and the late ones, late first', () => {
    const board = arrivalsBoard(
      [
        notice('soon', 'confirmed', '2026-11-23T11:00:00Z', '2026-11-23T11:30:00Z'),
        notice('later', 'confirmed', '2026-11-23T12:30:00Z', '2026-11-23T13:00:00Z'),
        notice('late', 'confirmed', '2026-11-23T09:30:00Z', '2026-11-23T10:30:00Z'),
        notice('long-gone', 'confirmed', '2026-11-23T07:00:00Z', '2026-11-23T08:00:00Z'),
        notice('in', 'arrived', '2026-11-23T10:30:00Z', '2026-11-23T11:00:00Z'),
        notice('edge', 'confirmed', '2026-11-23T12:00:00Z', '2026-11-23T12:30:00Z'),
      ],
      now,
    );
    expect(board.map((e) => [e.notice.id, e.late, e.minutes])).toEqual([
      ['late', true, 30],
      ['soon', false, 60],
      ['edge', false, 120],
    ]);
  });
});

describe('proposed slot', () => {
  it('turns a day and times in the warehouse zone into instants, or refuses', () => {
    expect(proposedSlot('2026-11-24', '10:00', '11:30', 'Europe/Warsaw')).toEqual({
      start: '2026-11-24T09:00:00.000Z',
      end: '2026-11-24T10:30:00.000Z',
    });
    expect(proposedSlot('2026-11-24', '11:00', '10:00', 'Europe/Warsaw')).toBeNull();
    expect(proposedSlot('2026-11-24', '25:00', '26:00', 'Europe/Warsaw')).toBeNull();
    expect(proposedSlot('24.11.2026', '10:00', '11:00', 'Europe/Warsaw')).toBeNull();
  });
});
