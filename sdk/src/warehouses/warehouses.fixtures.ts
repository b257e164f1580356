import { FIXTURE_ORG_ID } from '../clients/clients.fixtures';
import type { RampFragment, WarehouseFragment } from '../gql/graphql';
import { FIXTURE_OPENING_HOURS, FIXTURE_RAMPS, FIXTURE_WAREHOUSE } from '../notices/notices.fixtures';

// Warehouses and ramps in the shape of the wire, for MSW handlers, stories and tests.

export function warehouseFixture(overrides: Partial<WarehouseFragment> = {}): WarehouseFragment {
  return {
    id: FIXTURE_WAREHOUSE.id,
    org_id: FIXTURE_ORG_ID,
    code: FIXTURE_WAREHOUSE.code,
    name: FIXTURE_WAREHOUSE.name,
    address: 'ul. Magazynowa 4, 95-010 Stryków',
    time_zone: 'Europe/Warsaw',
    opening_hours: FIXTURE_OPENING_HOURS,
    slot_minutes: 30,
    active: true,
    ...overrides,
  };
}

export const rampFixtures = (warehouseId = FIXTURE_WAREHOUSE.id): RampFragment[] =>
  FIXTURE_RAMPS.map((ramp) => ({ ...ramp, warehouse_id: warehouseId }));

export const GDANSK_WAREHOUSE = warehouseFixture({
  id: 'a0000000-0000-4000-8000-000000000002',
  code: 'GDA',
  name: 'Magazyn Gdańsk Port',
  address: 'ul. Kontenerowa 12, 80-601 Gdańsk',
});

/** A warehouse switched off (it takes no new notices). */
export const INACTIVE_WAREHOUSE = warehouseFixture({
  id: 'a0000000-0000-4000-8000-000000000003',
  code: 'POZ',
  name: 'Magazyn Poznań (zamknięty)',
  address: 'ul. Składowa 1, 61-001 Poznań',
  active: false,
});
export const INACTIVE_RAMP_ID = 'a1000000-0000-4000-8000-000000000004';
