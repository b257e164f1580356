import { APP_TIME_ZONE, formatCount, formatDateLong, formatNumber } from '@rampa/design-system';
import { zonedInstant } from '@rampa/domain';
import type { DriverNotice } from '@rampa/sdk';
import { dayIn } from '../notices/noticeForm';

// The driver's list: today first, then the coming days, each under its own heading, in the warehouses' zone.

/** The start of today in Warsaw, as the instant the list asks from: a notice of today that ended stays listed. */
export const startOfToday = (now: Date = new Date(), timeZone: string = APP_TIME_ZONE): string =>
  zonedInstant(dayIn(now, timeZone), 0, timeZone).toISOString();

export interface DriverDay {
  /** "YYYY-MM-DD". */
  day: string;
  /** "Dziś", "Jutro" or "25 listopada 2026". */
  label: string;
  notices: DriverNotice[];
}

/** The notices by their warehouse's day, in time order, today first (the list never holds earlier days). */
export function groupByDay(notices: readonly DriverNotice[], now: Date = new Date()): DriverDay[] {
  const today = dayIn(now, APP_TIME_ZONE);
  const tomorrow = dayIn(new Date(now.getTime() + 86_400_000), APP_TIME_ZONE);
  const days = new Map<string, DriverNotice[]>();
  const sorted = [...notices].sort((a, b) => (a.planned_start ?? '').localeCompare(b.planned_start ?? ''));
  for (const notice of sorted) {
    const day = notice.planned_start ? dayIn(notice.planned_start, notice.warehouse.time_zone) : today;
    days.set(day, [...(days.get(day) ?? []), notice]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({
      day,
      label:
        day === today
          ? 'Dziś'
          : day === tomorrow
            ? 'Jutro'
            : formatDateLong(zonedInstant(day, 12 * 60, APP_TIME_ZONE)),
      notices: list,
    }));
}

/** OpenStreetMap's search for an address: a plain link any phone opens in its browser or map app. */
export const mapLink = (address: string): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/** "Cement portlandzki CEM I 32,5R 25 kg: 20 opak." */
export const goodsLine = (item: DriverNotice['items'][number]): string =>
  `${item.product.name}: ${formatNumber(Number(item.quantity))} ${item.product.unit}`;

/** "12 palet, 9 800 kg", or what of it is known; null when neither. */
export function loadSummary(notice: Pick<DriverNotice, 'pallets' | 'weight_kg'>): string | null {
  const parts: string[] = [];
  if (notice.pallets !== null) parts.push(formatCount(notice.pallets, PALLET_FORMS));
  if (notice.weight_kg !== null) parts.push(`${formatNumber(Number(notice.weight_kg))} kg`);
  return parts.length ? parts.join(', ') : null;
}

const PALLET_FORMS = { one: 'paleta', few: 'palety', many: 'palet', other: 'palety' };
