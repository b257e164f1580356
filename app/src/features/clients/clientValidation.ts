import { isValidKrs, isValidNip, isValidPesel, isValidRegon, normalizePostalCode } from '@rampa/domain';

// The Polish field errors of the client forms. The rules are @rampa/domain's (the database's CHECK
// constraints); the words are the app's. Each `validate*` returns a message or null.

export const CLIENT_VALIDATION_MESSAGES = {
  nip: 'Nieprawidłowy NIP',
  regon: 'Nieprawidłowy REGON',
  pesel: 'Nieprawidłowy PESEL',
  krs: 'Numer KRS ma 10 cyfr',
  postalCode: 'Nieprawidłowy kod pocztowy (format 00-000)',
  email: 'Musi być poprawnym adresem e-mail',
  required: 'To pole jest wymagane',
} as const;

export const isValidClientEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim());

type Validator = (value: string | null | undefined) => string | null;

const optional =
  (test: (value: string) => boolean, message: string): Validator =>
  (value) =>
    value === null || value === undefined || value.trim() === '' || test(value.trim()) ? null : message;

export const validateNip = optional(isValidNip, CLIENT_VALIDATION_MESSAGES.nip);
export const validateRegon = optional(isValidRegon, CLIENT_VALIDATION_MESSAGES.regon);
/** A birth date after today is refused as well. */
export const validatePesel = optional(
  (value) => isValidPesel(value, new Date()),
  CLIENT_VALIDATION_MESSAGES.pesel,
);
export const validateKrs = optional(isValidKrs, CLIENT_VALIDATION_MESSAGES.krs);
export const validatePostalCode = optional(
  (value) => normalizePostalCode(value) !== null,
  CLIENT_VALIDATION_MESSAGES.postalCode,
);
export const validateClientEmail = optional(isValidClientEmail, CLIENT_VALIDATION_MESSAGES.email);
export const validateRequired: Validator = (value) =>
  value === null || value === undefined || value.trim() === '' ? CLIENT_VALIDATION_MESSAGES.required : null;

/** The fields of a client that `validateClient` checks. */
export interface ClientCheckedValues {
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

export type ClientFieldErrors = Partial<Record<keyof ClientCheckedValues, string>>;

/** Field errors of a client, in Polish; an empty object when it may be saved. */
export function validateClient(values: ClientCheckedValues): ClientFieldErrors {
  const errors: ClientFieldErrors = {};
  const set = (field: keyof ClientCheckedValues, message: string | null) => {
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
