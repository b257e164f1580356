// What the benches that time GraphQL operations on a seeded PostgreSQL database share: the database made and
// dropped, the server on it, sign-in, the timing loop and the printed line. Each bench keeps its own seed and
// operations.
import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { generateJwtSecretJson } from '../src/auth/jwt-secret';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/postgres';
import { buildServer } from '../src/server';

/** The demo accounts' password in every bench's seed. */
export const BENCH_PASSWORD = 'bench-password-123';
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The value at percentile `p` (0–100) of ascending `sorted` latencies; 0 for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export interface Figures {
  label: string;
  p50: number;
  p99: number;
}

/** Times `runs` calls of `one`, one after the other, after 10 calls that warm it up (caches, plans). */
export async function measure(label: string, runs: number, one: () => Promise<void>): Promise<Figures> {
  for (let i = 0; i < 10; i += 1) await one();
  const latencies: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await one();
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { label, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** One printed line of figures: `label` padded to `width`, then p50 and p99 in ms (and `after`, if any). */
export const figuresLine = (figures: Figures, width: number, after = '') =>
  `  ${figures.label.padEnd(width)} p50 ${figures.p50.toFixed(1).padStart(7)} ms   p99 ${figures.p99.toFixed(1).padStart(7)} ms${after}\n`;

/** Runs one statement on the PostgreSQL server's maintenance connection (CREATE/DROP DATABASE). */
async function admin(sql: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(sql, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

export interface BenchServer {
  name: string;
  app: FastifyInstance;
  db: ReturnType<typeof openPostgres>;
}

/**
 * Runs `bench` on a server started on a new PostgreSQL database `rampa_bench_<kind>_…` (migrations and the demo
 * seed applied), or on the kept database `reuse` (only newer migrations applied; made first when it does not exist
 * yet, so `npm run bench` seeds its large database once and measures it again on the next run). Afterwards closes
 * it all and drops the database, unless BENCH_KEEP=1 or it was reused: it is then named for EXPLAIN, to be dropped
 * by hand.
 */
export async function withBenchServer(
  kind: string,
  bench: (server: BenchServer) => Promise<void>,
  reuse?: string,
): Promise<void> {
  const name = reuse || `rampa_bench_${kind}_${randomBytes(4).toString('hex')}`;
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    const exists = reuse && (await admin('SELECT 1 FROM pg_database WHERE datname = $1', [reuse])) > 0;
    if (!exists) await admin(`CREATE DATABASE "${name}"`);
  } catch (error) {
    throw new Error(`PostgreSQL at ${POSTGRES_URL} is needed: ${(error as Error).message}`, { cause: error });
  }
  const dataDir = await mkdtemp(join(tmpdir(), `rampa-bench-${kind}-`));
  let app: FastifyInstance | undefined;
  const db = openPostgres(url.toString());
  try {
    process.stdout.write(`database ${name}: migrations, demo seed…\n`);
    const config = loadConfig({
      RAMPA_DATA_DIR: dataDir,
      RAMPA_APP_DIST: join(dataDir, 'no-app'),
      RAMPA_DEMO_SEED: 'true',
      RAMPA_DEMO_PASSWORD: BENCH_PASSWORD,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_ENABLE: 'false',
      DATABASE_URL: url.toString(),
      HASURA_GRAPHQL_ADMIN_SECRET: 'bench-admin-secret',
      HASURA_GRAPHQL_JWT_SECRET: generateJwtSecretJson(),
      STORAGE_SIGNING_SECRET: 'bench-storage-signing-secret-0123456789',
    });
    app = await buildServer(config);
    await bench({ name, app, db });
  } finally {
    await app?.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP === '1' || reuse) process.stdout.write(`kept database ${name}\n`);
    else await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  }
}

/** Signs a demo user in (the bench password): his access token and id. */
export async function signIn(
  app: FastifyInstance,
  email: string,
): Promise<{ token: string; userId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/signin/email-password',
    payload: { email, password: BENCH_PASSWORD },
  });
  const session = (response.json() as { session?: { accessToken?: string; user?: { id?: string } } }).session;
  if (!session?.accessToken || !session.user?.id)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return { token: session.accessToken, userId: session.user.id };
}

/** A GraphQL operation through /v1/graphql as `role` with the user's token: its data, or a thrown error. */
export async function graphql<T = Record<string, unknown>>(
  app: FastifyInstance,
  token: string,
  role: string,
  query: string,
  operationName: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { authorization: `Bearer ${token}`, 'x-hasura-role': role, 'content-type': 'application/json' },
    payload: JSON.stringify({ query, operationName, variables }),
  });
  const body = response.json() as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`${operationName} as ${role}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Runs a bench's main: a failure is printed with its stack and ends the process with 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
