/**
 * rampa-app → nhost-graphql, Magazyny: the warehouse list and the administrator's warehouse and ramp changes,
 * through the sdk's own options. The changes act as org_admin (the sdk sends that role for them); the list is
 * read in the active role, here org_admin too.
 */
import {
  CreateRampDocument,
  CreateWarehouseDocument,
  createWarehouseMutations,
  createWarehouseQueries,
  DeleteRampDocument,
  DeleteWarehouseDocument,
  UpdateRampDocument,
  UpdateWarehouseDocument,
  WarehouseListDocument,
} from '@rampa/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { staffWithNotice } from '../states';
import { graphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { boolean, fromProviderState, integer, like, uuid } from './matchers';

const pact = consumerPact('nhost-graphql');
const { eachLike } = MatchersV3;

const ROLE = 'org_admin';
const EMAIL = 'admin.magazyny@example.com';
const ORG_ID = '5c9e3a74-1d6f-4b82-a043-7e8f9a0b1c01';
const WAREHOUSE_ID = '5c9e3a74-1d6f-4b82-a043-7e8f9a0b1c02';
const RAMP_ID = '5c9e3a74-1d6f-4b82-a043-7e8f9a0b1c03';
const HOURS = { '1': { open: '06:00', close: '22:00' }, '6': { open: '07:00', close: '14:00' } };

const given = () =>
  staffWithNotice({ role: ROLE, email: EMAIL, orgId: ORG_ID, warehouseCode: 'STR', clientCode: 'KL-000201' });
const provided = (key: Parameters<typeof staffWithNotice.value>[0], example: string) =>
  fromProviderState(staffWithNotice.value(key), example);

const orgAdmin = graphqlSession({ role: ROLE, accessToken: staffWithNotice.value('accessToken') });

const warehouse = {
  id: uuid(WAREHOUSE_ID),
  org_id: uuid(ORG_ID),
  code: like('STR'),
  name: like('Magazyn Kontraktowy'),
  address: like('ul. Logistyczna 1, 95-010 Stryków'),
  time_zone: like('Europe/Warsaw'),
  opening_hours: like(HOURS),
  slot_minutes: integer(30),
  active: boolean(true),
};
const ramp = {
  id: uuid(RAMP_ID),
  warehouse_id: uuid(WAREHOUSE_ID),
  code: like('R1'),
  name: like('Rampa 1'),
  kind: like('both'),
  active: boolean(true),
};

const mutationsFor = (url: string) => createWarehouseMutations(orgAdmin.graphql(url));

describe('Magazyny', () => {
  it('lists the warehouses with their ramps', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the warehouses of the organization with their ramps')
      .withRequest(...orgAdmin.request(WarehouseListDocument))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { warehouses: eachLike({ ...warehouse, ramps: eachLike(ramp) }) } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const list = await new QueryClient().fetchQuery(
            createWarehouseQueries(orgAdmin.graphql(mockserver.url), () => ROLE).list(),
          );
          expect(list[0]).toMatchObject({ code: 'STR', ramps: [{ code: 'R1' }] });
        }),
      ));

  it('creates a warehouse with a ramp', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a new warehouse with one ramp')
      .withRequest(
        ...orgAdmin.request(CreateWarehouseDocument, {
          object: {
            org_id: ORG_ID,
            code: 'POZ',
            name: 'Magazyn Poznań',
            address: 'ul. Składowa 3, 61-001 Poznań',
            opening_hours: HOURS,
            ramps: { data: [{ code: 'P1', name: 'Rampa 1', kind: 'unloading' }] },
          },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { insert_warehouses_one: { ...warehouse, code: like('POZ'), ramps: eachLike(ramp) } },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const created = await mutationsFor(mockserver.url).createWarehouse().mutationFn!(
            {
              org_id: ORG_ID,
              code: 'POZ',
              name: 'Magazyn Poznań',
              address: 'ul. Składowa 3, 61-001 Poznań',
              opening_hours: HOURS,
              ramps: { data: [{ code: 'P1', name: 'Rampa 1', kind: 'unloading' }] },
            },
            undefined as never,
          );
          expect(created).toMatchObject({ code: 'POZ' });
        }),
      ));

  it('changes a warehouse’s opening hours', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a change of a warehouse’s opening hours and slot length')
      .withRequest(
        ...orgAdmin.request(UpdateWarehouseDocument, {
          id: provided('warehouseId', WAREHOUSE_ID),
          set: { opening_hours: HOURS, slot_minutes: 60 },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { update_warehouses_by_pk: { ...warehouse, slot_minutes: integer(60) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const updated = await mutationsFor(mockserver.url).updateWarehouse().mutationFn!(
            { id: WAREHOUSE_ID, changes: { opening_hours: HOURS, slot_minutes: 60 } },
            undefined as never,
          );
          expect(updated).toMatchObject({ slot_minutes: 60 });
        }),
      ));

  it('deletes a warehouse nothing points at', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a delete of an unused warehouse')
      .withRequest(
        ...orgAdmin.request(DeleteWarehouseDocument, {
          id: provided('spareWarehouseId', WAREHOUSE_ID),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { delete_warehouses_by_pk: { id: uuid(WAREHOUSE_ID) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const removed = await mutationsFor(mockserver.url).deleteWarehouse().mutationFn!(
            WAREHOUSE_ID,
            undefined as never,
          );
          expect(removed).toEqual({ id: WAREHOUSE_ID });
        }),
      ));

  it('adds a ramp to a warehouse', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a new loading ramp')
      .withRequest(
        ...orgAdmin.request(CreateRampDocument, {
          object: {
            warehouse_id: provided('warehouseId', WAREHOUSE_ID),
            code: 'R3',
            name: 'Rampa 3',
            kind: 'loading',
          },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { insert_ramps_one: { ...ramp, code: like('R3'), kind: like('loading') } },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const created = await mutationsFor(mockserver.url).createRamp().mutationFn!(
            { warehouse_id: WAREHOUSE_ID, code: 'R3', name: 'Rampa 3', kind: 'loading' },
            undefined as never,
          );
          expect(created).toMatchObject({ code: 'R3', kind: 'loading' });
        }),
      ));

  it('deactivates a ramp', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a ramp taken out of use')
      .withRequest(
        ...orgAdmin.request(UpdateRampDocument, {
          id: provided('rampId', RAMP_ID),
          set: { active: false },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { update_ramps_by_pk: { ...ramp, active: boolean(false) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const updated = await mutationsFor(mockserver.url).updateRamp().mutationFn!(
            { id: RAMP_ID, changes: { active: false } },
            undefined as never,
          );
          expect(updated).toMatchObject({ active: false });
        }),
      ));

  it('deletes a ramp nothing points at', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a delete of an unused ramp')
      .withRequest(...orgAdmin.request(DeleteRampDocument, { id: provided('spareRampId', RAMP_ID) }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { delete_ramps_by_pk: { id: uuid(RAMP_ID) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const removed = await mutationsFor(mockserver.url).deleteRamp().mutationFn!(
            RAMP_ID,
            undefined as never,
          );
          expect(removed).toEqual({ id: RAMP_ID });
        }),
      ));
});
