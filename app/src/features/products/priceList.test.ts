import { describe, expect, it } from 'vitest';
import { productListItemFixture } from '@rampa/sdk/testing';
import { discountedNet, grossOf, isValidDiscount, priceListLines, toGrosze } from './priceList';

describe('price list arithmetic', () => {
  it('keeps amounts exact in grosze', () => {
    expect(toGrosze(1.005 * 1000)).toBe(100500n);
    expect(toGrosze('3890.00')).toBe(389000n);
    expect(toGrosze(0.1 + 0.2)).toBe(30n);
  });

  it('takes a discount off the net price, half up to the grosz', () => {
    // 18,99 zł − 5 % = 18,0405 → 18,04 zł; 0,50 zł − 3 % = 0,485 → 0,49 zł (half up).
    expect(discountedNet(18.99, 5)).toBe(1804n);
    expect(discountedNet(0.5, 3)).toBe(49n);
    expect(discountedNet(3890, 12.5)).toBe(340375n);
    expect(discountedNet(10, 0)).toBe(1000n);
    expect(discountedNet(10, 100)).toBe(0n);
  });

  it('computes the gross per line like the database: half up, zw as 0 %', () => {
    expect(grossOf(1804n, '23')).toBe(2219n); // 22,1892 → 22,19
    expect(grossOf(1250n, '8')).toBe(1350n);
    expect(grossOf(5n, '23')).toBe(6n); // 0,0615 → 0,06
    expect(grossOf(2n, '23')).toBe(2n); // 0,0246 → 0,02
    expect(grossOf(1000n, 'zw')).toBe(1000n);
  });

  it('makes the lines of a list', () => {
    const product = productListItemFixture(1, { net_price: 18.99, vat_rate: '23' });
    expect(priceListLines([product], 5)).toEqual([{ product, net: 18.04, gross: 22.19 }]);
  });

  it('accepts discounts from 0 to under 100 % with at most two decimals (the server refuses 100 %)', () => {
    expect(isValidDiscount(5)).toBe(true);
    expect(isValidDiscount(99.99)).toBe(true);
    expect(isValidDiscount(100)).toBe(false);
    expect(isValidDiscount(12.5)).toBe(true);
    expect(isValidDiscount(-1)).toBe(false);
    expect(isValidDiscount(101)).toBe(false);
    expect(isValidDiscount(1.234)).toBe(false);
    expect(isValidDiscount(Number.NaN)).toBe(false);
  });
});
