import type { GraphQLHandler } from 'msw';
import type {
  RampFragment as RampFragmentType,
  WarehouseFragment as WarehouseFragmentType,
} from '../gql/graphql';
import { makeFragmentData } from '../gql';
import { createGraphqlHandlers } from '../testing/graphql.handlers';
import {
  CreateRampDocument,
  CreateWarehouseDocument,
  DeleteRampDocument,
  DeleteWarehouseDocument,
  RampFragment,
  UpdateRampDocument,
  UpdateWarehouseDocument,
  WarehouseFragment,
  WarehouseListDocument,
} from './warehouses.documents';
import {
  GDANSK_WAREHOUSE,
  INACTIVE_RAMP_ID,
  INACTIVE_WAREHOUSE,
  rampFixtures,
  warehouseFixture,
} from './warehouses.fixtures';

const NEW_ID = 'a0000000-0000-4000-8000-000000000099';

/** Typed MSW handlers for warehouses and ramps: Stryków with three ramps and Gdańsk with none. */
export function createWarehouseHandlers(graphqlUrl: string) {
  const handlers = createGraphqlHandlers(graphqlUrl);
  return {
    list: (): GraphQLHandler =>
      handlers.data(WarehouseListDocument, {
        warehouses: [
          {
            ...makeFragmentData(warehouseFixture(), WarehouseFragment),
            ramps: rampFixtures().map((ramp) => makeFragmentData(ramp, RampFragment)),
          },
          { ...makeFragmentData(GDANSK_WAREHOUSE, WarehouseFragment), ramps: [] },
        ],
      }),
    /** As `list`, plus what was switched off: the warehouse Poznań and Stryków's ramp R4. */
    listWithInactive: (): GraphQLHandler =>
      handlers.data(WarehouseListDocument, {
        warehouses: [
          {
            ...makeFragmentData(warehouseFixture(), WarehouseFragment),
            ramps: [
              ...rampFixtures(),
              { ...rampFixtures()[0]!, id: INACTIVE_RAMP_ID, code: 'R4', name: 'Rampa 4', active: false },
            ].map((ramp) => makeFragmentData(ramp, RampFragment)),
          },
          { ...makeFragmentData(GDANSK_WAREHOUSE, WarehouseFragment), ramps: [] },
          { ...makeFragmentData(INACTIVE_WAREHOUSE, WarehouseFragment), ramps: [] },
        ],
      }),
    emptyList: (): GraphQLHandler => handlers.data(WarehouseListDocument, { warehouses: [] }),
    createWarehouse: (): GraphQLHandler =>
      handlers.data(CreateWarehouseDocument, ({ object }) => ({
        insert_warehouses_one: {
          ...makeFragmentData(
            warehouseFixture({ ...(object as Partial<WarehouseFragmentType>), id: NEW_ID }),
            WarehouseFragment,
          ),
          ramps: [],
        },
      })),
    updateWarehouse: (): GraphQLHandler =>
      handlers.data(UpdateWarehouseDocument, ({ id, set }) => ({
        update_warehouses_by_pk: makeFragmentData(
          warehouseFixture({ ...(set as Partial<WarehouseFragmentType>), id }),
          WarehouseFragment,
        ),
      })),
    deleteWarehouse: (): GraphQLHandler =>
      handlers.data(DeleteWarehouseDocument, ({ id }) => ({ delete_warehouses_by_pk: { id } })),
    createRamp: (): GraphQLHandler =>
      handlers.data(CreateRampDocument, ({ object }) => ({
        insert_ramps_one: makeFragmentData(
          { ...rampFixtures()[0]!, ...(object as Partial<RampFragmentType>), id: NEW_ID },
          RampFragment,
        ),
      })),
    updateRamp: (): GraphQLHandler =>
      handlers.data(UpdateRampDocument, ({ id, set }) => ({
        update_ramps_by_pk: makeFragmentData(
          { ...rampFixtures()[0]!, ...(set as Partial<RampFragmentType>), id },
          RampFragment,
        ),
      })),
    deleteRamp: (): GraphQLHandler =>
      handlers.data(DeleteRampDocument, ({ id }) => ({ delete_ramps_by_pk: { id } })),
  };
}

/** Every handler answering successfully: the default set for stories and tests. */
export function warehouseHandlers(graphqlUrl: string): GraphQLHandler[] {
  const h = createWarehouseHandlers(graphqlUrl);
  return [
    h.list(),
    h.createWarehouse(),
    h.updateWarehouse(),
    h.deleteWarehouse(),
    h.createRamp(),
    h.updateRamp(),
    h.deleteRamp(),
  ];
}
