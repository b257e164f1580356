import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement as h, type ReactElement } from 'react';
import { Document, Font, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import * as fontkit from 'fontkit';
import PDFDocument, { type PdfFonts } from 'pdfkit';
import { renderInWorker } from './_pdf-thread';

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
  /** The product's thumbnail (JPEG) for the image column; null when it has none. */
  image?: Uint8Array | null;
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
const WIDTHS: Record<Exclude<PriceListColumn, 'name'>, number> = {
  sku: 78,
  ean: 72,
  unit: 34,
  net: 70,
  vat: 32,
  gross: 70,
  image: 40,
};
const NUMERIC = new Set<PriceListColumn>(['net', 'vat', 'gross']);
const TEXT_WIDTH = 515;
const CELL_PADDING = 3;

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
type Weight = 400 | 700;
function fontFile(weight: Weight): string {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));
  return weight === 400
    ? join(root, '400Regular', 'NotoSans_400Regular.ttf')
    : join(root, '700Bold', 'NotoSans_700Bold.ttf');
}

// react-pdf sets every run of text with the font object itself, for which pdfkit keeps no cache: each run opened
// the font again and compared its name table, as JSON, with the one already embedded (a fifth of a 2,000-line
// list's CPU). A document sets the font object it already opened for that object.
const opened = new WeakMap<object, WeakMap<object, unknown>>();
const setFont = PDFDocument.prototype.font;
PDFDocument.prototype.font = function font(this: PdfFonts, src: unknown, family?: unknown, size?: unknown) {
  if (typeof src !== 'object' || src === null || (family !== undefined && typeof family !== 'number')) {
    return setFont.call(this, src, family, size);
  }
  const byDocument = opened.get(this) ?? new WeakMap<object, unknown>();
  opened.set(this, byDocument);
  const known = byDocument.get(src);
  if (!known) {
    setFont.call(this, src, family, size);
    byDocument.set(src, this._font);
    return this;
  }
  this._fontSource = src;
  this._fontFamily = null;
  this._font = known;
  const fontSize = typeof family === 'number' ? family : size;
  if (fontSize != null) this.fontSize(fontSize);
  return this;
};

let fontsRegistered = false;
function registerFonts() {
  if (fontsRegistered) return;
  Font.register({
    family: 'NotoSans',
    fonts: [
      { src: fontFile(400), fontWeight: 400 },
      { src: fontFile(700), fontWeight: 700 },
    ],
  });
  // Words are not hyphenated in a price list.
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

// Line heights are given in points: react-pdf multiplies a unitless one by the font size of the style it is
// declared in (18 pt by default on a View), not by the size of the text that inherits it.

// Text is measured with the embedded font's own glyph advances (fontkit, which react-pdf lays text out with), so
// the lines broken here are the lines printed and every page's height is known before it is rendered.
interface Face {
  unitsPerEm: number;
  layout(text: string): { advanceWidth: number };
}
const faces = new Map<Weight, Face>();
const advances = new Map<string, number>();
function face(weight: Weight): Face {
  let loaded = faces.get(weight);
  if (!loaded) {
    loaded = fontkit.openSync(fontFile(weight));
    faces.set(weight, loaded);
  }
  return loaded;
}

/** The width in points of `text` set in Noto Sans at `size` (words cached: a catalogue repeats them). */
export function textWidth(text: string, size: number, weight: Weight = 400): number {
  const key = `${weight}${text}`;
  let units = advances.get(key);
  if (units === undefined) {
    const font = face(weight);
    units = (font.layout(text).advanceWidth * 1000) / font.unitsPerEm;
    if (advances.size > 200_000) advances.clear();
    advances.set(key, units);
  }
  return (units / 1000) * size;
}

// A point of slack, so rounding in the renderer never breaks a line measured to fit.
const SLACK = 1;

/** Splits text into the lines it takes in `width` points: at spaces, a word wider than the column cut. */
export function wrapText(text: string, width: number, size: number, weight: Weight = 400): string[] {
  // react-pdf breaks a paragraph with its closing newline, which the font gives a width (5.1 pt at 8.5 pt).
  const room = width - SLACK - textWidth('\n', size, weight);
  const space = textWidth(' ', size, weight);
  const lines: string[] = [];
  let current = '';
  let used = 0;
  for (const word of text.split(/ +/).filter(Boolean)) {
    const wide = textWidth(word, size, weight);
    if (current && used + space + wide <= room) {
      current += ` ${word}`;
      used += space + wide;
      continue;
    }
    if (current) lines.push(current);
    if (wide <= room) {
      current = word;
      used = wide;
      continue;
    }
    // A word wider than the column: cut it where it stops fitting.
    let piece = '';
    for (const char of word) {
      if (piece && textWidth(piece + char, size, weight) > room) {
        lines.push(piece);
        piece = '';
      }
      piece += char;
    }
    current = piece;
    used = textWidth(piece, size, weight);
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

/** Cuts a one-line heading to the width, with an ellipsis. */
function fitLine(text: string, width: number, size: number, weight: Weight): string {
  if (textWidth(text, size, weight) <= width - SLACK) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, size, weight) > width - SLACK) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

const FONT_SIZE = 8.5;
const LINE_HEIGHT = 11;
/** A thumbnail row is three lines tall; the image 30 pt square inside it. */
const IMAGE_LINES = 3;
const IMAGE_SIZE = 30;

const styles = StyleSheet.create({
  page: {
    fontFamily: 'NotoSans',
    fontSize: FONT_SIZE,
    paddingTop: 36,
    paddingBottom: 48,
    paddingHorizontal: 40,
    color: '#1a1a1a',
  },
  title: { fontSize: 16, lineHeight: '22pt', fontWeight: 700, marginBottom: 4 },
  meta: { fontSize: 9, lineHeight: '12pt', marginBottom: 2 },
  parties: { flexDirection: 'row', marginTop: 10, marginBottom: 12, gap: 16 },
  party: { flex: 1, borderWidth: 0.5, borderColor: '#999', padding: 6 },
  partyLabel: { fontSize: 7.5, lineHeight: '10pt', color: '#555', marginBottom: 2 },
  partyName: { fontSize: 10, lineHeight: '13pt', fontWeight: 700 },
  partyNip: { lineHeight: `${LINE_HEIGHT}pt` },
  headerRow: {
    flexDirection: 'row',
    height: 18,
    borderBottomWidth: 1,
    borderColor: '#333',
    paddingVertical: 3,
    fontWeight: 700,
    lineHeight: `${LINE_HEIGHT}pt`,
    backgroundColor: '#eeeeee',
  },
  category: { fontSize: 9.5, lineHeight: '13pt', fontWeight: 700, height: 20, paddingTop: 6 },
  rows: {
    flexDirection: 'row',
    lineHeight: `${LINE_HEIGHT}pt`,
    borderBottomWidth: 0.5,
    borderColor: '#ccc',
  },
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

/** The name column takes what the fixed columns leave. */
function columnWidth(columns: readonly PriceListColumn[], column: PriceListColumn): number {
  if (column !== 'name') return WIDTHS[column];
  return TEXT_WIDTH - columns.reduce((sum, c) => sum + (c === 'name' ? 0 : WIDTHS[c]), 0);
}

function columnStyle(columns: readonly PriceListColumn[], column: PriceListColumn) {
  return {
    width: columnWidth(columns, column),
    paddingHorizontal: CELL_PADDING,
    ...(NUMERIC.has(column) && { textAlign: 'right' as const }),
  };
}

// Pages are laid out here rather than by react-pdf's page breaking, which takes minutes for a 2,000-line list on
// this machine. Every cell is broken into lines here with the font's real widths, so a run of rows is one Text
// per column with one line per row line: a few nodes per page instead of seven per row, the columns stay aligned
// (a row is as tall as its tallest cell), and the heights add up to exactly what is printed.
const A4 = { width: 595.28, height: 841.89 } as const;
const PAGE_HEIGHT = A4.height - 36 - 48;
const TABLE_HEADER = 18;
const CATEGORY_HEIGHT = 20;
const ROWS_BORDER = 0.5;

/** The first page's heading (title, validity, discount, note, the two parties), its lines and its height. */
export function firstPageHeader(
  doc: Pick<PriceListDocument, 'note' | 'organization' | 'client' | 'discountPercent'>,
) {
  const note = doc.note ? wrapText(doc.note, TEXT_WIDTH, 9) : [];
  const partyWidth = (TEXT_WIDTH - 16) / 2 - 1 - 12;
  const names = [doc.organization.name, doc.client.name].map((name) => wrapText(name, partyWidth, 10, 700));
  // Validity, the discount, the note: 12 pt a line, 2 pt under each paragraph.
  const metaParagraphs = 1 + (doc.discountPercent > 0 ? 1 : 0) + (note.length > 0 ? 1 : 0);
  const metaLines = metaParagraphs - (note.length > 0 ? 1 : 0) + note.length;
  const nameLines = Math.max(...names.map((n) => n.length));
  const height =
    22 + 4 + metaLines * 12 + metaParagraphs * 2 + 10 + (1 + 12 + 10 + 2 + 13 * nameLines + LINE_HEIGHT) + 12;
  return { note, names, height: Math.ceil(height) + 2 };
}

interface Row {
  line: PriceListLine;
  /** Each printed column's lines. */
  cells: Map<PriceListColumn, string[]>;
  lines: number;
}
type Block = { kind: 'category'; name: string } | { kind: 'rows'; rows: Row[] };

function rowOf(line: PriceListLine, columns: readonly PriceListColumn[]): Row {
  const cells = new Map<PriceListColumn, string[]>();
  let lines = columns.includes('image') ? IMAGE_LINES : 1;
  for (const column of columns) {
    if (column === 'image') continue;
    const text = wrapText(cell(line, column), columnWidth(columns, column) - 2 * CELL_PADDING, FONT_SIZE);
    cells.set(column, text);
    lines = Math.max(lines, text.length);
  }
  return { line, cells, lines };
}

/** The blocks of each page: a category heading never ends a page, and a category running on says so. */
export function paginate(
  doc: Pick<PriceListDocument, 'columns' | 'lines' | 'note' | 'organization' | 'client' | 'discountPercent'>,
): Block[][] {
  const columns = doc.columns;
  const pages: Block[][] = [[]];
  let room = PAGE_HEIGHT - firstPageHeader(doc).height - TABLE_HEADER;
  const heading = (name: string) => fitLine(name, TEXT_WIDTH, 9.5, 700);
  for (const [category, lines] of groupByCategory(doc.lines)) {
    let rows: Row[] | undefined;
    for (const line of lines) {
      const row = rowOf(line, columns);
      const height = LINE_HEIGHT * row.lines;
      if (!rows || room < height) {
        if (room < height + CATEGORY_HEIGHT + ROWS_BORDER) {
          pages.push([]);
          room = PAGE_HEIGHT - TABLE_HEADER;
        }
        pages.at(-1)!.push({ kind: 'category', name: heading(rows ? `${category} (cd.)` : category) });
        rows = [];
        pages.at(-1)!.push({ kind: 'rows', rows });
        room -= CATEGORY_HEIGHT + ROWS_BORDER;
      }
      rows.push(row);
      room -= height;
    }
  }
  return pages;
}

/** One column of a run of rows: a row's lines, blank lines under them down to the row's height. */
function columnText(rows: readonly Row[], column: PriceListColumn): string {
  return rows
    .map((row) => {
      const lines = row.cells.get(column) ?? [''];
      return [...lines, ...Array.from({ length: row.lines - lines.length }, () => ' ')].join('\n');
    })
    .join('\n');
}

/** The thumbnails of a run of rows, each in a box as tall as its row. */
function imageColumn(rows: readonly Row[], style: ReturnType<typeof columnStyle>): ReactElement {
  return h(
    View,
    { key: 'image', style },
    ...rows.map((row, i) =>
      h(
        View,
        { key: i, style: { height: row.lines * LINE_HEIGHT, justifyContent: 'center' } },
        row.line.image
          ? h(Image, {
              src: { data: Buffer.from(row.line.image), format: 'jpg' },
              style: { width: IMAGE_SIZE, height: IMAGE_SIZE, objectFit: 'contain' },
            })
          : null,
      ),
    ),
  );
}

/** The price list as a react-pdf document: A4, the table's header repeated on every page, "Strona 1 z 3". */
export function priceListElement(doc: PriceListDocument): ReactElement {
  const columns = doc.columns;
  const validity = doc.validTo
    ? `Ważny od ${formatDay(doc.validFrom)} do ${formatDay(doc.validTo)}`
    : `Ważny od ${formatDay(doc.validFrom)}`;
  const top = firstPageHeader(doc);
  const party = (label: string, who: PriceListParty, name: string[]) =>
    h(
      View,
      { style: styles.party },
      h(Text, { style: styles.partyLabel }, label),
      h(Text, { style: styles.partyName }, name.join('\n')),
      h(Text, { style: styles.partyNip }, formatNip(who.nip)),
    );
  const pages = paginate(doc);
  const header = h(
    View,
    { style: styles.headerRow },
    ...columns.map((c) => h(Text, { key: c, style: columnStyle(columns, c) }, HEADINGS[c])),
  );
  return h(
    Document,
    { title: `Cennik ${doc.number} — ${doc.client.name}`, author: doc.organization.name, language: 'pl' },
    ...pages.map((blocks, index) =>
      h(
        Page,
        { key: index, size: 'A4', style: styles.page },
        index === 0
          ? h(
              View,
              { style: { height: top.height } },
              h(Text, { style: styles.title }, `Cennik ${doc.number}`),
              h(Text, { style: styles.meta }, validity),
              doc.discountPercent > 0
                ? h(
                    Text,
                    { style: styles.meta },
                    `Rabat ${String(doc.discountPercent).replace('.', ',')}% od cen katalogowych netto`,
                  )
                : null,
              top.note.length > 0 ? h(Text, { style: styles.meta }, top.note.join('\n')) : null,
              h(
                View,
                { style: styles.parties },
                party('Sprzedawca', doc.organization, top.names[0]!),
                party('Nabywca', doc.client, top.names[1]!),
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
                ...columns.map((c) =>
                  c === 'image'
                    ? imageColumn(block.rows, columnStyle(columns, c))
                    : h(Text, { key: c, style: columnStyle(columns, c) }, columnText(block.rows, c)),
                ),
              ),
        ),
        h(
          View,
          { style: styles.footer, fixed: true },
          h(Text, null, fitLine(`${doc.organization.name} · Cennik ${doc.number}`, 400, 7.5, 400)),
          h(Text, null, `Strona ${index + 1} z ${pages.length}`),
        ),
      ),
    ),
  );
}

/**
 * The renderer's font remembers, per glyph, the text it first stood for; a letter met first inside a composed one
 * ("Z" in "Ż", which Noto Sans composes from Z and a dot) is then written into every later PDF's text layer as that
 * (copying or searching "Zdjęcie" found "djęcie"). Setting the plain letters first, in both weights, before any
 * list, maps each glyph to its own letter.
 */
const PLAIN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
let warmedUp: Promise<unknown> | undefined;
function warmUp() {
  return renderToBuffer(
    h(
      Document,
      null,
      h(
        Page,
        { size: 'A4', style: { fontFamily: 'NotoSans' } },
        h(Text, { style: { fontWeight: 400 } }, PLAIN_LETTERS),
        h(Text, { style: { fontWeight: 700 } }, PLAIN_LETTERS),
      ),
    ) as Parameters<typeof renderToBuffer>[0],
  );
}

/**
 * The price list's PDF, laid out in the PDF worker thread (_pdf-thread.ts) so the backend's event loop keeps
 * serving other requests meanwhile; a render that fails there rejects here with its error.
 */
export function renderPriceListPdf(doc: PriceListDocument): Promise<Buffer> {
  return renderInWorker(doc);
}

/** The PDF laid out on the calling thread: what the PDF worker runs (_pdf.worker.ts). */
export async function renderPriceListPdfInThread(doc: PriceListDocument): Promise<Buffer> {
  registerFonts();
  await (warmedUp ??= warmUp());
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
  // A spreadsheet gets no thumbnails.
  const columns = doc.columns.filter((c) => c !== 'image');
  const rows = [
    ['Kategoria', ...columns.map((c) => CSV_HEADINGS[c])],
    ...groupByCategory(doc.lines).flatMap(([category, lines]) =>
      lines.map((line) => [category, ...columns.map((c) => csvCell(line, c))]),
    ),
  ];
  return `\ufeff${rows.map((row) => row.map(quote).join(';')).join('\r\n')}\r\n`;
}
