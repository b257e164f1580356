import { randomBytes } from 'node:crypto';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { generateJwtSecretJson } from '../src/auth/jwt-secret';
import { loadConfig, type Config } from '../src/config';
import { buildServer } from '../src/server';

// The configuration of a test backend and the databases under it, without Vitest's test API: the global setup
// (test/global-setup.ts) builds the seeded templates with it before any test file runs.

export type DatabaseKind = 'pglite' | 'postgres';

export const DEMO_PASSWORD = 'demo-password-for-tests';

/**
 * Settings that change what a first start writes (the demo seed, its password and pictures, the secrets keying
 * them, the project's migrations): a backend given one of these starts from an empty database, the others from
 * a copy of the seeded template.
 */
const SEED_SETTINGS =
  /^(RAMPA_DEMO_|RAMPA_DATA_DIR$|DATABASE_URL$|NHOST_PROJECT_DIR$|HASURA_GRAPHQL_ADMIN_SECRET$|STORAGE_|S3_|FAKE_S3_)/;

export const changesTheSeed = (env: Record<string, string>): boolean =>
  Object.keys(env).some((key) => SEED_SETTINGS.test(key));

/** The configuration every test backend gets, `env` on top: on `database` when given, else embedded in `dataDir`. */
export function testConfig(
  dataDir: string,
  database: { url: string } | undefined,
  env: Record<string, string> = {},
): Config {
  return loadConfig({
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
}

/**
 * A uniquely named database on the TEST_DATABASE_URL server; a copy of `template` when given (PostgreSQL copies
 * the files: far quicker than migrating and seeding again).
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
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
  await admin(`CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Starts a backend once on `config` (migrations and the demo seed) and stops it. */
async function firstStart(config: Config): Promise<void> {
  const app = await buildServer(config);
  await app.close();
}

/**
 * A migrated and seeded embedded data folder (database, generated secrets, stored pictures) at `dataDir`,
 * made from the empty database folder `emptyDatabase`.
 */
export async function seedPgliteTemplate(emptyDatabase: string, dataDir: string): Promise<void> {
  await cp(emptyDatabase, join(dataDir, 'pglite'), { recursive: true });
  await firstStart(testConfig(dataDir, undefined));
}

/** A migrated and seeded PostgreSQL database, its stored pictures in `dataDir`. */
export async function seedPostgresTemplate(dataDir: string) {
  const database = await createPostgresDatabase();
  try {
    await firstStart(testConfig(dataDir, database));
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}
