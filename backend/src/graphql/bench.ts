import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createJwtService } from '../auth/jwt';
import { parseJwtSecret } from '../auth/jwt-secret';
import { loadConfig } from '../config';
import { openPostgres } from '../db/postgres';
import type { Database, Queryable } from '../db/types';
import { buildServer } from '../server';
import { createEngine } from './engine';
import type { Session } from './session';

/**
 * `npm run bench:graphql`: issue 19's two query shapes on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/test; a database of its own, dropped at the end) with 100,000 articles
 * of 300 authors, each measured three ways with BENCH_CONNECTIONS (10) at once for BENCH_DURATION (10) seconds:
 *
 * - sql: the very statement the engine sends, bare through a `pg` pool (prepared, as the engine prepares it);
 * - engine: `engine.execute` in this process (parse, validate, compile or plan cache, run, JSON text);
 * - through HTTP, with autocannon against the real server (`buildServer`: default logging, compression, JWT
 *   verification) in a child process, as `npm start` runs it: POST /v1/graphql, against the same statement bare
 *   through `pg` behind a route of the same server that checks the same token (`registerBareRoutes`).
 *
 * In process and through HTTP alike, the engine and its bare statement are measured alternately in halves.
 *
 * The machine's other work moves the absolute figures; the ratios to `sql` within one run are what count.
 */
const AUTHORS = 300;
const ARTICLES = 100_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const PROJECT_DIR = fileURLToPath(new URL('../../bench/graphql-project', import.meta.url));
const JWT_SECRET = JSON.stringify({ type: 'HS256', key: randomBytes(32).toString('hex') });
const USER_ID = '11111111-1111-4111-8111-111111111111';
const USER: Session = {
  role: 'user',
  variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': USER_ID },
  backendOnly: false,
};

interface Shape {
  name: string;
  short: string;
  query: string;
  /** A variable value per request, and which variable it is. */
  variable: string;
  next(): number;
}

const SHAPES: Shape[] = [
  {
    name: 'list: 50 rows, filter + sort + object relationship',
    short: 'list',
    query:
      'query List($min: Int!) { articles(where: {published: {_eq: true}, views: {_gt: $min}}, order_by: {views: desc}, limit: 50) { id title views author { id name } } }',
    variable: 'min',
    next: () => randomInt(0, 9000),
  },
  {
    name: 'one row by primary key + object relationship',
    short: 'by pk',
    query: 'query ByPk($id: Int!) { articles_by_pk(id: $id) { id title views author { id name } } }',
    variable: 'id',
    next: () => randomInt(1, ARTICLES + 1),
  },
];

interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Half a measure: its answers, the time they took, and each one's latency in ms. */
interface Half {
  requests: number;
  seconds: number;
  latencies: number[];
}

/** `connections` loops calling `one` for `seconds` (after a short warm-up); latencies of each call. */
async function closedLoop(connections: number, seconds: number, one: () => Promise<void>): Promise<Half> {
  const warmUntil = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < warmUntil) await one();
    }),
  );
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await one();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { requests: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `rampa_bench_graphql_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function serverConfig(databaseUrl: string, dataDir: string) {
  return loadConfig({
    DATABASE_URL: databaseUrl,
    HASURA_GRAPHQL_ADMIN_SECRET: 'bench-admin-secret',
    HASURA_GRAPHQL_JWT_SECRET: process.env.BENCH_JWT_SECRET ?? JWT_SECRET,
    // Required with DATABASE_URL (config.ts): nothing is generated per process outside embedded mode.
    STORAGE_SIGNING_SECRET: 'bench-storage-signing-secret-0123456789',
    NHOST_PROJECT_DIR: PROJECT_DIR,
    RAMPA_DATA_DIR: dataDir,
    RAMPA_APP_DIST: join(dataDir, 'no-app'),
    HOST: '127.0.0.1',
  });
}

/** The statement the engine sends for a shape, as the parent captured it: `variable`'s value goes to `slot`. */
interface BareStatement {
  name: string;
  sql: string;
  params: unknown[];
  slot: number;
  variable: string;
}

/**
 * The baseline through HTTP: on the same server (same Fastify, same connection handling), `POST /bench/sql` takes
 * a GraphQL-shaped body, checks the same bearer token and sends the engine's statement bare through a `pg` pool of
 * its own, answering `{"data": …}` as the engine does. What it lacks is exactly the engine: parse, validate,
 * plan lookup, session settings. `POST /bench/statement` sets the statement (the parent, once per shape).
 */
function registerBareRoutes(app: FastifyInstance, databaseUrl: string): void {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const jwt = createJwtService(parseJwtSecret(process.env.BENCH_JWT_SECRET!, 'bench'), 3600);
  let statement: BareStatement | undefined;
  app.addHook('onClose', () => pool.end());
  app.post('/bench/statement', async (request) => {
    statement = request.body as BareStatement;
    return { ok: true };
  });
  app.post('/bench/sql', async (request, reply) => {
    await jwt.verify((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!statement) throw new Error('no statement set');
    const { variables } = request.body as { variables: Record<string, unknown> };
    const values = [...statement.params];
    values[statement.slot] = variables[statement.variable];
    const { rows } = await pool.query<Record<string, unknown>>({
      name: statement.name,
      text: statement.sql,
      values,
    });
    const data = Object.values(rows[0] ?? {})[0];
    return reply
      .type('application/json; charset=utf-8')
      .send(`{"data":${typeof data === 'string' ? data : JSON.stringify(data)}}`);
  });
}

/** The child: the real server on a free loopback port; prints `listening <port>` when it answers. */
async function serve(): Promise<void> {
  const app = await buildServer(
    serverConfig(process.env.BENCH_SERVE_DATABASE_URL!, process.env.BENCH_SERVE_DATA_DIR!),
  );
  registerBareRoutes(app, process.env.BENCH_SERVE_DATABASE_URL!);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.stderr.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

async function startServer(
  databaseUrl: string,
  dataDir: string,
): Promise<{ child: ChildProcess; port: number }> {
  // BENCH_SERVER_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (every shape and
  // way; read it with backend/bench/profile-summary.ts).
  const profile = process.env.BENCH_SERVER_CPU_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, '--cpu-prof-interval=500'] : [];
  const child = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', fileURLToPath(import.meta.url), 'serve'],
    {
      env: {
        ...process.env,
        BENCH_SERVE_DATABASE_URL: databaseUrl,
        BENCH_SERVE_DATA_DIR: dataDir,
        BENCH_JWT_SECRET: JWT_SECRET,
      },
      // The server's log goes to its stdout, read and dropped here, as a log shipper would.
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.resume();
  const port = await new Promise<number>((done, fail) => {
    const lines = createInterface({ input: child.stderr! });
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) done(Number(match[1]));
      else process.stderr.write(`server: ${line}\n`);
    });
    child.on('exit', (code) => fail(new Error(`the server exited with ${code}`)));
  });
  return { child, port };
}

/** Remembers the last statement the engine sent, so that the same SQL can be timed bare. */
function capturing(db: Database, last: { sql?: string; params?: readonly unknown[] }): Database {
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params, options) => {
      last.sql = sql;
      last.params = params ?? [];
      return target.query(sql, params, options);
    },
  });
  return {
    ...db,
    query: wrap(db).query,
    transaction: (fn, options) => db.transaction((tx) => fn(wrap(tx)), options),
  };
}

async function post(url: string, body: string, token?: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body,
  });
  return response.text();
}

/** Half a measure (DURATION / 2 seconds) of POSTs of `body()` to `url`, after checking one answer. */
async function hammer(url: string, token: string, body: () => string): Promise<Half> {
  const checked = await post(url, body(), token);
  if (!checked.startsWith('{"data"')) throw new Error(`unexpected answer: ${checked.slice(0, 200)}`);
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION / 2,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  // autocannon's 'response' event carries the answer's time from its hrtime clock, in fractional ms (its own
  // latency histogram keeps whole milliseconds only).
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return { requests: result.requests.total, seconds: result.duration, latencies };
}

/** Halves summed: requests over their time; latency percentiles over all answers of both. */
function combined(halves: Half[]): Figures {
  const requests = halves.reduce((sum, half) => sum + half.requests, 0);
  const seconds = halves.reduce((sum, half) => sum + half.seconds, 0);
  const latencies = halves.flatMap((half) => half.latencies).sort((a, b) => a - b);
  return {
    requests,
    perSecond: requests / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

const fmt = (f: Figures) =>
  `${f.perSecond.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(2).padStart(6)} ms  p99 ${f.p99.toFixed(2).padStart(6)} ms`;
const ratio = (f: Figures, bare: Figures) =>
  `p50 ×${(f.p50 / bare.p50).toFixed(2)}  throughput ×${(bare.perSecond / f.perSecond).toFixed(2)} slower`;

export async function runBench(): Promise<void> {
  const database = await createDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-bench-graphql-'));
  let server: ChildProcess | undefined;
  const pool = new pg.Pool({ connectionString: database.url, max: CONNECTIONS });
  const db = openPostgres(database.url);
  try {
    const started = await startServer(database.url, dataDir);
    server = started.child;
    await db.exec(`
      INSERT INTO public.authors (name, email)
        SELECT 'Autor ' || g, 'autor' || g || '@example.pl' FROM generate_series(1, ${AUTHORS}) AS g;
      INSERT INTO public.articles (title, body, author_id, published, views)
        SELECT 'Artykuł ' || g, repeat('Treść ', 20), 1 + g % ${AUTHORS}, g % 2 = 0, (g * 7919) % 10000
        FROM generate_series(1, ${ARTICLES}) AS g;
      ANALYZE;`);
    const last: { sql?: string; params?: readonly unknown[] } = {};
    const engine = createEngine({ db: capturing(db, last), projectDir: PROJECT_DIR, devMode: false });
    const jwt = createJwtService(parseJwtSecret(JWT_SECRET, 'bench'), 3600);
    const token = await jwt.sign({
      userId: USER_ID,
      defaultRole: 'user',
      allowedRoles: ['user'],
      isAnonymous: false,
    });
    const base = `http://127.0.0.1:${started.port}`;

    console.log(
      `GraphQL engine vs the same SQL on PostgreSQL: ${ARTICLES} articles of ${AUTHORS} authors, ` +
        `${CONNECTIONS} connections, ${DURATION} s per measure (role user, JWT; no Accept-Encoding, as autocannon)`,
    );
    const summary: string[] = [];
    for (const shape of SHAPES) {
      const variables = () => ({ [shape.variable]: shape.next() });
      // The statement the engine sends for this shape, and where the variable's value goes in its parameters.
      const probe = 424_242;
      const answer = await engine.execute(
        USER,
        { query: shape.query, variables: { [shape.variable]: probe } },
        'POST',
      );
      if (!answer.startsWith('{"data"')) throw new Error(`unexpected answer: ${answer.slice(0, 200)}`);
      const sql = last.sql!;
      const params = [...last.params!];
      const slot = params.findIndex((value) => value === probe || value === String(probe));
      if (slot < 0) throw new Error('the variable is not a parameter of the statement');
      const name = `bench_${randomBytes(6).toString('hex')}`;

      const bareOne = async () => {
        params[slot] = shape.next();
        const { rows } = await pool.query({ name, text: sql, values: [...params] });
        if (rows.length !== 1) throw new Error('no row');
      };
      const engineOne = async () => {
        await engine.execute(USER, { query: shape.query, variables: variables() }, 'POST');
      };
      // In process too, the two alternated in halves: a drift of the machine (another process, PostgreSQL's
      // caches, the JIT) falls on both alike instead of on whichever ran second.
      const bareHalves: Half[] = [];
      const engineHalves: Half[] = [];
      for (let round = 0; round < 2; round += 1) {
        bareHalves.push(await closedLoop(CONNECTIONS, DURATION / 2, bareOne));
        engineHalves.push(await closedLoop(CONNECTIONS, DURATION / 2, engineOne));
      }
      const bare = combined(bareHalves);
      const inProcess = combined(engineHalves);
      const statement: BareStatement = { name, sql, params, slot, variable: shape.variable };
      await post(`${base}/bench/statement`, JSON.stringify(statement));
      const body = () => JSON.stringify({ query: shape.query, variables: variables() });
      // Alternated, so that a change of the machine's other load falls on both alike; the halves are summed.
      const httpSql: Half[] = [];
      const http: Half[] = [];
      for (let round = 0; round < 2; round += 1) {
        httpSql.push(await hammer(`${base}/bench/sql`, token, body));
        http.push(await hammer(`${base}/v1/graphql`, token, body));
      }
      const httpSqlFigures = combined(httpSql);
      const httpFigures = combined(http);
      console.log(`\n${shape.name}`);
      console.log(`  in process`);
      console.log(`    sql     ${fmt(bare)}`);
      console.log(`    engine  ${fmt(inProcess)}   ${ratio(inProcess, bare)}`);
      console.log(`  through HTTP (the same server; autocannon)`);
      console.log(`    sql     ${fmt(httpSqlFigures)}`);
      console.log(`    engine  ${fmt(httpFigures)}   ${ratio(httpFigures, httpSqlFigures)}`);
      const stats = engine.planCacheStats();
      console.log(`  (in process: ${stats.hits} plans reused, ${stats.misses} compiled so far)`);
      // Issue 19's goal: the engine at most ×1.15 of the bare SQL, in p50 and in throughput, both ways.
      const judged = (measured: Figures, baseline: Figures) => {
        const worst = Math.max(measured.p50 / baseline.p50, baseline.perSecond / measured.perSecond);
        return `×${worst.toFixed(2)} (${worst <= 1.15 ? 'met' : 'missed'})`;
      };
      summary.push(
        `  ${shape.short.padEnd(6)} worst of p50 and throughput: in process ${judged(inProcess, bare)}, ` +
          `HTTP ${judged(httpFigures, httpSqlFigures)}; goal ≤ ×1.15`,
      );
    }
    console.log(`\n${summary.join('\n')}`);
    await engine.close();
  } finally {
    server?.kill('SIGTERM');
    await new Promise((done) =>
      server && server.exitCode === null ? server.once('exit', done) : done(null),
    );
    await pool.end();
    await db.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const run = process.argv[2] === 'serve' ? serve() : runBench();
  run.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
