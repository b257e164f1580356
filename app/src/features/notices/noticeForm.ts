import * as z from 'zod/mini';
import {
  isValidPlate,
  normalizePlate,
  zonedInstant,
  type DeliveryNoticeStatus,
  type NoticeAttachmentKind,
  type NoticeDirection,
} from '@rampa/domain';
import type { NewNotice, NoticeChanges, NoticeDetails, NoticeLine, NoticeRule } from '@rampa/sdk';

/** One goods line as the form holds it; `product_label` and `unit` only show the chosen product. */
export interface NoticeLineValues {
  product_id: string;
  product_label: string;
  unit: string;
  quantity: number | null;
}

/**
 * The window picked on the timeline: a ramp, the window's start in minutes after midnight of `date` in the
 * warehouse's time zone, and its length in minutes (one or more of the warehouse's slots).
 */
export interface NoticeSlot {
  rampId: string;
  minute: number;
  minutes: number;
}

/** The awizacja form as react-hook-form holds it: text as strings ('' = empty), amounts as numbers. */
export interface NoticeFormValues {
  client_id: string;
  client_label: string;
  direction: NoticeDirection;
  warehouse_id: string;
  /** The warehouse's calendar day, "YYYY-MM-DD". */
  date: string;
  slot: NoticeSlot | null;
  carrier_name: string;
  /** `profile`: a kierowca of the organization; `manual`: name and phone typed in. */
  driver_mode: 'profile' | 'manual';
  driver_profile_id: string;
  driver_name: string;
  driver_phone: string;
  truck_plate: string;
  trailer_plate: string;
  pallets: number | null;
  weight_kg: number | null;
  adr: boolean;
  /** Comma-separated (orders, invoices). */
  reference_numbers: string;
  notes: string;
  items: NoticeLineValues[];
}

export type NoticeFormField = keyof NoticeFormValues;

export const EMPTY_NOTICE_LINE: NoticeLineValues = {
  product_id: '',
  product_label: '',
  unit: '',
  quantity: null,
};

export const emptyNoticeForm = (date: string): NoticeFormValues => ({
  client_id: '',
  client_label: '',
  direction: 'inbound',
  warehouse_id: '',
  date,
  slot: null,
  carrier_name: '',
  driver_mode: 'manual',
  driver_profile_id: '',
  driver_name: '',
  driver_phone: '',
  truck_plate: '',
  trailer_plate: '',
  pallets: null,
  weight_kg: null,
  adr: false,
  reference_numbers: '',
  notes: '',
  items: [],
});

export const NOTICE_FORM_MESSAGES = {
  client: 'Wybierz klienta.',
  warehouse: 'Wybierz magazyn.',
  date: 'Podaj datę w formacie DD.MM.RRRR.',
  slot: 'Wybierz wolne okno na rampie.',
  plate: 'Numer rejestracyjny to 2–10 liter i cyfr, np. WA 12345.',
  phone: 'Podaj numer telefonu, np. +48 600 100 200.',
  driver: 'Wybierz kierowcę z listy albo wpisz jego imię i nazwisko.',
  pallets: 'Liczba palet musi być liczbą całkowitą, nie mniejszą niż 0.',
  weight: 'Waga nie może być ujemna.',
  product: 'Wybierz produkt.',
  quantity: 'Ilość musi być większa od zera.',
  references: 'Podaj najwyżej 20 numerów referencyjnych, każdy do 50 znaków.',
  tooLong: (max: number) => `Najwyżej ${max} znaków.`,
} as const;

const M = NOTICE_FORM_MESSAGES;
const text = (max: number) => z.string().check(z.maxLength(max, M.tooLong(max)));
const plate = z.string().check(z.refine((value) => value.trim() === '' || isValidPlate(value), M.plate));

/** Splits "ZAM/1, FV/2" into the list the database keeps (trimmed, no empties, no repeats). */
export const referenceList = (value: string): string[] => [
  ...new Set(
    value
      .split(/[,;\n]/)
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

const line = z.object({
  product_id: z.string().check(z.minLength(1, M.product)),
  product_label: z.string(),
  unit: z.string(),
  quantity: z.nullable(z.number()).check(z.refine((value) => value !== null && value > 0, M.quantity)),
});

/** Field rules; a draft may leave the window empty, sending it needs one (see {@link submitIssues}). */
export const noticeFormSchema = z
  .object({
    client_id: z.string().check(z.minLength(1, M.client)),
    client_label: z.string(),
    direction: z.enum(['inbound', 'outbound']),
    warehouse_id: z.string().check(z.minLength(1, M.warehouse)),
    date: z
      .string()
      .check(
        z.refine(
          (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
          M.date,
        ),
      ),
    slot: z.nullable(z.object({ rampId: z.string(), minute: z.number(), minutes: z.number() })),
    carrier_name: text(200),
    driver_mode: z.enum(['profile', 'manual']),
    driver_profile_id: z.string(),
    driver_name: text(200),
    driver_phone: z
      .string()
      .check(z.refine((value) => value.trim() === '' || /^\+?[\d\s-]{9,20}$/.test(value.trim()), M.phone)),
    truck_plate: plate,
    trailer_plate: plate,
    pallets: z
      .nullable(z.number())
      .check(z.refine((value) => value === null || (Number.isInteger(value) && value >= 0), M.pallets)),
    weight_kg: z.nullable(z.number()).check(z.refine((value) => value === null || value >= 0, M.weight)),
    adr: z.boolean(),
    reference_numbers: z.string().check(
      z.refine((value) => {
        const list = referenceList(value);
        return list.length <= 20 && list.every((ref) => ref.length <= 50);
      }, M.references),
    ),
    notes: text(2000),
    items: z.array(line),
  })
  .check(
    z.refine((values) => values.driver_mode !== 'profile' || values.driver_profile_id !== '', {
      message: M.driver,
      path: ['driver_profile_id'],
    }),
  );

/** What sending (not saving a draft) needs beyond the field rules: a window on a ramp. */
export function submitIssues(values: NoticeFormValues): { field: NoticeFormField; message: string }[] {
  return values.slot ? [] : [{ field: 'slot', message: M.slot }];
}

/** The instants of a window: `minute` after midnight of `date` in the warehouse's zone, `minutes` long. */
export function slotWindow(date: string, minute: number, minutes: number, timeZone: string) {
  const start = zonedInstant(date, minute, timeZone);
  const end = zonedInstant(date, minute + minutes, timeZone);
  return { start: start.toISOString(), end: end.toISOString() };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const plateOrNull = (value: string) => (value.trim() === '' ? null : normalizePlate(value));

/** Goods lines as the sdk takes them. */
export const noticeLines = (values: NoticeFormValues): NoticeLine[] =>
  values.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity ?? 0 }));

/** The form's fields as the database columns (without status and lines). */
export function noticeFormToChanges(values: NoticeFormValues, timeZone: string): NoticeChanges {
  const window = values.slot
    ? slotWindow(values.date, values.slot.minute, values.slot.minutes, timeZone)
    : null;
  const profile = values.driver_mode === 'profile';
  return {
    client_id: values.client_id,
    direction: values.direction,
    warehouse_id: values.warehouse_id,
    ramp_id: values.slot?.rampId ?? null,
    planned_start: window?.start ?? null,
    planned_end: window?.end ?? null,
    carrier_name: orNull(values.carrier_name),
    driver_profile_id: profile ? values.driver_profile_id || null : null,
    driver_name: profile ? null : orNull(values.driver_name),
    driver_phone: profile ? null : orNull(values.driver_phone),
    truck_plate: plateOrNull(values.truck_plate),
    trailer_plate: plateOrNull(values.trailer_plate),
    pallets: values.pallets,
    weight_kg: values.weight_kg,
    adr: values.adr,
    reference_numbers: referenceList(values.reference_numbers),
    notes: orNull(values.notes),
  };
}

/** A new awizacja with its lines, created as a draft or sent at once. */
export function noticeFormToInput(
  values: NoticeFormValues,
  timeZone: string,
  status: Extract<DeliveryNoticeStatus, 'draft' | 'submitted'>,
): NewNotice {
  return { ...(noticeFormToChanges(values, timeZone) as NewNotice), status, items: noticeLines(values) };
}

/** Minutes after midnight of an instant's day in a zone (08:30 → 510). */
export const minuteOfDay = (value: Date | string, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(value));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
};
/** "YYYY-MM-DD" of an instant in a zone. */
export const dayIn = (value: Date | string, timeZone: string) =>
  new Date(value).toLocaleDateString('sv-SE', { timeZone });

/** A saved awizacja as the form's values. */
export function noticeToFormValues(notice: NoticeDetails, timeZone: string): NoticeFormValues {
  const start = notice.planned_start as string | null;
  const end = notice.planned_end as string | null;
  return {
    client_id: notice.client_id,
    client_label: `${notice.client.name} (${notice.client.code})`,
    direction: notice.direction === 'outbound' ? 'outbound' : 'inbound',
    warehouse_id: notice.warehouse_id,
    date: start ? dayIn(start, timeZone) : dayIn(new Date(), timeZone),
    slot:
      start && end && notice.ramp_id
        ? {
            rampId: notice.ramp_id,
            minute: minuteOfDay(start, timeZone),
            minutes: Math.round((Date.parse(end) - Date.parse(start)) / 60_000),
          }
        : null,
    carrier_name: notice.carrier_name ?? '',
    driver_mode: notice.driver_profile_id ? 'profile' : 'manual',
    driver_profile_id: notice.driver_profile_id ?? '',
    driver_name: notice.driver_name ?? '',
    driver_phone: notice.driver_phone ?? '',
    truck_plate: notice.truck_plate ?? '',
    trailer_plate: notice.trailer_plate ?? '',
    pallets: notice.pallets ?? null,
    weight_kg: notice.weight_kg === null || notice.weight_kg === undefined ? null : Number(notice.weight_kg),
    adr: notice.adr,
    reference_numbers: (notice.reference_numbers ?? []).join(', '),
    notes: notice.notes ?? '',
    items: notice.items.map((item) => ({
      product_id: item.product_id,
      product_label: item.product ? `${item.product.name} (${item.product.sku})` : item.product_id,
      unit: item.product?.unit ?? '',
      quantity: Number(item.quantity),
    })),
  };
}

/** The field a database refusal belongs next to; null: it is told above the form. */
export const RULE_FIELDS: Partial<Record<NoticeRule, NoticeFormField>> = {
  notice_window: 'slot',
  notice_window_needed: 'slot',
  notice_ramp_overlap: 'slot',
  notice_outside_opening_hours: 'slot',
  notice_ramp_kind: 'slot',
  notice_ramp_inactive: 'slot',
  notice_ramp_other_warehouse: 'slot',
  notice_warehouse_inactive: 'warehouse_id',
  notice_plate: 'truck_plate',
  notice_not_negative: 'pallets',
  notice_client_other_org: 'client_id',
  notice_klient_own_client: 'client_id',
  notice_driver_not_kierowca: 'driver_profile_id',
};

export type { NoticeAttachmentKind };
