import { createNhostClient, withAdminSession } from '@nhost/nhost-js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALA } from './conformance.cases';
import {
  ADMIN_SECRET,
  applyMigrations,
  buildTestApp,
  FIXTURE_DIR,
  openTestPglite,
  type TestDatabase,
} from './testing';

/** The official client (`@nhost/nhost-js` v4) against our /v1/graphql, as the sdk uses it. */
let database: TestDatabase;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  database = await openTestPglite();
  await applyMigrations(database.db, FIXTURE_DIR);
  app = await buildTestApp(database.db);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const client = (role?: string) =>
  createNhostClient({
    graphqlUrl: `${base}/v1/graphql`,
    configure: [
      withAdminSession({
        adminSecret: ADMIN_SECRET,
        ...(role ? { role, sessionVariables: { 'user-id': ALA } } : {}),
      }),
    ],
  });

describe('@nhost/nhost-js graphql.request', () => {
  it('runs a query with variables through the official client', async () => {
    const response = await client().graphql.request<{ user: { displayName: string } | null }>({
      query: 'query ($id: uuid!) { user(id: $id) { displayName } }',
      variables: { id: ALA },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { user: { displayName: 'Ala Nowak' } } });
  });

  it('acts as a role with session variables (withAdminSession)', async () => {
    const response = await client('user').graphql.request({
      query: '{ files(order_by: {size: asc}) { name } }',
    });
    expect(response.body).toEqual({ data: { files: [{ name: 'ala.png' }, { name: 'faktura.pdf' }] } });
  });

  it('surfaces Hasura errors as the client expects them (FetchError with the body)', async () => {
    await expect(client('user').graphql.request({ query: '{ sales_orders { id } }' })).rejects.toMatchObject({
      body: {
        errors: [
          {
            message: "field 'sales_orders' not found in type: 'query_root'",
            extensions: { code: 'validation-failed' },
          },
        ],
      },
    });
  });
});
