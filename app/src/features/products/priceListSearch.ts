import { isValidDiscount } from './priceList';

/** `?category=…&discount=5&client=…`: the generator's choices, so a list can be linked and made again. */
export interface PriceListSearch {
  category?: string;
  discount?: number;
  client?: string;
}

export function parsePriceListSearch(raw: Record<string, unknown>): PriceListSearch {
  const search: PriceListSearch = {};
  if (typeof raw.category === 'string' && /^[0-9a-f-]{36}$/i.test(raw.category))
    search.category = raw.category;
  const discount = typeof raw.discount === 'string' ? Number(raw.discount.replace(',', '.')) : raw.discount;
  if (typeof discount === 'number' && isValidDiscount(discount) && discount > 0) search.discount = discount;
  const client = typeof raw.client === 'number' ? String(raw.client) : raw.client;
  if (typeof client === 'string' && client.trim() && client.length <= 200) search.client = client.trim();
  return search;
}
