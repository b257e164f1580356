import * as z from 'zod/mini';
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
import { VOIVODESHIPS } from './clientLabels';

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

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const textList = z.array(text).check(z.maxLength(50));
const schemas = {
  q: text,
  status: z.array(z.enum(CLIENT_STATUSES)),
  kind: z.enum(CLIENT_KINDS),
  city: text,
  voivodeship: z.array(z.enum(VOIVODESHIPS)),
  owner: z.uuid(),
  mine: z.literal(true),
  tags: textList,
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  sort: z.enum(CLIENT_SORT_FIELDS),
  dir: z.enum(['asc', 'desc']),
  page: z.int().check(z.minimum(1), z.maximum(1_000_000)),
  size: z.union(PAGE_SIZES.map((size) => z.literal(size))),
};

/** A single value where a list is expected (`?status=active` typed by hand) counts as a one-item list. */
const asList = (value: unknown) => (typeof value === 'string' ? [value] : value);
/** Numbers typed by hand may arrive as text. */
const asNumber = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

const isRealDay = (value: string | undefined) =>
  value !== undefined && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;

function pick<T>(schema: z.ZodMiniType<T>, value: unknown): T | undefined {
  if (value === undefined) return undefined;
  const result = z.safeParse(schema, value);
  return result.success ? result.data : undefined;
}

/**
 * `validateSearch` of the list route: every key is checked on its own; a malformed one is dropped rather than
 * failing the page, and defaults are removed so equal states have equal URLs.
 */
export function parseClientListSearch(raw: Record<string, unknown>): ClientListSearch {
  const dedupe = <T>(list: T[] | undefined) => (list ? [...new Set(list)] : undefined);
  return cleanClientListSearch({
    q: pick(schemas.q, raw.q),
    status: dedupe(pick(schemas.status, asList(raw.status))),
    kind: pick(schemas.kind, raw.kind),
    city: pick(schemas.city, raw.city),
    voivodeship: dedupe(pick(schemas.voivodeship, asList(raw.voivodeship))),
    owner: pick(schemas.owner, raw.owner),
    mine: pick(schemas.mine, raw.mine === 'true' ? true : raw.mine),
    tags: dedupe(pick(schemas.tags, asList(raw.tags))),
    from: isRealDay(pick(schemas.day, raw.from)),
    sort: pick(schemas.sort, raw.sort),
    dir: pick(schemas.dir, raw.dir),
    page: pick(schemas.page, asNumber(raw.page)),
    size: pick(schemas.size, asNumber(raw.size)) as ClientListSearch['size'],
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
