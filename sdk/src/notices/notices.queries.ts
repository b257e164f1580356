import {
  DELIVERY_NOTICE_STATUSES,
  freeSlots,
  NOTICE_DIRECTIONS,
  normalizePlate,
  RAMP_HOLDING_STATUSES,
  zonedInstant,
  type DeliveryNoticeStatus,
  type NoticeDirection,
  type OpeningHours,
  type RampKind,
} from '@rampa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type {
  Delivery_Notices_Bool_Exp,
  Delivery_Notices_Order_By,
  Order_By,
  Products_Bool_Exp,
} from '../gql/graphql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { RoleSource } from '../session/activeRole';
import type { StorageClient } from '../storage/storageClient';
import {
  NoticeAttachmentFragment,
  NoticeByIdDocument,
  NoticeDetailFragment,
  NoticeDriversDocument,
  NoticeEventFragment,
  NoticeItemFragment,
  NoticeListDocument,
  NoticeListItemFragment,
  NoticeProductsDocument,
  NoticeSlotsDocument,
} from './notices.documents';
import { NOTICE_SORT_FIELDS, DEFAULT_NOTICE_PAGE_SIZE, type NoticeSortField } from './notices.constants';

// The list's options are in a module of their own, without documents: the app's route files (its first load) read them.
export { NOTICE_SORT_FIELDS, DEFAULT_NOTICE_PAGE_SIZE, type NoticeSortField };

/** The status and direction codes live in @rampa/domain; the sdk hands them on. */
export { DELIVERY_NOTICE_STATUSES, NOTICE_DIRECTIONS, type DeliveryNoticeStatus, type NoticeDirection };
/** Counting stops here: a huge organization's list stays fast, and shows "ponad 10 000". */
export const NOTICE_COUNT_CAP = 10_000;
export const NOTICE_PRODUCTS_LIMIT = 20;

/** The list's state as it sits in the URL: every key optional, defaults applied here. */
export interface NoticeListFilters {
  /** Number, truck or trailer plate, client name, or an exact reference number. */
  search?: string;
  status?: readonly DeliveryNoticeStatus[];
  direction?: NoticeDirection;
  clientId?: string;
  warehouseId?: string;
  rampId?: string;
  /** Planned start from (inclusive) and to (exclusive), ISO timestamps. */
  from?: string;
  to?: string;
  /** Only the awizacje this user created ("Moje szkice" of the start page). */
  createdBy?: string;
  sort?: NoticeSortField;
  order?: 'asc' | 'desc';
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function noticeWhere(filters: NoticeListFilters): Delivery_Notices_Bool_Exp {
  const and: Delivery_Notices_Bool_Exp[] = [];
  const search = filters.search?.trim().toLowerCase();
  if (search) {
    // search_text: number, plates, client name, references and carrier, lower case, trigram-indexed.
    const patterns = new Set([search, normalizePlate(search).toLowerCase()]);
    const or = [...patterns].map((text) => ({ search_text: { _like: `%${escapeLike(text)}%` } }));
    and.push(or.length === 1 ? or[0]! : { _or: or });
  }
  if (filters.status?.length) and.push({ status: { _in: [...filters.status] } });
  if (filters.direction) and.push({ direction: { _eq: filters.direction } });
  if (filters.clientId) and.push({ client_id: { _eq: filters.clientId } });
  if (filters.warehouseId) and.push({ warehouse_id: { _eq: filters.warehouseId } });
  if (filters.rampId) and.push({ ramp_id: { _eq: filters.rampId } });
  if (filters.from) and.push({ planned_start: { _gte: filters.from } });
  if (filters.to) and.push({ planned_start: { _lt: filters.to } });
  if (filters.createdBy) and.push({ created_by: { _eq: filters.createdBy } });
  if (and.length === 0) return {};
  return and.length === 1 ? and[0]! : { _and: and };
}

export function noticeOrderBy(filters: NoticeListFilters): Delivery_Notices_Order_By[] {
  const sort = filters.sort ?? 'planned_start';
  const order: Order_By = filters.order ?? (sort === 'planned_start' ? 'desc' : 'asc');
  const first: Delivery_Notices_Order_By =
    sort === 'client' ? { client: { name: order } } : { [sort]: order };
  // The id breaks ties, so pages never repeat or skip a row.
  return [first, { id: 'asc' }];
}

/** One page of the list on the wire: the same for the list query and its live subscription. */
export function noticePageVariables(filters: NoticeListFilters) {
  const pageSize = filters.pageSize ?? DEFAULT_NOTICE_PAGE_SIZE;
  const page = Math.max(1, filters.page ?? 1);
  return {
    page,
    pageSize,
    variables: {
      where: noticeWhere(filters),
      orderBy: noticeOrderBy(filters),
      limit: pageSize,
      offset: (page - 1) * pageSize,
    },
  };
}

/** Query keys: everything Awizacje starts with `['notices']`, so one invalidation refreshes it all. */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (role: string, filters: NoticeListFilters) => [...noticeKeys.lists(), role, filters] as const,
  byId: (role: string, id: string) => [...noticeKeys.all, 'detail', role, id] as const,
  slots: (role: string, params: NoticeSlotsParams) => [...noticeKeys.all, 'slots', role, params] as const,
  products: (role: string, search: string) => [...noticeKeys.all, 'products', role, search] as const,
  drivers: (role: string) => [...noticeKeys.all, 'drivers', role] as const,
  attachmentUrl: (role: string, fileId: string) =>
    [...noticeKeys.all, 'attachmentUrl', role, fileId] as const,
};

export interface NoticeSlotsParams {
  warehouseId: string;
  /** The warehouse's calendar day, "YYYY-MM-DD". */
  date: string;
  direction: NoticeDirection;
  /** Default: the warehouse's slot length. */
  durationMinutes?: number;
  /** The notice being edited: its own booking does not block it. */
  ignoreNoticeId?: string;
}

export interface RampSlots {
  ramp: { id: string; code: string; name: string; kind: RampKind; active: boolean };
  /** Free windows on the slot grid, in time order. */
  free: { start: string; end: string }[];
  /** The ramp's bookings that day (confirmed, arrived, in progress). */
  taken: { noticeId: string; number: string; start: string; end: string }[];
}

/**
 * Query options for Awizacje, as the active role (`x-hasura-role`) sees them. Rows come back unmasked,
 * so lists, CSV export and forms read them directly.
 */
export function createNoticeQueries(graphql: GraphqlClient, storage: StorageClient, activeRole: RoleSource) {
  const asRole = () => {
    const role = activeRole() ?? '';
    return { role, options: role ? { role } : {} };
  };
  return {
    list: (filters: NoticeListFilters = {}) => {
      const { role, options } = asRole();
      const { page, pageSize, variables } = noticePageVariables(filters);
      return queryOptions({
        queryKey: noticeKeys.list(role, filters),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(
            NoticeListDocument,
            { ...variables, countLimit: NOTICE_COUNT_CAP + 1 },
            { ...options, signal },
          );
          const counted = data.delivery_notices_aggregate.aggregate?.count ?? 0;
          return {
            rows: data.delivery_notices.map((row) => getFragmentData(NoticeListItemFragment, row)),
            total: Math.min(counted, NOTICE_COUNT_CAP),
            totalIsLowerBound: counted > NOTICE_COUNT_CAP,
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
        queryKey: noticeKeys.byId(role, id),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(NoticeByIdDocument, { id }, { ...options, signal });
          const row = data.delivery_notices_by_pk;
          if (!row) return null;
          return {
            ...getFragmentData(NoticeDetailFragment, row),
            client: row.client,
            warehouse: row.warehouse,
            ramp: row.ramp ?? null,
            driver: row.driver ?? null,
            items: row.items.map((item) => getFragmentData(NoticeItemFragment, item)),
            events: row.events.map((event) => getFragmentData(NoticeEventFragment, event)),
            attachments: row.attachments.map((a) => getFragmentData(NoticeAttachmentFragment, a)),
          };
        },
      });
    },
    /** Free slots per ramp for a warehouse, day and direction, from its opening hours and bookings. */
    slots: (params: NoticeSlotsParams) => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: noticeKeys.slots(role, params),
        queryFn: async ({ signal }): Promise<RampSlots[] | null> => {
          // Bookings starting from the day before to the day after: a booking lies inside one day's opening
          // hours, so this holds every one that touches the day in any time zone; the zone decides below.
          const from = new Date(Date.parse(`${params.date}T00:00:00Z`) - 86_400_000).toISOString();
          const to = new Date(Date.parse(`${params.date}T00:00:00Z`) + 2 * 86_400_000).toISOString();
          const data = await graphql.request(
            NoticeSlotsDocument,
            { warehouseId: params.warehouseId, from, to },
            { ...options, signal },
          );
          const warehouse = data.warehouses_by_pk;
          if (!warehouse) return null;
          const dayStart = zonedInstant(params.date, 0, warehouse.time_zone);
          const dayEnd = zonedInstant(params.date, 24 * 60, warehouse.time_zone);
          const bookings = data.delivery_notices
            .filter((n) => n.id !== params.ignoreNoticeId && n.ramp_id)
            .map((n) => ({
              noticeId: n.id,
              number: n.number,
              rampId: n.ramp_id!,
              start: new Date(n.planned_start as string),
              end: new Date(n.planned_end as string),
            }))
            .filter((b) => b.start < dayEnd && dayStart < b.end);
          const ramps = warehouse.ramps.map((r) => ({ ...r, kind: r.kind as RampKind }));
          const free = freeSlots({
            date: params.date,
            direction: params.direction,
            openingHours: warehouse.opening_hours as OpeningHours,
            timeZone: warehouse.time_zone,
            slotMinutes: warehouse.slot_minutes,
            durationMinutes: params.durationMinutes,
            ramps,
            bookings,
          });
          return ramps
            .filter((ramp) => free.has(ramp.id))
            .map((ramp) => ({
              ramp,
              free: free
                .get(ramp.id)!
                .map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
              taken: bookings
                .filter((b) => b.rampId === ramp.id)
                .map((b) => ({
                  noticeId: b.noticeId,
                  number: b.number,
                  start: b.start.toISOString(),
                  end: b.end.toISOString(),
                })),
            }));
        },
      });
    },
    /** Active products for goods lines: search over name, SKU and EAN. */
    products: (search = '') => {
      const { role, options } = asRole();
      const text = search.trim();
      return queryOptions({
        queryKey: noticeKeys.products(role, text),
        queryFn: async ({ signal }) => {
          const and: Products_Bool_Exp[] = [{ active: { _eq: true } }];
          if (text) {
            const pattern = `%${escapeLike(text)}%`;
            and.push({
              _or: [{ name: { _ilike: pattern } }, { sku: { _ilike: pattern } }, { ean: { _eq: text } }],
            });
          }
          const data = await graphql.request(
            NoticeProductsDocument,
            { where: { _and: and }, limit: NOTICE_PRODUCTS_LIMIT },
            { ...options, signal },
          );
          return data.products;
        },
        placeholderData: keepPreviousData,
      });
    },
    /** The organization's kierowcy, for the driver field. */
    drivers: () => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: noticeKeys.drivers(role),
        queryFn: async ({ signal }) =>
          (await graphql.request(NoticeDriversDocument, {}, { ...options, signal })).profiles,
      });
    },
    /** A short-lived download link for an attachment (storage presigned URL, in the active role). */
    attachmentUrl: (fileId: string) => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: noticeKeys.attachmentUrl(role, fileId),
        queryFn: ({ signal }) => storage.getPresignedUrl(fileId, { ...options, signal }),
        staleTime: 60_000,
      });
    },
  };
}

export { RAMP_HOLDING_STATUSES };
export type NoticeQueries = ReturnType<typeof createNoticeQueries>;
export type NoticeListPage = Awaited<ReturnType<NonNullable<ReturnType<NoticeQueries['list']>['queryFn']>>>;
export type NoticeDetails = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<NoticeQueries['byId']>['queryFn']>>>
>;
