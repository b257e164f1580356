import { describe, expect, it } from 'vitest';
import { dashboardPeriods } from '../dashboard/dashboard.queries';
import { segmentReasonWhere, segmentWhere } from './campaigns.queries';

describe('segments', () => {
  it('filters clients exactly as the clients list does for the same URL state', () => {
    expect(segmentWhere({})).toEqual({});
    expect(segmentWhere({ status: ['active'], voivodeship: ['opolskie'] })).toEqual({
      _and: [{ status: { _in: ['active'] } }, { voivodeship: { _in: ['opolskie'] } }],
    });
  });

  it('narrows a segment to the clients with one contact reason on the channel', () => {
    expect(segmentReasonWhere({ kind: 'company' }, 'sms', 'withdrawn')).toEqual({
      _and: [
        { kind: { _eq: 'company' } },
        { channel_status: { channel: { _eq: 'sms' }, reason: { _eq: 'withdrawn' } } },
      ],
    });
  });
});

describe('dashboard periods', () => {
  it('takes days, weeks and months in Warsaw time, across the turn of the year and of the clock', () => {
    // 23:30 UTC on Sunday 31 December is already Monday 1 January in Warsaw.
    const p = dashboardPeriods(new Date('2029-12-31T23:30:00Z'));
    expect(p).toMatchObject({
      today: '2030-01-01',
      weekStart: '2029-12-31',
      weekEnd: '2030-01-06',
      daysFrom: '2029-12-10',
      daysTo: '2030-01-08',
      monthStart: '2030-01-01',
      lastMonthStart: '2029-12-01',
      monthStartInstant: '2030-01-01T00:00:00+01:00',
    });
    expect(dashboardPeriods(new Date('2030-07-15T10:00:00Z')).monthStartInstant).toBe(
      '2030-07-01T00:00:00+02:00',
    );
  });
});
