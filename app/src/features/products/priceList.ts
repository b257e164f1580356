import { amountOf, type ProductRow } from './productLabels';

// The price list's arithmetic, in whole grosze (BigInt, so 10 digits of złoty times a percentage stay exact): a
// discount off the net price, then the gross price per line, each rounded half up to the grosz as Polish invoices
// round.

/** a / b rounded half up, for a ≥ 0 and b > 0. */
const divideHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

/** An amount in złoty (a JSON number or numeric string with at most two decimals) as grosze. */
export function toGrosze(value: number | string): bigint {
  const [whole = '0', fraction = ''] = amountOf(value).toFixed(2).split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

export const fromGrosze = (grosze: bigint) => Number(grosze) / 100;

/** A discount in percent (0–100, up to two decimals) off a net price, rounded half up to the grosz. */
export function discountedNet(net: number | string, discountPercent: number): bigint {
  const basisPoints = BigInt(Math.round(discountPercent * 100));
  return divideHalfUp(toGrosze(net) * (10_000n - basisPoints), 10_000n);
}

/** The gross of a net amount in grosze at a VAT rate (`zw` as 0 %), rounded half up to the grosz. */
export function grossOf(netGrosze: bigint, vatRate: string): bigint {
  const rate = vatRate === 'zw' ? 0n : BigInt(Number.parseInt(vatRate, 10) || 0);
  return divideHalfUp(netGrosze * (100n + rate), 100n);
}

export interface PriceListLine {
  product: ProductRow;
  /** Net and gross on the list, in złoty. */
  net: number;
  gross: number;
}

/** The list's lines: each product's net after the discount and its gross recomputed from it. */
export function priceListLines(products: readonly ProductRow[], discountPercent: number): PriceListLine[] {
  return products.map((product) => {
    const net = discountedNet(product.net_price, discountPercent);
    return { product, net: fromGrosze(net), gross: fromGrosze(grossOf(net, product.vat_rate)) };
  });
}

export { isValidDiscount } from './discount';
