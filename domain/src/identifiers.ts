// Polish identifiers and formats (domain-research.md §2.3), the same rules as the database's CHECK
// constraints (nhost/migrations/default/1795320000000_clients). Answers are booleans and codes: the Polish
// wording of an error belongs to the screen that shows it.

export const IDENTIFIER_TYPES = ['nip', 'regon', 'pesel', 'krs', 'ean13', 'postal_code'] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

/** Why a value failed: the shape, the check digit, or (PESEL) an impossible or future birth date. */
export type IdentifierFailure = 'format' | 'checksum' | 'date';

export interface IdentifierCheck {
  valid: boolean;
  /** The value without separators (and the `PL` prefix of a NIP); a valid postal code as `NN-NNN`. */
  normalized: string;
  /** Only when not valid. */
  reason?: IdentifierFailure;
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7];
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

const weighted = (digits: string, weights: readonly number[]) =>
  weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0);

const digitsOf = (value: string, length: number) => new RegExp(`^\\d{${length}}$`).test(value);

function body(value: string, length: number, name: string): string {
  if (!digitsOf(value, length)) throw new RangeError(`${name} needs ${length} digits, got "${value}"`);
  return value;
}

const pass = (normalized: string): IdentifierCheck => ({ valid: true, normalized });
const fail = (normalized: string, reason: IdentifierFailure): IdentifierCheck => ({
  valid: false,
  normalized,
  reason,
});

/** Drops spaces and dashes. */
export const normalizeDigits = (value: string) => value.replace(/[\s-]/g, '');

/** Drops a leading `PL` (VAT prefix), spaces and dashes. */
export const normalizeNip = (value: string) => normalizeDigits(value.replace(/^\s*PL/i, ''));

/** `00950`, `00-950` and `00 950` become `00-950`; null when it is not five digits. */
export function normalizePostalCode(value: string): string | null {
  const match = /^(\d{2})-?(\d{3})$/.exec(value.replace(/\s/g, ''));
  return match ? `${match[1]}-${match[2]}` : null;
}

// Check digits of the first n−1 digits, for validators and for generating test data.

/** The NIP check digit of the first 9 digits, or null for a remainder of 10 (such NIPs are never issued). */
export function nipCheckDigit(first9: string): number | null {
  const check = weighted(body(first9, 9, 'nipCheckDigit'), NIP_WEIGHTS) % 11;
  return check === 10 ? null : check;
}

/** The REGON check digit of the first 8 (REGON 9) or 13 (REGON 14) digits; a remainder of 10 gives 0. */
export function regonCheckDigit(first: string): number {
  const weights = first.length === 13 ? REGON14_WEIGHTS : REGON9_WEIGHTS;
  return (weighted(body(first, weights.length, 'regonCheckDigit'), weights) % 11) % 10;
}

export function peselCheckDigit(first10: string): number {
  return (10 - (weighted(body(first10, 10, 'peselCheckDigit'), PESEL_WEIGHTS) % 10)) % 10;
}

/** EAN-13 / GTIN-13: weights 1, 3, 1, 3… from the left over the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  const sum = [...body(first12, 12, 'ean13CheckDigit')].reduce(
    (total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

const lastDigit = (value: string) => Number(value.at(-1));

// PESEL `YYMMDDZZZXQ`: the month carries the century.

/** Century and what a PESEL adds to the month: +80 1800s, +0 1900s, +20 2000s, +40 2100s, +60 2200s. */
const PESEL_CENTURIES = [
  [1800, 80],
  [1900, 0],
  [2000, 20],
  [2100, 40],
  [2200, 60],
] as const;

/** The first six PESEL digits (`YYMMDD`, the century in the month) of a birth date in 1800–2299. */
export function encodePeselBirthDate(year: number, month: number, day: number): string {
  const offset = PESEL_CENTURIES.find(([century]) => century === year - (year % 100))?.[1];
  if (offset === undefined) throw new RangeError(`A PESEL cannot carry the year ${year}`);
  return [year % 100, month + offset, day].map((n) => String(n).padStart(2, '0')).join('');
}

/** The birth date a PESEL encodes (UTC midnight), or null when it is no real date. */
export function peselBirthDate(value: string): Date | null {
  const pesel = normalizeDigits(value);
  if (!digitsOf(pesel, 11)) return null;
  const year = Number(pesel.slice(0, 2));
  const encodedMonth = Number(pesel.slice(2, 4));
  const day = Number(pesel.slice(4, 6));
  const month = encodedMonth % 20;
  const century = PESEL_CENTURIES.find(([, offset]) => offset === encodedMonth - month)?.[0];
  if (century === undefined || month < 1 || month > 12) return null;
  const date = new Date(Date.UTC(century + year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

/** The 10th digit: even for women, odd for men; null when it is not 11 digits. */
export function peselSex(value: string): 'female' | 'male' | null {
  const pesel = normalizeDigits(value);
  if (!digitsOf(pesel, 11)) return null;
  return Number(pesel[9]) % 2 === 0 ? 'female' : 'male';
}

// Checks with a reason.

export function checkNip(value: string): IdentifierCheck {
  const nip = normalizeNip(value);
  if (!digitsOf(nip, 10)) return fail(nip, 'format');
  return nipCheckDigit(nip.slice(0, 9)) === lastDigit(nip) ? pass(nip) : fail(nip, 'checksum');
}

/** REGON 9, or REGON 14 whose first 9 digits are a valid REGON 9. A 9-digit REGON padded with zeros fails. */
export function checkRegon(value: string): IdentifierCheck {
  const regon = normalizeDigits(value);
  if (!digitsOf(regon, 9) && !digitsOf(regon, 14)) return fail(regon, 'format');
  const valid =
    regonCheckDigit(regon.slice(0, 8)) === Number(regon[8]) &&
    (regon.length === 9 || regonCheckDigit(regon.slice(0, 13)) === lastDigit(regon));
  return valid ? pass(regon) : fail(regon, 'checksum');
}

/**
 * Checksum and a real birth date. With `now`, a birth date after it fails as well (the client form); without,
 * only the date's existence is checked, as the database does.
 */
export function checkPesel(value: string, now?: Date): IdentifierCheck {
  const pesel = normalizeDigits(value);
  if (!digitsOf(pesel, 11)) return fail(pesel, 'format');
  if (peselCheckDigit(pesel.slice(0, 10)) !== lastDigit(pesel)) return fail(pesel, 'checksum');
  const born = peselBirthDate(pesel);
  if (born === null || (now !== undefined && born.getTime() > now.getTime())) return fail(pesel, 'date');
  return pass(pesel);
}

/** KRS: exactly 10 digits, leading zeros kept; it has no checksum. */
export function checkKrs(value: string): IdentifierCheck {
  const krs = normalizeDigits(value);
  return digitsOf(krs, 10) ? pass(krs) : fail(krs, 'format');
}

export function checkEan13(value: string): IdentifierCheck {
  const ean = normalizeDigits(value);
  if (!digitsOf(ean, 13)) return fail(ean, 'format');
  return ean13CheckDigit(ean.slice(0, 12)) === lastDigit(ean) ? pass(ean) : fail(ean, 'checksum');
}

/** Format only (`NN-NNN`, the dash optional on input); whether the code exists is not checked. */
export function checkPostalCode(value: string): IdentifierCheck {
  const normalized = normalizePostalCode(value);
  return normalized === null ? fail(value.replace(/\s/g, ''), 'format') : pass(normalized);
}

export function checkIdentifier(type: IdentifierType, value: string): IdentifierCheck {
  switch (type) {
    case 'nip':
      return checkNip(value);
    case 'regon':
      return checkRegon(value);
    case 'pesel':
      return checkPesel(value);
    case 'krs':
      return checkKrs(value);
    case 'ean13':
      return checkEan13(value);
    case 'postal_code':
      return checkPostalCode(value);
  }
}

// Booleans, for form checks.

export const isValidNip = (value: string) => checkNip(value).valid;
export const isValidRegon = (value: string) => checkRegon(value).valid;
/** See `checkPesel` for `now`. */
export const isValidPesel = (value: string, now?: Date) => checkPesel(value, now).valid;
export const isValidKrs = (value: string) => checkKrs(value).valid;
export const isValidEan13 = (value: string) => checkEan13(value).valid;
/** Whether a stored value is exactly `NN-NNN` (input may omit the dash: see `normalizePostalCode`). */
export const isValidPostalCode = (value: string) => /^\d{2}-\d{3}$/.test(value.trim());
