/** The Polish plural categories: 1 plik, 2–4 pliki, 5 plików, 1,5 pliku. */
export interface PluralForms {
  /** 1 (and only 1): "plik". */
  one: string;
  /** 2–4, 22–24, 32–34…: "pliki". */
  few: string;
  /** 0, 5–21, 25–31…: "plików". */
  many: string;
  /** Fractions: "pliku". */
  other: string;
}

const rules = new Intl.PluralRules('pl-PL');

/** Picks the Polish form for `count` (`Intl.PluralRules`, so 22 → few, 12 → many, 1.5 → other). */
export function plural(count: number, forms: PluralForms): string {
  const category = rules.select(count);
  return category === 'one' || category === 'few' || category === 'many' ? forms[category] : forms.other;
}

/** `count` formatted for pl-PL followed by the right form: `formatCount(5, forms)` → "5 plików". */
export function formatCount(count: number, forms: PluralForms): string {
  return `${formatNumber(count)} ${plural(count, forms)}`;
}

const numberFormat = new Intl.NumberFormat('pl-PL');
// Amounts group from 1 000 on (the product spec: "1 234,50 zł"); pl-PL's default leaves 4-digit numbers ungrouped.
const plnFormat = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  useGrouping: 'always',
});
const dateFormat = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** Time zone of the warehouses: slot and awizacja times are shown in it whatever the browser's zone. */
export const APP_TIME_ZONE = 'Europe/Warsaw';

/** "12 345,5" (non-breaking space groups, decimal comma; pl-PL leaves 4-digit numbers ungrouped: "1234"). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1 234,50 zł", "12 345,68 zł" (non-breaking spaces, grouped from 1 000 on). */
export function formatPLN(value: number): string {
  return plnFormat.format(value);
}

/** "22.11.2026" (DD.MM.RRRR). */
export function formatDate(value: Date | number): string {
  return dateFormat.format(value);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function cached(timeZone: string, options: Intl.DateTimeFormatOptions, kind: string) {
  const key = `${kind}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('pl-PL', { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** "14:05" (24 h), in Europe/Warsaw unless another zone is given. */
export function formatTime(value: Date | number, timeZone: string = APP_TIME_ZONE): string {
  return cached(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'time').format(value);
}

/** "08:30" for a time of day given in minutes after midnight (510); 24 h, wraps past midnight. */
export function formatClock(minuteOfDay: number): string {
  const minute = ((Math.round(minuteOfDay) % 1440) + 1440) % 1440;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A length of time: "30 min", "1 godz.", "1 godz. 30 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return [hours ? `${hours} godz.` : '', rest || !hours ? `${rest} min` : ''].filter(Boolean).join(' ');
}

/** "07.03.2025, 14:05" (DD.MM.RRRR, 24 h), in Europe/Warsaw unless another zone is given. */
export function formatDateTime(value: Date | number, timeZone: string = APP_TIME_ZONE): string {
  return cached(
    timeZone,
    {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    },
    'datetime',
  ).format(value);
}

/** "7 marca 2025" (month in the genitive), for headings and prose. */
export function formatDateLong(value: Date | number, timeZone: string = APP_TIME_ZONE): string {
  return cached(timeZone, { day: 'numeric', month: 'long', year: 'numeric' }, 'long').format(value);
}

/**
 * Parses a number typed the Polish way: "1 234,56", "1234,56" and "1234.56" (spaces, NBSP and narrow NBSP
 * as group separators). Returns NaN for anything else; never `parseFloat` a comma.
 */
export function parseNumber(input: string): number {
  const compact = input.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[-−]?\d+([.,]\d+)?$/.test(compact)) return Number.NaN;
  return Number(compact.replace('−', '-').replace(',', '.'));
}

const collator = new Intl.Collator('pl-PL');

/** Polish alphabetical order (Ć after C, Ł after L, Ż after Z) for `Array.prototype.sort`. */
export function comparePolish(a: string, b: string): number {
  return collator.compare(a, b);
}
