import { describe, expect, it } from 'vitest';
import { buildCsv } from '../clients/csv';
import { productListItemFixture } from '@rampa/sdk/testing';
import { parsePriceListSearch, PRICE_LIST_CSV_COLUMNS } from './PriceListPage';
import { priceListLines } from './priceList';

describe('price list URL state', () => {
  const A = 'd1000000-0000-4000-8000-000000000001';
  const B = 'd1000000-0000-4000-8000-000000000002';
  it('keeps the chosen categories (a list, a comma list or an older single link) and a valid discount', () => {
    expect(parsePriceListSearch({ categories: [A, B], discount: '12,5' })).toEqual({
      categories: [A, B],
      discount: 12.5,
    });
    expect(parsePriceListSearch({ categories: `${A},${B}` })).toEqual({ categories: [A, B] });
    expect(parsePriceListSearch({ category: A, categories: [A] })).toEqual({ categories: [A] });
  });

  it('drops a malformed category, a discount of 100 % or more or too precise, and a zero discount', () => {
    expect(parsePriceListSearch({ category: 'x', discount: 120 })).toEqual({});
    expect(parsePriceListSearch({ discount: 100 })).toEqual({});
    expect(parsePriceListSearch({ discount: '1,234' })).toEqual({});
    expect(parsePriceListSearch({ discount: 0 })).toEqual({});
    expect(parsePriceListSearch({ discount: '99,99' })).toEqual({ discount: 99.99 });
  });
});

describe('price list CSV', () => {
  it('writes the discounted net and the gross per line with a decimal comma, for Polish Excel', () => {
    const product = productListItemFixture(1, { net_price: 18.99, vat_rate: '23' });
    const csv = buildCsv(PRICE_LIST_CSV_COLUMNS, priceListLines([product], 5));
    const [header, line] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Kategoria;SKU;EAN;Nazwa;Jednostka;Cena netto;VAT;Cena brutto');
    expect(line!.split(';').slice(-3)).toEqual(['18,04', '23%', '22,19']);
  });
});
