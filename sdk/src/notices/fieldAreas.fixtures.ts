import type { DriverNoticeFragment } from '../gql/graphql';
import {
  FIXTURE_CLIENT,
  FIXTURE_PRODUCTS,
  FIXTURE_RAMPS,
  FIXTURE_WAREHOUSE,
  noticeId,
  noticeNumber,
} from './notices.fixtures';

// The kierowca's and the klient's fixtures, in the shape of the wire. The driver's notices lie around `now`,
// so a story shows "Dziś" whenever it runs.

export const FIXTURE_WAREHOUSE_ADDRESS = 'ul. Magazynowa 4, 95-010 Stryków';

const hour = 3_600_000;
/** The top of the hour `hours` from `now`. */
const at = (now: Date, hours: number) => {
  const instant = new Date(now.getTime() + hours * hour);
  instant.setUTCMinutes(0, 0, 0);
  return instant.toISOString();
};

export function driverNoticeFixture(
  index = 1,
  overrides: Partial<DriverNoticeFragment> = {},
  now = new Date(),
): DriverNoticeFragment {
  const ramp = FIXTURE_RAMPS[index % 2]!;
  return {
    id: noticeId(700 + index),
    number: noticeNumber(700 + index),
    direction: 'inbound',
    status: 'confirmed',
    planned_start: at(now, index),
    planned_end: at(now, index + 1),
    truck_plate: `EL${String(40000 + index)}`,
    trailer_plate: `EL${String(50000 + index)}`,
    carrier_name: 'Trans-Pol Kowalczyk Sp. j.',
    pallets: 12 + index,
    weight_kg: 9_800,
    adr: false,
    reference_numbers: [`ZAM/2026/${String(3400 + index).padStart(5, '0')}`, `WZ ${100 + index}/11/2026`],
    notes: index === 1 ? 'Proszę o kontakt 30 min przed przyjazdem' : null,
    arrived_at: null,
    client: { name: FIXTURE_CLIENT.name },
    warehouse: {
      id: FIXTURE_WAREHOUSE.id,
      name: FIXTURE_WAREHOUSE.name,
      address: FIXTURE_WAREHOUSE_ADDRESS,
      time_zone: 'Europe/Warsaw',
    },
    ramp: { id: ramp.id, code: ramp.code, name: ramp.name },
    items: [0, 1].map((i) => ({
      id: `d1000000-0000-4000-8000-${String(700 + index * 10 + i).padStart(12, '0')}`,
      quantity: 20 * (i + 1),
      product: { name: FIXTURE_PRODUCTS[i]!.name, unit: FIXTURE_PRODUCTS[i]!.unit },
    })),
    ...overrides,
  };
}

/** Today: one confirmed in an hour, one arrived an hour ago; tomorrow: one confirmed, one still submitted. */
export const driverNoticesFixture = (now = new Date()): DriverNoticeFragment[] => [
  driverNoticeFixture(1, {}, now),
  driverNoticeFixture(
    2,
    { status: 'arrived', planned_start: at(now, -1), planned_end: at(now, 0), arrived_at: at(now, -1) },
    now,
  ),
  driverNoticeFixture(3, { planned_start: at(now, 25), planned_end: at(now, 26) }, now),
  driverNoticeFixture(
    4,
    { status: 'submitted', ramp: null, planned_start: at(now, 27), planned_end: at(now, 28) },
    now,
  ),
];

export const FIXTURE_KLIENT_COMPANY = {
  id: FIXTURE_CLIENT.id,
  code: FIXTURE_CLIENT.code,
  name: FIXTURE_CLIENT.name,
};
