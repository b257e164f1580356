/**
 * rampa-app → nhost-graphql, Produkty: the list (default and filtered), one product by id and the categories as
 * the handlowiec reads them; create, update and deactivation as the org_admin, who alone may write (metadata).
 * Each through the sdk's own query and mutation options (the same documents the app runs).
 *
 * Only the selected fields are asserted, by type; the request bodies are exact (the printed document, its
 * variables and operation name), so a change of a document shows up here and in the provider verification.
 */
import {
  createProductMutations,
  createProductQueries,
  CreateProductCategoryDocument,
  CreateProductDocument,
  DeactivateProductDocument,
  ImportProductsDocument,
  ProductByIdDocument,
  ProductCategoriesDocument,
  ProductListDocument,
  ProductSkusTakenDocument,
  RenameProductCategoryDocument,
  UpdateProductDocument,
} from '@rampa/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { staffWithProduct } from '../states';
import { graphqlSession, type GraphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { boolean, fromProviderState, integer, like, uuid } from './matchers';

const pact = consumerPact('nhost-graphql');
const { regex, eachLike, number } = MatchersV3;

const ORG_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9b01';
const CATEGORY_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9b02';
const PRODUCT_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9b03';
const SKU = 'CEM-425-25';
const EAN = '5901234123457';
const CATEGORY = 'Cement i zaprawy';
const PRODUCT_NAME = 'Cement portlandzki CEM I 42,5R 25 kg';
const TIMESTAMP = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([+-]\\d{2}:\\d{2}|Z)$',
  '2026-11-01T08:00:00.000+00:00',
);

type Role = 'handlowiec' | 'org_admin';
const EMAILS: Record<Role, string> = {
  handlowiec: 'handlowiec.produkty@example.com',
  org_admin: 'admin.produkty@example.com',
};
const accessToken = staffWithProduct.value('accessToken');
const as: Record<Role, GraphqlSession> = {
  handlowiec: graphqlSession({ role: 'handlowiec', accessToken }),
  org_admin: graphqlSession({ role: 'org_admin', accessToken }),
};

const given = (role: Role) =>
  staffWithProduct({ role, email: EMAILS[role], orgId: ORG_ID, sku: SKU, categoryName: CATEGORY });

const productIdFromState = () => fromProviderState(staffWithProduct.value('productId'), PRODUCT_ID);
const categoryIdFromState = () => fromProviderState(staffWithProduct.value('categoryId'), CATEGORY_ID);

// The engine answers numeric as a JSON number, like Hasura without HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES.
const listItem = {
  id: uuid(PRODUCT_ID),
  sku: like(SKU),
  ean: regex('^\\d{13}$', EAN),
  name: like(PRODUCT_NAME),
  unit: like('opak.'),
  net_price: number(24.99),
  vat_rate: like('23'),
  gross_price: number(30.74),
  active: boolean(true),
  category_id: uuid(CATEGORY_ID),
  image_file_id: null,
  updated_at: TIMESTAMP,
  category: { id: uuid(CATEGORY_ID), name: like(CATEGORY) },
};

const detail = {
  id: uuid(PRODUCT_ID),
  org_id: uuid(ORG_ID),
  sku: like(SKU),
  ean: regex('^\\d{13}$', EAN),
  name: like(PRODUCT_NAME),
  description: like('Worek 25 kg'),
  category_id: uuid(CATEGORY_ID),
  unit: like('opak.'),
  net_price: number(24.99),
  vat_rate: like('23'),
  gross_price: number(30.74),
  active: boolean(true),
  image_file_id: null,
  created_at: TIMESTAMP,
  updated_at: TIMESTAMP,
};

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const queriesAs = (url: string, role: Role) => createProductQueries(as[role].graphql(url), () => role);
const mutationsAs = (url: string, role: Role) => createProductMutations(as[role].graphql(url), () => role);

describe('Produkty queries (handlowiec)', () => {
  it('lists the first page of the catalogue, sorted by name, with the total', () =>
    pact
      .addInteraction()
      .given(...given('handlowiec'))
      .uponReceiving('the default page of the product list')
      .withRequest(
        ...as.handlowiec.request(ProductListDocument, {
          where: {},
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          limit: 25,
          offset: 0,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            products: eachLike(listItem),
            products_aggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const page = await queryClient().fetchQuery(queriesAs(mockserver.url, 'handlowiec').list());
          expect(page.total).toBe(1);
          expect(page.rows[0]).toMatchObject({ sku: SKU, ean: EAN, category: { name: CATEGORY } });
        }),
      ));

  it('searches the active products of a category by EAN, by gross price descending', () =>
    pact
      .addInteraction()
      .given(...given('handlowiec'))
      .uponReceiving('a filtered page of the product list')
      .withRequest(
        ...as.handlowiec.request(ProductListDocument, {
          where: {
            _and: [
              {
                _or: [
                  { name: { _ilike: '%5901234%' } },
                  { sku: { _ilike: '%5901234%' } },
                  { ean: { _like: '5901234%' } },
                ],
              },
              { category_id: { _eq: categoryIdFromState() } },
              { active: { _eq: true } },
            ],
          },
          orderBy: [{ gross_price: 'desc_nulls_last' }, { id: 'asc' }],
          limit: 25,
          offset: 0,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            products: eachLike(listItem),
            products_aggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const page = await queryClient().fetchQuery(
            queriesAs(mockserver.url, 'handlowiec').list({
              search: '5901234',
              categoryId: CATEGORY_ID,
              active: true,
              sort: 'gross_price',
              order: 'desc',
            }),
          );
          expect(page.rows[0]).toMatchObject({ ean: EAN, active: true });
        }),
      ));

  it('lists the products of a category and its subcategories', () =>
    pact
      .addInteraction()
      .given(...given('handlowiec'))
      .uponReceiving('a page of the product list for a category tree')
      .withRequest(
        ...as.handlowiec.request(ProductListDocument, {
          where: { _and: [{ category_id: { _in: [categoryIdFromState()] } }, { active: { _eq: true } }] },
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          limit: 25,
          offset: 0,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            products: eachLike(listItem),
            products_aggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const page = await queryClient().fetchQuery(
            queriesAs(mockserver.url, 'handlowiec').list({ categoryIds: [CATEGORY_ID], active: true }),
          );
          expect(page.rows[0]).toMatchObject({ category_id: CATEGORY_ID });
        }),
      ));

  it('reads one product by id', () =>
    pact
      .addInteraction()
      .given(...given('handlowiec'))
      .uponReceiving('a product by its id')
      .withRequest(...as.handlowiec.request(ProductByIdDocument, { id: productIdFromState() }))
      .willRespondWith(200, (response) => response.jsonBody({ data: { products_by_pk: detail } }))
      .executeTest(
        booked(async (mockserver) => {
          const product = await queryClient().fetchQuery(
            queriesAs(mockserver.url, 'handlowiec').byId(PRODUCT_ID),
          );
          expect(product).toMatchObject({ id: PRODUCT_ID, sku: SKU, gross_price: 30.74 });
        }),
      ));

  it('lists the organization’s product categories', () =>
    pact
      .addInteraction()
      .given(...given('handlowiec'))
      .uponReceiving('the product categories')
      .withRequest(...as.handlowiec.request(ProductCategoriesDocument))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            product_categories: eachLike({
              id: uuid(CATEGORY_ID),
              name: like(CATEGORY),
              parent_id: null,
              sort_order: integer(1),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const categories = await queryClient().fetchQuery(
            queriesAs(mockserver.url, 'handlowiec').categories(),
          );
          expect(categories[0]).toMatchObject({ name: CATEGORY, parent_id: null });
        }),
      ));
});

describe('Produkty mutations (org_admin)', () => {
  const newProduct = {
    org_id: ORG_ID,
    sku: 'PAL-EUR-1200',
    ean: '5901234123464',
    name: 'Paleta EUR 1200×800 – używana',
    unit: 'paleta',
    net_price: 45.5,
    vat_rate: '23',
  };

  it('creates a product', () =>
    pact
      .addInteraction()
      .given(...given('org_admin'))
      .uponReceiving('a new product')
      .withRequest(
        ...as.org_admin.request(CreateProductDocument, {
          object: { ...newProduct, category_id: categoryIdFromState() },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            insert_products_one: {
              ...detail,
              sku: like(newProduct.sku),
              ean: regex('^\\d{13}$', newProduct.ean),
              name: like(newProduct.name),
              description: null,
              unit: like('paleta'),
              net_price: number(45.5),
              gross_price: number(55.97),
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const created = await mutationsAs(mockserver.url, 'org_admin').create().mutationFn!(
            { ...newProduct, category_id: CATEGORY_ID },
            undefined as never,
          );
          expect(created).toMatchObject({ sku: 'PAL-EUR-1200', gross_price: 55.97, active: true });
        }),
      ));

  it('updates a product’s price and VAT rate', () =>
    pact
      .addInteraction()
      .given(...given('org_admin'))
      .uponReceiving('a change of a product’s price')
      .withRequest(
        ...as.org_admin.request(UpdateProductDocument, {
          id: productIdFromState(),
          set: { net_price: 26.5, vat_rate: '8' },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_products_by_pk: {
              ...detail,
              net_price: number(26.5),
              vat_rate: like('8'),
              gross_price: number(28.62),
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const updated = await mutationsAs(mockserver.url, 'org_admin').update().mutationFn!(
            { id: PRODUCT_ID, changes: { net_price: 26.5, vat_rate: '8' } },
            undefined as never,
          );
          expect(updated).toMatchObject({ id: PRODUCT_ID, net_price: 26.5, gross_price: 28.62 });
        }),
      ));

  it('finds which SKUs of a file the catalogue already holds', () =>
    pact
      .addInteraction()
      .given(...given('org_admin'))
      .uponReceiving('the taken SKUs among a CSV import’s')
      .withRequest(...as.org_admin.request(ProductSkusTakenDocument, { skus: [SKU, 'NOWY-1'] }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { products: eachLike({ sku: like(SKU) }) } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const taken = await queryClient().fetchQuery(
            queriesAs(mockserver.url, 'org_admin').skusTaken([SKU, 'NOWY-1']),
          );
          expect([...taken]).toEqual([SKU]);
        }),
      ));

  it('imports a CSV file’s products in one insert', () => {
    const products = [
      {
        sku: 'IMP-CSV-1',
        ean: '5901234123457',
        name: 'Żwir płukany 2–8 mm',
        description: null,
        category_id: null,
        unit: 't',
        net_price: '89.00',
        vat_rate: '23',
        active: true,
      },
      {
        sku: 'IMP-CSV-2',
        ean: null,
        name: 'Piasek płukany 0–2 mm',
        description: 'Luzem',
        category_id: null,
        unit: 't',
        net_price: '65.50',
        vat_rate: '23',
        active: true,
      },
    ];
    return pact
      .addInteraction()
      .given(...given('org_admin'))
      .uponReceiving('a CSV import of products')
      .withRequest(...as.org_admin.request(ImportProductsDocument, { object: { org_id: ORG_ID, products } }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { insert_product_imports_one: { id: uuid(PRODUCT_ID), row_count: integer(2) } },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const count = await mutationsAs(mockserver.url, 'org_admin').import().mutationFn!(
            { orgId: ORG_ID, products },
            undefined as never,
          );
          expect(count).toBe(2);
        }),
      );
  });

  it('adds a subcategory', () =>
    pact
      .addInteraction()
      .given(...given('org_admin'))
      .uponReceiving('a new product category under another')
      .withRequest(
        ...as.org_admin.request(CreateProductCategoryDocument, {
          object: { org_id: ORG_ID, name: 'Cementy specjalne', parent_id: categoryIdFromState() },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            insert_product_categories_one: {
              id: uuid(PRODUCT_ID),
              name: like('Cementy specjalne'),
              parent_id: uuid(CATEGORY_ID),
              sort_order: integer(0),
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const created = await mutationsAs(mockserver.url, 'org_admin').createCategory().mutationFn!(
            { org_id: ORG_ID, name: 'Cementy specjalne', parent_id: CATEGORY_ID },
            undefined as never,
          );
          expect(created).toMatchObject({ name: 'Cementy specjalne', parent_id: CATEGORY_ID });
        }),
      ));

  it('renames a category', () =>
    pact
      .addInteraction()
      .given(...given('org_admin'))
      .uponReceiving('a product category’s new name')
      .withRequest(
        ...as.org_admin.request(RenameProductCategoryDocument, {
          id: categoryIdFromState(),
          name: 'Cement, wapno i zaprawy',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_product_categories_by_pk: {
              id: uuid(CATEGORY_ID),
              name: like('Cement, wapno i zaprawy'),
              parent_id: null,
              sort_order: integer(1),
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const renamed = await mutationsAs(mockserver.url, 'org_admin').renameCategory().mutationFn!(
            { id: CATEGORY_ID, name: 'Cement, wapno i zaprawy' },
            undefined as never,
          );
          expect(renamed).toMatchObject({ id: CATEGORY_ID, name: 'Cement, wapno i zaprawy' });
        }),
      ));

  it('withdraws a product from sale', () =>
    pact
      .addInteraction()
      .given(...given('org_admin'))
      .uponReceiving('a product’s deactivation')
      .withRequest(...as.org_admin.request(DeactivateProductDocument, { id: productIdFromState() }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { update_products_by_pk: { id: uuid(PRODUCT_ID), active: boolean(false) } },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const result = await mutationsAs(mockserver.url, 'org_admin').deactivate().mutationFn!(
            PRODUCT_ID,
            undefined as never,
          );
          expect(result).toEqual({ id: PRODUCT_ID, active: false });
        }),
      ));
});
