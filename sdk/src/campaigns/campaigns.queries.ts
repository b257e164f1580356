import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_MEMBER_STATUSES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TRANSITIONS,
  CONTACT_REASONS,
  canChangeCampaignStatus,
  needsConsent,
  type CampaignChannel,
  type CampaignMemberStatus,
  type CampaignStatus,
  type ContactReason,
} from '@rampa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type { Campaign_Members_Bool_Exp, Campaigns_Bool_Exp, Clients_Bool_Exp } from '../gql/graphql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { RoleSource } from '../session/activeRole';
import { clientWhere, type ClientListFilters } from '../clients/clients.queries';
import {
  CampaignByIdDocument,
  CampaignListDocument,
  CampaignListItemFragment,
  CampaignMembersDocument,
  CampaignResultsFragment,
  SegmentContactableClientsDocument,
  SegmentCountDocument,
} from './campaigns.documents';
import {
  CAMPAIGN_MEMBERS_PAGE_SIZE,
  DEFAULT_CAMPAIGN_PAGE_SIZE,
  MAX_SEGMENT_MEMBERS,
} from './campaigns.constants';

export {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_MEMBER_STATUSES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TRANSITIONS,
  CONTACT_REASONS,
  canChangeCampaignStatus,
  needsConsent,
  type CampaignChannel,
  type CampaignMemberStatus,
  type CampaignStatus,
  type ContactReason,
};

/**
 * A campaign's segment: the clients list's filters, in the shape of its URL state (`?q=…&status=active&
 * voivodeship=…`), stored as `campaigns.segment`. "Moi klienci" is saved as the owner it meant.
 */
export interface CampaignSegment {
  q?: string;
  status?: string[];
  kind?: string;
  city?: string;
  voivodeship?: string[];
  owner?: string;
  tags?: string[];
}

/** The clients' `where` of a segment: the clients list's own filter, so both count the same clients. */
export function segmentWhere(segment: CampaignSegment): Clients_Bool_Exp {
  const filters: ClientListFilters = {
    search: segment.q,
    status: segment.status as ClientListFilters['status'],
    kind: segment.kind as ClientListFilters['kind'],
    city: segment.city,
    voivodeship: segment.voivodeship,
    ownerId: segment.owner,
    tags: segment.tags,
  };
  return clientWhere(filters);
}

/** The segment's clients whose contactability on the channel is `reason`. */
export function segmentReasonWhere(
  segment: CampaignSegment,
  channel: CampaignChannel,
  reason: ContactReason,
): Clients_Bool_Exp {
  return {
    _and: [segmentWhere(segment), { channel_status: { channel: { _eq: channel }, reason: { _eq: reason } } }],
  };
}

export interface CampaignListFilters {
  status?: readonly CampaignStatus[];
  channel?: readonly CampaignChannel[];
  search?: string;
  page?: number;
  pageSize?: number;
}

export function campaignWhere(filters: CampaignListFilters): Campaigns_Bool_Exp {
  const and: Campaigns_Bool_Exp[] = [];
  if (filters.status?.length) and.push({ status: { _in: [...filters.status] } });
  if (filters.channel?.length) and.push({ channel: { _in: [...filters.channel] } });
  const search = filters.search?.trim();
  if (search) and.push({ name: { _ilike: `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` } });
  if (and.length === 0) return {};
  return and.length === 1 ? and[0]! : { _and: and };
}

export interface CampaignMemberFilters {
  status?: readonly CampaignMemberStatus[];
  /**
   * Only the members who may be contacted on this channel now (`client_channel_status.reason` ok): not a
   * withdrawn or missing consent, a missing address or a blocked client. The CSV export of contacts uses it.
   */
  contactableOn?: CampaignChannel;
  page?: number;
  pageSize?: number;
}

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (role: string, filters: CampaignListFilters) => [...campaignKeys.all, 'list', role, filters] as const,
  detail: (role: string, id: string) => [...campaignKeys.all, 'detail', role, id] as const,
  members: (role: string, id: string, filters: CampaignMemberFilters) =>
    [...campaignKeys.all, 'members', role, id, filters] as const,
  contactable: (role: string, channel: CampaignChannel, segment: CampaignSegment) =>
    [...campaignKeys.all, 'contactable', role, channel, segment] as const,
  segmentCount: (role: string, channel: CampaignChannel, segment: CampaignSegment) =>
    [...campaignKeys.all, 'segment-count', role, channel, segment] as const,
};

const count = (node: { aggregate?: { count: number } | null }) => node.aggregate?.count ?? 0;

export function createCampaignQueries(graphql: GraphqlClient, activeRole: RoleSource) {
  const asRole = () => {
    const role = activeRole() ?? '';
    return { role, options: role ? { role } : {} };
  };
  return {
    list: (filters: CampaignListFilters = {}) => {
      const { role, options } = asRole();
      const pageSize = filters.pageSize ?? DEFAULT_CAMPAIGN_PAGE_SIZE;
      const page = Math.max(1, filters.page ?? 1);
      return queryOptions({
        queryKey: campaignKeys.list(role, filters),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(
            CampaignListDocument,
            {
              where: campaignWhere(filters),
              orderBy: [{ starts_on: 'desc_nulls_first' }, { id: 'asc' }],
              limit: pageSize,
              offset: (page - 1) * pageSize,
            },
            { ...options, signal },
          );
          return {
            rows: data.campaigns.map((row) => {
              const item = getFragmentData(CampaignListItemFragment, row);
              return { ...item, results: getFragmentData(CampaignResultsFragment, item.results) ?? null };
            }),
            total: count(data.campaigns_aggregate),
            page,
            pageSize,
          };
        },
        placeholderData: keepPreviousData,
      });
    },
    byId: (id: string) => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: campaignKeys.detail(role, id),
        queryFn: async ({ signal }) => {
          const row = (await graphql.request(CampaignByIdDocument, { id }, { ...options, signal }))
            .campaigns_by_pk;
          if (!row) return null;
          const item = getFragmentData(CampaignListItemFragment, row);
          return {
            ...item,
            description: row.description ?? null,
            owner_id: row.owner_id ?? null,
            segment: (row.segment ?? {}) as CampaignSegment,
            created_at: row.created_at,
            updated_at: row.updated_at,
            results: getFragmentData(CampaignResultsFragment, item.results) ?? null,
          };
        },
      });
    },
    members: (campaignId: string, filters: CampaignMemberFilters = {}) => {
      const { role, options } = asRole();
      const pageSize = filters.pageSize ?? CAMPAIGN_MEMBERS_PAGE_SIZE;
      const page = Math.max(1, filters.page ?? 1);
      const where: Campaign_Members_Bool_Exp = {
        campaign_id: { _eq: campaignId },
        ...(filters.status?.length ? { status: { _in: [...filters.status] } } : {}),
        ...(filters.contactableOn
          ? { client: { channel_status: { channel: { _eq: filters.contactableOn }, reason: { _eq: 'ok' } } } }
          : {}),
      };
      return queryOptions({
        queryKey: campaignKeys.members(role, campaignId, filters),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(
            CampaignMembersDocument,
            { where, limit: pageSize, offset: (page - 1) * pageSize },
            { ...options, signal },
          );
          return {
            rows: data.campaign_members,
            total: count(data.campaign_members_aggregate),
            page,
            pageSize,
          };
        },
        placeholderData: keepPreviousData,
      });
    },
    /** The ids of the segment's clients who may be contacted on the channel (at most {@link MAX_SEGMENT_MEMBERS}). */
    contactableClients: (channel: CampaignChannel, segment: CampaignSegment) => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: campaignKeys.contactable(role, channel, segment),
        queryFn: async ({ signal }) =>
          (
            await graphql.request(
              SegmentContactableClientsDocument,
              { where: segmentReasonWhere(segment, channel, 'ok'), limit: MAX_SEGMENT_MEMBERS },
              { ...options, signal },
            )
          ).clients.map((client) => client.id),
        staleTime: 0,
      });
    },
    /**
     * How many clients the segment matches, how many may be contacted on the channel, how many may not and
     * why, and the first of those left out (by name) with their reason.
     */
    segmentCount: (channel: CampaignChannel, segment: CampaignSegment) => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: campaignKeys.segmentCount(role, channel, segment),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(
            SegmentCountDocument,
            {
              all: segmentWhere(segment),
              ok: segmentReasonWhere(segment, channel, 'ok'),
              blocked: segmentReasonWhere(segment, channel, 'blocked'),
              withdrawn: segmentReasonWhere(segment, channel, 'withdrawn'),
              noConsent: segmentReasonWhere(segment, channel, 'no_consent'),
              noAddress: segmentReasonWhere(segment, channel, 'no_address'),
              channel,
            },
            { ...options, signal },
          );
          return {
            matching: count(data.all),
            contactable: count(data.ok),
            excludedBy: {
              blocked: count(data.blocked),
              withdrawn: count(data.withdrawn),
              no_consent: count(data.noConsent),
              no_address: count(data.noAddress),
            } satisfies Record<Exclude<ContactReason, 'ok'>, number>,
            excluded: data.excluded.map((client) => ({
              id: client.id,
              code: client.code,
              name: client.name,
              reason: (client.channel_status[0]?.reason ?? 'no_consent') as ContactReason,
            })),
          };
        },
        placeholderData: keepPreviousData,
      });
    },
  };
}

export type CampaignQueries = ReturnType<typeof createCampaignQueries>;
export type CampaignListPage = Awaited<
  ReturnType<NonNullable<ReturnType<CampaignQueries['list']>['queryFn']>>
>;
export type CampaignDetails = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<CampaignQueries['byId']>['queryFn']>>>
>;
export type CampaignMembersPage = Awaited<
  ReturnType<NonNullable<ReturnType<CampaignQueries['members']>['queryFn']>>
>;
export type SegmentCount = Awaited<
  ReturnType<NonNullable<ReturnType<CampaignQueries['segmentCount']>['queryFn']>>
>;
