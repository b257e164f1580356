import { DEFAULT_TIME_ZONE, zonedInstant } from '@rampa/domain';
import {
  CLIENT_KINDS,
  CLIENT_SORT_FIELDS,
  CLIENT_STATUSES,
  DEFAULT_CLIENT_PAGE_SIZE,
  type ClientKind,
  type ClientListFilters,
  type ClientSortField,
  type ClientStatus,
} from '@rampa/sdk';
import { VOIVODESHIPS } from './voivodeships';
import { asList, asNumber, dayText, listOf, oneOf, text, uuid, wholeNumber } from '../../lib/searchParams';

// The client list's whole state lives in the URL (`/handlowiec/klienci/lista?q=…&status=…&page=2`), so back,
// forward, reload and a shared link all restore it. Defaults are left out of the URL.

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_SORT: ClientSortField = 'name';

export interface ClientListSearch {
  /** Search over name, code, NIP and city. */
  q?: string;
  status?: ClientStatus[];
  kind?: ClientKind;
  city?: string;
  voivodeship?: string[];
  /** Owner (handlowiec) profile id. */
  owner?: string;
  /** "Moi klienci": only the signed-in user's clients (`?mine=true`). */
  mine?: boolean;
  tags?: string[];
  /** Added on or after this day (inclusive, the warehouses' calendar), "YYYY-MM-DD". */
  from?: string;
  sort?: ClientSortField;
  dir?: 'asc' | 'desc';
  /** 1-based. */
  page?: number;
  size?: number;
}

const checks = {
  q: text(200),
  status: listOf(oneOf(CLIENT_STATUSES)),
  kind: oneOf(CLIENT_KINDS),
  city: text(200),
  voivodeship: listOf(oneOf(VOIVODESHIPS)),
  owner: uuid,
  mine: oneOf([true]),
  tags: listOf(text(200), 50),
  day: dayText,
  sort: oneOf(CLIENT_SORT_FIELDS),
  dir: oneOf(['asc', 'desc']),
  page: wholeNumber(1, 1_000_000),
  size: oneOf(PAGE_SIZES),
};

const isRealDay = (value: string | undefined) =>
  value !== undefined && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;

/**
 * `validateSearch` of the list route: every key is checked on its own; a malformed one is dropped rather than
 * failing the page, and defaults are removed so equal states have equal URLs.
 */
export function parseClientListSearch(raw: Record<string, unknown>): ClientListSearch {
  const dedupe = <T>(list: T[] | undefined) => (list ? [...new Set(list)] : undefined);
  return cleanClientListSearch({
    q: checks.q(raw.q),
    status: dedupe(checks.status(asList(raw.status))),
    kind: checks.kind(raw.kind),
    city: checks.city(raw.city),
    voivodeship: dedupe(checks.voivodeship(asList(raw.voivodeship))),
    owner: checks.owner(raw.owner),
    mine: checks.mine(raw.mine === 'true' ? true : raw.mine),
    tags: dedupe(checks.tags(asList(raw.tags))),
    from: isRealDay(checks.day(raw.from)),
    sort: checks.sort(raw.sort),
    dir: checks.dir(raw.dir),
    page: checks.page(asNumber(raw.page)),
    size: checks.size(asNumber(raw.size)),
  });
}

/** Drops empty and default values: `{ page: 1, status: [] }` → `{}`. */
export function cleanClientListSearch(search: ClientListSearch): ClientListSearch {
  const clean: ClientListSearch = {};
  if (search.q?.trim()) clean.q = search.q.trim();
  if (search.status?.length) clean.status = search.status;
  if (search.kind) clean.kind = search.kind;
  if (search.city?.trim()) clean.city = search.city.trim();
  if (search.voivodeship?.length) clean.voivodeship = search.voivodeship;
  if (search.owner) clean.owner = search.owner;
  if (search.mine) clean.mine = true;
  if (search.tags?.length) clean.tags = search.tags;
  if (search.from) clean.from = search.from;
  if (search.sort && search.sort !== DEFAULT_SORT) clean.sort = search.sort;
  if (search.dir === 'desc') clean.dir = 'desc';
  if (search.page && search.page > 1) clean.page = search.page;
  if (search.size && search.size !== DEFAULT_CLIENT_PAGE_SIZE) clean.size = search.size;
  return clean;
}

/**
 * The sdk list query's filters for a URL state; every key present, so equal states share one query key.
 * `userId` is the signed-in user's, for "Moi klienci".
 */
export function clientListFilters(search: ClientListSearch, userId?: string): ClientListFilters {
  return {
    search: search.q ?? '',
    status: search.status ?? [],
    kind: search.kind,
    city: search.city ?? '',
    voivodeship: search.voivodeship ?? [],
    ownerId: search.owner,
    ownerUserId: search.mine ? userId : undefined,
    tags: search.tags ?? [],
    createdFrom: search.from ? zonedInstant(search.from, 0, DEFAULT_TIME_ZONE).toISOString() : undefined,
    sort: search.sort ?? DEFAULT_SORT,
    direction: search.dir ?? 'asc',
    page: search.page ?? 1,
    pageSize: search.size ?? DEFAULT_CLIENT_PAGE_SIZE,
  };
}

/** Filter changes start again at page 1; paging and sorting keep the filters. */
export function withFilter(search: ClientListSearch, patch: ClientListSearch): ClientListSearch {
  return cleanClientListSearch({ ...search, ...patch, page: 1 });
}

/** Whether any filter or search narrows the list (for "Wyczyść filtry" and the empty state's wording). */
export function hasFilters(search: ClientListSearch): boolean {
  return Boolean(
    search.q ||
    search.status?.length ||
    search.kind ||
    search.city ||
    search.voivodeship?.length ||
    search.owner ||
    search.mine ||
    search.tags?.length ||
    search.from,
  );
}
