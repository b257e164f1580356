import { CLIENT_STATUS_LABELS } from '@rampa/design-system';
import type { ClientKind, ClientStatus } from '@rampa/sdk';

// Polish labels of the Klienci codes (product.md: English codes in data, Polish in the UI).

export const STATUS_LABELS: Record<ClientStatus, string> = CLIENT_STATUS_LABELS;

export const KIND_LABELS: Record<ClientKind, string> = { company: 'firma', person: 'osoba' };

export { VOIVODESHIPS } from './voivodeships';

export const CONSENT_CHANNELS = ['email', 'sms', 'phone'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const CHANNEL_LABELS: Record<ConsentChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  phone: 'Telefon',
};

export const CONSENT_SOURCES = ['form', 'phone', 'paper', 'email', 'meeting', 'import'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const SOURCE_LABELS: Record<ConsentSource, string> = {
  form: 'formularz',
  phone: 'rozmowa telefoniczna',
  paper: 'dokument papierowy',
  email: 'e-mail',
  meeting: 'spotkanie',
  import: 'import',
};

/** Field names of the audited tables (clients, client_contacts, client_consents) as the history shows them. */
export const FIELD_LABELS: Record<string, string> = {
  code: 'Kod',
  kind: 'Rodzaj',
  name: 'Nazwa',
  first_name: 'Imię',
  last_name: 'Nazwisko',
  nip: 'NIP',
  regon: 'REGON',
  krs: 'KRS',
  pesel: 'PESEL',
  email: 'E-mail',
  phone: 'Telefon',
  street: 'Ulica',
  building_no: 'Nr budynku',
  apartment_no: 'Nr lokalu',
  postal_code: 'Kod pocztowy',
  city: 'Miejscowość',
  voivodeship: 'Województwo',
  country: 'Kraj',
  status: 'Status',
  owner_id: 'Opiekun',
  payment_term_days: 'Termin płatności (dni)',
  credit_limit: 'Limit kredytowy',
  tags: 'Tagi',
  notes: 'Notatki',
  position: 'Stanowisko',
  is_primary: 'Główny kontakt',
  channel: 'Kanał',
  granted: 'Zgoda',
  source: 'Źródło',
  text_version: 'Wersja treści',
  recorded_at: 'Data zgody',
};

export const TABLE_LABELS: Record<string, string> = {
  clients: 'Dane klienta',
  client_contacts: 'Osoba kontaktowa',
  client_consents: 'Zgoda',
};

export const ACTION_LABELS: Record<string, string> = {
  INSERT: 'Dodano',
  UPDATE: 'Zmieniono',
  DELETE: 'Usunięto',
};

export const isClientStatus = (value: unknown): value is ClientStatus =>
  typeof value === 'string' && value in STATUS_LABELS;

/** `tags` (text[]) as the wire gives it: a JSON array, or a Postgres array literal from older engines. */
export function tagList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((tag): tag is string => typeof tag === 'string');
  if (typeof value === 'string' && /^\{.*\}$/.test(value)) {
    return [...value.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)]
      .map((match) => (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1'))
      .filter(Boolean);
  }
  return [];
}
