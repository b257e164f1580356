import {
  DELIVERY_NOTICE_STATUSES,
  NOTICE_DIRECTIONS,
  zonedInstant,
  type DeliveryNoticeStatus,
  type NoticeDirection,
} from '@rampa/domain';
import {
  DEFAULT_NOTICE_PAGE_SIZE,
  NOTICE_SORT_FIELDS,
  type NoticeListFilters,
  type NoticeSortField,
} from '@rampa/sdk';
import { asList, asNumber, dayText, listOf, oneOf, text, uuid, wholeNumber } from '../../lib/searchParams';

// The awizacje list's whole state lives in the URL (`/handlowiec/awizacje/lista?q=…&status=draft&page=2`), so
// back, forward, reload and a shared link all restore it. Defaults are left out of the URL.

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_SORT: NoticeSortField = 'planned_start';
/** Days in the URL and the filter are the warehouses' calendar days. */
export const LIST_TIME_ZONE = 'Europe/Warsaw';

export interface NoticeListSearch {
  /** Number, plate, client name or an exact reference number. */
  q?: string;
  status?: DeliveryNoticeStatus[];
  direction?: NoticeDirection;
  /** The client's code (`KL-000001`), as the client pages link to it; the page looks its id up. */
  client?: string;
  warehouse?: string;
  /** A ramp of the chosen warehouse; dropped without one. */
  ramp?: string;
  /** Planned start from this day (inclusive), "YYYY-MM-DD". */
  from?: string;
  /** Planned start up to this day (inclusive), "YYYY-MM-DD". */
  to?: string;
  /** Only the awizacje the signed-in user created (`?mine=true`, the start page's "Moje szkice"). */
  mine?: boolean;
  sort?: NoticeSortField;
  dir?: 'asc' | 'desc';
  /** 1-based. */
  page?: number;
  size?: number;
}

const clientCode = text(40);
const checks = {
  q: text(200),
  status: listOf(oneOf(DELIVERY_NOTICE_STATUSES)),
  direction: oneOf(NOTICE_DIRECTIONS),
  client: (value: unknown) => clientCode(value)?.toUpperCase(),
  warehouse: uuid,
  ramp: uuid,
  day: dayText,
  sort: oneOf(NOTICE_SORT_FIELDS),
  dir: oneOf(['asc', 'desc']),
  page: wholeNumber(1, 1_000_000),
  size: oneOf(PAGE_SIZES),
};
const isRealDay = (value: string | undefined) =>
  value !== undefined && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;

/** The default order of a sort field: the newest window first, everything else A→Z. */
export const defaultDir = (sort: NoticeSortField): 'asc' | 'desc' =>
  sort === 'planned_start' || sort === 'created_at' || sort === 'updated_at' ? 'desc' : 'asc';

/** `validateSearch` of the list route: a malformed key is dropped rather than failing the page. */
export function parseNoticeListSearch(raw: Record<string, unknown>): NoticeListSearch {
  const status = checks.status(asList(raw.status));
  return cleanNoticeListSearch({
    q: checks.q(raw.q),
    status: status ? [...new Set(status)] : undefined,
    direction: checks.direction(raw.direction),
    client: checks.client(raw.client),
    warehouse: checks.warehouse(raw.warehouse),
    ramp: checks.ramp(raw.ramp),
    from: isRealDay(checks.day(raw.from)),
    to: isRealDay(checks.day(raw.to)),
    mine: raw.mine === true || raw.mine === 'true' ? true : undefined,
    sort: checks.sort(raw.sort),
    dir: checks.dir(raw.dir),
    page: checks.page(asNumber(raw.page)),
    size: checks.size(asNumber(raw.size)),
  });
}

/** Drops empty and default values, so equal states have equal URLs. */
export function cleanNoticeListSearch(search: NoticeListSearch): NoticeListSearch {
  const clean: NoticeListSearch = {};
  if (search.q?.trim()) clean.q = search.q.trim();
  if (search.status?.length) clean.status = search.status;
  if (search.direction) clean.direction = search.direction;
  if (search.client?.trim()) clean.client = search.client.trim().toUpperCase();
  if (search.warehouse) clean.warehouse = search.warehouse;
  if (search.warehouse && search.ramp) clean.ramp = search.ramp;
  if (search.from) clean.from = search.from;
  if (search.to) clean.to = search.to;
  if (search.mine) clean.mine = true;
  const sort = search.sort ?? DEFAULT_SORT;
  if (sort !== DEFAULT_SORT) clean.sort = sort;
  if (search.dir && search.dir !== defaultDir(sort)) clean.dir = search.dir;
  if (search.page && search.page > 1) clean.page = search.page;
  if (search.size && search.size !== DEFAULT_NOTICE_PAGE_SIZE) clean.size = search.size;
  return clean;
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The id a client filter uses when the URL's code names no client: it matches no notice. */
export const NO_CLIENT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The sdk list filters for a URL state; every key present, so equal states share one query key. `clientId` is
 * the id of `search.client` (looked up by the caller; null when no client has that code), `userId` the
 * signed-in user's, for `mine`.
 */
export function noticeListFilters(
  search: NoticeListSearch,
  ids: { clientId?: string | null; userId?: string } = {},
): NoticeListFilters {
  const { clientId, userId } = ids;
  const sort = search.sort ?? DEFAULT_SORT;
  return {
    search: search.q ?? '',
    status: search.status ?? [],
    direction: search.direction,
    clientId: search.client ? (clientId ?? NO_CLIENT_ID) : undefined,
    warehouseId: search.warehouse,
    rampId: search.warehouse ? search.ramp : undefined,
    from: search.from ? zonedInstant(search.from, 0, LIST_TIME_ZONE).toISOString() : undefined,
    to: search.to ? zonedInstant(nextDay(search.to), 0, LIST_TIME_ZONE).toISOString() : undefined,
    createdBy: search.mine ? userId : undefined,
    sort,
    order: search.dir ?? defaultDir(sort),
    page: search.page ?? 1,
    pageSize: search.size ?? DEFAULT_NOTICE_PAGE_SIZE,
  };
}

/** Filter changes start again at page 1. */
export function withFilter(search: NoticeListSearch, patch: NoticeListSearch): NoticeListSearch {
  return cleanNoticeListSearch({ ...search, ...patch, page: 1 });
}

export function hasFilters(search: NoticeListSearch): boolean {
  return Boolean(
    search.q ||
    search.status?.length ||
    search.direction ||
    search.client ||
    search.warehouse ||
    search.from ||
    search.to ||
    search.mine,
  );
}
