// Polish identifiers and formats (domain-research.md §2.3), the same rules as the database's CHECK constraints
// (nhost/migrations/default/1795320000000_clients). Each `validate*` returns a Polish message or null.

const weighted = (digits: string, weights: readonly number[]) =>
  weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0);

/** Digits only: drops spaces, dashes and a `PL` prefix (NIP). */
export const normalizeNip = (value: string) => value.replace(/^\s*PL/i, '').replace(/[\s-]/g, '');
export const normalizeDigits = (value: string) => value.replace(/[\s-]/g, '');

export function isValidNip(value: string): boolean {
  const nip = normalizeNip(value);
  if (!/^\d{10}$/.test(nip)) return false;
  const check = weighted(nip, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  // A remainder of 10 is never issued.
  return check !== 10 && check === Number(nip[9]);
}

export function isValidRegon(value: string): boolean {
  const regon = normalizeDigits(value);
  if (!/^(\d{9}|\d{14})$/.test(regon)) return false;
  if ((weighted(regon, [8, 9, 2, 3, 4, 5, 6, 7]) % 11) % 10 !== Number(regon[8])) return false;
  return (
    regon.length === 9 ||
    (weighted(regon, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]) % 11) % 10 === Number(regon[13])
  );
}

/** The birth date a PESEL encodes (the month carries the century), or null when it is no real date. */
export function peselBirthDate(value: string): Date | null {
  if (!/^\d{11}$/.test(value)) return null;
  const year = Number(value.slice(0, 2));
  const encodedMonth = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const century = { 4: 1800, 0: 1900, 1: 2000, 2: 2100, 3: 2200 }[Math.floor(encodedMonth / 20)];
  const month = encodedMonth % 20;
  if (century === undefined || month < 1 || month > 12) return null;
  const date = new Date(Date.UTC(century + year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

export function isValidPesel(value: string, now: Date = new Date()): boolean {
  const pesel = normalizeDigits(value);
  if (!/^\d{11}$/.test(pesel)) return false;
  if ((10 - (weighted(pesel, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 !== Number(pesel[10])) return false;
  const born = peselBirthDate(pesel);
  return born !== null && born.getTime() <= now.getTime();
}

export const isValidKrs = (value: string) => /^\d{10}$/.test(normalizeDigits(value));

/** Accepts `00950` as well and returns `00-950`; null when it is not five digits. */
export function normalizePostalCode(value: string): string | null {
  const match = /^\s*(\d{2})-?(\d{3})\s*$/.exec(value);
  return match ? `${match[1]}-${match[2]}` : null;
}

export const isValidPostalCode = (value: string) => /^\d{2}-\d{3}$/.test(value.trim());

export const isValidClientEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim());

export const CLIENT_VALIDATION_MESSAGES = {
  nip: 'Nieprawidłowy NIP',
  regon: 'Nieprawidłowy REGON',
  pesel: 'Nieprawidłowy PESEL',
  krs: 'Numer KRS ma 10 cyfr',
  postalCode: 'Nieprawidłowy kod pocztowy (format 00-000)',
  email: 'Musi być poprawnym adresem e-mail',
  required: 'To pole jest wymagane',
} as const;

type Validator = (value: string | null | undefined) => string | null;

const optional =
  (test: (value: string) => boolean, message: string): Validator =>
  (value) =>
    value === null || value === undefined || value.trim() === '' || test(value.trim()) ? null : message;

export const validateNip = optional(isValidNip, CLIENT_VALIDATION_MESSAGES.nip);
export const validateRegon = optional(isValidRegon, CLIENT_VALIDATION_MESSAGES.regon);
export const validatePesel = optional((value) => isValidPesel(value), CLIENT_VALIDATION_MESSAGES.pesel);
export const validateKrs = optional(isValidKrs, CLIENT_VALIDATION_MESSAGES.krs);
export const validatePostalCode = optional(
  (value) => normalizePostalCode(value) !== null,
  CLIENT_VALIDATION_MESSAGES.postalCode,
);
export const validateClientEmail = optional(isValidClientEmail, CLIENT_VALIDATION_MESSAGES.email);
export const validateRequired: Validator = (value) =>
  value === null || value === undefined || value.trim() === '' ? CLIENT_VALIDATION_MESSAGES.required : null;

export interface ClientFormValues {
  kind: 'company' | 'person';
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  nip?: string | null;
  regon?: string | null;
  krs?: string | null;
  pesel?: string | null;
  email?: string | null;
  postal_code?: string | null;
}

export type ClientFormErrors = Partial<Record<keyof ClientFormValues, string>>;

/** Field errors of a client form, in Polish; an empty object when it may be saved. */
export function validateClient(values: ClientFormValues): ClientFormErrors {
  const errors: ClientFormErrors = {};
  const set = (field: keyof ClientFormValues, message: string | null) => {
    if (message) errors[field] = message;
  };
  if (values.kind === 'company') set('name', validateRequired(values.name));
  else {
    set('first_name', validateRequired(values.first_name));
    set('last_name', validateRequired(values.last_name));
  }
  set('nip', validateNip(values.nip));
  set('regon', validateRegon(values.regon));
  set('krs', validateKrs(values.krs));
  set('pesel', validatePesel(values.pesel));
  set('email', validateClientEmail(values.email));
  set('postal_code', validatePostalCode(values.postal_code));
  return errors;
}
