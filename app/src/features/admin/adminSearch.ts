import {
  ADMIN_USER_SORT_FIELDS,
  DEFAULT_ADMIN_PAGE_SIZE,
  ORGANIZATION_ROLES,
  type AdminUserFilters,
  type AdminUserSortField,
  type OrganizationRole,
} from '@rampa/sdk';

/** /admin keeps the list's state in the address: `?q=…&rola=…&stan=aktywni|zablokowani&sort=…&dir=…&page=…`. */
export interface AdminSearch {
  q?: string;
  rola?: OrganizationRole;
  stan?: 'aktywni' | 'zablokowani';
  sort?: AdminUserSortField;
  dir?: 'asc' | 'desc';
  page?: number;
  size?: 10 | 25 | 50 | 100;
}

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

export function parseAdminSearch(search: Record<string, unknown>): AdminSearch {
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 200) : undefined;
  const page = Number(search.page);
  const size = Number(search.size);
  const result: AdminSearch = {
    q,
    rola: oneOf(ORGANIZATION_ROLES, search.rola),
    stan: oneOf(['aktywni', 'zablokowani'] as const, search.stan),
    sort: oneOf(ADMIN_USER_SORT_FIELDS, search.sort),
    dir: oneOf(['asc', 'desc'] as const, search.dir),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    size: oneOf(ADMIN_PAGE_SIZES, size),
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as AdminSearch;
}

export function adminFilters(search: AdminSearch): AdminUserFilters {
  return {
    ...(search.q && { q: search.q }),
    ...(search.rola && { role: search.rola }),
    ...(search.stan && { disabled: search.stan === 'zablokowani' }),
    ...(search.sort && { sort: search.sort }),
    ...(search.dir && { direction: search.dir }),
    page: search.page ?? 1,
    pageSize: search.size ?? DEFAULT_ADMIN_PAGE_SIZE,
  };
}
