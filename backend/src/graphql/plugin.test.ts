import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types';
import { registerGraphql } from './plugin';
import {
  ADMIN_SECRET,
  applyMigrations,
  buildTestApp,
  FIXTURE_DIR,
  openTestPglite,
  verifyTestToken,
  type TestDatabase,
} from './testing';

const secret = 'test-secret';
const app = Fastify();
const db = { kind: 'pglite' } as unknown as Database;

beforeAll(async () => {
  await registerGraphql(app, {
    db,
    adminSecret: secret,
    verifyAccessToken: () => Promise.reject(new Error('no JWT in this test')),
    projectDir: '/nonexistent',
    devMode: false,
  });
});
afterAll(() => app.close());

const post = (body: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('POST /v1/graphql, the foundation path', () => {
  it('answers { __typename } with query_root for the admin secret', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }' }), { 'x-hasura-admin-secret': secret });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { __typename: 'query_root' } });
  });

  it('refuses a wrong admin secret with Hasura access-denied', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }' }), { 'x-hasura-admin-secret': 'nope' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'invalid x-hasura-admin-secret/x-hasura-access-key',
          extensions: { path: '$', code: 'access-denied' },
        },
      ],
    });
  });

  it('refuses a request without credentials', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }' }));
    expect(res.json()).toMatchObject({ errors: [{ extensions: { code: 'invalid-headers' } }] });
  });

  it.each([
    ['not json', '{"query":', 'invalid-json'],
    ['not an object', '42', 'parse-failed'],
    ['no query', '{}', 'parse-failed'],
    ['query not a string', '{"query": 1}', 'parse-failed'],
    ['variables not an object', '{"query": "{ __typename }", "variables": []}', 'parse-failed'],
    ['bad graphql', '{"query": "{ __typename "}', 'validation-failed'],
    ['empty body', '', 'invalid-json'],
  ])('answers a malformed body (%s) with the envelope, never a 500', async (_name, body, code) => {
    const res = await post(body, { 'x-hasura-admin-secret': secret });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).not.toHaveProperty('data');
    expect(json.errors[0].extensions.code).toBe(code);
  });

  it('accepts a text/plain body and a GET request', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'text/plain', 'x-hasura-admin-secret': secret },
      body: JSON.stringify({ query: 'query { t: __typename }' }),
    });
    expect(res.json()).toEqual({ data: { t: 'query_root' } });
    const get = await app.inject({
      method: 'GET',
      url: '/v1/graphql?query=%7B__typename%7D',
      headers: { 'x-hasura-admin-secret': secret },
    });
    expect(get.json()).toEqual({ data: { __typename: 'query_root' } });
  });
});

describe('/v1/graphql with tables (batches, GET, dev mode)', () => {
  let database: TestDatabase;
  let tables: FastifyInstance;
  beforeAll(async () => {
    database = await openTestPglite();
    await applyMigrations(database.db, FIXTURE_DIR);
    tables = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await tables?.close();
    await database?.drop();
  });

  const admin = { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET };

  it('answers a batch with one answer per operation, errors included', async () => {
    const res = await tables.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: admin,
      payload: JSON.stringify([{ query: '{ authors_by_pk(id: 2) { name } }' }, { query: '{ nope }' }]),
    });
    expect(res.json()).toEqual([
      { data: { authors_by_pk: { name: 'Bartek' } } },
      {
        errors: [
          {
            message: "field 'nope' not found in type: 'query_root'",
            extensions: { path: '$.selectionSet.nope', code: 'validation-failed' },
          },
        ],
      },
    ]);
  });

  it('runs queries over GET with variables, and refuses mutations there', async () => {
    const query = encodeURIComponent('query ($id: Int!) { authors_by_pk(id: $id) { name } }');
    const variables = encodeURIComponent(JSON.stringify({ id: 1 }));
    const ok = await tables.inject({
      method: 'GET',
      url: `/v1/graphql?query=${query}&variables=${variables}`,
      headers: admin,
    });
    expect(ok.json()).toEqual({ data: { authors_by_pk: { name: 'Ala' } } });
    const mutation = encodeURIComponent('mutation { delete_authors(where: {}) { affected_rows } }');
    const refused = await tables.inject({
      method: 'GET',
      url: `/v1/graphql?query=${mutation}`,
      headers: admin,
    });
    expect(refused.json().errors[0].extensions.code).toBe('validation-failed');
  });

  it('rejects a body over the size limit with the envelope', async () => {
    const res = await tables.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: admin,
      payload: JSON.stringify({ query: `{ __typename }`, variables: { big: 'x'.repeat(17 * 1024 * 1024) } }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().errors[0].extensions.code).toBe('bad-request');
  });

  it('refuses queries nested deeper than the limit', async () => {
    let selection = 'id';
    for (let i = 0; i < 8; i++) selection = `author { articles { ${selection} } }`;
    const res = await tables.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: admin,
      payload: JSON.stringify({ query: `{ articles { ${selection} } }` }),
    });
    expect(res.json().errors[0]).toMatchObject({
      extensions: { code: 'validation-failed' },
      message: /nested \d+ levels deep/,
    });
  });

  it('refuses to start without an admin secret outside dev mode, and serves everyone as admin in dev mode', async () => {
    const plain = Fastify();
    const options = {
      db: database.db,
      adminSecret: '',
      verifyAccessToken: verifyTestToken,
      projectDir: FIXTURE_DIR,
    };
    await expect(registerGraphql(plain, { ...options, devMode: false })).rejects.toThrow(/admin secret/);
    const dev = Fastify();
    await registerGraphql(dev, { ...options, devMode: true });
    const res = await dev.inject({
      method: 'POST',
      url: '/v1/graphql',
      payload: { query: '{ sales_orders_by_pk(id: 1) { number } }' },
    });
    expect(res.json()).toEqual({ data: { sales_orders_by_pk: { number: 'ZAM/1' } } });
    await Promise.all([plain.close(), dev.close()]);
  });
});
