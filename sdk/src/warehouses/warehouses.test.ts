import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeSdk, recordRequests, startMswServer } from '../test/harness';
import { createWarehouseHandlers } from './warehouses.handlers';
import { createWarehouseMutations } from './warehouses.mutations';
import { createWarehouseQueries } from './warehouses.queries';

const server = startMswServer();

function setup() {
  const sdk = makeSdk();
  const handlers = createWarehouseHandlers(sdk.urls.graphql);
  server.use(handlers.list(), handlers.createWarehouse(), handlers.updateRamp(), handlers.deleteRamp());
  return {
    calls: recordRequests(server, '/v1/graphql'),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    queries: createWarehouseQueries(sdk.graphql, () => 'magazynier'),
    mutations: createWarehouseMutations(sdk.graphql),
  };
}

describe('warehouses', () => {
  it('lists the warehouses with their ramps and opening hours in the active role', async () => {
    const { queryClient, queries, calls } = setup();
    const list = await queryClient.fetchQuery(queries.list());
    expect(list.map((w) => [w.code, w.ramps.map((r) => r.code)])).toEqual([
      ['STR', ['R1', 'R2', 'R3']],
      ['GDA', []],
    ]);
    expect(list[0]!.opening_hours['6']).toEqual({ open: '07:00', close: '15:00' });
    expect(calls.at(-1)!.headers.get('x-hasura-role')).toBe('magazynier');
  });

  it('changes warehouses and ramps as org_admin, with toasts and invalidation', async () => {
    const { mutations, calls } = setup();
    const create = mutations.createWarehouse();
    expect(create.meta).toEqual({
      successMessage: 'Dodano magazyn',
      errorMessage: 'Nie udało się dodać magazynu',
      invalidates: ['warehouses'],
    });
    const created = await create.mutationFn!(
      { code: 'POZ', name: 'Magazyn Poznań', ramps: { data: [{ code: 'P1', name: 'Rampa 1' }] } },
      undefined as never,
    );
    expect(created).toMatchObject({ code: 'POZ', name: 'Magazyn Poznań' });
    expect(calls.at(-1)!.headers.get('x-hasura-role')).toBe('org_admin');
    const ramp = await mutations.updateRamp().mutationFn!(
      { id: 'r', changes: { active: false } },
      undefined as never,
    );
    expect(ramp).toMatchObject({ id: 'r', active: false });
    expect(await mutations.deleteRamp().mutationFn!('r', undefined as never)).toEqual({ id: 'r' });
  });
});
