import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type { Order_By, Products_Bool_Exp, Products_Order_By } from '../gql/graphql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { RoleSource } from '../session/activeRole';
import {
  ProductByIdDocument,
  ProductCategoriesDocument,
  ProductCategoryFragment,
  ProductDetailFragment,
  ProductListDocument,
  ProductListItemFragment,
  ProductSkusTakenDocument,
} from './products.documents';
import {
  PRODUCT_UNITS,
  VAT_RATES,
  PRODUCT_SORT_FIELDS,
  DEFAULT_PRODUCT_PAGE_SIZE,
  type ProductUnit,
  type VatRate,
  type ProductSortField,
} from './products.constants';

// The list's options are in a module of their own, without documents: the app's route files (its first load) read them.
export {
  PRODUCT_UNITS,
  VAT_RATES,
  PRODUCT_SORT_FIELDS,
  DEFAULT_PRODUCT_PAGE_SIZE,
  type ProductUnit,
  type VatRate,
  type ProductSortField,
};
/**
 * Counting stops here, as the awizacje list's does: a catalogue of 100,000 products counts no more than this
 * many rows a page, and the list shows "ponad 10 000". ProductList's count has the limit one above it.
 */
export const PRODUCT_COUNT_CAP = 10_000;

/** The list's state as it sits in the URL: every key optional, defaults applied here. */
export interface ProductListFilters {
  /** Over name, SKU and EAN. */
  search?: string;
  categoryId?: string;
  /** Any of these categories: a chosen category with its subcategories (the app walks the tree). */
  categoryIds?: readonly string[];
  /** Only active (`true`) or only withdrawn (`false`) products; both when absent. */
  active?: boolean;
  sort?: ProductSortField;
  order?: 'asc' | 'desc';
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The `where` of a filter: the search matches name or SKU anywhere, an EAN from its start (digits only). */
export function productWhere(filters: ProductListFilters): Products_Bool_Exp {
  const and: Products_Bool_Exp[] = [];
  const search = filters.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const or: Products_Bool_Exp[] = [{ name: { _ilike: pattern } }, { sku: { _ilike: pattern } }];
    const digits = search.replace(/[\s-]/g, '');
    if (/^\d+$/.test(digits)) or.push({ ean: { _like: `${digits}%` } });
    and.push({ _or: or });
  }
  if (filters.categoryId) and.push({ category_id: { _eq: filters.categoryId } });
  if (filters.categoryIds?.length) and.push({ category_id: { _in: [...filters.categoryIds] } });
  if (filters.active !== undefined) and.push({ active: { _eq: filters.active } });
  if (and.length === 0) return {};
  return and.length === 1 ? and[0]! : { _and: and };
}

export function productOrderBy(filters: ProductListFilters): Products_Order_By[] {
  const descending = filters.order === 'desc';
  // A search's order puts nulls on the other side than the sort's index has them: no column sorted here is ever
  // null, so the rows come in the same order, but PostgreSQL no longer walks the index from the start hoping to
  // meet a page of matches soon. A search's matches sit together in that order (they share a word: every
  // "Wełna …" among the W's), so the walk read 80,000 of 100,000 products for 25; now it reads the matches
  // through the trigram indexes and sorts them (5 ms).
  const direction: Order_By = filters.search?.trim()
    ? descending
      ? 'desc_nulls_last'
      : 'asc_nulls_first'
    : descending
      ? 'desc'
      : 'asc';
  // The id breaks ties, so pages never repeat or skip a row.
  return [{ [filters.sort ?? 'name']: direction }, { id: 'asc' }];
}

/** Query keys: everything Produkty starts with `['products']`, so one invalidation refreshes it all. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (role: string, filters: ProductListFilters) => [...productKeys.lists(), role, filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  byId: (role: string, id: string) => [...productKeys.details(), role, id] as const,
  categories: (role: string) => [...productKeys.all, 'categories', role] as const,
  skusTaken: (role: string, skus: readonly string[]) =>
    [...productKeys.all, 'skus-taken', role, skus] as const,
};

/** Query options for the Produkty screens, as the active role (`x-hasura-role`) sees them. */
export function createProductQueries(graphql: GraphqlClient, activeRole: RoleSource) {
  const asRole = () => {
    const role = activeRole() ?? '';
    return { role, options: role ? { role } : {} };
  };
  return {
    list: (filters: ProductListFilters = {}) => {
      const { role, options } = asRole();
      const pageSize = filters.pageSize ?? DEFAULT_PRODUCT_PAGE_SIZE;
      const page = Math.max(1, filters.page ?? 1);
      return queryOptions({
        queryKey: productKeys.list(role, filters),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(
            ProductListDocument,
            {
              where: productWhere(filters),
              orderBy: productOrderBy(filters),
              limit: pageSize,
              offset: (page - 1) * pageSize,
            },
            { ...options, signal },
          );
          const counted = data.products_aggregate.aggregate?.count ?? 0;
          return {
            rows: data.products.map((row) => getFragmentData(ProductListItemFragment, row)),
            total: Math.min(counted, PRODUCT_COUNT_CAP),
            totalIsLowerBound: counted > PRODUCT_COUNT_CAP,
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
        queryKey: productKeys.byId(role, id),
        queryFn: async ({ signal }) => {
          const row = (await graphql.request(ProductByIdDocument, { id }, { ...options, signal }))
            .products_by_pk;
          return row ? getFragmentData(ProductDetailFragment, row) : null;
        },
      });
    },
    /** The organization's categories, flat (each names its parent), in their display order. */
    categories: () => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: productKeys.categories(role),
        queryFn: async ({ signal }) =>
          (
            await graphql.request(ProductCategoriesDocument, {}, { ...options, signal })
          ).product_categories.map((row) => getFragmentData(ProductCategoryFragment, row)),
      });
    },
    /** Which of `skus` the organization's catalogue already holds (one query, for a whole CSV import). */
    skusTaken: (skus: readonly string[]) => {
      const { role, options } = asRole();
      return queryOptions({
        queryKey: productKeys.skusTaken(role, skus),
        queryFn: async ({ signal }) =>
          skus.length === 0
            ? new Set<string>()
            : new Set(
                (
                  await graphql.request(ProductSkusTakenDocument, { skus: [...skus] }, { ...options, signal })
                ).products.map((row) => row.sku),
              ),
        staleTime: 0,
        gcTime: 0,
      });
    },
  };
}

export type ProductQueries = ReturnType<typeof createProductQueries>;
export type ProductListPage = Awaited<ReturnType<NonNullable<ReturnType<ProductQueries['list']>['queryFn']>>>;
