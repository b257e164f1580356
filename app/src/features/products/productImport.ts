import Papa from 'papaparse';
import { formatNumber } from '@rampa/design-system';
import { normalizeDigits } from '@rampa/domain';
import {
  PRODUCT_UNITS,
  VAT_RATES,
  type ImportedProduct,
  type ProductCategoryFragment,
  type ProductUnit,
  type VatRate,
} from '@rampa/sdk';
import { eanError, parsePrice, PRODUCT_FORM_MESSAGES, skuError } from './productForm';
import { categoryPaths } from './productCategories';
import { UNIT_LABELS, VAT_LABELS } from './productLabels';

// The CSV import of products (org_admin): the file the list's "Eksportuj CSV" writes reads back in (same headers,
// `;`, decimal comma, BOM), and so does one typed by hand in Excel. Every row is checked with the product form's
// own rules before anything is sent; one wrong row and nothing is imported.

/** The most rows one import takes (the backend inserts them in one statement). */
export const MAX_IMPORT_ROWS = 10_000;

export const IMPORT_COLUMNS = {
  sku: 'SKU',
  ean: 'EAN',
  name: 'Nazwa',
  category: 'Kategoria',
  unit: 'Jednostka',
  net_price: 'Cena netto',
  vat_rate: 'VAT',
  description: 'Opis',
  active: 'Aktywny',
} as const;
export type ImportColumn = keyof typeof IMPORT_COLUMNS;
const REQUIRED_COLUMNS: readonly ImportColumn[] = ['sku', 'name', 'net_price'];

export const IMPORT_MESSAGES = {
  empty: 'Plik jest pusty: pierwszy wiersz to nagłówki kolumn, kolejne to produkty.',
  missingColumn: (header: string) => `Brak kolumny „${header}” w pierwszym wierszu pliku.`,
  tooManyRows: (count: number) =>
    `Plik ma ${formatNumber(count)} wierszy; jeden import przyjmuje najwyżej 10 000.`,
  duplicateInFile: (line: number) => `SKU powtarza się w pliku (pierwszy raz w wierszu ${line})`,
  skuTaken: PRODUCT_FORM_MESSAGES.skuTaken,
  unknownCategory: (name: string) => `Nieznana kategoria „${name}”`,
  ambiguousCategory: (name: string) =>
    `Kategoria „${name}” występuje w kilku miejscach drzewa; podaj ścieżkę, np. „Nadrzędna › ${name}”`,
  unknownUnit: (unit: string) =>
    `Nieznana jednostka „${unit}”; dozwolone: ${PRODUCT_UNITS.map((u) => UNIT_LABELS[u]).join(', ')}`,
  unknownVat: (rate: string) =>
    `Nieznana stawka VAT „${rate}”; dozwolone: ${VAT_RATES.map((r) => VAT_LABELS[r]).join(', ')}`,
  active: 'Wpisz „tak” albo „nie”',
} as const;

/** One data row of the file: its line in the file (the header is line 1) and its cells by column. */
export interface ImportSourceRow {
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
}

export interface ParsedProductCsv {
  rows: ImportSourceRow[];
  /** Columns found, in the file's order (for the preview). */
  columns: ImportColumn[];
  /** Why the file as a whole cannot be imported (no rows, a required column missing, too many rows). */
  fileErrors: string[];
}

const normalizeHeader = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');
const HEADER_TO_COLUMN = new Map<string, ImportColumn>(
  (Object.entries(IMPORT_COLUMNS) as [ImportColumn, string][]).map(([column, header]) => [
    normalizeHeader(header),
    column,
  ]),
);
// "Jednostka miary" and "J.m." as the list and the form call the unit; "Stawka VAT" as the form does.
HEADER_TO_COLUMN.set('jednostka miary', 'unit');
HEADER_TO_COLUMN.set('j.m.', 'unit');
HEADER_TO_COLUMN.set('stawka vat', 'vat_rate');
HEADER_TO_COLUMN.set('ean-13', 'ean');

/** Reads the file's text (`;` or `,` separated, a BOM or none) into rows by column; nothing is checked yet. */
export function parseProductCsv(text: string): ParsedProductCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: '',
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  const [header, ...body] = result.data;
  if (!header || body.length === 0) return { rows: [], columns: [], fileErrors: [IMPORT_MESSAGES.empty] };
  const indexes = new Map<ImportColumn, number>();
  header.forEach((cell, index) => {
    const column = HEADER_TO_COLUMN.get(normalizeHeader(cell));
    if (column && !indexes.has(column)) indexes.set(column, index);
  });
  const fileErrors = REQUIRED_COLUMNS.filter((column) => !indexes.has(column)).map((column) =>
    IMPORT_MESSAGES.missingColumn(IMPORT_COLUMNS[column]),
  );
  if (body.length > MAX_IMPORT_ROWS) fileErrors.push(IMPORT_MESSAGES.tooManyRows(body.length));
  const rows = body.map((cells, index) => {
    const row: ImportSourceRow = { line: index + 2, cells: {} };
    for (const [column, at] of indexes) row.cells[column] = (cells[at] ?? '').trim();
    return row;
  });
  return { rows, columns: [...indexes.keys()], fileErrors };
}

export interface ImportRowError {
  line: number;
  column: ImportColumn;
  message: string;
}

export interface ProductImportReport {
  /** Ready to insert (without `org_id`), one per source row, when there are no errors. */
  products: ImportedProduct[];
  errors: ImportRowError[];
  /** Rows with at least one error. */
  wrongRows: number;
}

const UNIT_BY_TEXT = new Map<string, ProductUnit>();
for (const unit of PRODUCT_UNITS) {
  UNIT_BY_TEXT.set(unit.toLowerCase(), unit);
  UNIT_BY_TEXT.set(UNIT_LABELS[unit].toLowerCase(), unit);
  UNIT_BY_TEXT.set(unit.replace(/\.$/, '').toLowerCase(), unit);
}
const VAT_BY_TEXT = new Map<string, VatRate>();
for (const rate of VAT_RATES) {
  VAT_BY_TEXT.set(rate, rate);
  VAT_BY_TEXT.set(VAT_LABELS[rate].toLowerCase(), rate);
}
VAT_BY_TEXT.set('zw.', 'zw');

const unitOf = (text: string) => UNIT_BY_TEXT.get(text.trim().toLowerCase());
/** "23", "23%", "23 %", "zw", "zw.", "ZW." */
const vatOf = (text: string) => VAT_BY_TEXT.get(text.toLowerCase().replace(/\s+/g, '').replace(/%$/, ''));

/** The category ids by what a cell may say: its path ("Opakowania › Folie stretch") or its unique name. */
function categoryLookup(categories: readonly ProductCategoryFragment[]) {
  const byPath = new Map<string, string>();
  const byName = new Map<string, string[]>();
  for (const { id, path } of categoryPaths(categories)) {
    byPath.set(path.toLocaleLowerCase('pl'), id);
  }
  for (const category of categories) {
    const key = category.name.trim().toLocaleLowerCase('pl');
    byName.set(key, [...(byName.get(key) ?? []), category.id]);
  }
  return (text: string): { id: string } | { error: string } => {
    const key = text
      .trim()
      .replace(/\s*[›>/]\s*/g, ' › ')
      .toLocaleLowerCase('pl');
    const path = byPath.get(key);
    if (path) return { id: path };
    const named = byName.get(key) ?? [];
    if (named.length === 1) return { id: named[0]! };
    return {
      error:
        named.length > 1 ? IMPORT_MESSAGES.ambiguousCategory(text) : IMPORT_MESSAGES.unknownCategory(text),
    };
  };
}

/**
 * Checks every row with the product form's rules (SKU, name, EAN-13 check digit, price ≥ 0 with two decimals),
 * the units and VAT rates the database allows, the organization's categories, and SKUs unique within the file and
 * against the catalogue (`takenSkus`). Errors are per row and column, in Polish.
 */
export function validateProductImport(
  rows: readonly ImportSourceRow[],
  context: { categories: readonly ProductCategoryFragment[]; takenSkus: ReadonlySet<string> },
): ProductImportReport {
  const category = categoryLookup(context.categories);
  const firstLine = new Map<string, number>();
  const errors: ImportRowError[] = [];
  const products: ImportedProduct[] = [];
  let wrongRows = 0;
  for (const { line, cells } of rows) {
    const before = errors.length;
    const fail = (column: ImportColumn, message: string) => errors.push({ line, column, message });
    const sku = (cells.sku ?? '').trim();
    const skuProblem = skuError(sku);
    if (skuProblem) fail('sku', skuProblem);
    else {
      const key = sku.toLowerCase();
      const first = firstLine.get(key);
      if (first !== undefined) fail('sku', IMPORT_MESSAGES.duplicateInFile(first));
      else firstLine.set(key, line);
      if (context.takenSkus.has(sku)) fail('sku', IMPORT_MESSAGES.skuTaken);
    }
    const name = (cells.name ?? '').trim();
    if (name === '') fail('name', PRODUCT_FORM_MESSAGES.required);
    else if (name.length > 200) fail('name', 'Najwyżej 200 znaków');
    const ean = cells.ean ?? '';
    const eanProblem = eanError(ean);
    if (eanProblem) fail('ean', eanProblem);
    const price = parsePrice(cells.net_price ?? '');
    if ('error' in price) fail('net_price', price.error);
    const unitText = cells.unit ?? '';
    const unit = unitText === '' ? 'szt.' : unitOf(unitText);
    if (!unit) fail('unit', IMPORT_MESSAGES.unknownUnit(unitText));
    const vatText = cells.vat_rate ?? '';
    const vat = vatText === '' ? '23' : vatOf(vatText);
    if (!vat) fail('vat_rate', IMPORT_MESSAGES.unknownVat(vatText));
    const categoryText = cells.category ?? '';
    const categoryId = categoryText === '' ? { id: null } : category(categoryText);
    if ('error' in categoryId) fail('category', categoryId.error);
    const activeText = (cells.active ?? '').toLowerCase();
    if (activeText !== '' && activeText !== 'tak' && activeText !== 'nie')
      fail('active', IMPORT_MESSAGES.active);
    if (errors.length > before) {
      wrongRows += 1;
      continue;
    }
    const description = (cells.description ?? '').trim();
    products.push({
      sku,
      ean: ean.trim() === '' ? null : normalizeDigits(ean),
      name,
      description: description === '' ? null : description,
      category_id: 'id' in categoryId ? categoryId.id : null,
      unit: unit!,
      net_price: 'value' in price ? price.value : '0',
      vat_rate: vat!,
      active: activeText !== 'nie',
    });
  }
  return { products: errors.length === 0 ? products : [], errors, wrongRows };
}
