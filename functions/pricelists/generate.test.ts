import { describe, expect, it } from 'vitest';
import type { FunctionSession } from '../_utils/auth';
import { callerRole, parse, productFilter, type Input } from './generate';

// The generator's input and role check, without a backend (the function itself runs in the e2e and the contract).
const CLIENT = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c02';
const CATEGORY = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c10';
const PRODUCT = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c20';
const OTHER = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c21';
const body = (overrides: Record<string, unknown> = {}) => ({
  clientId: CLIENT,
  categoryIds: [CATEGORY],
  validFrom: '2026-11-25',
  ...overrides,
});
const ok = (value: Input | string): Input => {
  if (typeof value === 'string') throw new Error(`refused: ${value}`);
  return value;
};

describe('generate: input', () => {
  it('takes categories with the defaults: the usual columns, no discount, open-ended, no note', () => {
    const input = ok(parse(body()));
    expect(input).toMatchObject({
      clientId: CLIENT,
      allProducts: false,
      categoryIds: [CATEGORY],
      productIds: [],
      columns: ['sku', 'name', 'unit', 'net', 'vat', 'gross'],
      discountPercent: 0,
      validTo: null,
      note: null,
    });
    expect(input.prices.size).toBe(0);
  });

  it('takes hand-picked products and agreed prices; a priced product counts as picked', () => {
    const input = ok(
      parse(body({ categoryIds: [], productIds: [PRODUCT], prices: [{ productId: OTHER, netPrice: 12.5 }] })),
    );
    expect(input.productIds).toEqual([PRODUCT, OTHER]);
    expect([...input.prices]).toEqual([[OTHER, 12.5]]);
  });

  it('takes the whole catalogue without categories or products', () => {
    expect(ok(parse(body({ categoryIds: [], allProducts: true }))).allProducts).toBe(true);
  });

  it.each([
    ['no client', { clientId: undefined }, 'clientId'],
    ['a client that is no uuid', { clientId: 'klient-1' }, 'clientId'],
    ['nothing chosen', { categoryIds: [] }, 'categoryIds/productIds'],
    ['a category that is no uuid', { categoryIds: ['cement'] }, 'categoryIds/productIds'],
    ['allProducts not a boolean', { allProducts: 'tak' }, 'allProducts'],
    ['a negative price', { prices: [{ productId: PRODUCT, netPrice: -1 }] }, 'prices'],
    ['a price with three decimals', { prices: [{ productId: PRODUCT, netPrice: 1.005 }] }, 'prices'],
    ['a price as text', { prices: [{ productId: PRODUCT, netPrice: '12,50' }] }, 'prices'],
    [
      'two prices for one product',
      {
        prices: [
          { productId: PRODUCT, netPrice: 1 },
          { productId: PRODUCT, netPrice: 2 },
        ],
      },
      'prices',
    ],
    ['a price above numeric(12,2)', { prices: [{ productId: PRODUCT, netPrice: 1e10 }] }, 'prices'],
    ['no columns', { columns: [] }, 'columns'],
    ['an unknown column', { columns: ['sku', 'photo'] }, 'columns'],
    ['a column twice', { columns: ['sku', 'sku'] }, 'columns'],
    ['a 100 % discount', { discountPercent: 100 }, 'discountPercent'],
    ['a negative discount', { discountPercent: -5 }, 'discountPercent'],
    ['a discount with three decimals', { discountPercent: 5.125 }, 'discountPercent'],
    ['a date not RRRR-MM-DD', { validFrom: '25.11.2026' }, 'validFrom'],
    ['a bad end date', { validTo: 'jutro' }, 'validTo'],
    ['a note over 500 characters', { note: 'x'.repeat(501) }, 'note'],
  ])('refuses %s', (_, overrides, field) => {
    expect(parse(body(overrides))).toBe(field);
  });

  it('keeps the discount to the grosz and trims the note', () => {
    const input = ok(parse(body({ discountPercent: 99.99, note: '  Promocja  ' })));
    expect(input.discountPercent).toBe(99.99);
    expect(input.note).toBe('Promocja');
  });
});

describe('generate: products chosen', () => {
  it('the whole catalogue: every active product, uncategorised too', () => {
    expect(productFilter({ allProducts: true, productIds: [PRODUCT] }, [CATEGORY])).toEqual({
      active: { _eq: true },
    });
  });

  it('categories and hand-picked products: active ones of either', () => {
    expect(productFilter({ allProducts: false, productIds: [PRODUCT] }, [CATEGORY])).toEqual({
      active: { _eq: true },
      _or: [{ category_id: { _in: [CATEGORY] } }, { id: { _in: [PRODUCT] } }],
    });
  });
});

describe('generate: role', () => {
  const session = (defaultRole: string, allowedRoles: string[]): FunctionSession => ({
    userId: '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c99',
    defaultRole,
    allowedRoles,
    claims: {},
  });

  it('acts in the role the app sends when the user holds it', () => {
    expect(callerRole(session('klient', ['klient', 'handlowiec']), { role: 'handlowiec' })).toBe(
      'handlowiec',
    );
    expect(callerRole(session('org_admin', ['org_admin']), {})).toBe('org_admin');
  });

  it('refuses a role that makes no lists, and one the user does not hold', () => {
    expect(callerRole(session('klient', ['klient']), {})).toBeNull();
    expect(callerRole(session('magazynier', ['magazynier']), { role: 'magazynier' })).toBeNull();
    expect(callerRole(session('klient', ['klient']), { role: 'handlowiec' })).toBeNull();
  });
});
