import * as z from 'zod/mini';
import { normalizeDigits, normalizeNip, normalizePostalCode } from '@rampa/domain';
import {
  GraphqlRequestError,
  type ClientChanges,
  type ClientDetails,
  type ClientKind,
  type ClientStatus,
  type NewClient,
} from '@rampa/sdk';
import { tagList } from './clientLabels';
import { CLIENT_VALIDATION_MESSAGES, validateClient, validateClientEmail } from './clientValidation';

/** The client form as react-hook-form holds it: text fields as strings ('' = empty), amounts as numbers. */
export interface ClientFormValues {
  kind: ClientKind;
  name: string;
  first_name: string;
  last_name: string;
  nip: string;
  regon: string;
  krs: string;
  pesel: string;
  email: string;
  phone: string;
  street: string;
  building_no: string;
  apartment_no: string;
  postal_code: string;
  city: string;
  voivodeship: string;
  status: ClientStatus;
  owner_id: string;
  payment_term_days: number | null;
  credit_limit: number | null;
  /** Comma-separated. */
  tags: string;
  notes: string;
  /** New client only: a first contact person (all empty = none) and the consents given at signing up. */
  contact_first_name: string;
  contact_last_name: string;
  contact_position: string;
  contact_phone: string;
  contact_email: string;
  consent_email: boolean;
  consent_sms: boolean;
  consent_phone: boolean;
}

export type ClientFormField = keyof ClientFormValues;

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  kind: 'company',
  name: '',
  first_name: '',
  last_name: '',
  nip: '',
  regon: '',
  krs: '',
  pesel: '',
  email: '',
  phone: '',
  street: '',
  building_no: '',
  apartment_no: '',
  postal_code: '',
  city: '',
  voivodeship: '',
  status: 'lead',
  owner_id: '',
  payment_term_days: 14,
  credit_limit: null,
  tags: '',
  notes: '',
  contact_first_name: '',
  contact_last_name: '',
  contact_position: '',
  contact_phone: '',
  contact_email: '',
  consent_email: false,
  consent_sms: false,
  consent_phone: false,
};

export const PHONE_MESSAGE = 'Nieprawidłowy numer telefonu';
export const PAYMENT_TERM_MESSAGE = 'Termin płatności to od 0 do 365 dni';
export const CREDIT_LIMIT_MESSAGE = 'Limit kredytowy nie może być ujemny';
const TOO_LONG = 'Za długi tekst';

const isPhone = (value: string) => /^\+?[\d\s()-]{7,20}$/.test(value.trim());
const amount = z.nullable(z.number());
const str = (max = 200) => z.string().check(z.maxLength(max, TOO_LONG));

/**
 * The form's schema: field types, plus the Polish checks of `./clientValidation` (NIP, REGON, KRS, PESEL,
 * postal code, e-mail, required names — the same rules as the database constraints), each error on its own
 * field. Fields of the other kind (PESEL of a company, NIP of a person) are not checked: they are not saved.
 */
export const clientFormSchema = z
  .object({
    kind: z.enum(['company', 'person']),
    name: str(),
    first_name: str(100),
    last_name: str(100),
    nip: str(20),
    regon: str(20),
    krs: str(20),
    pesel: str(20),
    email: str(),
    phone: str(30),
    street: str(),
    building_no: str(20),
    apartment_no: str(20),
    postal_code: str(10),
    city: str(100),
    voivodeship: z.string(),
    status: z.enum(['lead', 'active', 'inactive', 'blocked']),
    owner_id: z.string(),
    payment_term_days: amount,
    credit_limit: amount,
    tags: str(500),
    notes: str(5000),
    contact_first_name: str(100),
    contact_last_name: str(100),
    contact_position: str(100),
    contact_phone: str(30),
    contact_email: str(),
    consent_email: z.boolean(),
    consent_sms: z.boolean(),
    consent_phone: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const company = values.kind === 'company';
      const errors = validateClient({
        ...values,
        nip: company ? values.nip : '',
        regon: company ? values.regon : '',
        krs: company ? values.krs : '',
        pesel: company ? '' : values.pesel,
      });
      for (const [field, message] of Object.entries(errors)) {
        ctx.issues.push({ code: 'custom', message, path: [field], input: values });
      }
      const add = (field: ClientFormField, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [field], input: values });
      if (values.phone.trim() && !isPhone(values.phone)) add('phone', PHONE_MESSAGE);
      const term = values.payment_term_days;
      if (term !== null && (!Number.isInteger(term) || term < 0 || term > 365)) {
        add('payment_term_days', PAYMENT_TERM_MESSAGE);
      }
      if (values.credit_limit !== null && values.credit_limit < 0) add('credit_limit', CREDIT_LIMIT_MESSAGE);
      if (hasInitialContact(values)) {
        if (!values.contact_first_name.trim()) add('contact_first_name', CLIENT_VALIDATION_MESSAGES.required);
        if (!values.contact_last_name.trim()) add('contact_last_name', CLIENT_VALIDATION_MESSAGES.required);
        if (values.contact_phone.trim() && !isPhone(values.contact_phone))
          add('contact_phone', PHONE_MESSAGE);
        const emailError = validateClientEmail(values.contact_email);
        if (emailError) add('contact_email', emailError);
      }
    }),
  );

/** Whether the new-client form names a first contact person (any of its fields filled in). */
export const hasInitialContact = (values: ClientFormValues) =>
  [
    values.contact_first_name,
    values.contact_last_name,
    values.contact_position,
    values.contact_phone,
    values.contact_email,
  ].some((value) => value.trim() !== '');

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const digitsOrNull = (value: string, normalize: (text: string) => string) =>
  value.trim() === '' ? null : normalize(value.trim());

export const parseTags = (value: string) => [
  ...new Set(
    value
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** What the create and update mutations send: trimmed, empty as null, identifiers as bare digits. */
export function clientFormToInput(values: ClientFormValues): NewClient & ClientChanges {
  const company = values.kind === 'company';
  return {
    kind: values.kind,
    // A person's name is "first last", kept by the database trigger.
    ...(company ? { name: values.name.trim() } : {}),
    first_name: company ? null : orNull(values.first_name),
    last_name: company ? null : orNull(values.last_name),
    nip: company ? digitsOrNull(values.nip, normalizeNip) : null,
    regon: company ? digitsOrNull(values.regon, normalizeDigits) : null,
    krs: company ? digitsOrNull(values.krs, normalizeDigits) : null,
    pesel: company ? null : digitsOrNull(values.pesel, normalizeDigits),
    email: orNull(values.email),
    phone: orNull(values.phone),
    street: orNull(values.street),
    building_no: orNull(values.building_no),
    apartment_no: orNull(values.apartment_no),
    postal_code: values.postal_code.trim() ? normalizePostalCode(values.postal_code) : null,
    city: orNull(values.city),
    voivodeship: orNull(values.voivodeship),
    status: values.status,
    owner_id: orNull(values.owner_id),
    payment_term_days: values.payment_term_days,
    credit_limit: values.credit_limit === null ? null : values.credit_limit.toFixed(2),
    tags: parseTags(values.tags),
    notes: orNull(values.notes),
  };
}

const text = (value: string | null | undefined) => value ?? '';

/** A loaded client as form values (the edit page's defaults). */
export function clientToFormValues(client: ClientDetails): ClientFormValues {
  const credit =
    client.credit_limit === null || client.credit_limit === undefined ? null : Number(client.credit_limit);
  return {
    kind: client.kind === 'person' ? 'person' : 'company',
    name: client.kind === 'person' ? '' : client.name,
    first_name: text(client.first_name),
    last_name: text(client.last_name),
    nip: text(client.nip),
    regon: text(client.regon),
    krs: text(client.krs),
    pesel: text(client.pesel),
    email: text(client.email),
    phone: text(client.phone),
    street: text(client.street),
    building_no: text(client.building_no),
    apartment_no: text(client.apartment_no),
    postal_code: text(client.postal_code),
    city: text(client.city),
    voivodeship: text(client.voivodeship),
    status: (['lead', 'active', 'inactive', 'blocked'] as const).find((s) => s === client.status) ?? 'lead',
    owner_id: text(client.owner_id),
    payment_term_days: client.payment_term_days ?? null,
    credit_limit: credit !== null && Number.isFinite(credit) ? credit : null,
    tags: tagList(client.tags).join(', '),
    notes: text(client.notes),
    contact_first_name: '',
    contact_last_name: '',
    contact_position: '',
    contact_phone: '',
    contact_email: '',
    consent_email: false,
    consent_sms: false,
    consent_phone: false,
  };
}

/** Database constraints of `clients` (nhost/migrations, 1795320000000_clients) → the form field they guard. */
const CONSTRAINT_FIELDS: Record<string, { field: ClientFormField; message: string }> = {
  clients_nip_check: { field: 'nip', message: CLIENT_VALIDATION_MESSAGES.nip },
  clients_regon_check: { field: 'regon', message: CLIENT_VALIDATION_MESSAGES.regon },
  clients_krs_check: { field: 'krs', message: CLIENT_VALIDATION_MESSAGES.krs },
  clients_pesel_check: { field: 'pesel', message: CLIENT_VALIDATION_MESSAGES.pesel },
  clients_email_check: { field: 'email', message: CLIENT_VALIDATION_MESSAGES.email },
  clients_postal_code: { field: 'postal_code', message: CLIENT_VALIDATION_MESSAGES.postalCode },
  clients_company_name: { field: 'name', message: CLIENT_VALIDATION_MESSAGES.required },
  clients_person_name: { field: 'last_name', message: 'Podaj imię i nazwisko' },
  clients_voivodeship_check: { field: 'voivodeship', message: 'Wybierz województwo z listy' },
  clients_payment_term_days_check: { field: 'payment_term_days', message: PAYMENT_TERM_MESSAGE },
  clients_credit_limit_check: { field: 'credit_limit', message: CREDIT_LIMIT_MESSAGE },
};

export interface ServerFormError {
  /** The field the server rejected, when the error names one of its constraints. */
  field?: ClientFormField;
  message: string;
}

/** A failed save in Polish: a constraint violation lands on its field, anything else is a form-level message. */
export function clientServerError(error: unknown): ServerFormError {
  const messages =
    error instanceof GraphqlRequestError
      ? [error.message, ...error.graphqlErrors.map((e) => e.message)]
      : [error instanceof Error ? error.message : String(error)];
  for (const message of messages) {
    const constraint = /constraint "([a-z_]+)"/.exec(message)?.[1];
    if (constraint && CONSTRAINT_FIELDS[constraint]) return CONSTRAINT_FIELDS[constraint];
    if (/owner must be a profile/.test(message)) {
      return { field: 'owner_id', message: 'Opiekun musi należeć do Twojej organizacji' };
    }
  }
  if (error instanceof GraphqlRequestError && error.status === 0) {
    return { message: 'Brak połączenia z serwerem. Sprawdź sieć i spróbuj ponownie.' };
  }
  return { message: 'Nie udało się zapisać klienta. Spróbuj ponownie.' };
}
