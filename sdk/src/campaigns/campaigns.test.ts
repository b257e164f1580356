import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardPeriods } from '../dashboard/dashboard.queries';
import { makeSdk, recordRequests, startMswServer } from '../test/harness';
import { createCampaignHandlers } from './campaigns.handlers';
import { createCampaignQueries, segmentReasonWhere, segmentWhere } from './campaigns.queries';

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

const server = startMswServer();

describe('the campaign list', () => {
  it('filters by status on the server: the where names the status, the page and total are of those only', async () => {
    const sdk = makeSdk();
    server.use(createCampaignHandlers(sdk.urls.graphql).list());
    const calls = recordRequests(server, '/v1/graphql');
    const queries = createCampaignQueries(sdk.graphql, () => 'handlowiec');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = await queryClient.fetchQuery(queries.list({ status: ['active'], page: 1, pageSize: 25 }));
    expect((calls.at(-1)!.body as { variables: unknown }).variables).toEqual({
      where: { status: { _in: ['active'] } },
      orderBy: [{ starts_on: 'desc_nulls_first' }, { id: 'asc' }],
      limit: 25,
      offset: 0,
    });
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.status)).toEqual(['active', 'active']);
    // Without a status, every campaign.
    expect((await queryClient.fetchQuery(queries.list({ status: [] }))).total).toBe(9);
    expect((calls.at(-1)!.body as { variables: { where: unknown } }).variables.where).toEqual({});
  });
});

describe('members', () => {
  it('asks only for the members who may be contacted on the channel when the CSV export wants them', async () => {
    const sdk = makeSdk();
    server.use(createCampaignHandlers(sdk.urls.graphql).members());
    const calls = recordRequests(server, '/v1/graphql');
    const queries = createCampaignQueries(sdk.graphql, () => 'handlowiec');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(
      queries.members('c1', { status: ['selected', 'contacted'], contactableOn: 'email', pageSize: 500 }),
    );
    const body = calls.at(-1)!.body as { variables: { where: unknown; limit: number } };
    expect(body.variables).toMatchObject({
      where: {
        campaign_id: { _eq: 'c1' },
        status: { _in: ['selected', 'contacted'] },
        // A withdrawn or missing consent, a missing address or a blocked client: not exported.
        client: { channel_status: { channel: { _eq: 'email' }, reason: { _eq: 'ok' } } },
      },
      limit: 500,
    });
    // Without the option, the members table shows everyone.
    await queryClient.fetchQuery(queries.members('c1'));
    expect((calls.at(-1)!.body as { variables: { where: unknown } }).variables.where).toEqual({
      campaign_id: { _eq: 'c1' },
    });
  });
});
