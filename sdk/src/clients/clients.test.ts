import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recordRequests, makeSdk, startMswServer } from '../test/harness';
import { createClientHandlers } from './clients.handlers';
import { CLIENT_COUNT_CAP, clientWhere, createClientQueries, pageTotal, toPgArray } from './clients.queries';
import { createClientMutations, statusChangedMessage } from './clients.mutations';

const server = startMswServer();

function setup() {
  const sdk = makeSdk();
  const handlers = createClientHandlers(sdk.urls.graphql);
  server.use(handlers.list(), handlers.byCode(), handlers.create(), handlers.changeStatus());
  const calls = recordRequests(server, '/v1/graphql');
  return {
    sdk,
    calls,
    handlers,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    queries: createClientQueries(sdk.graphql, () => 'handlowiec'),
    mutations: createClientMutations(sdk.graphql, () => 'handlowiec'),
  };
}

describe('client queries', () => {
  it('pages the list with its total, sorted by name then id, as handlowiec', async () => {
    const { queryClient, queries, calls } = setup();
    const page = await queryClient.fetchQuery(queries.list({ page: 3, pageSize: 25 }));
    expect(page.total).toBe(57);
    expect(page.rows).toHaveLength(7);
    expect(page.rows[0]).toMatchObject({ code: 'KL-000051', owner: { display_name: 'Anna Nowak' } });
    const request = calls.at(-1)!;
    expect(request.headers.get('x-hasura-role')).toBe('handlowiec');
    expect(request.body).toMatchObject({
      operationName: 'ClientList',
      variables: {
        where: {},
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        limit: 25,
        offset: 50,
        countLimit: CLIENT_COUNT_CAP + 1,
      },
    });
    expect(page.totalIsLowerBound).toBe(false);
  });

  it('caps the count: past 10,000 the total is a lower bound, until a short page tells the end', async () => {
    const { queryClient, queries, handlers } = setup();
    server.use(handlers.hugeList(12_345));
    const first = await queryClient.fetchQuery(queries.list());
    expect(first).toMatchObject({ total: CLIENT_COUNT_CAP, totalIsLowerBound: true, page: 1 });
    expect(first.rows).toHaveLength(25);
    // Past the counted pages: full pages keep the lower bound; the last, short one gives the exact total.
    const full = await queryClient.fetchQuery(queries.list({ page: 450 }));
    expect(full).toMatchObject({ total: CLIENT_COUNT_CAP, totalIsLowerBound: true });
    expect(full.rows[0]).toMatchObject({ code: 'KL-011226' });
    const last = await queryClient.fetchQuery(queries.list({ page: 494 }));
    expect(last).toMatchObject({ total: 12_345, totalIsLowerBound: false });
    expect(last.rows).toHaveLength(20);
    const beyond = await queryClient.fetchQuery(queries.list({ page: 600 }));
    expect(beyond).toMatchObject({ rows: [], total: CLIENT_COUNT_CAP, totalIsLowerBound: true });
  });

  it('reads a page total: exact up to the cap, a lower bound past it, exact again on a short last page', () => {
    expect(pageTotal(57, 0, 25, 25, 100)).toEqual({ total: 57, totalIsLowerBound: false });
    expect(pageTotal(100, 75, 25, 25, 100)).toEqual({ total: 100, totalIsLowerBound: false });
    expect(pageTotal(101, 0, 25, 25, 100)).toEqual({ total: 100, totalIsLowerBound: true });
    expect(pageTotal(101, 125, 25, 25, 100)).toEqual({ total: 100, totalIsLowerBound: true });
    expect(pageTotal(101, 125, 7, 25, 100)).toEqual({ total: 132, totalIsLowerBound: false });
    expect(pageTotal(101, 250, 0, 25, 100)).toEqual({ total: 100, totalIsLowerBound: true });
  });

  it('builds filters: search over name, code, city and NIP digits, statuses, tags', () => {
    expect(clientWhere({ search: ' 542-284 ', status: ['active', 'lead'], tags: ['VIP'] })).toEqual({
      _and: [
        {
          _or: [
            { name: { _ilike: '%542-284%' } },
            { code: { _ilike: '%542-284%' } },
            { city: { _ilike: '%542-284%' } },
            { nip: { _ilike: '%542284%' } },
          ],
        },
        { status: { _in: ['active', 'lead'] } },
        { tags: { _contains: '{"VIP"}' } },
      ],
    });
    expect(clientWhere({ search: '50%_' })).toEqual({
      _or: expect.arrayContaining([{ name: { _ilike: '%50\\%\\_%' } }]),
    });
    expect(clientWhere({})).toEqual({});
    expect(toPgArray(['a "b"', 'c'])).toBe('{"a \\"b\\"","c"}');
  });

  it('finds a client by code, with contacts and consents, and null for an unknown code', async () => {
    const { queryClient, queries } = setup();
    const client = await queryClient.fetchQuery(queries.byCode('KL-000002'));
    expect(client).toMatchObject({
      code: 'KL-000002',
      nip: '5422845917',
      contacts: [{ first_name: 'Ewa', is_primary: true }],
      consents: [{ channel: 'email', granted: true }],
    });
    expect(await queryClient.fetchQuery(queries.byCode('KL-999999'))).toBeNull();
  });

  it('rejects with the server error of a failing list', async () => {
    const { queryClient, queries, handlers } = setup();
    server.use(handlers.listError());
    await expect(queryClient.fetchQuery(queries.list())).rejects.toThrow();
  });
});

describe('client mutations', () => {
  it('creates a client, sending tags as a Postgres array, with toasts and invalidation in meta', async () => {
    const { mutations, calls } = setup();
    const create = mutations.create();
    expect(create.meta).toEqual({
      successMessage: 'Dodano klienta',
      errorMessage: 'Nie udało się dodać klienta',
      invalidates: ['clients'],
    });
    const created = await create.mutationFn!(
      { org_id: 'o', kind: 'company', name: 'Nowa', tags: ['VIP', 'hurt'] },
      undefined as never,
    );
    expect(created).toEqual({ id: expect.any(String), code: 'KL-000058' });
    expect(calls.at(-1)!.body).toMatchObject({
      operationName: 'CreateClient',
      variables: { object: { name: 'Nowa', tags: '{"VIP","hurt"}' } },
    });
  });

  it('changes the status of several clients at once', async () => {
    const { mutations } = setup();
    const count = await mutations.changeStatus().mutationFn!(
      { ids: ['a', 'b'], status: 'blocked' },
      undefined as never,
    );
    expect(count).toBe(2);
    expect(statusChangedMessage(1, 'blocked')).toBe('Zmieniono status 1 klienta na „zablokowany”');
    expect(statusChangedMessage(2, 'active')).toBe('Zmieniono status 2 klientów na „aktywny”');
  });
});
