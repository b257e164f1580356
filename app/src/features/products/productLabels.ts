import { formatPLN } from '@rampa/design-system';
import type { ProductListPage, ProductUnit, VatRate } from '@rampa/sdk';
import { buildCsv, type CsvColumn } from '../clients/csv';

export type ProductRow = ProductListPage['rows'][number];

/** "23%", "zw." (zwolniony): as on a Polish invoice. */
export const VAT_LABELS: Record<VatRate, string> = {
  '23': '23%',
  '8': '8%',
  '5': '5%',
  '0': '0%',
  zw: 'zw.',
};

export const UNIT_LABELS: Record<ProductUnit, string> = {
  'szt.': 'szt.',
  kg: 'kg',
  t: 't',
  m: 'm',
  m2: 'm²',
  m3: 'm³',
  'kpl.': 'kpl.',
  'opak.': 'opak.',
  paleta: 'paleta',
};

export const vatLabel = (rate: string) => VAT_LABELS[rate as VatRate] ?? rate;
export const unitLabel = (unit: string) => UNIT_LABELS[unit as ProductUnit] ?? unit;

/** A numeric from the API (a JSON number, or a string where numerics are stringified) as a number. */
export const amountOf = (value: number | string) => (typeof value === 'number' ? value : Number(value));

/** "1 234,50 zł"; "—" when the API has no amount. */
export const formatPrice = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '—' : formatPLN(amountOf(value));

/** Amounts in a CSV cell: a decimal comma and no grouping, so Polish Excel reads them as numbers. */
const csvAmount = (value: number | string | null) =>
  value === null ? null : amountOf(value).toFixed(2).replace('.', ',');

export const PRODUCT_CSV_COLUMNS: readonly CsvColumn<ProductRow>[] = [
  { header: 'SKU', value: (row) => row.sku },
  { header: 'EAN', value: (row) => row.ean },
  { header: 'Nazwa', value: (row) => row.name },
  { header: 'Kategoria', value: (row) => row.category?.name },
  { header: 'Jednostka', value: (row) => unitLabel(row.unit) },
  { header: 'Cena netto', value: (row) => csvAmount(row.net_price) },
  { header: 'VAT', value: (row) => vatLabel(row.vat_rate) },
  { header: 'Cena brutto', value: (row) => csvAmount(row.gross_price) },
  { header: 'Aktywny', value: (row) => (row.active ? 'tak' : 'nie') },
];

export const productCsv = (rows: readonly ProductRow[]) => buildCsv(PRODUCT_CSV_COLUMNS, rows);

/** `produkty-2026-11-22.csv` */
export const productCsvFileName = (now: Date = new Date()) =>
  `produkty-${now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' })}.csv`;
