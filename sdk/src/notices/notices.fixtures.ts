import { DELIVERY_NOTICE_STATUSES } from '@rampa/domain';
import { FIXTURE_ORG_ID } from '../clients/clients.fixtures';
import type {
  NoticeAttachmentFragment,
  NoticeDetailFragment,
  NoticeEventFragment,
  NoticeItemFragment,
  NoticeListItemFragment,
} from '../gql/graphql';

// Awizacje fixtures in the shape of the wire (the documents' fragments), for MSW handlers, stories and tests.

export const FIXTURE_WAREHOUSE = {
  id: 'a0000000-0000-4000-8000-000000000001',
  code: 'STR',
  name: 'Centrum Dystrybucyjne Stryków',
};
export const FIXTURE_RAMPS = [
  {
    id: 'a1000000-0000-4000-8000-000000000001',
    code: 'R1',
    name: 'Rampa 1',
    kind: 'unloading',
    active: true,
  },
  { id: 'a1000000-0000-4000-8000-000000000002', code: 'R2', name: 'Rampa 2', kind: 'both', active: true },
  { id: 'a1000000-0000-4000-8000-000000000003', code: 'R3', name: 'Rampa 3', kind: 'loading', active: true },
] as const;
export const FIXTURE_CLIENT = {
  id: 'c0000000-0000-4000-8000-000000000001',
  code: 'KL-000001',
  name: 'Firma Testowa 1 Sp. z o.o.',
};
export const FIXTURE_DRIVER = {
  id: 'de000000-0000-4000-8000-0000000000a3',
  display_name: 'Tomasz Kowalczyk',
  phone: '+48 601 234 567',
};
export const FIXTURE_PRODUCTS = [
  {
    id: 'b0000000-0000-4000-8000-000000000001',
    sku: 'CEM-325-25',
    ean: '5901234123457',
    name: 'Cement portlandzki CEM I 32,5R 25 kg',
    unit: 'opak.',
  },
  {
    id: 'b0000000-0000-4000-8000-000000000002',
    sku: 'PAL-EUR-1',
    ean: null,
    name: 'Paleta EUR EPAL 1200×800',
    unit: 'paleta',
  },
  {
    id: 'b0000000-0000-4000-8000-000000000003',
    sku: 'STR-23-15',
    ean: '5900000000008',
    name: 'Folia stretch 23 µm 1,5 kg',
    unit: 'szt.',
  },
];

export const noticeId = (index: number) => `d0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
export const noticeNumber = (index: number) => `AW/2026/11/${String(index).padStart(4, '0')}`;

/** Monday 23 November 2026, 06:00 in Warsaw, plus `minutes`. */
const slotAt = (minutes: number) =>
  new Date(Date.parse('2026-11-23T05:00:00.000Z') + minutes * 60_000).toISOString();

export function noticeListItemFixture(
  index = 1,
  overrides: Partial<NoticeListItemFragment> = {},
): NoticeListItemFragment {
  const ramp = FIXTURE_RAMPS[index % FIXTURE_RAMPS.length]!;
  const start = (index % 28) * 30;
  return {
    id: noticeId(index),
    number: noticeNumber(index),
    direction: ramp.kind === 'loading' ? 'outbound' : 'inbound',
    status: DELIVERY_NOTICE_STATUSES[index % DELIVERY_NOTICE_STATUSES.length]!,
    planned_start: slotAt(start),
    planned_end: slotAt(start + 60),
    truck_plate: `EL${String(10000 + index)}`,
    trailer_plate: `EL${String(20000 + index)}`,
    carrier_name: 'Raben Logistics Polska Sp. z o.o.',
    driver_name: index % 3 === 0 ? null : 'Marek Wójcik',
    pallets: 10 + (index % 23),
    weight_kg: 12_000,
    adr: index % 10 === 0,
    reference_numbers: [`ZAM/2026/${String(index).padStart(5, '0')}`],
    updated_at: '2026-11-20T08:00:00.000Z',
    client: FIXTURE_CLIENT,
    warehouse: FIXTURE_WAREHOUSE,
    ramp: { id: ramp.id, code: ramp.code, name: ramp.name },
    driver: index % 3 === 0 ? { id: FIXTURE_DRIVER.id, display_name: FIXTURE_DRIVER.display_name } : null,
    ...overrides,
  };
}

export const noticeListFixture = (count: number) =>
  Array.from({ length: count }, (_, i) => noticeListItemFixture(i + 1));

export function noticeDetailFixture(overrides: Partial<NoticeDetailFragment> = {}): NoticeDetailFragment {
  return {
    id: noticeId(1),
    org_id: FIXTURE_ORG_ID,
    number: noticeNumber(1),
    direction: 'inbound',
    status: 'submitted',
    client_id: FIXTURE_CLIENT.id,
    warehouse_id: FIXTURE_WAREHOUSE.id,
    ramp_id: FIXTURE_RAMPS[0].id,
    planned_start: slotAt(120),
    planned_end: slotAt(180),
    carrier_name: 'Raben Logistics Polska Sp. z o.o.',
    truck_plate: 'EL12345',
    trailer_plate: 'EL54321',
    driver_profile_id: null,
    driver_name: 'Marek Wójcik',
    driver_phone: '+48 502 111 222',
    pallets: 18,
    weight_kg: 14_500,
    adr: false,
    reference_numbers: ['ZAM/2026/00001', 'WZ 1234/11/2026'],
    notes: 'Towar na paletach EUR, nie piętrować',
    arrived_at: null,
    started_at: null,
    completed_at: null,
    rejection_reason: null,
    proposed_start: null,
    proposed_end: null,
    created_by: 'de000000-0000-4000-8000-0000000000a1',
    created_at: '2026-11-18T09:15:00.000Z',
    updated_at: '2026-11-18T09:15:00.000Z',
    ...overrides,
  };
}

export function noticeItemFixture(
  index = 1,
  overrides: Partial<NoticeItemFragment> = {},
): NoticeItemFragment {
  const product = FIXTURE_PRODUCTS[(index - 1) % FIXTURE_PRODUCTS.length]!;
  return {
    id: `d1000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    product_id: product.id,
    quantity: 40 * index,
    received_quantity: null,
    product: { id: product.id, sku: product.sku, name: product.name, unit: product.unit },
    ...overrides,
  };
}

export function noticeEventFixture(overrides: Partial<NoticeEventFragment> = {}): NoticeEventFragment {
  return {
    id: 'd2000000-0000-4000-8000-000000000001',
    from_status: 'draft',
    to_status: 'submitted',
    comment: null,
    created_at: '2026-11-18T09:20:00.000Z',
    user_profiles: [{ display_name: 'Anna Nowak' }],
    ...overrides,
  };
}

export function noticeAttachmentFixture(
  overrides: Partial<NoticeAttachmentFragment> = {},
): NoticeAttachmentFragment {
  return {
    id: 'd3000000-0000-4000-8000-000000000001',
    notice_id: noticeId(1),
    file_id: 'f0000000-0000-4000-8000-000000000001',
    kind: 'cmr',
    created_at: '2026-11-18T09:16:00.000Z',
    file: {
      id: 'f0000000-0000-4000-8000-000000000001',
      name: 'CMR-12345.pdf',
      mimeType: 'application/pdf',
      size: 182_344,
    },
    ...overrides,
  };
}

/** The warehouse of the slot picker: Monday to Friday 06:00–22:00, Saturday 07:00–15:00, slots of 30 min. */
export const FIXTURE_OPENING_HOURS = {
  '1': { open: '06:00', close: '22:00' },
  '2': { open: '06:00', close: '22:00' },
  '3': { open: '06:00', close: '22:00' },
  '4': { open: '06:00', close: '22:00' },
  '5': { open: '06:00', close: '22:00' },
  '6': { open: '07:00', close: '15:00' },
  '7': null,
};

/** Bookings on Monday 23 November 2026: R1 08:00–09:30 and R2 06:00–07:00 (Warsaw). */
export const FIXTURE_BOOKINGS = [
  {
    id: noticeId(901),
    number: noticeNumber(901),
    ramp_id: FIXTURE_RAMPS[0].id,
    planned_start: slotAt(120),
    planned_end: slotAt(210),
  },
  {
    id: noticeId(902),
    number: noticeNumber(902),
    ramp_id: FIXTURE_RAMPS[1].id,
    planned_start: slotAt(0),
    planned_end: slotAt(60),
  },
];
