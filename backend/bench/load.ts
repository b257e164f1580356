// `npm run bench:load`: the mixed load of issue #16 against the compiled server (`node backend/dist/main.js`)
// over HTTP on loopback, on PGlite and on PostgreSQL (its own database, `perf`, created when missing).
// BENCH_USERS users (default 200), each with his own session, for BENCH_DURATION seconds (default 60), read-heavy:
// the clients list 45 %, a client by id 35 %, a token refresh 15 %, a sign-in 5 %. Prints p50/p90/p99, the
// throughput, the errors and the server's memory over time. BENCH_TARGETS=pglite,postgres picks the databases.

import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { generateJwtSecretJson } from '../src/auth/jwt-secret';
import { COMPILED, ensureBackendBuilt, startBackend, stopProcess, treeRssMb } from './start';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
// BENCH_RATE: requests per second offered by all users together (autocannon's overallRate, its latencies corrected
// for coordinated omission). Unset: every user sends his next request as soon as the last one is answered (a closed
// loop without think time), so the server is always saturated and the latency is the queue it builds.
const RATE = Number(process.env.BENCH_RATE ?? 0);
const PORT = Number(process.env.BENCH_PORT ?? 7721);
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((target) => target.trim());
const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTGRES_DB = process.env.BENCH_POSTGRES_DB ?? 'perf';
const PASSWORD = 'bench-password-123';
const EMAIL = 'handlowiec@demo.rampa.pl';
const SIGN_IN_CONCURRENCY = 4;

// The sdk's ClientList operation (sdk/src/clients/clients.documents.ts), first page, as the sdk sends it.
const CLIENT_LIST = JSON.stringify({
  operationName: 'ClientList',
  query: `query ClientList($where: clients_bool_exp!, $orderBy: [clients_order_by!]!, $limit: Int!, $offset: Int!, $countLimit: Int!) {
  clients(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) { ...ClientListItem }
  clients_aggregate(where: $where, limit: $countLimit) { aggregate { count } }
}
fragment ClientListItem on clients {
  id code kind name nip email phone city voivodeship status tags created_at updated_at owner { id display_name }
}`,
  variables: {
    where: {},
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    limit: 25,
    offset: 0,
    countLimit: 10_001,
  },
});
const CLIENT_BY_ID = `query ClientById($id: uuid!) {
  clients_by_pk(id: $id) { id code kind name nip email phone city voivodeship status tags owner { id display_name } }
}`;

interface Session {
  accessToken: string;
  refreshToken: string;
}

export interface LoadFigures {
  target: string;
  users: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  rssMb: number[];
  kinds: KindFigures;
  /** CPU milliseconds per request: the server process (and its main thread), PostgreSQL (NaN on PGlite, which is the server), autocannon. */
  cpuPerRequest: { server: number; serverMain: number; postgres: number; bench: number };
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function signIn(base: string): Promise<Session> {
  const body = await json<{ session: Session }>(
    await fetch(`${base}/v1/auth/signin/email-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    }),
  );
  return { accessToken: body.session.accessToken, refreshToken: body.session.refreshToken };
}

async function clientIds(base: string, session: Session): Promise<string[]> {
  const body = await json<{ data?: { clients: { id: string }[] }; errors?: unknown }>(
    await fetch(`${base}/v1/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.accessToken}`,
        'x-hasura-role': 'handlowiec',
      },
      body: JSON.stringify({ query: 'query Ids { clients(limit: 200, order_by: [{ id: asc }]) { id } }' }),
    }),
  );
  if (!body.data || body.data.clients.length === 0)
    throw new Error(`no clients: ${JSON.stringify(body.errors)}`);
  return body.data.clients.map((client) => client.id);
}

const CLOCK_TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux

/**
 * CPU time (user + system, ms) a process has used, all its threads (or, with `thread`, that thread of it: the
 * main thread's id is the process id); 0 when it is gone.
 */
function cpuMs(pid: number, thread?: number): number {
  try {
    const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
    const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * The CPU time of the PostgreSQL processes serving `database`, and of the WAL writer (ms), sampled (`sample()`)
 * through the run: the pool closes idle connections and opens others, so each process counts from its first sample
 * (or its start, when it began during the run) to its last.
 */
function postgresCpu(database: string) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let started = false;
  return {
    async sample() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE (datname = $1 OR backend_type = 'walwriter') AND pid <> pg_backend_pid()`,
          [database],
        );
        for (const { pid } of rows) {
          const ms = cpuMs(pid);
          if (!first.has(pid)) first.set(pid, started ? 0 : ms);
          last.set(pid, ms);
        }
        started = true;
      } finally {
        await client.end();
      }
    },
    totalMs: () => [...last].reduce((sum, [pid, ms]) => sum + ms - (first.get(pid) ?? ms), 0),
  };
}

async function ensurePostgresDatabase(database: string): Promise<string> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.href;
}

/** Every user's session, signed in before the clock starts (a sign-in is a password hash: ~100 ms of CPU). */
async function signInAll(base: string, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (next < count) {
        next++;
        sessions.push(await signIn(base));
      }
    }),
  );
  return sessions;
}

// support.ts's, without loading the whole backend into this process (it only talks HTTP to the server).
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type Kind = 'list' | 'byId' | 'refresh' | 'signIn';
const KINDS: readonly Kind[] = ['list', 'byId', 'refresh', 'signIn'];

/** What each kind of request took (from its setup to its answer) and how it was answered. */
export type KindFigures = Record<
  Kind,
  { count: number; p50: number; p99: number; statuses: Record<string, number> }
>;

/**
 * The requests of the users. autocannon clears a connection's context before each request (it starts over at the
 * first of its `requests`), so a session cannot live there: each request checks one out of a pool of idle sessions
 * and gives it back, rotated, with its answer. A session is then never used by two requests at once, and a refresh
 * always presents the value its previous refresh returned, as one user's tab does (presenting an older value would
 * be a replay, which revokes the session). There are as many sessions as connections, so one is always idle.
 */
function scenario(sessions: Session[], ids: string[]) {
  const idle = sessions.map((_, index) => index);
  const latencies = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  const statuses = new Map<Kind, Map<number, number>>(KINDS.map((kind) => [kind, new Map()]));
  let spare = 0;
  const request: Request = {
    setupRequest(base, context) {
      // A request that never got its answer (an error, a timeout) kept its session: share one then.
      const index = idle.pop() ?? spare++ % sessions.length;
      const session = sessions[index]!;
      const roll = Math.random();
      const kind: Kind = roll < 0.45 ? 'list' : roll < 0.8 ? 'byId' : roll < 0.95 ? 'refresh' : 'signIn';
      context.index = index;
      context.kind = kind;
      context.sentAt = performance.now();
      const graphql = (body: string): Request => ({
        ...base,
        method: 'POST',
        path: '/v1/graphql',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'br, gzip',
          authorization: `Bearer ${session.accessToken}`,
          'x-hasura-role': 'handlowiec',
        },
        body,
      });
      if (kind === 'list') return graphql(CLIENT_LIST);
      if (kind === 'byId') {
        const id = ids[Math.floor(Math.random() * ids.length)];
        return graphql(
          JSON.stringify({ operationName: 'ClientById', query: CLIENT_BY_ID, variables: { id } }),
        );
      }
      const auth = (path: string, body: unknown): Request => ({
        ...base,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (kind === 'refresh') return auth('/v1/auth/token', { refreshToken: session.refreshToken });
      return auth('/v1/auth/signin/email-password', { email: EMAIL, password: PASSWORD });
    },
    onResponse(status, body, context) {
      const kind = context.kind as Kind;
      const index = context.index as number;
      latencies.get(kind)!.push(performance.now() - (context.sentAt as number));
      const counts = statuses.get(kind)!;
      counts.set(status, (counts.get(status) ?? 0) + 1);
      if (status === 200 && (kind === 'refresh' || kind === 'signIn')) {
        // The new session (a refresh rotates the token; a sign-in starts another session for this user).
        const parsed = JSON.parse(body) as { session?: Session } & Partial<Session>;
        const session = parsed.session ?? (parsed as Session);
        sessions[index] = { accessToken: session.accessToken, refreshToken: session.refreshToken };
      }
      idle.push(index);
    },
  };
  const figures = (): KindFigures => {
    const entries = KINDS.map((kind) => {
      const sorted = latencies.get(kind)!.sort((a, b) => a - b);
      return [
        kind,
        {
          count: sorted.length,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          statuses: Object.fromEntries(statuses.get(kind)!),
        },
      ] as const;
    });
    return Object.fromEntries(entries) as KindFigures;
  };
  return { request, figures };
}

/** Another build of the server to measure beside this one (BENCH_BASELINE_MAIN), on a database of its own. */
interface Variant {
  label: string;
  main: string;
  database: string;
}

export async function runLoad(target: string, variant?: Variant): Promise<LoadFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-bench-load-'));
  const database = variant?.database ?? POSTGRES_DB;
  // With DATABASE_URL the secrets are the operator's (only embedded mode generates them).
  const env: Record<string, string> =
    target === 'postgres'
      ? {
          DATABASE_URL: await ensurePostgresDatabase(database),
          HASURA_GRAPHQL_ADMIN_SECRET: 'bench-admin-secret',
          HASURA_GRAPHQL_JWT_SECRET: generateJwtSecretJson(),
          STORAGE_SIGNING_SECRET: 'bench-storage-signing-secret-0123456789',
          RAMPA_DATA_DIR: dataDir,
          // The demo accounts and clients the scenario signs in as and reads (embedded mode seeds by default).
          RAMPA_DEMO_SEED: 'true',
        }
      : { RAMPA_DATA_DIR: dataDir };
  // BENCH_SERVER_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_CPU_PROFILE;
  const main = variant ? [COMPILED[0]!, variant.main] : COMPILED;
  const command = profile
    ? [main[0]!, '--cpu-prof', `--cpu-prof-dir=${profile}`, '--cpu-prof-interval=500', ...main.slice(1)]
    : main;
  const { child } = await startBackend(command, env, PORT);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const sessions = await signInAll(base, USERS);
    const ids = await clientIds(base, sessions[0]!);
    const rssMb = [treeRssMb(child.pid!)];
    // Where the CPU went: the server (all its threads), PostgreSQL's backends of this database, this process.
    const postgres = target === 'postgres' ? postgresCpu(database) : undefined;
    await postgres?.sample();
    const cpuBefore = {
      server: cpuMs(child.pid!),
      serverMain: cpuMs(child.pid!, child.pid!),
      bench: process.cpuUsage(),
    };
    const postgresSampler = setInterval(() => void postgres?.sample().catch(() => {}), 1000);
    const sampler = setInterval(
      () => rssMb.push(treeRssMb(child.pid!)),
      Math.max(1000, (DURATION * 1000) / 12),
    );
    const load = scenario(sessions, ids);
    const result = await autocannon({
      url: base,
      connections: USERS,
      ...(RATE > 0 && { overallRate: RATE }),
      duration: DURATION,
      timeout: 10,
      requests: [load.request],
    });
    clearInterval(sampler);
    clearInterval(postgresSampler);
    await postgres?.sample();
    rssMb.push(treeRssMb(child.pid!));
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const total = Math.max(1, result.requests.total);
    const cpuPerRequest = {
      server: (cpuMs(child.pid!) - cpuBefore.server) / total,
      serverMain: (cpuMs(child.pid!, child.pid!) - cpuBefore.serverMain) / total,
      postgres: postgres ? postgres.totalMs() / total : Number.NaN,
      bench: (benchCpu.user + benchCpu.system) / 1000 / total,
    };
    return {
      target: variant ? `${target} ${variant.label}` : target,
      users: USERS,
      seconds: result.duration,
      requests: result.requests.total,
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors + result.timeouts + result.non2xx,
      rssMb,
      kinds: load.figures(),
      cpuPerRequest,
    };
  } finally {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatLoad(rows: LoadFigures[]): string {
  const lines = [
    `Mixed load: ${USERS} users × ${DURATION} s (list 45 %, by id 35 %, refresh 15 %, sign-in 5 %), ` +
      `${RATE > 0 ? `${RATE} requests/s offered` : 'each user sending as soon as answered'}, HTTP on loopback`,
    'database            requests   req/s    p50     p90     p99     max   errors  RSS over time (MB)',
  ];
  for (const row of rows) {
    lines.push(
      [
        row.target.padEnd(18),
        String(row.requests).padStart(9),
        row.perSecond.toFixed(0).padStart(7),
        `${row.p50} ms`.padStart(7),
        `${row.p90} ms`.padStart(7),
        `${row.p99} ms`.padStart(7),
        `${row.max} ms`.padStart(7),
        String(row.errors).padStart(6),
        ` ${row.rssMb.map((mb) => mb.toFixed(0)).join(' → ')}`,
      ].join(' '),
    );
    const cpu = row.cpuPerRequest;
    lines.push(
      `  CPU per request: server ${cpu.server.toFixed(2)} ms (main thread ${cpu.serverMain.toFixed(2)}, others ${(cpu.server - cpu.serverMain).toFixed(2)})` +
        (Number.isNaN(cpu.postgres) ? '' : `, PostgreSQL ${cpu.postgres.toFixed(2)} ms`) +
        `, autocannon ${cpu.bench.toFixed(2)} ms (load average at the end ${loadavg()[0]!.toFixed(1)})`,
    );
    for (const kind of KINDS) {
      const figures = row.kinds[kind];
      const answers = Object.entries(figures.statuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ');
      lines.push(
        `  ${kind.padEnd(8)} ${String(figures.count).padStart(7)} requests   p50 ${figures.p50.toFixed(0).padStart(5)} ms   p99 ${figures.p99.toFixed(0).padStart(5)} ms   (${answers})`,
      );
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  await ensureBackendBuilt();
  // BENCH_BASELINE_MAIN=<another build's main.js> (built inside this checkout, so that its packages resolve): that
  // server is measured too, on a database of its own (<BENCH_POSTGRES_DB>_baseline), alternating with this one
  // BENCH_ROUNDS times, so that both meet the same machine (it is shared: compare within one run).
  const baseline = process.env.BENCH_BASELINE_MAIN;
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  const rows: LoadFigures[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const target of TARGETS) {
      if (baseline) {
        rows.push(
          await runLoad(target, { label: 'baseline', main: baseline, database: `${POSTGRES_DB}_baseline` }),
        );
      }
      rows.push(await runLoad(target));
      console.log(formatLoad(rows.slice(-(baseline ? 2 : 1))));
    }
  }
  if (rows.length > 1) console.log(`\nAll runs:\n${formatLoad(rows)}`);
}
