import { isValidDiscount } from './discount';

/** `?categories=…&discount=5`: the generator's choices, so a list can be linked and made again. */
export interface PriceListSearch {
  /** The chosen categories; none is the whole catalogue. */
  categories?: string[];
  /** One category, as the catalogue links here; read into `categories`. */
  category?: string;
  discount?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parsePriceListSearch(raw: Record<string, unknown>): PriceListSearch {
  const search: PriceListSearch = {};
  // An array (the router's own links), a comma list, or the one `category` of an older link.
  const given = [raw.categories, raw.category].flatMap((value) =>
    Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [],
  );
  const categories = [
    ...new Set(given.filter((id): id is string => typeof id === 'string' && UUID.test(id))),
  ];
  if (categories.length > 0) search.categories = categories;
  const discount = typeof raw.discount === 'string' ? Number(raw.discount.replace(',', '.')) : raw.discount;
  if (typeof discount === 'number' && isValidDiscount(discount) && discount > 0) search.discount = discount;
  return search;
}
