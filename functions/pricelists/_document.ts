import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement as h, type ReactElement } from 'react';
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';

/** The columns a price list may show, in the generator's order. */
export const PRICE_LIST_COLUMNS = ['sku', 'ean', 'name', 'unit', 'net', 'vat', 'gross', 'image'] as const;
export type PriceListColumn = (typeof PRICE_LIST_COLUMNS)[number];

export interface PriceListParty {
  name: string;
  nip: string | null;
}

export interface PriceListLine {
  sku: string;
  ean: string | null;
  name: string;
  unit: string;
  /** The category path ("Budowlane › Cement"); null for an uncategorised product. */
  category: string | null;
  /** Sorts the categories as the catalogue does. */
  categoryOrder: number;
  net: number;
  vatRate: string;
  gross: number;
}

export interface PriceListDocument {
  number: string;
  organization: PriceListParty;
  client: PriceListParty;
  validFrom: string;
  validTo: string | null;
  discountPercent: number;
  columns: readonly PriceListColumn[];
  note: string | null;
  createdAt: string;
  lines: readonly PriceListLine[];
}

// Polish amounts: "1 234,50 zł", grouped even below 10 000 (pl-PL's default leaves "1234"), with non-breaking
// spaces so an amount never wraps.
const amountFormat = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
export const formatAmount = (value: number) => `${amountFormat.format(value)}\u00a0zł`;
/** "12,5" for a CSV cell: decimal comma, no grouping, two decimals. */
export const csvAmount = (value: number) => value.toFixed(2).replace('.', ',');
export const formatVat = (rate: string) => (rate === 'zw' ? 'zw.' : `${rate}%`);
/** "2026-11-24" → "24.11.2026". */
export const formatDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
const formatNip = (nip: string | null) => (nip ? `NIP ${nip}` : 'NIP —');

const HEADINGS: Record<PriceListColumn, string> = {
  sku: 'SKU',
  ean: 'EAN',
  name: 'Nazwa',
  unit: 'J.m.',
  net: 'Cena netto',
  vat: 'VAT',
  gross: 'Cena brutto',
  image: 'Zdjęcie',
};

/** Column widths in points of the 515 pt wide A4 text column; the name takes what is left. */
const WIDTHS: Record<Exclude<PriceListColumn, 'name' | 'image'>, number> = {
  sku: 80,
  ean: 80,
  unit: 36,
  net: 70,
  vat: 34,
  gross: 70,
};
const NUMERIC = new Set<PriceListColumn>(['net', 'vat', 'gross']);

/** The printed columns: the image is not printed (the PDF stays small and quick); the CSV has no images either. */
const printed = (columns: readonly PriceListColumn[]) => columns.filter((c) => c !== 'image');

function cell(line: PriceListLine, column: PriceListColumn): string {
  switch (column) {
    case 'sku':
      return line.sku;
    case 'ean':
      return line.ean ?? '';
    case 'name':
      return line.name;
    case 'unit':
      return line.unit;
    case 'net':
      return formatAmount(line.net);
    case 'vat':
      return formatVat(line.vatRate);
    case 'gross':
      return formatAmount(line.gross);
    case 'image':
      return '';
  }
}

/** The lines grouped by category, in the catalogue's order, the uncategorised last. */
export function groupByCategory(lines: readonly PriceListLine[]): [string, PriceListLine[]][] {
  const groups = new Map<string, { order: number; lines: PriceListLine[] }>();
  for (const line of lines) {
    const key = line.category ?? 'Bez kategorii';
    const group = groups.get(key) ?? { order: line.category ? line.categoryOrder : Infinity, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b, 'pl'))
    .map(([name, group]) => [name, group.lines]);
}

// Noto Sans, whole (the TTFs of @expo-google-fonts/noto-sans: Latin with ą ę ł ś ż ź ć ń, embedded as a subset).
// @fontsource's files split Latin and Latin Extended in two, and react-pdf's glyph-by-glyph fallback between them
// made a list many times slower.
let fontsRegistered = false;
function registerFonts() {
  if (fontsRegistered) return;
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));
  Font.register({
    family: 'NotoSans',
    fonts: [
      { src: join(root, '400Regular', 'NotoSans_400Regular.ttf'), fontWeight: 400 },
      { src: join(root, '700Bold', 'NotoSans_700Bold.ttf'), fontWeight: 700 },
    ],
  });
  // Words are not hyphenated in a price list.
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

const styles = StyleSheet.create({
  page: {
    fontFamily: 'NotoSans',
    fontSize: 8.5,
    paddingTop: 36,
    paddingBottom: 48,
    paddingHorizontal: 40,
    color: '#1a1a1a',
  },
  title: { fontSize: 16, fontWeight: 700, marginBottom: 4 },
  meta: { fontSize: 9, marginBottom: 2 },
  parties: { flexDirection: 'row', marginTop: 10, marginBottom: 12, gap: 16 },
  party: { flex: 1, borderWidth: 0.5, borderColor: '#999', padding: 6 },
  partyLabel: { fontSize: 7.5, color: '#555', marginBottom: 2 },
  partyName: { fontSize: 10, fontWeight: 700 },
  headerRow: {
    flexDirection: 'row',
    borderBottomWidth: 1,
    borderColor: '#333',
    paddingVertical: 3,
    fontWeight: 700,
    backgroundColor: '#eeeeee',
  },
  category: { fontSize: 9.5, fontWeight: 700, height: 20, paddingTop: 6 },
  rows: { flexDirection: 'row', lineHeight: 11 / 8.5, borderBottomWidth: 0.5, borderColor: '#ccc' },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: '#555',
  },
});

function columnStyle(column: PriceListColumn) {
  const width = column === 'name' || column === 'image' ? undefined : WIDTHS[column];
  return {
    ...(width ? { width } : { flex: 1 }),
    paddingHorizontal: 3,
    ...(NUMERIC.has(column) && { textAlign: 'right' as const }),
  };
}

// Pages are laid out here rather than by react-pdf's page breaking, which takes minutes for a 2,000-line list on
// this machine. The name column is wrapped here too (conservatively, by character count), so a run of rows is one
// Text per column with one line per row line: a few nodes per page instead of seven per row, and the columns stay
// aligned because every line has the same height.
const PAGE_HEIGHT = 841.89 - 36 - 48;
const FIRST_PAGE_HEADER = 150;
const TABLE_HEADER = 18;
const CATEGORY_HEIGHT = 20;
const LINE_HEIGHT = 11;
/** Characters of the name that surely fit on one line of the name column at 8.5 pt. */
const nameChars = (columns: readonly PriceListColumn[]) => {
  const fixed = columns.reduce((sum, c) => sum + (c === 'name' || c === 'image' ? 0 : WIDTHS[c]), 0);
  return Math.max(12, Math.floor((515 - fixed - 6) / 5.4));
};

/** Splits a name into lines of at most `width` characters, at spaces where it can. */
export function wrapName(name: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of name.split(/\s+/)) {
    for (let rest = word; rest.length > 0;) {
      const candidate = current ? `${current} ${rest}` : rest;
      if (candidate.length <= width) {
        current = candidate;
        rest = '';
      } else if (current) {
        lines.push(current);
        current = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

interface Row {
  line: PriceListLine;
  name: string[];
}
type Block = { kind: 'category'; name: string } | { kind: 'rows'; rows: Row[] };

/** The blocks of each page: a category heading never ends a page, and a category running on says so. */
export function paginate(doc: Pick<PriceListDocument, 'columns' | 'lines'>): Block[][] {
  const perLine = nameChars(printed(doc.columns));
  const pages: Block[][] = [[]];
  let room = PAGE_HEIGHT - FIRST_PAGE_HEADER - TABLE_HEADER;
  for (const [category, lines] of groupByCategory(doc.lines)) {
    let rows: Row[] | undefined;
    for (const line of lines) {
      const name = wrapName(line.name, perLine);
      const height = LINE_HEIGHT * name.length;
      if (!rows || room < height) {
        if (room < height + CATEGORY_HEIGHT) {
          pages.push([]);
          room = PAGE_HEIGHT - TABLE_HEADER;
        }
        pages.at(-1)!.push({ kind: 'category', name: rows ? `${category} (cd.)` : category });
        rows = [];
        pages.at(-1)!.push({ kind: 'rows', rows });
        room -= CATEGORY_HEIGHT;
      }
      rows.push({ line, name });
      room -= height;
    }
  }
  return pages;
}

/** One column of a run of rows: a row's value on its first line, blank lines under it while its name wraps. */
function columnText(rows: readonly Row[], column: PriceListColumn): string {
  return rows
    .map((row) =>
      (column === 'name' ? row.name : [cell(row.line, column), ...row.name.slice(1).map(() => ' ')]).join(
        '\n',
      ),
    )
    .join('\n');
}

/** The price list as a react-pdf document: A4, the table's header repeated on every page, "Strona 1 z 3". */
export function priceListElement(doc: PriceListDocument): ReactElement {
  const columns = printed(doc.columns);
  const validity = doc.validTo
    ? `Ważny od ${formatDay(doc.validFrom)} do ${formatDay(doc.validTo)}`
    : `Ważny od ${formatDay(doc.validFrom)}`;
  const party = (label: string, who: PriceListParty) =>
    h(
      View,
      { style: styles.party },
      h(Text, { style: styles.partyLabel }, label),
      h(Text, { style: styles.partyName }, who.name),
      h(Text, null, formatNip(who.nip)),
    );
  const pages = paginate(doc);
  const header = h(
    View,
    { style: styles.headerRow },
    ...columns.map((c) => h(Text, { key: c, style: columnStyle(c) }, HEADINGS[c])),
  );
  return h(
    Document,
    { title: `Cennik ${doc.number} — ${doc.client.name}`, author: doc.organization.name, language: 'pl' },
    ...pages.map((blocks, index) =>
      h(
        Page,
        { key: index, size: 'A4', style: styles.page, wrap: false },
        index === 0
          ? h(
              View,
              { style: { height: FIRST_PAGE_HEADER } },
              h(Text, { style: styles.title }, `Cennik ${doc.number}`),
              h(Text, { style: styles.meta }, validity),
              doc.discountPercent > 0
                ? h(
                    Text,
                    { style: styles.meta },
                    `Rabat ${String(doc.discountPercent).replace('.', ',')}% od cen katalogowych netto`,
                  )
                : null,
              doc.note ? h(Text, { style: styles.meta }, doc.note) : null,
              h(
                View,
                { style: styles.parties },
                party('Sprzedawca', doc.organization),
                party('Nabywca', doc.client),
              ),
            )
          : null,
        header,
        ...blocks.map((block, i) =>
          block.kind === 'category'
            ? h(Text, { key: i, style: styles.category }, block.name)
            : h(
                View,
                { key: i, style: styles.rows },
                ...columns.map((c) => h(Text, { key: c, style: columnStyle(c) }, columnText(block.rows, c))),
              ),
        ),
        h(
          View,
          { style: styles.footer },
          h(Text, null, `${doc.organization.name} · Cennik ${doc.number}`),
          h(Text, null, `Strona ${index + 1} z ${pages.length}`),
        ),
      ),
    ),
  );
}

export async function renderPriceListPdf(doc: PriceListDocument): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(priceListElement(doc) as Parameters<typeof renderToBuffer>[0]);
}

const CSV_HEADINGS: Record<PriceListColumn, string> = { ...HEADINGS, vat: 'Stawka VAT' };

function csvCell(line: PriceListLine, column: PriceListColumn): string {
  switch (column) {
    case 'net':
      return csvAmount(line.net);
    case 'gross':
      return csvAmount(line.gross);
    case 'vat':
      return formatVat(line.vatRate);
    default:
      return cell(line, column);
  }
}

const quote = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The price list for a spreadsheet: UTF-8 with a BOM (so Polish Excel reads ą ę ł), `;` between cells, decimal
 * commas, CRLF line ends; the category is a column of its own.
 */
export function priceListCsv(doc: PriceListDocument): string {
  const columns = printed(doc.columns);
  const rows = [
    ['Kategoria', ...columns.map((c) => CSV_HEADINGS[c])],
    ...groupByCategory(doc.lines).flatMap(([category, lines]) =>
      lines.map((line) => [category, ...columns.map((c) => csvCell(line, c))]),
    ),
  ];
  return `\ufeff${rows.map((row) => row.map(quote).join(';')).join('\r\n')}\r\n`;
}
