// `npm run bench:load`: the mixed load of issue #16 against the compiled server (`node backend/dist/main.js`)
// over HTTP on loopback, on PGlite and on PostgreSQL (its own database, `perf`, created when missing).
// BENCH_USERS users (default 200), each with his own session, for BENCH_DURATION seconds (default 60), read-heavy:
// the clients list 45 %, a client by id 35 %, a token refresh 15 %, a sign-in 5 %. Prints p50/p90/p99, the
// throughput, the errors and the server's memory over time. BENCH_TARGETS=pglite,postgres picks the databases.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { generateJwtSecretJson } from '../src/auth/jwt-secret';
import { COMPILED, ensureBackendBuilt, startBackend, stopProcess, treeRssMb } from './start';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
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

async function ensurePostgresDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [POSTGRES_DB]);
    if (!rowCount) await client.query(`CREATE DATABASE "${POSTGRES_DB.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${POSTGRES_DB}`;
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

function scenario(sessions: Session[], ids: string[]): Request {
  let nextSession = 0;
  return {
    setupRequest(request, context) {
      // Each connection is one user with his own session (refresh rotation is per session).
      context.session ??= sessions[nextSession++ % sessions.length];
      const session = context.session as Session;
      const roll = Math.random();
      const kind = roll < 0.45 ? 'list' : roll < 0.8 ? 'byId' : roll < 0.95 ? 'refresh' : 'signIn';
      context.kind = kind;
      const graphql = (body: string): Request => ({
        ...request,
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
        ...request,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (kind === 'refresh') return auth('/v1/auth/token', { refreshToken: session.refreshToken });
      return auth('/v1/auth/signin/email-password', { email: EMAIL, password: PASSWORD });
    },
    onResponse(status, body, context) {
      if (status !== 200 || (context.kind !== 'refresh' && context.kind !== 'signIn')) return;
      // The new session (a refresh rotates the token; a sign-in starts another session for this user).
      const parsed = JSON.parse(body) as { session?: Session } & Partial<Session>;
      const session = parsed.session ?? (parsed as Session);
      context.session = { accessToken: session.accessToken, refreshToken: session.refreshToken };
    },
  };
}

export async function runLoad(target: string): Promise<LoadFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-bench-load-'));
  // With DATABASE_URL the secrets are the operator's (only embedded mode generates them).
  const env: Record<string, string> =
    target === 'postgres'
      ? {
          DATABASE_URL: await ensurePostgresDatabase(),
          HASURA_GRAPHQL_ADMIN_SECRET: 'bench-admin-secret',
          HASURA_GRAPHQL_JWT_SECRET: generateJwtSecretJson(),
          STORAGE_SIGNING_SECRET: 'bench-storage-signing-secret-0123456789',
          RAMPA_DATA_DIR: dataDir,
        }
      : { RAMPA_DATA_DIR: dataDir };
  const { child } = await startBackend(COMPILED, env, PORT);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const sessions = await signInAll(base, USERS);
    const ids = await clientIds(base, sessions[0]!);
    const rssMb = [treeRssMb(child.pid!)];
    const sampler = setInterval(
      () => rssMb.push(treeRssMb(child.pid!)),
      Math.max(1000, (DURATION * 1000) / 12),
    );
    const result = await autocannon({
      url: base,
      connections: USERS,
      duration: DURATION,
      timeout: 10,
      requests: [scenario(sessions, ids)],
    });
    clearInterval(sampler);
    rssMb.push(treeRssMb(child.pid!));
    return {
      target,
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
    };
  } finally {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatLoad(rows: LoadFigures[]): string {
  const lines = [
    `Mixed load: ${USERS} users × ${DURATION} s (list 45 %, by id 35 %, refresh 15 %, sign-in 5 %), HTTP on loopback`,
    'database   requests   req/s    p50     p90     p99     max   errors  RSS over time (MB)',
  ];
  for (const row of rows) {
    lines.push(
      [
        row.target.padEnd(9),
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
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  await ensureBackendBuilt();
  const rows: LoadFigures[] = [];
  for (const target of TARGETS) rows.push(await runLoad(target));
  console.log(formatLoad(rows));
}
