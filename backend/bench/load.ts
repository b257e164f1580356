// `npm run bench:load`: the mixed load of issue #16 against the compiled server (`node backend/dist/main.js`)
// over HTTP on loopback, on PGlite and on PostgreSQL (its own database, `perf`, created when missing).
// BENCH_USERS users (default 200), each with his own session, read-heavy: the clients list 45 %, a client by id
// 35 %, a token refresh 15 %, a sign-in 5 %. Two scenarios on the same server, one after the other:
//
// - users (the headline): people, not a load generator's connections. Each user sends a request, reads the answer,
//   thinks, and sends the next: BENCH_THINK_MS (default 1000) on average between his requests, drawn at random
//   (exponential, so that users do not fall into step), for BENCH_DURATION seconds (default 60). The offered rate is
//   users × 1000 / think ms (200 requests/s by default; BENCH_RATE sets it instead). Each request is timed from the
//   moment its user meant to send it: when his previous answer came late, the wait counts too (coordinated omission
//   corrected), so a server that falls behind cannot hide it by slowing the users down.
// - saturation: the same users and mix as a closed loop without think time (autocannon, one connection per user,
//   each sending as soon as answered) for BENCH_SATURATION_DURATION seconds (default 40, at most BENCH_DURATION; 0 skips it): the
//   throughput the machine reaches, and the latency of the queue a saturated server builds.
//
// Prints, for each, p50/p90/p99, the throughput, errors, non-2xx answers and the server's memory over time.
// BENCH_TARGETS=pglite,postgres picks the databases.

import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { generateJwtSecretJson } from '../src/auth/jwt-secret';
import { COMPILED, ensureBackendBuilt, startBackend, stopProcess, treeRssMb } from './start';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
// The users' think time: BENCH_RATE (requests/s offered by all users together) overrides it.
const THINK_MS = process.env.BENCH_RATE
  ? (USERS * 1000) / Number(process.env.BENCH_RATE)
  : Number(process.env.BENCH_THINK_MS ?? 1000);
const RATE = (USERS * 1000) / THINK_MS;
const SATURATION_DURATION = Number(process.env.BENCH_SATURATION_DURATION ?? Math.min(DURATION, 40));
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

/** The figures of one scenario run. Latencies in ms. */
export interface LoadRun {
  scenario: 'users' | 'saturation';
  /** Open connections (one per user). */
  connections: number;
  /** Requests per second offered (users × 1000 / think ms); undefined for the closed loop. */
  offeredRate?: number;
  thinkMs?: number;
  seconds: number;
  requests: number;
  /** Answered requests per second. */
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Everything that was not a 2xx answer: connection errors, timeouts and non-2xx. */
  errors: number;
  connectionErrors: number;
  timeouts: number;
  non2xx: number;
  /** The server's resident memory (with its children), sampled through the run. */
  rssMb: number[];
  kinds: KindFigures;
  /** CPU milliseconds per request: the server process (and its main thread), PostgreSQL (NaN on PGlite, which is the server), the load generator. */
  cpuPerRequest: { server: number; serverMain: number; postgres: number; bench: number };
}

/**
 * One database's run: the headline scenario (users with think time) at the top level, as backend/bench/all.ts reads
 * it, and the saturation run beside it (undefined when BENCH_SATURATION_DURATION=0).
 */
export interface LoadFigures extends LoadRun {
  scenario: 'users';
  target: string;
  users: number;
  saturation?: LoadRun;
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

/** What each kind of request took and how it was answered (a status, or `error` / `timeout`). */
export type KindFigures = Record<
  Kind,
  { count: number; p50: number; p90: number; p99: number; statuses: Record<string, number> }
>;

/** One request of the mix, for `session`. */
function plan(session: Session, ids: string[]) {
  const roll = Math.random();
  const kind: Kind = roll < 0.45 ? 'list' : roll < 0.8 ? 'byId' : roll < 0.95 ? 'refresh' : 'signIn';
  const request = (path: string, body: string, headers: Record<string, string> = {}) => ({
    kind,
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const graphql = (body: string) =>
    request('/v1/graphql', body, {
      'accept-encoding': 'br, gzip',
      authorization: `Bearer ${session.accessToken}`,
      'x-hasura-role': 'handlowiec',
    });
  if (kind === 'list') return graphql(CLIENT_LIST);
  if (kind === 'byId') {
    const id = ids[Math.floor(Math.random() * ids.length)];
    return graphql(JSON.stringify({ operationName: 'ClientById', query: CLIENT_BY_ID, variables: { id } }));
  }
  if (kind === 'refresh') {
    return request('/v1/auth/token', JSON.stringify({ refreshToken: session.refreshToken }));
  }
  return request('/v1/auth/signin/email-password', JSON.stringify({ email: EMAIL, password: PASSWORD }));
}

/** The session an answer carries: a refresh rotates the token; a sign-in starts another session for this user. */
function sessionOf(kind: Kind, status: number, body: string): Session | undefined {
  if (status !== 200 || (kind !== 'refresh' && kind !== 'signIn')) return undefined;
  const parsed = JSON.parse(body) as { session?: Session } & Partial<Session>;
  const session = parsed.session ?? (parsed as Session);
  return { accessToken: session.accessToken, refreshToken: session.refreshToken };
}

/** Latencies and answers by kind. */
function recorder() {
  const latencies = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  const statuses = new Map<Kind, Map<string, number>>(KINDS.map((kind) => [kind, new Map()]));
  return {
    record(kind: Kind, ms: number, answer: number | 'error' | 'timeout') {
      latencies.get(kind)!.push(ms);
      const counts = statuses.get(kind)!;
      counts.set(String(answer), (counts.get(String(answer)) ?? 0) + 1);
    },
    all: () => [...latencies.values()].flat().sort((a, b) => a - b),
    kinds(): KindFigures {
      const entries = KINDS.map((kind) => {
        const sorted = latencies.get(kind)!.sort((a, b) => a - b);
        return [
          kind,
          {
            count: sorted.length,
            p50: percentile(sorted, 50),
            p90: percentile(sorted, 90),
            p99: percentile(sorted, 99),
            statuses: Object.fromEntries(statuses.get(kind)!),
          },
        ] as const;
      });
      return Object.fromEntries(entries) as KindFigures;
    },
  };
}

type Answers = Pick<LoadRun, 'requests' | 'connectionErrors' | 'timeouts' | 'non2xx'> & {
  latency: Pick<LoadRun, 'p50' | 'p90' | 'p99' | 'max'>;
  kinds: KindFigures;
};

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The headline scenario: each user, on his own keep-alive connection, sends a request at the time he meant to
 * (his previous meant time plus a think time drawn from an exponential distribution of mean THINK_MS, the first
 * one spread over the first THINK_MS), or as soon as his previous answer came if that was later, for DURATION
 * seconds. A request's latency counts from the meant time, so time a user spent waiting for an earlier late answer
 * is counted too (coordinated omission corrected).
 */
async function runUsers(base: string, sessions: Session[], ids: string[]): Promise<Answers> {
  const { hostname, port } = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const send = (planned: ReturnType<typeof plan>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          agent,
          host: hostname,
          port,
          method: planned.method,
          path: planned.path,
          headers: { ...planned.headers, 'content-length': String(Buffer.byteLength(planned.body)) },
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      request.on('error', reject);
      request.end(planned.body);
    });
  const record = recorder();
  const counts = { requests: 0, connectionErrors: 0, timeouts: 0, non2xx: 0 };
  const started = performance.now();
  const end = started + DURATION * 1000;
  const think = () => -Math.log(1 - Math.random()) * THINK_MS;
  const user = async (index: number) => {
    let meant = started + Math.random() * THINK_MS;
    while (meant < end) {
      const wait = meant - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const planned = plan(sessions[index]!, ids);
      counts.requests++;
      try {
        const { status, body } = await send(planned);
        record.record(planned.kind, performance.now() - meant, status);
        if (status < 200 || status > 299) counts.non2xx++;
        sessions[index] = sessionOf(planned.kind, status, body) ?? sessions[index]!;
      } catch (error) {
        const timeout = (error as { code?: string }).code === 'TIMEOUT';
        if (timeout) counts.timeouts++;
        else counts.connectionErrors++;
        record.record(planned.kind, performance.now() - meant, timeout ? 'timeout' : 'error');
      }
      meant += think();
    }
  };
  await Promise.all(sessions.map((_, index) => user(index)));
  agent.destroy();
  const all = record.all();
  return {
    ...counts,
    latency: {
      p50: percentile(all, 50),
      p90: percentile(all, 90),
      p99: percentile(all, 99),
      max: all.at(-1) ?? 0,
    },
    kinds: record.kinds(),
  };
}

/**
 * The saturation scenario's requests for autocannon. autocannon clears a connection's context before each request
 * (it starts over at the first of its `requests`), so a session cannot live there: each request checks one out of
 * a pool of idle sessions and gives it back, rotated, with its answer. A session is then never used by two requests
 * at once, and a refresh always presents the value its previous refresh returned, as one user's tab does
 * (presenting an older value would be a replay, which revokes the session). There are as many sessions as
 * connections, so one is always idle.
 */
function saturationRequests(sessions: Session[], ids: string[]) {
  const idle = sessions.map((_, index) => index);
  const record = recorder();
  let spare = 0;
  const request: Request = {
    setupRequest(base, context) {
      // A request that never got its answer (an error, a timeout) kept its session: share one then.
      const index = idle.pop() ?? spare++ % sessions.length;
      const planned = plan(sessions[index]!, ids);
      context.index = index;
      context.kind = planned.kind;
      context.sentAt = performance.now();
      return {
        ...base,
        method: planned.method,
        path: planned.path,
        headers: planned.headers,
        body: planned.body,
      };
    },
    onResponse(status, body, context) {
      const kind = context.kind as Kind;
      const index = context.index as number;
      record.record(kind, performance.now() - (context.sentAt as number), status);
      sessions[index] = sessionOf(kind, status, body) ?? sessions[index]!;
      idle.push(index);
    },
  };
  return { request, record };
}

async function runSaturation(base: string, sessions: Session[], ids: string[]): Promise<Answers> {
  const load = saturationRequests(sessions, ids);
  const result = await autocannon({
    url: base,
    connections: sessions.length,
    duration: SATURATION_DURATION,
    timeout: REQUEST_TIMEOUT_MS / 1000,
    requests: [load.request],
  });
  return {
    requests: result.requests.total,
    connectionErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    kinds: load.record.kinds(),
  };
}

/** Another build of the server to measure beside this one (BENCH_BASELINE_MAIN), on a database of its own. */
interface Variant {
  label: string;
  main: string;
  database: string;
}

/** Runs one scenario with the server's memory sampled and the CPU of the server, PostgreSQL and this process counted. */
async function measured(
  scenario: LoadRun['scenario'],
  seconds: number,
  server: number,
  postgres: ReturnType<typeof postgresCpu> | undefined,
  run: () => Promise<Answers>,
): Promise<LoadRun> {
  const rssMb = [treeRssMb(server)];
  await postgres?.sample();
  const before = { server: cpuMs(server), serverMain: cpuMs(server, server), bench: process.cpuUsage() };
  const postgresBefore = postgres?.totalMs() ?? 0;
  const postgresSampler = setInterval(() => void postgres?.sample().catch(() => {}), 1000);
  const sampler = setInterval(() => rssMb.push(treeRssMb(server)), Math.max(1000, (seconds * 1000) / 12));
  const started = performance.now();
  let answers: Answers;
  try {
    answers = await run();
  } finally {
    clearInterval(sampler);
    clearInterval(postgresSampler);
  }
  const elapsed = (performance.now() - started) / 1000;
  await postgres?.sample();
  rssMb.push(treeRssMb(server));
  const bench = process.cpuUsage(before.bench);
  const total = Math.max(1, answers.requests);
  return {
    scenario,
    connections: USERS,
    ...(scenario === 'users' && { offeredRate: RATE, thinkMs: THINK_MS }),
    seconds: Math.round(elapsed),
    requests: answers.requests,
    perSecond: answers.requests / elapsed,
    ...answers.latency,
    errors: answers.connectionErrors + answers.timeouts + answers.non2xx,
    connectionErrors: answers.connectionErrors,
    timeouts: answers.timeouts,
    non2xx: answers.non2xx,
    rssMb,
    kinds: answers.kinds,
    cpuPerRequest: {
      server: (cpuMs(server) - before.server) / total,
      serverMain: (cpuMs(server, server) - before.serverMain) / total,
      postgres: postgres ? (postgres.totalMs() - postgresBefore) / total : Number.NaN,
      bench: (bench.user + bench.system) / 1000 / total,
    },
  };
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
  // BENCH_SERVER_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (both scenarios;
  // BENCH_SATURATION_DURATION=0 for the headline alone).
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
    // Where the CPU went: the server (all its threads), PostgreSQL's backends of this database, this process.
    const postgres = target === 'postgres' ? postgresCpu(database) : undefined;
    const users = await measured('users', DURATION, child.pid!, postgres, () =>
      runUsers(base, sessions, ids),
    );
    const saturation =
      SATURATION_DURATION > 0
        ? await measured('saturation', SATURATION_DURATION, child.pid!, postgres, () =>
            runSaturation(base, sessions, ids),
          )
        : undefined;
    return {
      ...users,
      scenario: 'users',
      target: variant ? `${target} ${variant.label}` : target,
      users: USERS,
      ...(saturation && { saturation }),
    };
  } finally {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const MIX = 'list 45 %, by id 35 %, refresh 15 %, sign-in 5 %';

function formatRun(run: LoadRun): string[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  const lines = [
    `    ${String(run.requests).padStart(8)} requests ${run.perSecond.toFixed(0).padStart(5)} req/s   ` +
      `p50 ${ms(run.p50)}  p90 ${ms(run.p90)}  p99 ${ms(run.p99)}  max ${ms(run.max)}`,
    `    errors ${run.errors} (connection ${run.connectionErrors}, timeouts ${run.timeouts}, non-2xx ${run.non2xx}); ` +
      `RSS over time (MB) ${run.rssMb.map((mb) => mb.toFixed(0)).join(' → ')}`,
  ];
  const cpu = run.cpuPerRequest;
  lines.push(
    `    CPU per request: server ${cpu.server.toFixed(2)} ms (main thread ${cpu.serverMain.toFixed(2)}, others ${(cpu.server - cpu.serverMain).toFixed(2)})` +
      (Number.isNaN(cpu.postgres) ? '' : `, PostgreSQL ${cpu.postgres.toFixed(2)} ms`) +
      `, load generator ${cpu.bench.toFixed(2)} ms`,
  );
  for (const kind of KINDS) {
    const figures = run.kinds[kind];
    const answers = Object.entries(figures.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    lines.push(
      `      ${kind.padEnd(8)} ${String(figures.count).padStart(7)} requests   p50 ${figures.p50.toFixed(0).padStart(5)} ms   ` +
        `p90 ${figures.p90.toFixed(0).padStart(5)} ms   p99 ${figures.p99.toFixed(0).padStart(5)} ms   (${answers})`,
    );
  }
  return lines;
}

export function formatLoad(rows: LoadFigures[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    lines.push(
      `Mixed load on ${row.target}: ${row.users} users (${MIX}), HTTP on loopback; load average ${loadavg()[0]!.toFixed(1)}`,
      `  users (headline): ${row.users} users, each thinking ${row.thinkMs!.toFixed(0)} ms on average between requests ` +
        `(${row.offeredRate!.toFixed(0)} requests/s offered), ${row.seconds} s; latency from the moment each request was meant to be sent`,
      ...formatRun(row),
    );
    if (row.saturation) {
      lines.push(
        `  saturation: the same ${row.saturation.connections} users as a closed loop without think time ` +
          `(each sends as soon as answered), ${row.saturation.seconds} s`,
        ...formatRun(row.saturation),
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
