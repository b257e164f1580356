import { ORG_ADMIN_ROLE } from '@rampa/domain';
import { mutationOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type {
  Ramps_Insert_Input,
  Ramps_Set_Input,
  Warehouses_Insert_Input,
  Warehouses_Set_Input,
} from '../gql/graphql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { MutationMeta } from '../graphql/mutationMeta';
import {
  CreateRampDocument,
  CreateWarehouseDocument,
  DeleteRampDocument,
  DeleteWarehouseDocument,
  RampFragment,
  UpdateRampDocument,
  UpdateWarehouseDocument,
  WarehouseFragment,
} from './warehouses.documents';
import { warehouseKeys } from './warehouses.queries';

/**
 * Warehouses and ramps are managed by the organization's administrator: these calls act as `org_admin`
 * whatever role is active (as the admin domain does), and the server refuses anyone else.
 */
export function createWarehouseMutations(graphql: GraphqlClient) {
  const options = { role: ORG_ADMIN_ROLE };
  const meta = (successMessage: string, errorMessage: string): MutationMeta => ({
    successMessage,
    errorMessage,
    // Slot pickers read ramps and opening hours too.
    invalidates: warehouseKeys.all,
  });
  return {
    createWarehouse: () =>
      mutationOptions({
        mutationKey: [...warehouseKeys.all, 'createWarehouse'],
        mutationFn: async (object: Warehouses_Insert_Input) => {
          const row = (await graphql.request(CreateWarehouseDocument, { object }, options))
            .insert_warehouses_one;
          return row ? getFragmentData(WarehouseFragment, row) : null;
        },
        meta: meta('Dodano magazyn', 'Nie udało się dodać magazynu'),
      }),
    updateWarehouse: () =>
      mutationOptions({
        mutationKey: [...warehouseKeys.all, 'updateWarehouse'],
        mutationFn: async ({ id, changes }: { id: string; changes: Warehouses_Set_Input }) => {
          const row = (await graphql.request(UpdateWarehouseDocument, { id, set: changes }, options))
            .update_warehouses_by_pk;
          return row ? getFragmentData(WarehouseFragment, row) : null;
        },
        meta: meta('Zapisano magazyn', 'Nie udało się zapisać magazynu'),
      }),
    deleteWarehouse: () =>
      mutationOptions({
        mutationKey: [...warehouseKeys.all, 'deleteWarehouse'],
        mutationFn: async (id: string) =>
          (await graphql.request(DeleteWarehouseDocument, { id }, options)).delete_warehouses_by_pk,
        meta: meta('Usunięto magazyn', 'Nie udało się usunąć magazynu'),
      }),
    createRamp: () =>
      mutationOptions({
        mutationKey: [...warehouseKeys.all, 'createRamp'],
        mutationFn: async (object: Ramps_Insert_Input) => {
          const row = (await graphql.request(CreateRampDocument, { object }, options)).insert_ramps_one;
          return row ? getFragmentData(RampFragment, row) : null;
        },
        meta: meta('Dodano rampę', 'Nie udało się dodać rampy'),
      }),
    updateRamp: () =>
      mutationOptions({
        mutationKey: [...warehouseKeys.all, 'updateRamp'],
        mutationFn: async ({ id, changes }: { id: string; changes: Ramps_Set_Input }) => {
          const row = (await graphql.request(UpdateRampDocument, { id, set: changes }, options))
            .update_ramps_by_pk;
          return row ? getFragmentData(RampFragment, row) : null;
        },
        meta: meta('Zapisano rampę', 'Nie udało się zapisać rampy'),
      }),
    deleteRamp: () =>
      mutationOptions({
        mutationKey: [...warehouseKeys.all, 'deleteRamp'],
        mutationFn: async (id: string) =>
          (await graphql.request(DeleteRampDocument, { id }, options)).delete_ramps_by_pk,
        meta: meta('Usunięto rampę', 'Nie udało się usunąć rampy'),
      }),
  };
}

export type WarehouseMutations = ReturnType<typeof createWarehouseMutations>;
