import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  PRODUCT_SORT_FIELDS,
  type ProductCategoryFragment,
  type ProductListFilters,
  type ProductSortField,
} from '@rampa/sdk';
import { asNumber, oneOf, text, uuid, wholeNumber } from '../../lib/searchParams';
import { categoryWithDescendants } from './productCategories';

// The product list's whole state lives in the URL (`/handlowiec/produkty/lista?q=…&category=…&page=2`), so back,
// forward, reload and a shared link all restore it. Defaults are left out of the URL.

export const PRODUCT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PRODUCT_SORT: ProductSortField = 'name';

/** Which products: `active` (the default, left out of the URL), `inactive` (withdrawn) or `all`. */
export const PRODUCT_STATES = ['active', 'inactive', 'all'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

export interface ProductListSearch {
  /** Search over name, SKU and EAN. */
  q?: string;
  /** Category id. */
  category?: string;
  state?: ProductState;
  sort?: ProductSortField;
  dir?: 'asc' | 'desc';
  /** 1-based. */
  page?: number;
  size?: number;
}

const checks = {
  q: text(200),
  category: uuid,
  state: oneOf(PRODUCT_STATES),
  sort: oneOf(PRODUCT_SORT_FIELDS),
  dir: oneOf(['asc', 'desc']),
  page: wholeNumber(1, 1_000_000),
  size: oneOf(PRODUCT_PAGE_SIZES),
};

/**
 * The router reads `?q=5901234123457` as a number (search values are JSON): an EAN or SKU of digits is text here.
 */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** `validateSearch` of the list route: a malformed key is dropped rather than failing the page. */
export function parseProductListSearch(raw: Record<string, unknown>): ProductListSearch {
  return cleanProductListSearch({
    q: checks.q(asText(raw.q)),
    category: checks.category(raw.category),
    state: checks.state(raw.state),
    sort: checks.sort(raw.sort),
    dir: checks.dir(raw.dir),
    page: checks.page(asNumber(raw.page)),
    size: checks.size(asNumber(raw.size)),
  });
}

/** Drops empty and default values: `{ page: 1, state: 'active' }` → `{}`. */
export function cleanProductListSearch(search: ProductListSearch): ProductListSearch {
  const clean: ProductListSearch = {};
  if (search.q?.trim()) clean.q = search.q.trim();
  if (search.category) clean.category = search.category;
  if (search.state && search.state !== 'active') clean.state = search.state;
  if (search.sort && search.sort !== DEFAULT_PRODUCT_SORT) clean.sort = search.sort;
  if (search.dir === 'desc') clean.dir = 'desc';
  if (search.page && search.page > 1) clean.page = search.page;
  if (search.size && search.size !== DEFAULT_PRODUCT_PAGE_SIZE) clean.size = search.size;
  return clean;
}

/**
 * The sdk list query's filters for a URL state; every key present, so equal states share one query key. A chosen
 * category takes its subcategories along once the tree (`categories`) is known; without it, the category alone.
 */
export function productListFilters(
  search: ProductListSearch,
  categories?: readonly ProductCategoryFragment[],
): ProductListFilters {
  const state = search.state ?? 'active';
  const withTree = search.category !== undefined && categories !== undefined;
  return {
    search: search.q ?? '',
    categoryId: withTree ? undefined : search.category,
    categoryIds: withTree ? categoryWithDescendants(categories, search.category!) : undefined,
    active: state === 'all' ? undefined : state === 'active',
    sort: search.sort ?? DEFAULT_PRODUCT_SORT,
    order: search.dir ?? 'asc',
    page: search.page ?? 1,
    pageSize: search.size ?? DEFAULT_PRODUCT_PAGE_SIZE,
  };
}

/** Filter changes start again at page 1; paging and sorting keep the filters. */
export function withProductFilter(search: ProductListSearch, patch: ProductListSearch): ProductListSearch {
  return cleanProductListSearch({ ...search, ...patch, page: 1 });
}

/** Whether any filter or search narrows the list beyond the default (active products). */
export const hasProductFilters = (search: ProductListSearch): boolean =>
  Boolean(search.q || search.category || (search.state && search.state !== 'active'));
