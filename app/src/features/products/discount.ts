// Apart from the arithmetic: the price list's address check (its route, on the first load) needs only this rule.

/** A discount in percent: 0 to under 100, at most two decimals. */
export const isValidDiscount = (value: number) =>
  Number.isFinite(value) && value >= 0 && value < 100 && Math.round(value * 100) === value * 100;
