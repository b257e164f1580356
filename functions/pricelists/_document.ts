import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as fontkit from 'fontkit';
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
export const formatNip = (nip: string | null) => (nip ? `NIP ${nip}` : 'NIP —');

export const HEADINGS: Record<PriceListColumn, string> = {
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
export const NUMERIC = new Set<PriceListColumn>(['net', 'vat', 'gross']);
export const TEXT_WIDTH = 515;
export const CELL_PADDING = 3;

export function cell(line: PriceListLine, column: PriceListColumn): string {
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
/**
 * fontkit, required by the first font opened (in the PDF worker thread), not by every importer of this module:
 * the server imports render-pending through its cron a second after it starts, and fontkit is 24 MB of it.
 */
let fontkitModule: typeof fontkit | undefined;
const loadFontkit = () => (fontkitModule ??= createRequire(import.meta.url)('fontkit') as typeof fontkit);

export type Weight = 400 | 700;
function fontFile(weight: Weight): string {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));
  return weight === 400
    ? join(root, '400Regular', 'NotoSans_400Regular.ttf')
    : join(root, '700Bold', 'NotoSans_700Bold.ttf');
}

// Text is measured with the embedded font's own glyph advances (the fontkit font the PDF sets its text with, a
// word at a time as pdfkit does), so the lines broken here are the lines printed and every page's height is known
// before it is drawn.
interface Face {
  /** The font as fontkit opened it, and the one pdfkit sets text with. */
  base: fontkit.Font;
  font: fontkit.Font;
  /** Each string set so far, packed (see `shaped`). */
  runs: Map<string, string>;
  /** The font's units per em, read once: fontkit's getter goes through its table decoder on every read. */
  unitsPerEm: number;
}
const faces = new Map<Weight, Face>();
/** Strings kept set, per weight: a 2,000-line list sets some 12,000 (2 MB). */
const RUNS_KEPT = 50_000;
/** A glyph's id, advances and offsets (font units, integers) packed as five UTF-16 code units. */
const BIAS = 0x8000;
const packable = (value: number) => Number.isInteger(value) && value >= -BIAS && value < BIAS;

/** A set string as fontkit gives it (pdfkit scales its positions in place: each caller gets its own). */
class Run {
  readonly glyphs: fontkit.Glyph[] = [];
  readonly positions: fontkit.GlyphPosition[] = [];
  constructor(font: fontkit.Font, packed: string) {
    for (let i = 0; i < packed.length; i += 5) {
      this.glyphs.push(font.getGlyph(packed.charCodeAt(i) - BIAS));
      this.positions.push({
        xAdvance: packed.charCodeAt(i + 1) - BIAS,
        yAdvance: packed.charCodeAt(i + 2) - BIAS,
        xOffset: packed.charCodeAt(i + 3) - BIAS,
        yOffset: packed.charCodeAt(i + 4) - BIAS,
      });
    }
  }
  get advanceWidth() {
    return this.positions.reduce((sum, p) => sum + p.xAdvance, 0);
  }
}

/**
 * `text` shaped (kerning, composed letters) once per thread however often it is measured and drawn, kept packed
 * in a string (a fifth of the memory of fontkit's objects); null for a run that does not pack (never with Noto
 * Sans), which is shaped each time.
 */
function shaped(face: Face, text: string): string | null {
  let packed = face.runs.get(text);
  if (packed === undefined) {
    const run = face.base.layout(text);
    const values: number[] = [];
    for (let i = 0; i < run.glyphs.length; i++) {
      const p = run.positions[i]!;
      values.push(run.glyphs[i]!.id, p.xAdvance, p.yAdvance, p.xOffset, p.yOffset);
    }
    if (!values.every(packable)) return null;
    packed = String.fromCharCode(...values.map((value) => value + BIAS));
    if (face.runs.size >= RUNS_KEPT) face.runs.clear();
    face.runs.set(text, packed);
  }
  return packed;
}

function open(weight: Weight): Face {
  let loaded = faces.get(weight);
  if (!loaded) {
    const font = loadFontkit().openSync(fontFile(weight));
    // fontkit keeps each glyph with the characters it was first met for, and the PDF's text layer is written
    // from those: a glyph met first as part of another ("Z" inside a composed "Ż", when a subset is written)
    // would be searched and copied as nothing. Meeting every character of the font once, in order, first gives
    // each glyph its own (40 ms, 1 MB).
    font.glyphsForString(String.fromCodePoint(...font.characterSet));
    loaded = {
      base: font,
      font: Object.create(font) as fontkit.Font,
      runs: new Map(),
      unitsPerEm: font.unitsPerEm,
    };
    // Shaping (fontkit's layout) was most of a list's time, every word set twice (measured, then drawn) and again
    // in every list: the font pdfkit draws with sets a string from what measuring it kept.
    const face = loaded;
    face.font.layout = (text: string, features?: unknown) => {
      const packed = features === undefined ? shaped(face, text) : null;
      return packed === null ? font.layout(text, features) : new Run(font, packed);
    };
    faces.set(weight, loaded);
  }
  return loaded;
}

/** Noto Sans in that weight, opened once per thread: the PDFs set their text with it, as it was measured. */
export function face(weight: Weight): fontkit.Font {
  return open(weight).font;
}

/** The width in points of `text` set in Noto Sans at `size`. */
export function textWidth(text: string, size: number, weight: Weight = 400): number {
  const face = open(weight);
  const packed = shaped(face, text);
  let units = 0;
  if (packed === null) units = face.base.layout(text).advanceWidth;
  else for (let i = 1; i < packed.length; i += 5) units += packed.charCodeAt(i) - BIAS;
  return ((units * 1000) / face.unitsPerEm / 1000) * size;
}

// A point of slack, so rounding in the renderer never breaks a line measured to fit.
const SLACK = 1;

/** Splits text into the lines it takes in `width` points: at spaces, a word wider than the column cut. */
export function wrapText(text: string, width: number, size: number, weight: Weight = 400): string[] {
  // Room is kept for a closing newline (5.1 pt at 8.5 pt), as when react-pdf set these lists, so a list breaks its
  // lines as it always has.
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
    // A word wider than the column: cut it where it stops fitting (each piece as many letters as fit, one at
    // least). The letters' own widths say about where; the piece's real width (kerning) settles it, so a
    // 13-digit EAN is set twice rather than once per letter.
    const chars = [...word];
    let start = 0;
    for (;;) {
      let end = start + 1;
      for (let sum = textWidth(chars[start]!, size, weight); end < chars.length; end++) {
        sum += textWidth(chars[end]!, size, weight);
        if (sum > room) break;
      }
      const fits = (to: number) => textWidth(chars.slice(start, to).join(''), size, weight) <= room;
      while (end > start + 1 && !fits(end)) end--;
      while (end < chars.length && fits(end + 1)) end++;
      if (end === chars.length) break;
      lines.push(chars.slice(start, end).join(''));
      start = end;
    }
    current = chars.slice(start).join('');
    used = textWidth(current, size, weight);
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

/** Cuts a one-line heading to the width, with an ellipsis. */
export function fitLine(text: string, width: number, size: number, weight: Weight): string {
  if (textWidth(text, size, weight) <= width - SLACK) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, size, weight) > width - SLACK) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

export const FONT_SIZE = 8.5;
export const LINE_HEIGHT = 11;
/** A thumbnail row is three lines tall; the image 30 pt square inside it. */
const IMAGE_LINES = 3;
export const IMAGE_SIZE = 30;

/** The name column takes what the fixed columns leave. */
export function columnWidth(columns: readonly PriceListColumn[], column: PriceListColumn): number {
  if (column !== 'name') return WIDTHS[column];
  return TEXT_WIDTH - columns.reduce((sum, c) => sum + (c === 'name' ? 0 : WIDTHS[c]), 0);
}

// Pages are laid out here, every cell broken into lines with the font's real widths: a row is as tall as its
// tallest cell, and the heights add up to exactly what _pdf.ts draws.
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { top: 36, bottom: 48, side: 40 } as const;
const PAGE_HEIGHT = A4.height - MARGIN.top - MARGIN.bottom;
export const TABLE_HEADER = 18;
export const CATEGORY_HEIGHT = 20;
export const ROWS_BORDER = 0.5;

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

export interface Row {
  line: PriceListLine;
  /** Each printed column's lines. */
  cells: Map<PriceListColumn, string[]>;
  lines: number;
}
export type Block = { kind: 'category'; name: string } | { kind: 'rows'; rows: Row[] };

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

/**
 * The price list's PDF, drawn in the PDF worker thread (_pdf-thread.ts, _pdf.ts) so the backend's event loop keeps
 * serving other requests meanwhile; a render that fails there rejects here with its error.
 */
export function renderPriceListPdf(doc: PriceListDocument): Promise<Buffer> {
  return renderInWorker(doc);
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
