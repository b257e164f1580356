import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Config } from '../src/config';
import { embeddedDatabaseDir } from '../src/db/open';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { Database } from '../src/db/types';
import { buildServer } from '../src/server';
import {
  changesTheSeed,
  createPostgresDatabase,
  DEMO_PASSWORD,
  testConfig,
  type DatabaseKind,
} from './environment';

export type { DatabaseKind };
export { createPostgresDatabase, DEMO_PASSWORD };

/** Every test that touches a database runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestEnvironment {
  config: Config;
  /** Removes the temporary data folder and drops the temporary PostgreSQL database. */
  cleanup(): Promise<void>;
}

/**
 * A fresh data folder and, for PostgreSQL, a uniquely named database on the TEST_DATABASE_URL server. Unless
 * `env` changes what a first start writes, both are copies of the global setup's seeded templates: the backend
 * built on them finds its migrations applied and the demo seeded, as at any later start.
 */
export async function createTestEnvironment(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestEnvironment> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-backend-test-'));
  const seeded = changesTheSeed(env)
    ? undefined
    : kind === 'pglite'
      ? { dataDir: inject('seededPgliteDataDir') }
      : (inject('seededPostgres') ?? undefined);
  // The cache holds what the template's own start parsed (metadata, cron triggers): each backend reads its own.
  if (seeded)
    await cp(seeded.dataDir, dataDir, { recursive: true, filter: (path) => !path.endsWith('/cache') });
  const database =
    kind === 'postgres'
      ? await createPostgresDatabase(seeded && 'database' in seeded ? seeded.database : undefined)
      : undefined;
  if (kind === 'pglite' && !seeded) await copyPgliteTemplate(embeddedDatabaseDir(dataDir));
  return {
    config: testConfig(dataDir, database, env),
    async cleanup() {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Puts an empty embedded database at `dir`: a copy of the one the global setup initialized, because
 * initdb in WebAssembly takes seconds.
 */
export function copyPgliteTemplate(dir: string): Promise<void> {
  return cp(inject('pgliteTemplate'), dir, { recursive: true });
}

/** An empty database of `kind`, opened; `cleanup` closes and removes it. */
export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ db: Database; cleanup(): Promise<void> }> {
  if (kind === 'postgres') {
    const database = await createPostgresDatabase();
    const db = openPostgres(database.url);
    return {
      db,
      async cleanup() {
        await db.close();
        await database.drop();
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'rampa-db-test-'));
  await copyPgliteTemplate(join(dir, 'pglite'));
  const db = await openPglite(join(dir, 'pglite'));
  return {
    db,
    async cleanup() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Builds the whole backend for a describe block; the getters are valid inside its tests. */
export function useTestServer(kind: DatabaseKind, env: Record<string, string> = {}) {
  let environment: TestEnvironment | undefined;
  let server: FastifyInstance | undefined;
  beforeAll(async () => {
    environment = await createTestEnvironment(kind, env);
    server = await buildServer(environment.config);
  });
  afterAll(async () => {
    await server?.close();
    await environment?.cleanup();
  });
  return {
    get app(): FastifyInstance {
      if (!server) throw new Error('the test server is not built yet');
      return server;
    },
    get config(): Config {
      if (!environment) throw new Error('the test server is not built yet');
      return environment.config;
    },
  };
}
