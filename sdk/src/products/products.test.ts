import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recordRequests, makeSdk, startMswServer } from '../test/harness';
import { fixtureEan, productCategoryId, productId } from './products.fixtures';
import { createProductHandlers } from './products.handlers';
import { createProductMutations } from './products.mutations';
import { createProductQueries, PRODUCT_COUNT_CAP, productOrderBy, productWhere } from './products.queries';

const server = startMswServer();

function setup(role = 'handlowiec') {
  const sdk = makeSdk();
  const handlers = createProductHandlers(sdk.urls.graphql);
  server.use(
    handlers.list(),
    handlers.byId(),
    handlers.categories(),
    handlers.create(),
    handlers.update(),
    handlers.deactivate(),
  );
  const calls = recordRequests(server, '/v1/graphql');
  return {
    calls,
    handlers,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    queries: createProductQueries(sdk.graphql, () => role),
    mutations: createProductMutations(sdk.graphql, () => role),
  };
}

describe('product queries', () => {
  it('pages the list with its total, sorted by name then id, as handlowiec', async () => {
    const { queryClient, queries, calls } = setup();
    const page = await queryClient.fetchQuery(queries.list({ page: 2, pageSize: 25 }));
    expect(page).toMatchObject({ total: 42, totalIsLowerBound: false, page: 2, pageSize: 25 });
    expect(page.rows).toHaveLength(17);
    expect(page.rows[0]).toMatchObject({ sku: 'PRD-0026', category: { name: expect.any(String) } });
    const request = calls.at(-1)!;
    expect(request.headers.get('x-hasura-role')).toBe('handlowiec');
    expect(request.body).toMatchObject({
      operationName: 'ProductList',
      variables: {
        where: {},
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        limit: 25,
        offset: 25,
      },
    });
    // The count's limit is in the document itself, one above the cap.
    expect(JSON.stringify(request.body)).toContain(
      `products_aggregate(where: $where, limit: ${PRODUCT_COUNT_CAP + 1})`,
    );
  });

  it('stops counting at the cap: a larger catalogue is "more than 10,000", its pages still served', async () => {
    const { queryClient, queries, handlers } = setup();
    server.use(handlers.hugeList());
    const page = await queryClient.fetchQuery(queries.list({ page: 3 }));
    expect(page).toMatchObject({ total: PRODUCT_COUNT_CAP, totalIsLowerBound: true, page: 3 });
    expect(page.rows).toHaveLength(25);
    expect(page.rows[0]).toMatchObject({ sku: 'PRD-0051' });
  });

  it('builds filters: search over name, SKU and EAN digits, category, active; sort and order', () => {
    expect(productWhere({ search: ' 5901 234 ', categoryId: 'c', active: true })).toEqual({
      _and: [
        {
          _or: [
            { name: { _ilike: '%5901 234%' } },
            { sku: { _ilike: '%5901 234%' } },
            { ean: { _like: '5901234%' } },
          ],
        },
        { category_id: { _eq: 'c' } },
        { active: { _eq: true } },
      ],
    });
    // A search with letters never asks about the EAN; LIKE's wildcards are escaped.
    expect(productWhere({ search: 'CEM_10%' })).toEqual({
      _or: [{ name: { _ilike: '%CEM\\_10\\%%' } }, { sku: { _ilike: '%CEM\\_10\\%%' } }],
    });
    expect(productWhere({ active: false })).toEqual({ active: { _eq: false } });
    expect(productWhere({})).toEqual({});
    expect(productOrderBy({ sort: 'gross_price', order: 'desc' })).toEqual([
      { gross_price: 'desc' },
      { id: 'asc' },
    ]);
    // A search sorts with the nulls on the other side (none are null): its plan reads the matches, then sorts.
    expect(productOrderBy({ search: 'wełna' })).toEqual([{ name: 'asc_nulls_first' }, { id: 'asc' }]);
    expect(productOrderBy({ search: 'wełna', sort: 'net_price', order: 'desc' })).toEqual([
      { net_price: 'desc_nulls_last' },
      { id: 'asc' },
    ]);
    expect(productOrderBy({ search: '  ' })).toEqual([{ name: 'asc' }, { id: 'asc' }]);
  });

  it('filters the fixture list by search and category through the handlers', async () => {
    const { queryClient, queries } = setup();
    const byEan = await queryClient.fetchQuery(queries.list({ search: fixtureEan(12) }));
    expect(byEan.rows.map((row) => row.sku)).toEqual(['PRD-0012']);
    const byCategory = await queryClient.fetchQuery(queries.list({ categoryId: productCategoryId(3) }));
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.rows.every((row) => row.category_id === productCategoryId(3))).toBe(true);
  });

  it('reads one product by id, and null for an unknown id', async () => {
    const { queryClient, queries } = setup();
    expect(await queryClient.fetchQuery(queries.byId(productId(3)))).toMatchObject({
      id: productId(3),
      sku: 'PRD-0003',
      description: expect.any(String),
    });
    expect(await queryClient.fetchQuery(queries.byId(productId(999)))).toBeNull();
  });

  it('lists the categories with their parents', async () => {
    const { queryClient, queries } = setup();
    const categories = await queryClient.fetchQuery(queries.categories());
    expect(categories.find((c) => c.name === 'Folie stretch')).toMatchObject({
      parent_id: productCategoryId(2),
    });
  });

  it('rejects with the server error of a failing list', async () => {
    const { queryClient, queries, handlers } = setup();
    server.use(handlers.listError());
    await expect(queryClient.fetchQuery(queries.list())).rejects.toThrow();
  });
});

describe('product mutations', () => {
  it('creates a product as org_admin, with toasts and invalidation in meta', async () => {
    const { mutations, calls } = setup('org_admin');
    const create = mutations.create();
    expect(create.meta).toEqual({
      successMessage: 'Dodano produkt',
      errorMessage: 'Nie udało się dodać produktu',
      invalidates: ['products'],
    });
    const created = await create.mutationFn!(
      { org_id: 'o', sku: 'NOWY-1', name: 'Nowy produkt', net_price: '12.50', vat_rate: '8', unit: 'kg' },
      undefined as never,
    );
    expect(created).toMatchObject({ sku: 'NOWY-1', name: 'Nowy produkt', vat_rate: '8' });
    expect(calls.at(-1)!.headers.get('x-hasura-role')).toBe('org_admin');
    expect(calls.at(-1)!.body).toMatchObject({
      operationName: 'CreateProduct',
      variables: { object: { sku: 'NOWY-1', net_price: '12.50' } },
    });
  });

  it('refuses a duplicate SKU with the server’s error', async () => {
    const { mutations, handlers } = setup('org_admin');
    server.use(handlers.createDuplicateSku());
    await expect(
      mutations.create().mutationFn!({ sku: 'PRD-0001', name: 'x', net_price: 1 }, undefined as never),
    ).rejects.toThrow(/products_org_id_sku_key/);
  });

  it('updates and deactivates a product', async () => {
    const { mutations, calls } = setup('org_admin');
    const updated = await mutations.update().mutationFn!(
      { id: productId(2), changes: { name: 'Zmieniona nazwa' } },
      undefined as never,
    );
    expect(updated).toMatchObject({ id: productId(2), name: 'Zmieniona nazwa' });
    expect(await mutations.deactivate().mutationFn!(productId(2), undefined as never)).toEqual({
      id: productId(2),
      active: false,
    });
    expect(calls.at(-1)!.body).toMatchObject({
      operationName: 'DeactivateProduct',
      variables: { id: productId(2) },
    });
  });
});
