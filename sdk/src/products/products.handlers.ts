import type { GraphQLHandler } from 'msw';
import { makeFragmentData } from '../gql';
import type { ProductDetailFragment as ProductDetailFragmentType } from '../gql/graphql';
import { createGraphqlHandlers } from '../testing/graphql.handlers';
import {
  CreateProductCategoryDocument,
  CreateProductDocument,
  DeactivateProductDocument,
  ImportProductsDocument,
  ProductByIdDocument,
  ProductCategoriesDocument,
  ProductCategoryFragment,
  ProductDetailFragment,
  ProductListDocument,
  ProductListItemFragment,
  ProductSkusTakenDocument,
  RenameProductCategoryDocument,
  UpdateProductDocument,
} from './products.documents';
import {
  PRODUCT_CATEGORY_FIXTURES,
  productDetailFixture,
  productId,
  productListFixture,
} from './products.fixtures';
import { PRODUCT_COUNT_CAP } from './products.queries';

/** The `_eq` of a column in a list `where` (top level or in its `_and`), if it has one. */
function eqOf(where: unknown, column: string): unknown {
  if (typeof where !== 'object' || where === null) return undefined;
  const node = where as Record<string, unknown>;
  const condition = node[column] as { _eq?: unknown } | undefined;
  if (condition?._eq !== undefined) return condition._eq;
  const and = node['_and'];
  if (Array.isArray(and))
    for (const part of and) {
      const found = eqOf(part, column);
      if (found !== undefined) return found;
    }
  return undefined;
}

/** The `_in` list of a column in a list `where` (top level or in its `_and`), if it has one. */
function inOf(where: unknown, column: string): unknown[] | undefined {
  if (typeof where !== 'object' || where === null) return undefined;
  const node = where as Record<string, unknown>;
  const condition = node[column] as { _in?: unknown } | undefined;
  if (condition?._in !== undefined) return Array.isArray(condition._in) ? condition._in : [condition._in];
  const and = node['_and'];
  if (Array.isArray(and))
    for (const part of and) {
      const found = inOf(part, column);
      if (found !== undefined) return found;
    }
  return undefined;
}

/** The search text of a list `where` (the name `_ilike` pattern without its `%`s), if it has one. */
function searchOf(where: unknown): string | undefined {
  if (typeof where !== 'object' || where === null) return undefined;
  const node = where as Record<string, unknown>;
  const or = node['_or'];
  if (Array.isArray(or)) {
    const name = (or[0] as { name?: { _ilike?: string } }).name?._ilike;
    if (name) return name.slice(1, -1).replace(/\\(.)/g, '$1').toLowerCase();
  }
  const and = node['_and'];
  if (Array.isArray(and))
    for (const part of and) {
      const found = searchOf(part);
      if (found) return found;
    }
  return undefined;
}

const forbidden = [
  {
    message: 'check constraint of an insert/update permission has failed',
    extensions: { code: 'permission-error', path: '$' },
  },
];

/**
 * Typed MSW handlers for the Produkty operations over an in-memory catalogue: the list filters (search over name,
 * SKU and EAN, category, active), pages and counts it; create and update answer like the backend. For stories
 * (`Default`, `Empty`, `ServerError`) and tests.
 */
export function createProductHandlers(graphqlUrl: string, options: { count?: number } = {}) {
  const handlers = createGraphqlHandlers(graphqlUrl);
  const rows = productListFixture(options.count ?? 42);
  return {
    list: (): GraphQLHandler =>
      handlers.data(ProductListDocument, ({ where, limit, offset }) => {
        const search = searchOf(where);
        const categoryId = eqOf(where, 'category_id');
        const categoryIds = inOf(where, 'category_id');
        const active = eqOf(where, 'active');
        const matching = rows.filter(
          (row) =>
            (!search ||
              row.name.toLowerCase().includes(search) ||
              row.sku.toLowerCase().includes(search) ||
              (row.ean ?? '').startsWith(search)) &&
            (categoryId === undefined || row.category_id === categoryId) &&
            (categoryIds === undefined || categoryIds.includes(row.category_id)) &&
            (active === undefined || row.active === active),
        );
        return {
          products: matching
            .slice(offset, offset + limit)
            .map((row) => makeFragmentData(row, ProductListItemFragment)),
          products_aggregate: { aggregate: { count: Math.min(matching.length, PRODUCT_COUNT_CAP + 1) } },
        };
      }),
    /** A catalogue larger than the count goes: the total is a lower bound. */
    hugeList: (): GraphQLHandler =>
      handlers.data(ProductListDocument, ({ limit, offset }) => ({
        products: productListFixture(offset + limit)
          .slice(offset)
          .map((row) => makeFragmentData(row, ProductListItemFragment)),
        products_aggregate: { aggregate: { count: PRODUCT_COUNT_CAP + 1 } },
      })),
    emptyList: (): GraphQLHandler =>
      handlers.data(ProductListDocument, { products: [], products_aggregate: { aggregate: { count: 0 } } }),
    listError: (): GraphQLHandler =>
      handlers.errors(ProductListDocument, [
        { message: 'database query error', extensions: { code: 'unexpected', path: '$' } },
      ]),
    /** The server refuses the role (Hasura's answer to a role the user does not hold). */
    listDenied: (): GraphQLHandler =>
      handlers.errors(ProductListDocument, [
        {
          message: 'Your requested role is not in allowed roles',
          extensions: { code: 'access-denied', path: '$' },
        },
      ]),
    byId: (): GraphQLHandler =>
      handlers.data(ProductByIdDocument, ({ id }) => {
        const index = rows.findIndex((row) => row.id === id);
        return {
          products_by_pk:
            index < 0 ? null : makeFragmentData(productDetailFixture(index + 1), ProductDetailFragment),
        };
      }),
    categories: (): GraphQLHandler =>
      handlers.data(ProductCategoriesDocument, {
        product_categories: PRODUCT_CATEGORY_FIXTURES.map((row) =>
          makeFragmentData(row, ProductCategoryFragment),
        ),
      }),
    create: (): GraphQLHandler =>
      handlers.data(CreateProductDocument, ({ object }) => ({
        insert_products_one: makeFragmentData(
          productDetailFixture(rows.length + 1, {
            ...(object as Partial<ProductDetailFragmentType>),
            id: productId(rows.length + 1),
          }),
          ProductDetailFragment,
        ),
      })),
    /** The database refuses the SKU: another product of the organization has it. */
    createDuplicateSku: (): GraphQLHandler =>
      handlers.errors(CreateProductDocument, [
        {
          message:
            'Uniqueness violation. duplicate key value violates unique constraint "products_org_id_sku_key"',
          extensions: {
            code: 'constraint-violation',
            path: '$.selectionSet.insert_products_one.args.object',
          },
        },
      ]),
    /** A role without write permission (handlowiec): Hasura has no such mutation for it. */
    createForbidden: (): GraphQLHandler => handlers.errors(CreateProductDocument, forbidden),
    update: (): GraphQLHandler =>
      handlers.data(UpdateProductDocument, ({ id, set }) => {
        const index = rows.findIndex((row) => row.id === id);
        return {
          update_products_by_pk:
            index < 0
              ? null
              : makeFragmentData(
                  { ...productDetailFixture(index + 1), ...(set as Partial<ProductDetailFragmentType>) },
                  ProductDetailFragment,
                ),
        };
      }),
    createCategory: (): GraphQLHandler =>
      handlers.data(CreateProductCategoryDocument, ({ object }) => {
        const { name, parent_id } = object as { name: string; parent_id?: string | null };
        return {
          insert_product_categories_one: makeFragmentData(
            { id: 'd1000000-0000-4000-8000-000000000099', name, parent_id: parent_id ?? null, sort_order: 0 },
            ProductCategoryFragment,
          ),
        };
      }),
    /** The database refuses a name its level already has (product_categories_name_key). */
    createCategoryDuplicate: (): GraphQLHandler =>
      handlers.errors(CreateProductCategoryDocument, [
        {
          message:
            'Uniqueness violation. duplicate key value violates unique constraint "product_categories_name_key"',
          extensions: {
            code: 'constraint-violation',
            path: '$.selectionSet.insert_product_categories_one.args.object',
          },
        },
      ]),
    renameCategory: (): GraphQLHandler =>
      handlers.data(RenameProductCategoryDocument, ({ id, name }) => {
        const found = PRODUCT_CATEGORY_FIXTURES.find((row) => row.id === id);
        return {
          update_product_categories_by_pk: found
            ? makeFragmentData({ ...found, name: String(name) }, ProductCategoryFragment)
            : null,
        };
      }),
    /** The catalogue's SKUs among those asked (`PRD-0001`…`PRD-0042` with the default fixture). */
    skusTaken: (): GraphQLHandler =>
      handlers.data(ProductSkusTakenDocument, ({ skus }) => {
        const asked = new Set(Array.isArray(skus) ? skus : [skus]);
        return { products: rows.filter((row) => asked.has(row.sku)).map((row) => ({ sku: row.sku })) };
      }),
    /** The import as the backend answers it: every row added, in one insert. */
    import: (): GraphQLHandler =>
      handlers.data(ImportProductsDocument, ({ object }) => {
        const products = (object as { products?: unknown }).products;
        return {
          insert_product_imports_one: {
            id: 'd2000000-0000-4000-8000-000000000001',
            row_count: Array.isArray(products) ? products.length : 0,
          },
        };
      }),
    /** The database refuses the file: a SKU was added meanwhile; nothing was imported. */
    importDuplicateSku: (): GraphQLHandler =>
      handlers.errors(ImportProductsDocument, [
        {
          message:
            'Uniqueness violation. duplicate key value violates unique constraint "products_org_id_sku_key"',
          extensions: {
            code: 'constraint-violation',
            path: '$.selectionSet.insert_product_imports_one.args.object',
          },
        },
      ]),
    /** A role without write permission (handlowiec): the server refuses the whole import. */
    importForbidden: (): GraphQLHandler => handlers.errors(ImportProductsDocument, forbidden),
    deactivate: (): GraphQLHandler =>
      handlers.data(DeactivateProductDocument, ({ id }) => ({
        update_products_by_pk: rows.some((row) => row.id === id) ? { id, active: false } : null,
      })),
  };
}

/** Every handler answering successfully: the default set for stories and tests. */
export function productHandlers(graphqlUrl: string, options: { count?: number } = {}): GraphQLHandler[] {
  const h = createProductHandlers(graphqlUrl, options);
  return [
    h.list(),
    h.byId(),
    h.categories(),
    h.create(),
    h.update(),
    h.deactivate(),
    h.skusTaken(),
    h.import(),
    h.createCategory(),
    h.renameCategory(),
  ];
}
