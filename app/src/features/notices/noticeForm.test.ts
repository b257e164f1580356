import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  emptyNoticeForm,
  noticeFormSchema,
  noticeFormToInput,
  NOTICE_FORM_MESSAGES,
  referenceList,
  slotWindow,
  submitIssues,
  type NoticeFormValues,
} from './noticeForm';
import { formatPlates, formatWindow, NOTICE_FORMS } from './noticeLabels';
import { formatCount } from '@rampa/design-system';
import { NO_CLIENT_ID, noticeListFilters, parseNoticeListSearch, withFilter } from './listSearch';

const valid = (patch: Partial<NoticeFormValues> = {}): NoticeFormValues => ({
  ...emptyNoticeForm('2026-11-23'),
  client_id: 'c0000000-0000-4000-8000-000000000001',
  warehouse_id: 'a0000000-0000-4000-8000-000000000001',
  ...patch,
});

const errors = (values: NoticeFormValues) => {
  const result = z.safeParse(noticeFormSchema, values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('noticeFormSchema', () => {
  it('accepts a minimal draft', () => {
    expect(errors(valid())).toEqual({});
  });

  it('names every missing or malformed field in Polish', () => {
    const result = errors({
      ...emptyNoticeForm('23.11.2026'),
      truck_plate: 'W!',
      driver_phone: '12',
      pallets: -1,
      weight_kg: -5,
      items: [{ product_id: '', product_label: '', unit: '', quantity: 0 }],
    });
    expect(result).toMatchObject({
      client_id: NOTICE_FORM_MESSAGES.client,
      warehouse_id: NOTICE_FORM_MESSAGES.warehouse,
      date: NOTICE_FORM_MESSAGES.date,
      truck_plate: NOTICE_FORM_MESSAGES.plate,
      driver_phone: NOTICE_FORM_MESSAGES.phone,
      pallets: NOTICE_FORM_MESSAGES.pallets,
      weight_kg: NOTICE_FORM_MESSAGES.weight,
      'items.0.product_id': NOTICE_FORM_MESSAGES.product,
      'items.0.quantity': NOTICE_FORM_MESSAGES.quantity,
    });
  });

  it('needs a kierowca picked when the driver comes from the list', () => {
    expect(errors(valid({ driver_mode: 'profile' }))).toEqual({
      driver_profile_id: NOTICE_FORM_MESSAGES.driver,
    });
  });

  it('sending needs a window; a draft does not', () => {
    expect(submitIssues(valid())).toEqual([{ field: 'slot', message: NOTICE_FORM_MESSAGES.slot }]);
    expect(submitIssues(valid({ slot: { rampId: 'r', minute: 480, minutes: 30 } }))).toEqual([]);
  });
});

describe('noticeFormToInput', () => {
  it('turns the form into the database columns: Warsaw window, plates normalized, lines, references', () => {
    const input = noticeFormToInput(
      valid({
        slot: { rampId: 'ramp-1', minute: 8 * 60 + 30, minutes: 90 },
        truck_plate: 'wa 123-45',
        trailer_plate: '',
        driver_name: ' Jan Nowak ',
        reference_numbers: 'ZAM/1, FV/2, ZAM/1',
        items: [
          { product_id: 'p1', product_label: '', unit: 'szt.', quantity: 5 },
          { product_id: 'p2', product_label: '', unit: 'kg', quantity: 2.5 },
        ],
      }),
      'Europe/Warsaw',
      'submitted',
    );
    expect(input).toMatchObject({
      status: 'submitted',
      ramp_id: 'ramp-1',
      planned_start: '2026-11-23T07:30:00.000Z',
      planned_end: '2026-11-23T09:00:00.000Z',
      truck_plate: 'WA12345',
      trailer_plate: null,
      driver_name: 'Jan Nowak',
      reference_numbers: ['ZAM/1', 'FV/2'],
      items: [
        { product_id: 'p1', quantity: 5 },
        { product_id: 'p2', quantity: 2.5 },
      ],
    });
  });

  it('keeps the window in the warehouse zone across the summer time change', () => {
    expect(slotWindow('2026-07-01', 8 * 60, 30, 'Europe/Warsaw')).toEqual({
      start: '2026-07-01T06:00:00.000Z',
      end: '2026-07-01T06:30:00.000Z',
    });
  });

  it('splits references on commas, semicolons and lines', () => {
    expect(referenceList('A; B\nC, , A')).toEqual(['A', 'B', 'C']);
  });
});

describe('labels', () => {
  it('uses the Polish plural of awizacja', () => {
    expect([1, 2, 5, 22, 25].map((n) => formatCount(n, NOTICE_FORMS))).toEqual([
      '1 awizacja',
      '2 awizacje',
      '5 awizacji',
      '22 awizacje',
      '25 awizacji',
    ]);
  });

  it('formats a window and plates', () => {
    expect(formatWindow('2026-11-23T07:00:00.000Z', '2026-11-23T08:00:00.000Z')).toBe(
      '23.11.2026, 08:00–09:00',
    );
    expect(formatWindow(null, null)).toBe('—');
    expect(formatPlates('WA12345', null)).toBe('WA12345');
  });
});

describe('list search', () => {
  it('drops malformed keys and defaults, keeps the rest', () => {
    expect(
      parseNoticeListSearch({
        status: 'draft',
        direction: 'sideways',
        from: '2026-11-01',
        page: '1',
        q: ' WA1 ',
      }),
    ).toEqual({ status: ['draft'], from: '2026-11-01', q: 'WA1' });
  });

  it('keeps a client code and a ramp of the chosen warehouse', () => {
    const warehouse = 'a0000000-0000-4000-8000-000000000001';
    const ramp = 'a1000000-0000-4000-8000-000000000002';
    expect(parseNoticeListSearch({ client: ' kl-000001 ', warehouse, ramp })).toEqual({
      client: 'KL-000001',
      warehouse,
      ramp,
    });
    // A ramp means nothing without its warehouse; a malformed one is dropped.
    expect(parseNoticeListSearch({ ramp })).toEqual({});
    expect(parseNoticeListSearch({ warehouse, ramp: 'R1' })).toEqual({ warehouse });
    // Choosing another warehouse (or none) drops the ramp with it.
    expect(withFilter({ warehouse, ramp, page: 3 }, { warehouse: undefined })).toEqual({});
  });

  it('filters by the looked-up client id, and by nothing a missing client could match', () => {
    const search = parseNoticeListSearch({ client: 'KL-000001' });
    expect(noticeListFilters(search, { clientId: 'c0000000-0000-4000-8000-000000000001' })).toMatchObject({
      clientId: 'c0000000-0000-4000-8000-000000000001',
    });
    expect(noticeListFilters(search, { clientId: null }).clientId).toBe(NO_CLIENT_ID);
    expect(
      noticeListFilters({}, { clientId: 'c0000000-0000-4000-8000-000000000001' }).clientId,
    ).toBeUndefined();
    const ramp = 'a1000000-0000-4000-8000-000000000002';
    expect(noticeListFilters({ warehouse: 'a0000000-0000-4000-8000-000000000001', ramp }).rampId).toBe(ramp);
  });

  it('turns days into Warsaw instants, the end day inclusive', () => {
    const filters = noticeListFilters({ from: '2026-11-01', to: '2026-11-30' });
    expect(filters.from).toBe('2026-10-31T23:00:00.000Z');
    expect(filters.to).toBe('2026-11-30T23:00:00.000Z');
    expect(filters.sort).toBe('planned_start');
    expect(filters.order).toBe('desc');
  });
});
