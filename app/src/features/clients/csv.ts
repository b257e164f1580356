import { formatDate } from '@rampa/design-system';
import type { ClientListPage } from '@rampa/sdk';
import { KIND_LABELS, STATUS_LABELS, isClientStatus, tagList } from './clientLabels';

// CSV for Polish Excel (domain-research.md §6.1): `;` separates the cells, a UTF-8 BOM makes Excel read the
// Polish letters, lines end with CRLF.

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
/** Rows per request when the export walks through every page of the current filter. */
export const CSV_CHUNK_SIZE = 500;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/**
 * One cell: quoted when it holds the separator, a quote, a line break or edge spaces (quotes doubled). A leading
 * `=` or `@` gets an apostrophe, so a spreadsheet never runs cell text as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=@]/.test(text)) text = `'${text}`;
  return /[";\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(CSV_SEPARATOR),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(CSV_SEPARATOR)),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

export type ClientCsvRow = ClientListPage['rows'][number];

export const CLIENT_CSV_COLUMNS: readonly CsvColumn<ClientCsvRow>[] = [
  { header: 'Kod', value: (row) => row.code },
  { header: 'Rodzaj', value: (row) => (row.kind === 'person' ? KIND_LABELS.person : KIND_LABELS.company) },
  { header: 'Nazwa', value: (row) => row.name },
  { header: 'NIP', value: (row) => row.nip },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Telefon', value: (row) => row.phone },
  { header: 'Miejscowość', value: (row) => row.city },
  { header: 'Województwo', value: (row) => row.voivodeship },
  { header: 'Status', value: (row) => (isClientStatus(row.status) ? STATUS_LABELS[row.status] : row.status) },
  { header: 'Opiekun', value: (row) => row.owner?.display_name },
  { header: 'Tagi', value: (row) => tagList(row.tags).join(', ') },
  { header: 'Data utworzenia', value: (row) => formatDate(new Date(row.created_at)) },
  { header: 'Data zmiany', value: (row) => formatDate(new Date(row.updated_at)) },
];

/**
 * Every row of the current filter, fetched page by page in chunks of {@link CSV_CHUNK_SIZE}, in the list's
 * order. `fetchPage` takes a 1-based page of the given size.
 */
export async function fetchAllRows<T>(
  fetchPage: (
    page: number,
    pageSize: number,
  ) => Promise<{ rows: readonly T[]; total: number; totalIsLowerBound?: boolean }>,
  {
    chunkSize = CSV_CHUNK_SIZE,
    onProgress,
  }: { chunkSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page, chunkSize);
    rows.push(...result.rows);
    onProgress?.(rows.length, result.total);
    // A capped total ("ponad 10 000") is no end: a short page is.
    if (result.rows.length < chunkSize || (!result.totalIsLowerBound && rows.length >= result.total))
      return rows;
  }
}

/** `klienci-2026-11-22.csv` */
export const csvFileName = (now: Date = new Date()) =>
  `klienci-${now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' })}.csv`;

/** Hands the text to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
