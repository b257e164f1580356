/**
 * rampa-app → nhost-graphql, Kampanie and the start page: the campaign list (all, and of one status), one campaign,
 * its members, the segment count and its contactable clients; create, update, status change, adding members, member
 * status changes (one or many) and removal, as the handlowiec; the dashboard's figures as the handlowiec and the organization glance as
 * the org_admin. Each through the sdk's own query and mutation options (the same documents the app runs).
 *
 * Only the selected fields are asserted, by type; the request bodies are exact (the printed document, its
 * variables and operation name), so a change of a document shows up here and in the provider verification.
 */
import {
  AddCampaignMembersDocument,
  CampaignByIdDocument,
  CampaignListDocument,
  CampaignMembersDocument,
  ChangeCampaignMembersStatusDocument,
  ChangeCampaignStatusDocument,
  createCampaignMutations,
  createCampaignQueries,
  createDashboardQueries,
  CreateCampaignDocument,
  DashboardDocument,
  OrganizationGlanceDocument,
  RemoveCampaignMembersDocument,
  SegmentContactableClientsDocument,
  SegmentCountDocument,
  segmentReasonWhere,
  segmentWhere,
  UpdateCampaignDocument,
  type CampaignSegment,
} from '@rampa/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { staffWithCampaign } from '../states';
import { graphqlSession, type GraphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { fromProviderState, integer, like, uuid } from './matchers';

const pact = consumerPact('nhost-graphql');
const { regex, eachLike, number } = MatchersV3;

const ORG_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c01';
const CAMPAIGN_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c02';
const CLIENT_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c03';
const MEMBER_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c04';
const USER_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c05';
const CAMPAIGN = 'Oferta dla nowych leadów';
const CODE = 'KL-000001';
const DAY = '2030-01-07';
const NOW = new Date('2030-01-07T09:00:00.000Z');
const SEGMENT: CampaignSegment = { status: ['active'], voivodeship: ['mazowieckie'] };
const TIMESTAMP = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([+-]\\d{2}:\\d{2}|Z)$',
  '2026-11-01T08:00:00.000+00:00',
);
const DATE = regex('^\\d{4}-\\d{2}-\\d{2}$', '2030-01-01');

type Role = 'handlowiec' | 'org_admin';
const EMAILS: Record<Role, string> = {
  handlowiec: 'handlowiec.kampanie@example.com',
  org_admin: 'admin.kampanie@example.com',
};
const accessToken = staffWithCampaign.value('accessToken');
const as: Record<Role, GraphqlSession> = {
  handlowiec: graphqlSession({ role: 'handlowiec', accessToken }),
  org_admin: graphqlSession({ role: 'org_admin', accessToken }),
};

const given = (role: Role = 'handlowiec') =>
  staffWithCampaign({
    role,
    email: EMAILS[role],
    orgId: ORG_ID,
    campaignName: CAMPAIGN,
    clientCode: CODE,
    day: DAY,
  });

const campaignIdFromState = () => fromProviderState(staffWithCampaign.value('campaignId'), CAMPAIGN_ID);
const clientIdFromState = () => fromProviderState(staffWithCampaign.value('clientId'), CLIENT_ID);
const memberIdFromState = () => fromProviderState(staffWithCampaign.value('memberId'), MEMBER_ID);
const userIdFromState = () => fromProviderState(staffWithCampaign.value('userId'), USER_ID);

const results = {
  selected: integer(1),
  contacted: integer(0),
  responded: integer(0),
  ordered: integer(0),
  opted_out: integer(0),
  response_rate: null,
  cost_per_response: null,
};
const listItem = {
  id: uuid(CAMPAIGN_ID),
  name: like(CAMPAIGN),
  channel: like('email'),
  status: like('active'),
  starts_on: DATE,
  ends_on: DATE,
  budget: number(2000),
  actual_cost: number(450),
  owner: { id: uuid(USER_ID), display_name: like('Marketing Kontraktowy') },
  results,
};

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const queriesAs = (url: string, role: Role = 'handlowiec') =>
  createCampaignQueries(as[role].graphql(url), () => role);
const mutationsAs = (url: string, role: Role = 'handlowiec') =>
  createCampaignMutations(as[role].graphql(url), () => role);
/** Runs a mutation's function as useMutation would (its second argument is the mutation context). */
const run = <V, R>(options: { mutationFn?: (variables: V, context: never) => Promise<R> }, variables: V) =>
  options.mutationFn!(variables, {} as never);

describe('Kampanie queries', () => {
  it('lists the first page of campaigns, newest first, with results and the total', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the default page of the campaign list')
      .withRequest(
        ...as.handlowiec.request(CampaignListDocument, {
          where: {},
          orderBy: [{ starts_on: 'desc_nulls_first' }, { id: 'asc' }],
          limit: 25,
          offset: 0,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { campaigns: eachLike(listItem), campaigns_aggregate: { aggregate: { count: integer(1) } } },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const page = await queryClient().fetchQuery(queriesAs(mockserver.url).list());
          expect(page.total).toBe(1);
          expect(page.rows[0]).toMatchObject({ name: CAMPAIGN, results: { selected: 1 } });
        }),
      ));

  it('lists the campaigns of one status, filtered by the server (the start page links to the active ones)', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the first page of the campaign list filtered to the active campaigns')
      .withRequest(
        ...as.handlowiec.request(CampaignListDocument, {
          where: { status: { _in: ['active'] } },
          orderBy: [{ starts_on: 'desc_nulls_first' }, { id: 'asc' }],
          limit: 25,
          offset: 0,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            // Every row the server sends has the asked status: the list shows them without filtering again.
            campaigns: eachLike({ ...listItem, status: regex('^active$', 'active') }),
            campaigns_aggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const page = await queryClient().fetchQuery(
            queriesAs(mockserver.url).list({ status: ['active'], page: 1, pageSize: 25 }),
          );
          expect(page.total).toBe(1);
          expect(page.rows.map((row) => row.status)).toEqual(['active']);
        }),
      ));

  it('reads one campaign with its segment', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a campaign by its id')
      .withRequest(...as.handlowiec.request(CampaignByIdDocument, { id: campaignIdFromState() }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            campaigns_by_pk: {
              ...listItem,
              description: like('Powitalny e-mail'),
              owner_id: uuid(USER_ID),
              segment: like({ status: ['active'], voivodeship: ['mazowieckie'] }),
              created_at: TIMESTAMP,
              updated_at: TIMESTAMP,
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const campaign = await queryClient().fetchQuery(queriesAs(mockserver.url).byId(CAMPAIGN_ID));
          expect(campaign).toMatchObject({ name: CAMPAIGN, segment: { status: ['active'] } });
        }),
      ));

  it('pages a campaign’s members with their clients', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the first page of a campaign’s members')
      .withRequest(
        ...as.handlowiec.request(CampaignMembersDocument, {
          where: { campaign_id: { _eq: campaignIdFromState() } },
          limit: 50,
          offset: 0,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            campaign_members: eachLike({
              id: uuid(MEMBER_ID),
              status: like('selected'),
              contacted_at: null,
              note: null,
              client: {
                id: uuid(CLIENT_ID),
                code: like(CODE),
                name: like('Budmax Sp. z o.o.'),
                email: like('biuro@budmax.pl'),
                phone: like('+48 601 234 567'),
                city: like('Warszawa'),
              },
            }),
            campaign_members_aggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const page = await queryClient().fetchQuery(queriesAs(mockserver.url).members(CAMPAIGN_ID));
          expect(page.rows[0]).toMatchObject({ status: 'selected', client: { code: CODE } });
        }),
      ));

  it('counts a segment on the e-mail channel, with the reasons and the clients left out', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the count of a segment on the e-mail channel')
      .withRequest(
        ...as.handlowiec.request(SegmentCountDocument, {
          all: segmentWhere(SEGMENT),
          ok: segmentReasonWhere(SEGMENT, 'email', 'ok'),
          blocked: segmentReasonWhere(SEGMENT, 'email', 'blocked'),
          withdrawn: segmentReasonWhere(SEGMENT, 'email', 'withdrawn'),
          noConsent: segmentReasonWhere(SEGMENT, 'email', 'no_consent'),
          noAddress: segmentReasonWhere(SEGMENT, 'email', 'no_address'),
          channel: 'email',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            all: { aggregate: { count: integer(2) } },
            ok: { aggregate: { count: integer(1) } },
            blocked: { aggregate: { count: integer(0) } },
            withdrawn: { aggregate: { count: integer(0) } },
            noConsent: { aggregate: { count: integer(1) } },
            noAddress: { aggregate: { count: integer(0) } },
            excluded: eachLike({
              id: uuid(CLIENT_ID),
              code: like('KL-000002'),
              name: like('Betoniarnia Zając'),
              channel_status: eachLike({ reason: like('no_consent') }),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const count = await queryClient().fetchQuery(
            queriesAs(mockserver.url).segmentCount('email', SEGMENT),
          );
          expect(count).toMatchObject({ matching: 2, contactable: 1, excludedBy: { no_consent: 1 } });
          expect(count.excluded[0]).toMatchObject({ name: 'Betoniarnia Zając', reason: 'no_consent' });
        }),
      ));

  it('lists the ids of the segment’s clients who may be contacted', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the contactable clients of a segment')
      .withRequest(
        ...as.handlowiec.request(SegmentContactableClientsDocument, {
          where: segmentReasonWhere(SEGMENT, 'email', 'ok'),
          limit: 5000,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { clients: eachLike({ id: uuid(CLIENT_ID) }) } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const ids = await queryClient().fetchQuery(
            queriesAs(mockserver.url).contactableClients('email', SEGMENT),
          );
          expect(ids).toEqual([CLIENT_ID]);
        }),
      ));
});

describe('Kampanie mutations', () => {
  it('creates a planned campaign', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a new campaign')
      .withRequest(
        ...as.handlowiec.request(CreateCampaignDocument, {
          object: {
            name: 'Zaproszenie na targi',
            channel: 'email',
            starts_on: '2030-02-01',
            ends_on: '2030-02-14',
            budget: 1500,
            segment: SEGMENT,
          },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { insert_campaigns_one: { id: uuid(CAMPAIGN_ID) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const created = await run(mutationsAs(mockserver.url).create(), {
            name: 'Zaproszenie na targi',
            channel: 'email',
            starts_on: '2030-02-01',
            ends_on: '2030-02-14',
            budget: 1500,
            segment: SEGMENT,
          });
          expect(created?.id).toBe(CAMPAIGN_ID);
        }),
      ));

  it('updates a campaign’s details', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('changed details of a campaign')
      .withRequest(
        ...as.handlowiec.request(UpdateCampaignDocument, {
          id: campaignIdFromState(),
          set: { actual_cost: 600, description: 'Drugi mailing' },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { update_campaigns_by_pk: { id: uuid(CAMPAIGN_ID), updated_at: TIMESTAMP } },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const updated = await run(mutationsAs(mockserver.url).update(), {
            id: CAMPAIGN_ID,
            changes: { actual_cost: 600, description: 'Drugi mailing' },
          });
          expect(updated?.id).toBe(CAMPAIGN_ID);
        }),
      ));

  it('pauses an active campaign', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a status change of a campaign')
      .withRequest(
        ...as.handlowiec.request(ChangeCampaignStatusDocument, {
          id: campaignIdFromState(),
          status: 'paused',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { update_campaigns_by_pk: { id: uuid(CAMPAIGN_ID), status: like('paused') } },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const changed = await run(mutationsAs(mockserver.url).changeStatus(), {
            id: CAMPAIGN_ID,
            status: 'paused',
          });
          expect(changed?.status).toBe('paused');
        }),
      ));

  it('adds clients to a campaign, keeping the members already there', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('clients added to a campaign')
      .withRequest(
        ...as.handlowiec.request(AddCampaignMembersDocument, {
          objects: [{ campaign_id: campaignIdFromState(), client_id: clientIdFromState() }],
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { insert_campaign_members: { affected_rows: integer(0) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const result = await run(mutationsAs(mockserver.url).addMembers(), {
            campaignId: CAMPAIGN_ID,
            clientIds: [CLIENT_ID],
          });
          expect(result.added).toBe(0);
        }),
      ));

  it('moves members along the funnel', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a status change of campaign members')
      .withRequest(
        ...as.handlowiec.request(ChangeCampaignMembersStatusDocument, {
          ids: [memberIdFromState()],
          status: 'contacted',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { update_campaign_members: { affected_rows: integer(1) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const result = await run(mutationsAs(mockserver.url).changeMembersStatus(), {
            ids: [MEMBER_ID],
            status: 'contacted',
          });
          expect(result.changed).toBe(1);
        }),
      ));

  it('removes members from a campaign', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('members removed from a campaign')
      .withRequest(...as.handlowiec.request(RemoveCampaignMembersDocument, { ids: [memberIdFromState()] }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { delete_campaign_members: { affected_rows: integer(1) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const result = await run(mutationsAs(mockserver.url).removeMembers(), { ids: [MEMBER_ID] });
          expect(result.removed).toBe(1);
        }),
      ));
});

describe('Pulpit', () => {
  it('reads the start page’s figures counted by the database', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the dashboard figures of a handlowiec')
      .withRequest(
        ...as.handlowiec.request(DashboardDocument, {
          daysFrom: '2029-12-16',
          daysTo: '2030-01-14',
          now: NOW.toISOString(),
          monthStart: '2030-01-01T00:00:00+01:00',
          lastMonthStart: '2029-12-01T00:00:00+01:00',
          userId: userIdFromState(),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            delivery_notice_days: eachLike({
              day: regex('^\\d{4}-\\d{2}-\\d{2}$', DAY),
              status: like('submitted'),
              notices: integer(1),
            }),
            next_arrivals: eachLike({
              id: uuid(CLIENT_ID),
              number: like('AW/2026/11/0001'),
              status: like('submitted'),
              planned_start: TIMESTAMP,
              client: { name: like('Budmax Sp. z o.o.') },
              warehouse: { name: like('Magazyn Kampanijny') },
            }),
            clients_this_month: { aggregate: { count: integer(0) } },
            clients_last_month: { aggregate: { count: integer(0) } },
            active_campaigns: eachLike({
              id: uuid(CAMPAIGN_ID),
              name: like(CAMPAIGN),
              channel: like('email'),
              results: {
                selected: integer(1),
                contacted: integer(0),
                responded: integer(0),
                ordered: integer(0),
                response_rate: null,
              },
            }),
            my_drafts: { aggregate: { count: integer(0) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createDashboardQueries(as.handlowiec.graphql(mockserver.url), () => 'handlowiec');
          const overview = await queryClient().fetchQuery(queries.overview(USER_ID, NOW));
          expect(overview.days[0]).toMatchObject({ day: DAY, notices: 1 });
          expect(overview.nextArrivals[0]?.warehouse.name).toBe('Magazyn Kampanijny');
          expect(overview.activeCampaigns[0]?.name).toBe(CAMPAIGN);
        }),
      ));

  it('reads the organization at a glance as org_admin', () =>
    pact
      .addInteraction()
      .given(...given('org_admin'))
      .uponReceiving('the organization glance of an org_admin')
      .withRequest(...as.org_admin.request(OrganizationGlanceDocument))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            users: { aggregate: { count: integer(1) } },
            blocked: { aggregate: { count: integer(0) } },
            warehouse_notice_summary: eachLike({
              warehouse_id: uuid(CLIENT_ID),
              code: like('KMP'),
              name: like('Magazyn Kampanijny'),
              today: integer(0),
              this_week: integer(0),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createDashboardQueries(as.org_admin.graphql(mockserver.url), () => 'org_admin');
          const glance = await queryClient().fetchQuery(queries.organization());
          expect(glance.users).toBeGreaterThanOrEqual(1);
          expect(glance.warehouses[0]?.code).toBe('KMP');
        }),
      ));
});
