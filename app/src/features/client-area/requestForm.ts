import type { OpeningHours } from '@rampa/domain';
import type { NewNotice } from '@rampa/sdk';
import {
  emptyNoticeForm,
  noticeFormToChanges,
  noticeLines,
  type NoticeFormValues,
} from '../notices/noticeForm';

// The klient's request reuses the awizacja form's values, rules and mapping (noticeForm.ts): his company is the
// client, he names the driver himself, and he asks for an hour; the magazyn picks the ramp when it confirms.

/** The request's values on `date`, for his company. */
export const emptyRequest = (clientId: string, date: string): NoticeFormValues => ({
  ...emptyNoticeForm(date),
  client_id: clientId,
});

/**
 * What the klient sends: no status (the server sets `submitted`), no ramp and no driver from the organization's
 * list, which his role may not set.
 */
export function requestToInput(values: NoticeFormValues, timeZone: string): NewNotice {
  const { ramp_id: _ramp, driver_profile_id: _driver, ...changes } = noticeFormToChanges(values, timeZone);
  return { ...(changes as NewNotice), items: noticeLines(values) };
}

/** The full hours a one-hour window may start at on `date` (the warehouse's ISO weekday), in its zone. */
export function requestHours(openingHours: OpeningHours, date: string): number[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
  const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const day = (openingHours as Record<string, { open: string; close: string } | null | undefined>)[
    String(weekday)
  ];
  if (!day) return [];
  const open = Math.ceil(toMinutes(day.open) / 60);
  const close = Math.floor(toMinutes(day.close) / 60);
  return Array.from({ length: Math.max(0, close - open) }, (_, i) => open + i);
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
