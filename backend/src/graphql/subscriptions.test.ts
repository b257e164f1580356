import type { FastifyInstance } from 'fastify';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ALA, ala } from './conformance.cases';
import {
  ADMIN_SECRET,
  applyMigrations,
  buildTestApp,
  FIXTURE_DIR,
  openTestPglite,
  testToken,
  type TestDatabase,
} from './testing';

let database: TestDatabase;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  database = await openTestPglite();
  await applyMigrations(database.db, FIXTURE_DIR);
  app = await buildTestApp(database.db);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/v1/graphql`;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
}, 60_000);

function client(headers: Record<string, string>): Client {
  return createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { headers },
    retryAttempts: 0,
    lazy: true,
  });
}

/** Collects results of one subscription until `until` accepts the list. */
function collect(c: Client, query: string, until: (results: ExecutionResult[]) => boolean) {
  const results: ExecutionResult[] = [];
  let unsubscribe = () => {};
  const done = new Promise<ExecutionResult[]>((resolve, reject) => {
    unsubscribe = c.subscribe(
      { query },
      {
        next: (value) => {
          results.push(value as ExecutionResult);
          if (until(results)) {
            unsubscribe();
            resolve(results);
          }
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => resolve(results),
      },
    );
  });
  return { done, results };
}

describe('subscriptions over graphql-ws', () => {
  it('sends the live result, then a new one after a change', async () => {
    const c = client({ 'x-hasura-admin-secret': ADMIN_SECRET });
    const live = collect(
      c,
      'subscription { authors_aggregate { aggregate { count } } }',
      (r) => r.length === 2,
    );
    await expect.poll(() => live.results.length, { timeout: 10_000 }).toBe(1);
    expect(live.results[0]).toEqual({ data: { authors_aggregate: { aggregate: { count: 3 } } } });
    const inserted = await app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'x-hasura-admin-secret': ADMIN_SECRET },
      payload: { query: 'mutation { insert_authors_one(object: {name: "Live"}) { id } }' },
    });
    expect(inserted.json()).toHaveProperty('data');
    const results = await live.done;
    expect(results[1]).toEqual({ data: { authors_aggregate: { aggregate: { count: 4 } } } });
    await c.dispose();
  }, 30_000);

  it('applies the permissions of the JWT in connection_init', async () => {
    const c = client(ala);
    const results = await collect(c, 'subscription { users { displayName } }', (r) => r.length === 1).done;
    expect(results[0]).toEqual({ data: { users: [{ displayName: 'Ala Nowak' }] } });
    await c.dispose();
  }, 30_000);

  it('answers queries too, and reports errors in Hasura’s shape', async () => {
    const c = client({ 'x-hasura-admin-secret': ADMIN_SECRET });
    const results = await collect(c, '{ authors(where: {id: {_eq: 2}}) { name } }', (r) => r.length === 1)
      .done;
    expect(results[0]).toEqual({ data: { authors: [{ name: 'Bartek' }] } });
    const failure = collect(c, 'subscription { nope }', () => true).done;
    await expect(failure).rejects.toThrow(/field 'nope' not found in type: 'subscription_root'/);
    await c.dispose();
  }, 30_000);

  it('streams batches after the cursor with _stream', async () => {
    const c = client({ 'x-hasura-admin-secret': ADMIN_SECRET });
    const stream = collect(
      c,
      'subscription { articles_stream(batch_size: 2, cursor: {initial_value: {views: 0}, ordering: ASC}) { title views } }',
      (r) => r.length === 3,
    );
    await expect.poll(() => stream.results.length, { timeout: 10_000 }).toBe(2);
    await app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'x-hasura-admin-secret': ADMIN_SECRET },
      payload: {
        query: 'mutation { insert_articles_one(object: {title: "Hit", author_id: 2, views: 500}) { id } }',
      },
    });
    expect(await stream.done).toEqual([
      {
        data: {
          articles_stream: [
            { title: 'Drugi', views: 5 },
            { title: 'czwarty', views: 7 },
          ],
        },
      },
      {
        data: {
          articles_stream: [
            { title: 'Trzeci', views: 42 },
            { title: 'Pierwszy', views: 100 },
          ],
        },
      },
      { data: { articles_stream: [{ title: 'Hit', views: 500 }] } },
    ]);
    await c.dispose();
  }, 30_000);

  it('closes a connection when its JWT expires', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = testToken({
      'x-hasura-allowed-roles': ['user'],
      'x-hasura-default-role': 'user',
      'x-hasura-user-id': ALA,
      exp,
    });
    const c = client({ authorization: `Bearer ${token}` });
    const live = collect(c, 'subscription { users { displayName } }', () => false);
    await expect(live.done).rejects.toThrow();
    expect(live.results).toEqual([{ data: { users: [{ displayName: 'Ala Nowak' }] } }]);
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000 - 50);
    await c.dispose();
  }, 30_000);

  it('refuses a connection with a wrong admin secret', async () => {
    const c = client({ 'x-hasura-admin-secret': 'wrong' });
    await expect(collect(c, 'subscription { authors { id } }', () => true).done).rejects.toThrow();
    await c.dispose();
  }, 30_000);
});
