import { formatDate } from '@rampa/design-system';
import type { NoticeListPage } from '@rampa/sdk';
import type { CsvColumn } from '../clients/csv';
import {
  directionLabel,
  formatPlates,
  formatWindow,
  isNoticeStatus,
  NOTICE_STATUS_LABELS,
} from './noticeLabels';

// The awizacje export uses the clients' CSV writer (`;`, BOM, CRLF for Polish Excel); only the columns differ.

export type NoticeCsvRow = NoticeListPage['rows'][number];

export const NOTICE_CSV_COLUMNS: readonly CsvColumn<NoticeCsvRow>[] = [
  { header: 'Numer', value: (row) => row.number },
  { header: 'Klient', value: (row) => row.client.name },
  { header: 'Kod klienta', value: (row) => row.client.code },
  { header: 'Kierunek', value: (row) => directionLabel(row.direction) },
  { header: 'Magazyn', value: (row) => row.warehouse.name },
  { header: 'Rampa', value: (row) => row.ramp?.name },
  { header: 'Okno', value: (row) => formatWindow(row.planned_start, row.planned_end) },
  { header: 'Rejestracja', value: (row) => formatPlates(row.truck_plate, row.trailer_plate) },
  { header: 'Przewoźnik', value: (row) => row.carrier_name },
  { header: 'Kierowca', value: (row) => row.driver?.display_name ?? row.driver_name },
  { header: 'Palety', value: (row) => row.pallets },
  { header: 'Waga (kg)', value: (row) => row.weight_kg },
  { header: 'ADR', value: (row) => (row.adr ? 'tak' : 'nie') },
  {
    header: 'Status',
    value: (row) => (isNoticeStatus(row.status) ? NOTICE_STATUS_LABELS[row.status] : row.status),
  },
  { header: 'Data zmiany', value: (row) => formatDate(new Date(row.updated_at)) },
];

/** `awizacje-2026-11-24.csv` */
export const noticeCsvFileName = (now: Date = new Date()) =>
  `awizacje-${now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' })}.csv`;
