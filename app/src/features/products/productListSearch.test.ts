import { describe, expect, it } from 'vitest';
import { productListItemFixture } from '@rampa/sdk/testing';
import { PRODUCT_CSV_COLUMNS, productCsv } from './productLabels';
import {
  hasProductFilters,
  parseProductListSearch,
  productListFilters,
  withProductFilter,
} from './productListSearch';

const CATEGORY = 'd1000000-0000-4000-8000-000000000002';

describe('product list URL state', () => {
  it('keeps valid keys, drops malformed ones and defaults', () => {
    expect(
      parseProductListSearch({
        q: ' cement ',
        category: CATEGORY,
        state: 'all',
        sort: 'gross_price',
        dir: 'desc',
        page: '3',
        size: '50',
      }),
    ).toEqual({
      q: 'cement',
      category: CATEGORY,
      state: 'all',
      sort: 'gross_price',
      dir: 'desc',
      page: 3,
      size: 50,
    });
    expect(
      parseProductListSearch({
        category: 'nie-uuid',
        state: 'active',
        sort: 'ean',
        page: '0',
        size: '7',
        dir: 'asc',
      }),
    ).toEqual({});
  });

  it('keeps a search of digits (an EAN the router read as a number) as text', () => {
    expect(parseProductListSearch({ q: 5901234123457 })).toEqual({ q: '5901234123457' });
  });

  it('maps the state to the sdk filters: active by default, withdrawn, or all', () => {
    expect(productListFilters({})).toEqual({
      search: '',
      categoryId: undefined,
      active: true,
      sort: 'name',
      order: 'asc',
      page: 1,
      pageSize: 25,
    });
    expect(productListFilters({ state: 'inactive' }).active).toBe(false);
    expect(productListFilters({ state: 'all' }).active).toBeUndefined();
  });

  it('starts a filter change on page 1 and tells whether the list is narrowed', () => {
    expect(withProductFilter({ page: 4, sort: 'sku' }, { q: 'folia' })).toEqual({ q: 'folia', sort: 'sku' });
    expect(hasProductFilters({ sort: 'sku' })).toBe(false);
    expect(hasProductFilters({ state: 'all' })).toBe(true);
  });
});

describe('product CSV', () => {
  it('writes amounts with a decimal comma, VAT and the EAN as text columns, for Polish Excel', () => {
    const row = productListItemFixture(1, { net_price: 1234.5, gross_price: 1518.44, vat_rate: '23' });
    const csv = productCsv([row]);
    expect(csv.startsWith('\uFEFFSKU;EAN;Nazwa;')).toBe(true);
    const cells = csv.split('\r\n')[1]!.split(';');
    expect(cells[PRODUCT_CSV_COLUMNS.findIndex((c) => c.header === 'Cena netto')]).toBe('1234,50');
    expect(cells[PRODUCT_CSV_COLUMNS.findIndex((c) => c.header === 'Cena brutto')]).toBe('1518,44');
    expect(cells[PRODUCT_CSV_COLUMNS.findIndex((c) => c.header === 'VAT')]).toBe('23%');
    expect(cells[1]).toBe(row.ean);
  });
});
