import { RAMP_KINDS, type OpeningHours, type RampKind } from '@rampa/domain';
import { queryOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { RoleSource } from '../session/activeRole';
import { RampFragment, WarehouseFragment, WarehouseListDocument } from './warehouses.documents';

export { RAMP_KINDS, type OpeningHours, type RampKind };

/** Query keys: everything Magazyny starts with `['warehouses']`. */
export const warehouseKeys = {
  all: ['warehouses'] as const,
  list: (role: string) => [...warehouseKeys.all, 'list', role] as const,
};

/** The organization's warehouses with their ramps: every role reads them (slot pickers, addresses). */
export function createWarehouseQueries(graphql: GraphqlClient, activeRole: RoleSource) {
  return {
    list: () => {
      const role = activeRole() ?? '';
      return queryOptions({
        queryKey: warehouseKeys.list(role),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(
            WarehouseListDocument,
            {},
            { ...(role ? { role } : {}), signal },
          );
          return data.warehouses.map((row) => ({
            ...getFragmentData(WarehouseFragment, row),
            opening_hours: getFragmentData(WarehouseFragment, row).opening_hours as OpeningHours,
            ramps: row.ramps.map((ramp) => {
              const r = getFragmentData(RampFragment, ramp);
              return { ...r, kind: r.kind as RampKind };
            }),
          }));
        },
      });
    },
  };
}

export type WarehouseQueries = ReturnType<typeof createWarehouseQueries>;
export type WarehouseWithRamps = Awaited<
  ReturnType<NonNullable<ReturnType<WarehouseQueries['list']>['queryFn']>>
>[number];
