import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, mutationCases, queryCases, type ConformanceCase } from './conformance.cases';
import { applyMigrations, BACKENDS, buildTestApp, FIXTURE_DIR, type TestDatabase } from './testing';

async function run(app: FastifyInstance, c: ConformanceCase) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { 'content-type': 'application/json', ...(c.headers ?? admin) },
    payload: JSON.stringify({
      query: c.query,
      ...(c.variables ? { variables: c.variables } : {}),
      ...(c.operationName ? { operationName: c.operationName } : {}),
    }),
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as {
    data?: unknown;
    errors?: { message: string; extensions: { code: string; path: string } }[];
  };
  if (c.error) {
    expect(body, JSON.stringify(body)).not.toHaveProperty('data');
    const error = body.errors?.[0];
    expect(error?.extensions.code, JSON.stringify(body)).toBe(c.error.code);
    if (typeof c.error.message === 'string') expect(error?.message).toBe(c.error.message);
    else if (c.error.message) expect(error?.message).toMatch(c.error.message);
    if (c.error.path) expect(error?.extensions.path).toBe(c.error.path);
  } else {
    expect(body, JSON.stringify(body)).toEqual({ data: c.data });
  }
}

describe.each(BACKENDS)('Hasura conformance on $name', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    await applyMigrations(database.db, FIXTURE_DIR);
    app = await buildTestApp(database.db, { unauthorizedRole: 'public' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 60_000);

  describe('queries', () => {
    it.each(queryCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => run(app, c));
  });

  // Issue 19: the same cases again, now from the compiled-plan cache (the data is unchanged until the mutations).
  describe('queries again, from cached plans', () => {
    it.each(queryCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => run(app, c));
  });

  describe('mutations (in order)', () => {
    it.each(mutationCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => run(app, c));
  });
});
