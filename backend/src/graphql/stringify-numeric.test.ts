import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { projectStringifyNumericTypes } from './engine';
import {
  ADMIN_SECRET,
  applyMigrations,
  buildTestApp,
  FIXTURE_DIR,
  openTestPglite,
  type TestDatabase,
} from './testing';

// HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES: off (Hasura's default, and this project's), numeric, bigint and float8
// values are JSON numbers; on, they are strings, aggregates that keep the column's type (sum, min, max) too.
// codegen.ts types them `number | string` for that reason.
const QUERY = `{
  articles(where: {price: {_is_null: false}}, order_by: {price: asc}, limit: 1) { price views }
  articles_aggregate(where: {price: {_is_null: false}}) { aggregate { sum { price views } max { price } } }
}`;

describe('stringified numeric types', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const ask = async (stringifyNumericTypes: boolean) => {
    const app = await buildTestApp(database.db, { stringifyNumericTypes });
    apps.push(app);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
      payload: JSON.stringify({ query: QUERY }),
    });
    return res.json() as {
      data: {
        articles: { price: unknown; views: unknown }[];
        articles_aggregate: {
          aggregate: { sum: { price: unknown; views: unknown }; max: { price: unknown } };
        };
      };
    };
  };

  beforeAll(async () => {
    database = await openTestPglite();
    await applyMigrations(database.db, FIXTURE_DIR);
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('answers numbers by default, as Hasura does', async () => {
    const { data } = await ask(false);
    expect(data.articles).toEqual([{ price: 3, views: 42 }]);
    expect(typeof data.articles_aggregate.aggregate.sum.price).toBe('number');
    expect(typeof data.articles_aggregate.aggregate.max.price).toBe('number');
  });

  it('answers numeric values as strings when turned on, and leaves Int alone', async () => {
    const { data } = await ask(true);
    expect(data.articles).toEqual([{ price: '3.00', views: 42 }]);
    expect(typeof data.articles_aggregate.aggregate.sum.price).toBe('string');
    expect(typeof data.articles_aggregate.aggregate.sum.views).toBe('number');
    expect(typeof data.articles_aggregate.aggregate.max.price).toBe('string');
  });

  it("reads the setting from a project's nhost.toml; Rampa's project keeps Hasura's default", () => {
    expect(projectStringifyNumericTypes(join(repoRoot, 'nhost'))).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'rampa-toml-'));
    try {
      writeFileSync(
        join(dir, 'nhost.toml'),
        '[hasura]\nadminSecret = "x"\n\n[hasura.settings]\n# money as strings\nstringifyNumericTypes = true\n',
      );
      expect(projectStringifyNumericTypes(dir)).toBe(true);
      writeFileSync(join(dir, 'nhost.toml'), '[hasura.settings]\nstringifyNumericTypes = false\n');
      expect(projectStringifyNumericTypes(dir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
