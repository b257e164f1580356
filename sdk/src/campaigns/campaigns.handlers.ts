import type { GraphQLHandler } from 'msw';
import { makeFragmentData } from '../gql';
import { createGraphqlHandlers } from '../testing/graphql.handlers';
import {
  AddCampaignMembersDocument,
  CampaignByIdDocument,
  CampaignListDocument,
  CampaignListItemFragment,
  CampaignMembersDocument,
  CampaignResultsFragment,
  ChangeCampaignMembersStatusDocument,
  ChangeCampaignStatusDocument,
  CreateCampaignDocument,
  RemoveCampaignMembersDocument,
  SegmentContactableClientsDocument,
  SegmentCountDocument,
  UpdateCampaignDocument,
} from './campaigns.documents';
import {
  campaignFixture,
  campaignId,
  campaignListFixture,
  campaignMembersFixture,
  segmentCountFixture,
} from './campaigns.fixtures';

const listItem = (row: ReturnType<typeof campaignFixture>) =>
  makeFragmentData(
    { ...row, results: row.results ? makeFragmentData(row.results, CampaignResultsFragment) : null },
    CampaignListItemFragment,
  );

const aggregate = (count: number) => ({ aggregate: { count } });

/** Typed MSW handlers for the Kampanie operations over in-memory fixtures, for stories and tests. */
export function createCampaignHandlers(graphqlUrl: string) {
  const handlers = createGraphqlHandlers(graphqlUrl);
  const rows = campaignListFixture();
  const members = campaignMembersFixture();
  return {
    /** The fixtures a page at a time, keeping only the statuses the request's where names (`status: {_in}`). */
    list: (): GraphQLHandler =>
      handlers.data(CampaignListDocument, ({ where, limit, offset }) => {
        const statusIn = [where, ...(where._and ?? [])].find((part) => part.status?._in)?.status?._in;
        const kept = statusIn ? rows.filter((row) => statusIn.includes(row.status)) : rows;
        return {
          campaigns: kept.slice(offset, offset + limit).map(listItem),
          campaigns_aggregate: aggregate(kept.length),
        };
      }),
    emptyList: (): GraphQLHandler =>
      handlers.data(CampaignListDocument, { campaigns: [], campaigns_aggregate: aggregate(0) }),
    listError: (): GraphQLHandler =>
      handlers.errors(CampaignListDocument, [
        { message: 'database query error', extensions: { code: 'unexpected', path: '$' } },
      ]),
    listDenied: (): GraphQLHandler =>
      handlers.errors(CampaignListDocument, [
        {
          message: 'field "campaigns" not found in type: \'query_root\'',
          extensions: { code: 'validation-failed', path: '$' },
        },
      ]),
    byId: (): GraphQLHandler =>
      handlers.data(CampaignByIdDocument, ({ id }) => {
        const row = rows.find((r) => r.id === id) ?? campaignFixture(8, { id });
        return {
          campaigns_by_pk: {
            ...listItem(row),
            description: 'Powitalny e-mail z ofertą próbnej dostawy i kontaktem do opiekuna.',
            owner_id: row.owner.id,
            segment: { status: ['active'], voivodeship: ['mazowieckie'] },
            created_at: '2026-10-01T08:00:00+00:00',
            updated_at: '2026-10-02T08:00:00+00:00',
          },
        };
      }),
    members: (): GraphQLHandler =>
      handlers.data(CampaignMembersDocument, ({ limit, offset }) => ({
        campaign_members: members.slice(offset, offset + limit),
        campaign_members_aggregate: aggregate(members.length),
      })),
    emptyMembers: (): GraphQLHandler =>
      handlers.data(CampaignMembersDocument, {
        campaign_members: [],
        campaign_members_aggregate: aggregate(0),
      }),
    /** The segment count; `fixture` replaces the counts (e.g. a segment larger than one addition takes). */
    segmentCount: (fixture: typeof segmentCountFixture = segmentCountFixture): GraphQLHandler =>
      handlers.data(SegmentCountDocument, ({ channel }) => {
        const consent = channel === 'email' || channel === 'sms' || channel === 'phone';
        const f = fixture;
        return {
          all: aggregate(f.all),
          ok: aggregate(consent ? f.ok : f.all - f.blocked),
          blocked: aggregate(f.blocked),
          withdrawn: aggregate(consent ? f.withdrawn : 0),
          noConsent: aggregate(consent ? f.noConsent : 0),
          noAddress: aggregate(consent ? f.noAddress : 0),
          excluded: (consent ? f.excluded : f.excluded.slice(0, 0)).map(({ reason, ...client }) => ({
            ...client,
            channel_status: [{ reason }],
          })),
        };
      }),
    contactable: (): GraphQLHandler =>
      handlers.data(SegmentContactableClientsDocument, {
        clients: members.map((member) => ({ id: member.client.id })),
      }),
    create: (): GraphQLHandler =>
      handlers.data(CreateCampaignDocument, { insert_campaigns_one: { id: campaignId(rows.length + 1) } }),
    update: (): GraphQLHandler =>
      handlers.data(UpdateCampaignDocument, ({ id }) => ({
        update_campaigns_by_pk: { id, updated_at: '2026-11-24T10:00:00+00:00' },
      })),
    changeStatus: (): GraphQLHandler =>
      handlers.data(ChangeCampaignStatusDocument, ({ id, status }) => ({
        update_campaigns_by_pk: { id, status },
      })),
    addMembers: (): GraphQLHandler =>
      handlers.data(AddCampaignMembersDocument, ({ objects }) => ({
        insert_campaign_members: { affected_rows: Array.isArray(objects) ? objects.length : 1 },
      })),
    changeMembersStatus: (): GraphQLHandler =>
      handlers.data(ChangeCampaignMembersStatusDocument, ({ ids }) => ({
        update_campaign_members: { affected_rows: Array.isArray(ids) ? ids.length : 1 },
      })),
    /** The database's consent rule refusing a move along the funnel. */
    changeMembersStatusRefused: (): GraphQLHandler =>
      handlers.errors(ChangeCampaignMembersStatusDocument, [
        {
          message: 'rule "campaign_member_consent": the client has not consented to the email channel',
          extensions: { code: 'constraint-violation', path: '$' },
        },
      ]),
    removeMembers: (): GraphQLHandler =>
      handlers.data(RemoveCampaignMembersDocument, ({ ids }) => ({
        delete_campaign_members: { affected_rows: Array.isArray(ids) ? ids.length : 1 },
      })),
  };
}

export function campaignHandlers(graphqlUrl: string): GraphQLHandler[] {
  const h = createCampaignHandlers(graphqlUrl);
  return [
    h.list(),
    h.byId(),
    h.members(),
    h.segmentCount(),
    h.contactable(),
    h.create(),
    h.update(),
    h.changeStatus(),
    h.addMembers(),
    h.changeMembersStatus(),
    h.removeMembers(),
  ];
}
