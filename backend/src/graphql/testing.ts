import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createClient, type Client, type SubscribePayload } from 'graphql-ws';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { openPglite, type PgliteOptions } from '../db/pglite';
import { openPostgres, type PostgresOptions } from '../db/postgres';
import type { Database } from '../db/types';
import { registerGraphql } from './plugin';

/** Test helpers: a database per test file (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), fixtures, an app. */
export const ADMIN_SECRET = 'conformance-admin-secret';
export const FIXTURE_DIR = join(import.meta.dirname, '__fixtures__', 'conformance');

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

export async function openTestPglite(options: PgliteOptions = {}): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'rampa-gql-'));
  // The backend project's global setup provides an initialised data folder: copying it skips initdb.
  let template: string | undefined;
  try {
    template = inject('pgliteTemplate');
  } catch {
    template = undefined; // outside vitest (the bench): initialise a new folder
  }
  if (template) cpSync(template, join(dir, 'pgdata'), { recursive: true });
  const db = await openPglite(join(dir, 'pgdata'), options);
  return {
    db,
    async drop() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh, uniquely named database on the server of `url`, dropped by `drop()`. */
export async function openTestPostgres(url: string, options: PostgresOptions = {}): Promise<TestDatabase> {
  const name = `rampa_gql_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openPostgres(target.toString(), options);
  return {
    db,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The databases the suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS: {
  name: string;
  open: (options?: { statementTimeoutMs?: number }) => Promise<TestDatabase>;
}[] = [
  { name: 'pglite', open: (options) => openTestPglite(options) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          open: (options?: PostgresOptions) => openTestPostgres(process.env.TEST_DATABASE_URL!, options),
        },
      ]
    : []),
];

/** Applies every `migrations/default/<version>_<name>/up.sql` of a project folder, in order. */
export async function applyMigrations(db: Database, projectDir: string): Promise<void> {
  const root = join(projectDir, 'migrations', 'default');
  for (const folder of readdirSync(root).sort()) {
    await db.exec(readFileSync(join(root, folder, 'up.sql'), 'utf8'));
  }
}

/**
 * Test tokens: `claims:<base64url JSON of the Hasura claims>` verify to a payload with those claims (an `exp`
 * key among them becomes the payload's `exp`);
 * `expired` fails like an expired JWT; anything else is an invalid signature.
 */
export function testToken(claims: Record<string, unknown>): string {
  return `claims:${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
}

export async function verifyTestToken(token: string): Promise<Record<string, unknown>> {
  if (token === 'expired')
    throw Object.assign(new Error('"exp" claim timestamp check failed'), { code: 'ERR_JWT_EXPIRED' });
  if (!token.startsWith('claims:')) throw new Error('signature verification failed');
  const { exp, ...claims } = JSON.parse(
    Buffer.from(token.slice('claims:'.length), 'base64url').toString('utf8'),
  ) as { exp?: number };
  return { sub: 'test', ...(exp === undefined ? {} : { exp }), 'https://hasura.io/jwt/claims': claims };
}

export async function buildTestApp(
  db: Database,
  options: {
    projectDir?: string;
    unauthorizedRole?: string;
    stringifyNumericTypes?: boolean;
    liveQueryIntervalMs?: number;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  await registerGraphql(app, {
    db,
    adminSecret: ADMIN_SECRET,
    verifyAccessToken: verifyTestToken,
    projectDir: options.projectDir ?? FIXTURE_DIR,
    ...(options.unauthorizedRole ? { unauthorizedRole: options.unauthorizedRole } : {}),
    ...(options.stringifyNumericTypes !== undefined && {
      stringifyNumericTypes: options.stringifyNumericTypes,
    }),
    devMode: false,
    ...(options.liveQueryIntervalMs !== undefined && { liveQueryIntervalMs: options.liveQueryIntervalMs }),
  });
  await app.ready();
  return app;
}

/** The app's address, listening on a free loopback port (started on the first call). */
export async function listeningAddress(app: FastifyInstance): Promise<string> {
  if (app.server.listening) return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A graphql-ws client of the app's `/v1/graphql` with these connection headers: lazy, never retrying. */
export async function liveClient(app: FastifyInstance, headers: Record<string, string>): Promise<Client> {
  const address = await listeningAddress(app);
  return createClient({
    url: `${address.replace('http', 'ws')}/v1/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { headers },
    retryAttempts: 0,
    lazy: true,
  });
}

/** One subscription's data, each as it comes (`results.at(-1)` is the latest), and its errors. */
export function watchLive<T>(client: Client, payload: SubscribePayload) {
  const results: T[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<T>(payload, {
    next: (result) => {
      if (result.data) results.push(result.data);
    },
    error: (error) => errors.push(error),
    complete: () => undefined,
  });
  return { results, errors, stop };
}
