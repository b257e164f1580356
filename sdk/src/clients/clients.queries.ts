import {
  CLIENT_KINDS,
  CLIENT_STATUSES,
  normalizeNip,
  type ClientKind,
  type ClientStatus,
} from '@rampa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type { Clients_Bool_Exp, Clients_Order_By, Order_By } from '../gql/graphql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { RoleSource } from '../session/activeRole';
import {
  ClientByCodeDocument,
  ClientConsentFragment,
  ClientContactFragment,
  ClientDetailFragment,
  ClientHistoryDocument,
  ClientListDocument,
  ClientListItemFragment,
  ClientOrganizationsDocument,
  ClientOwnersDocument,
  ClientsByNipDocument,
} from './clients.documents';
import { CLIENT_SORT_FIELDS, DEFAULT_CLIENT_PAGE_SIZE, type ClientSortField } from './clients.constants';

// The list's options are in a module of their own, without documents: the app's route files (its first load) read them.
export { CLIENT_SORT_FIELDS, DEFAULT_CLIENT_PAGE_SIZE, type ClientSortField };

/** The status and kind codes live in @rampa/domain; the sdk hands them on. */
export { CLIENT_KINDS, CLIENT_STATUSES, type ClientKind, type ClientStatus };
/** Counting stops here: a huge organization's list stays fast, and shows "ponad 10 000". */
export const CLIENT_COUNT_CAP = 10_000;

/**
 * The total of a page whose count stopped at `countLimit` (`counted` of at most the cap + 1): the count as it is,
 * or the cap as a lower bound. A lower bound's page that came back short but not empty is the last one, and tells
 * the exact total: so the pages past the cap end where the rows do.
 */
export function pageTotal(counted: number, offset: number, rows: number, pageSize: number, cap: number) {
  if (counted <= cap) return { total: counted, totalIsLowerBound: false };
  if (rows > 0 && rows < pageSize) return { total: offset + rows, totalIsLowerBound: false };
  return { total: cap, totalIsLowerBound: true };
}

/** The list's state as it sits in the URL: every key optional, defaults applied here. */
export interface ClientListFilters {
  search?: string;
  status?: readonly ClientStatus[];
  kind?: ClientKind;
  city?: string;
  voivodeship?: readonly string[];
  ownerId?: string;
  /** Only the clients whose owner is this user ("Moi klienci"): his profiles, whichever organization role. */
  ownerUserId?: string;
  tags?: readonly string[];
  /** Added at or after this instant (ISO timestamp): "Nowi klienci" of the start page. */
  createdFrom?: string;
  sort?: ClientSortField;
  direction?: 'asc' | 'desc';
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A Postgres array literal: Hasura takes array columns (`_text`) in this form. */
export const toPgArray = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** The `where` of a filter: search over name, code, NIP and city (the trigram-indexed columns). */
export function clientWhere(filters: ClientListFilters): Clients_Bool_Exp {
  const and: Clients_Bool_Exp[] = [];
  const search = filters.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const or: Clients_Bool_Exp[] = [
      { name: { _ilike: pattern } },
      { code: { _ilike: pattern } },
      { city: { _ilike: pattern } },
    ];
    const digits = normalizeNip(search);
    or.push({ nip: { _ilike: /^\d+$/.test(digits) ? `%${digits}%` : pattern } });
    and.push({ _or: or });
  }
  if (filters.status?.length) and.push({ status: { _in: [...filters.status] } });
  if (filters.kind) and.push({ kind: { _eq: filters.kind } });
  if (filters.city?.trim()) and.push({ city: { _ilike: escapeLike(filters.city.trim()) } });
  if (filters.voivodeship?.length) and.push({ voivodeship: { _in: [...filters.voivodeship] } });
  if (filters.ownerId) and.push({ owner_id: { _eq: filters.ownerId } });
  if (filters.ownerUserId) and.push({ owner: { user_id: { _eq: filters.ownerUserId } } });
  if (filters.tags?.length) and.push({ tags: { _contains: toPgArray(filters.tags) } });
  if (filters.createdFrom) and.push({ created_at: { _gte: filters.createdFrom } });
  if (and.length === 0) return {};
  return and.length === 1 ? and[0]! : { _and: and };
}

export function clientOrderBy(filters: ClientListFilters): Clients_Order_By[] {
  const direction: Order_By = filters.direction ?? 'asc';
  // The id breaks ties, so pages never repeat or skip a row.
  return [{ [filters.sort ?? 'name']: direction }, { id: 'asc' }];
}

/** Query keys: everything Klienci starts with `['clients']`, so one invalidation refreshes it all. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (role: string, filters: ClientListFilters) => [...clientKeys.lists(), role, filters] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  byCode: (role: string, code: string) => [...clientKeys.details(), role, code] as const,
  history: (role: string, clientId: string, page: number) =>
    [...clientKeys.all, 'history', role, clientId, page] as const,
  byNip: (role: string, nip: string) => [...clientKeys.all, 'by-nip', role, nip] as const,
  owners: (role: string) => [...clientKeys.all, 'owners', role] as const,
  organizations: (role: string) => [...clientKeys.all, 'organizations', role] as const,
};

export const CLIENT_HISTORY_PAGE_SIZE = 50;

/**
 * Query options for the Klienci screens, as the active role (`x-hasura-role`) sees them. Rows come back
 * unmasked, so lists, CSV export and forms read them directly.
 */
export function createClientQueries(graphql: GraphqlClient, activeRole: RoleSource) {
  // Read when the options are made: the query key and the `x-hasura-role` header always name the same role.
  const asRole = () => {
    const role = activeRole() ?? '';
    return { role, options: role ? { role } : {} };
  };
  return {
    list: (filters: ClientListFilters = {}) => {
      const { role, options } = asRole();
      const pageSize = filters.pageSize ?? DEFAULT_CLIENT_PAGE_SIZE;
      const page = Math.max(1, filters.page ?? 1);
      const offset = (page - 1) * pageSize;
      return queryOptions({
        queryKey: clientKeys.list(role, filters),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(
            ClientListDocument,
            {
              where: clientWhere(filters),
              orderBy: clientOrderBy(filters),
              limit: pageSize,
              offset,
              countLimit: CLIENT_COUNT_CAP + 1,
            },
            { ...options, signal },
          );
          const rows = data.clients.map((row) => getFragmentData(ClientListItemFragment, row));
          const counted = data.clients_aggregate.aggregate?.count ?? 0;
          return {
            rows,
            ...pageTotal(counted, offset, rows.length, pageSize, CLIENT_COUNT_CAP),
            page,
            pageSize,
          };
        },
        placeholderData: keepPreviousData,
      });
    },
    byCode: (code: string) => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: clientKeys.byCode(role, code),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(ClientByCodeDocument, { code }, { ...options, signal });
          const row = data.clients[0];
          if (!row) return null;
          return {
            ...getFragmentData(ClientDetailFragment, row),
            owner: row.owner,
            contacts: row.contacts.map((contact) => getFragmentData(ClientContactFragment, contact)),
            consents: row.consents.map((consent) => getFragmentData(ClientConsentFragment, consent)),
          };
        },
      });
    },
    /** The organization's clients with this NIP (given in any format; compared as ten digits). */
    byNip: (nip: string) => {
      const { role, options } = asRole();
      const digits = normalizeNip(nip);
      return queryOptions({
        queryKey: clientKeys.byNip(role, digits),
        queryFn: async ({ signal }) =>
          (await graphql.request(ClientsByNipDocument, { nip: digits }, { ...options, signal })).clients,
      });
    },
    history: (clientId: string, page = 1) => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: clientKeys.history(role, clientId, page),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(
            ClientHistoryDocument,
            { clientId, limit: CLIENT_HISTORY_PAGE_SIZE, offset: (page - 1) * CLIENT_HISTORY_PAGE_SIZE },
            { ...options, signal },
          );
          return { entries: data.audit_log, total: data.audit_log_aggregate.aggregate?.count ?? 0 };
        },
      });
    },
    owners: () => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: clientKeys.owners(role),
        queryFn: async ({ signal }) =>
          (await graphql.request(ClientOwnersDocument, {}, { ...options, signal })).profiles,
      });
    },
    organizations: () => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: clientKeys.organizations(role),
        queryFn: async ({ signal }) =>
          (await graphql.request(ClientOrganizationsDocument, {}, { ...options, signal })).organizations,
      });
    },
  };
}

export type ClientQueries = ReturnType<typeof createClientQueries>;
export type ClientListPage = Awaited<ReturnType<NonNullable<ReturnType<ClientQueries['list']>['queryFn']>>>;
export type ClientDetails = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<ClientQueries['byCode']>['queryFn']>>>
>;
