/** The units and VAT rates the database's CHECK constraints allow (1795340000000_products). */
export const PRODUCT_UNITS = ['szt.', 'kg', 't', 'm', 'm2', 'm3', 'kpl.', 'opak.', 'paleta'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const VAT_RATES = ['23', '8', '5', '0', 'zw'] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const PRODUCT_SORT_FIELDS = ['name', 'sku', 'net_price', 'gross_price', 'updated_at'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export const DEFAULT_PRODUCT_PAGE_SIZE = 25;
