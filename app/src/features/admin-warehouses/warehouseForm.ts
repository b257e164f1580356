import * as z from 'zod/mini';
import {
  DEFAULT_TIME_ZONE,
  ISO_WEEKDAYS,
  isValidOpeningHours,
  SLOT_MINUTES,
  type IsoWeekday,
  type OpeningHours,
  type RampKind,
} from '@rampa/domain';

// Magazyny i rampy: the admin forms' values, their Polish validation (the database's rules, said first here),
// and the insert/update objects the sdk sends.

export const WEEKDAY_LABELS: Record<IsoWeekday, string> = {
  '1': 'Poniedziałek',
  '2': 'Wtorek',
  '3': 'Środa',
  '4': 'Czwartek',
  '5': 'Piątek',
  '6': 'Sobota',
  '7': 'Niedziela',
};

export const RAMP_KIND_LABELS: Record<RampKind, string> = {
  unloading: 'Rozładunek (dostawy)',
  loading: 'Załadunek (odbiory)',
  both: 'Rozładunek i załadunek',
};

/** The same rule as the database's check on warehouses.code and ramps.code. */
const CODE = /^[A-Z0-9][A-Z0-9-]{0,15}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface DayFormValues {
  isOpen: boolean;
  open: string;
  close: string;
}

export interface WarehouseFormValues {
  code: string;
  name: string;
  address: string;
  time_zone: string;
  slot_minutes: string;
  days: Record<IsoWeekday, DayFormValues>;
}

export interface RampFormValues {
  code: string;
  name: string;
  kind: RampKind;
}

const closedDay: DayFormValues = { isOpen: false, open: '06:00', close: '22:00' };

export function warehouseToFormValues(
  warehouse?: {
    code: string;
    name: string;
    address?: string | null;
    time_zone: string;
    slot_minutes: number;
    opening_hours: OpeningHours;
  } | null,
): WarehouseFormValues {
  const hours: OpeningHours = warehouse?.opening_hours ?? {
    '1': { open: '06:00', close: '22:00' },
    '2': { open: '06:00', close: '22:00' },
    '3': { open: '06:00', close: '22:00' },
    '4': { open: '06:00', close: '22:00' },
    '5': { open: '06:00', close: '22:00' },
  };
  const days = Object.fromEntries(
    ISO_WEEKDAYS.map((day) => {
      const value = hours[day];
      return [day, value ? { isOpen: true, open: value.open, close: value.close } : closedDay];
    }),
  ) as Record<IsoWeekday, DayFormValues>;
  return {
    code: warehouse?.code ?? '',
    name: warehouse?.name ?? '',
    address: warehouse?.address ?? '',
    time_zone: warehouse?.time_zone ?? DEFAULT_TIME_ZONE,
    slot_minutes: String(warehouse?.slot_minutes ?? 30),
    days,
  };
}

export function openingHoursOf(days: WarehouseFormValues['days']): OpeningHours {
  return Object.fromEntries(
    ISO_WEEKDAYS.map((day) => [
      day,
      days[day].isOpen ? { open: days[day].open, close: days[day].close } : null,
    ]),
  ) as OpeningHours;
}

/** The columns a warehouse insert or update sends (org_id comes from the administrator's session). */
export function warehouseFormToInput(values: WarehouseFormValues) {
  return {
    code: values.code.trim().toUpperCase(),
    name: values.name.trim(),
    address: values.address.trim() || null,
    time_zone: values.time_zone.trim(),
    slot_minutes: Number(values.slot_minutes),
    opening_hours: openingHoursOf(values.days),
  };
}

export const rampFormToInput = (values: RampFormValues) => ({
  code: values.code.trim().toUpperCase(),
  name: values.name.trim(),
  kind: values.kind,
});

export const MESSAGES = {
  code: 'Kod to 1–16 liter, cyfr lub myślników, np. STR albo R-01.',
  name: 'Podaj nazwę.',
  timeZone: 'Podaj strefę czasową, np. Europe/Warsaw.',
  time: 'Podaj godzinę w formacie GG:MM.',
  order: 'Godzina zamknięcia musi być po godzinie otwarcia.',
};

const codeField = z.string().check(z.refine((value) => CODE.test(value.trim().toUpperCase()), MESSAGES.code));
const nameField = z.string().check(z.refine((value) => value.trim().length > 0, MESSAGES.name));

const dayField = z.object({ isOpen: z.boolean(), open: z.string(), close: z.string() }).check(
  z.refine((day) => !day.isOpen || TIME.test(day.open), { message: MESSAGES.time, path: ['open'] }),
  z.refine((day) => !day.isOpen || TIME.test(day.close) || day.close === '24:00', {
    message: MESSAGES.time,
    path: ['close'],
  }),
  z.refine(
    (day) =>
      !day.isOpen ||
      !TIME.test(day.open) ||
      !(TIME.test(day.close) || day.close === '24:00') ||
      day.open < day.close,
    { message: MESSAGES.order, path: ['close'] },
  ),
);

export const warehouseFormSchema = z
  .object({
    code: codeField,
    name: nameField,
    address: z.string(),
    time_zone: z.string().check(z.refine((value) => value.trim().length > 0, MESSAGES.timeZone)),
    slot_minutes: z
      .string()
      .check(
        z.refine(
          (value) => (SLOT_MINUTES as readonly number[]).includes(Number(value)),
          'Wybierz długość slotu.',
        ),
      ),
    days: z.object(Object.fromEntries(ISO_WEEKDAYS.map((day) => [day, dayField]))),
  })
  .check(
    z.refine((values) => isValidOpeningHours(openingHoursOf(values.days as WarehouseFormValues['days'])), {
      message: MESSAGES.order,
      path: ['days'],
    }),
  ) as unknown as z.ZodMiniType<WarehouseFormValues>;

export const rampFormSchema = z.object({
  code: codeField,
  name: nameField,
  kind: z.enum(['unloading', 'loading', 'both']),
}) as unknown as z.ZodMiniType<RampFormValues>;
