import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { generateJwtSecretJson } from '../src/auth/jwt-secret';
import { loadConfig, type Config } from '../src/config';
import { embeddedDatabaseDir } from '../src/db/open';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { Database } from '../src/db/types';
import { buildServer } from '../src/server';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every test that touches a database runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const DEMO_PASSWORD = 'demo-password-for-tests';

export interface TestEnvironment {
  config: Config;
  /** Removes the temporary data folder and drops the temporary PostgreSQL database. */
  cleanup(): Promise<void>;
}

/** A fresh data folder and, for PostgreSQL, a uniquely named database on the TEST_DATABASE_URL server. */
export async function createTestEnvironment(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestEnvironment> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-backend-test-'));
  const database = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  if (kind === 'pglite') await copyPgliteTemplate(embeddedDatabaseDir(dataDir));
  const config = loadConfig({
    RAMPA_DATA_DIR: dataDir,
    RAMPA_APP_DIST: join(dataDir, 'no-app'),
    RAMPA_DEMO_PASSWORD: DEMO_PASSWORD,
    RAMPA_DEMO_SEED: 'true',
    LOG_LEVEL: 'silent',
    // Every request of a test comes from 127.0.0.1; tests of the limits turn them on with their own numbers.
    AUTH_RATE_LIMIT_ENABLE: 'false',
    ...(database !== undefined && {
      DATABASE_URL: database.url,
      HASURA_GRAPHQL_ADMIN_SECRET: 'admin-secret-for-tests',
      HASURA_GRAPHQL_JWT_SECRET: generateJwtSecretJson(),
      STORAGE_SIGNING_SECRET: 'storage-signing-secret-for-tests-0123456789',
      RAMPA_DEV_INBOX_TOKEN: 'dev-inbox-token-for-tests',
    }),
    ...env,
  });
  return {
    config,
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

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  // TEST_DATABASE_PREFIX: where several checkouts share one server, each names its databases apart.
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'rampa_test'}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
