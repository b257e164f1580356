// `npm run bench:clients`: the Klienci list through /v1/graphql with 100,000 clients on PostgreSQL, as the demo
// handlowiec signed in with a real access token: p50/p99 of the default list page (sorted by name, 25 rows and
// the total) and of a search. Requests go through Fastify's `inject` (the whole server, no sockets).
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
import { DEMO_CLIENT_COUNT, seedManyClients } from '../src/dev/clients-seed';
import { DEMO_ORGANIZATION } from '../src/dev/demo';
import { buildServer } from '../src/server';

const TOTAL = Number(process.env.BENCH_CLIENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PASSWORD = 'bench-password-123';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The sdk's ClientList operation (sdk/src/clients/clients.documents.ts), as the sdk prints it.
const CLIENT_LIST = `query ClientList($where: clients_bool_exp!, $orderBy: [clients_order_by!]!, $limit: Int!, $offset: Int!) {
  clients(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) { ...ClientListItem }
  clients_aggregate(where: $where) { aggregate { count } }
}
fragment ClientListItem on clients {
  id code kind name nip email phone city voivodeship status tags created_at updated_at owner { id display_name }
}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function signIn(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/signin/email-password',
    payload: { email: 'handlowiec@demo.rampa.pl', password: PASSWORD },
  });
  const token = (response.json() as { session?: { accessToken?: string } }).session?.accessToken;
  if (!token) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return token;
}

async function measure(label: string, one: () => Promise<void>) {
  for (let i = 0; i < 10; i += 1) await one();
  const latencies: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await one();
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { label, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function main() {
  const name = `rampa_bench_clients_${randomBytes(4).toString('hex')}`;
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    await admin(`CREATE DATABASE "${name}"`);
  } catch (error) {
    throw new Error(`PostgreSQL at ${POSTGRES_URL} is needed: ${(error as Error).message}`, { cause: error });
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-bench-clients-'));
  let app: FastifyInstance | undefined;
  const db = openPostgres(url.toString());
  try {
    process.stdout.write(`database ${name}: migrations, demo seed…\n`);
    const config = loadConfig({
      RAMPA_DATA_DIR: dataDir,
      RAMPA_APP_DIST: join(dataDir, 'no-app'),
      RAMPA_DEMO_SEED: 'true',
      RAMPA_DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_ENABLE: 'false',
      DATABASE_URL: url.toString(),
      HASURA_GRAPHQL_ADMIN_SECRET: 'bench-admin-secret',
      HASURA_GRAPHQL_JWT_SECRET: generateJwtSecretJson(),
      STORAGE_SIGNING_SECRET: 'bench-storage-signing-secret-0123456789',
    });
    app = await buildServer(config);
    const started = performance.now();
    await seedManyClients(db, DEMO_ORGANIZATION.id, TOTAL - DEMO_CLIENT_COUNT, (done) =>
      process.stdout.write(`\rseeding ${DEMO_CLIENT_COUNT + done} / ${TOTAL}`),
    );
    await db.query('ANALYZE');
    process.stdout.write(`\nseeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    const token = await signIn(app);
    const list = async (variables: Record<string, unknown>) => {
      const response = await app!.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: {
          authorization: `Bearer ${token}`,
          'x-hasura-role': 'handlowiec',
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ query: CLIENT_LIST, operationName: 'ClientList', variables }),
      });
      const body = response.json() as {
        data?: { clients_aggregate: { aggregate: { count: number } } };
        errors?: unknown;
      };
      if (!body.data) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
      return body.data.clients_aggregate.aggregate.count;
    };
    const page = { where: {}, orderBy: [{ name: 'asc' }, { id: 'asc' }], limit: 25, offset: 0 };
    const searchTerm = '%trans%';
    const search = {
      ...page,
      where: {
        _or: [
          { name: { _ilike: searchTerm } },
          { code: { _ilike: searchTerm } },
          { city: { _ilike: searchTerm } },
          { nip: { _ilike: searchTerm } },
        ],
      },
    };
    const total = await list(page);
    const found = await list(search);
    const results = [
      await measure(`default page (25 of ${total}, by name)`, async () => void (await list(page))),
      await measure(`search "trans" (25 of ${found})`, async () => void (await list(search))),
      await measure(`page 200 (offset 4975)`, async () => void (await list({ ...page, offset: 4975 }))),
    ];
    process.stdout.write(
      `\nKlienci list through /v1/graphql, PostgreSQL, ${total} clients, ${RUNS} runs each\n`,
    );
    for (const r of results) {
      process.stdout.write(
        `  ${r.label.padEnd(42)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms\n`,
      );
    }
  } finally {
    await app?.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
