// `npm run bench:live`: how long a notice's status change takes to reach another signed-in client. On the
// embedded backend (PGlite, as `npm start` runs it), the demo handlowiec holds a graphql-ws subscription to a
// warehouse's day of notices (as a live day view would); the demo magazynier changes one notice's status at a
// time through POST /v1/graphql; the latency is from sending the mutation to the subscription's message that
// shows the new status. p50 and p99 over BENCH_CHANGES changes (default 100). Goal: p99 ≤ 1 s. Prints figures
// only: the machine's load decides them, so no test asserts on them.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { generateJwtSecretJson } from '../src/auth/jwt-secret';
import { loadConfig } from '../src/config';
import { DEMO_ORGANIZATION } from '../src/dev/demo';
import { buildServer } from '../src/server';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);
// BENCH_PORT, or a free port: the machine is shared.
const PORT_WANTED = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0;
const PASSWORD = 'bench-password-123';
// Monday a year ahead, 06:00–22:00 in Warsaw: every notice gets its own 15-minute window on one ramp.
const DAY = (() => {
  const d = new Date(Date.now() + 365 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
})();

const WATCH = `subscription WatchDay($warehouseId: uuid!, $from: timestamptz!, $to: timestamptz!) {
  delivery_notices(where: {warehouse_id: {_eq: $warehouseId}, planned_start: {_gte: $from, _lt: $to}},
    order_by: [{planned_start: asc}]) { id number status updated_at }
}`;
const CHANGE = `mutation ChangeStatus($id: uuid!, $set: delivery_notices_set_input!) {
  update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: $set) { id status }
}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/v1/auth/signin/email-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { session?: { accessToken?: string } };
  if (!body.session?.accessToken) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return body.session.accessToken;
}

/** A port no one listens on now (the OS picks it), so the backend's own URLs name the port it gets. */
function freePort(wanted: number): Promise<number> {
  if (wanted) return Promise.resolve(wanted);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function main() {
  const PORT = await freePort(PORT_WANTED);
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-bench-live-'));
  let app: FastifyInstance | undefined;
  try {
    process.stdout.write('embedded backend: migrations, demo seed…\n');
    const config = loadConfig({
      RAMPA_DATA_DIR: dataDir,
      RAMPA_APP_DIST: join(dataDir, 'no-app'),
      RAMPA_DEMO_SEED: 'true',
      RAMPA_DEMO_PASSWORD: PASSWORD,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_ENABLE: 'false',
      HASURA_GRAPHQL_ADMIN_SECRET: `bench-${randomBytes(8).toString('hex')}`,
      HASURA_GRAPHQL_JWT_SECRET: generateJwtSecretJson(),
    });
    app = await buildServer(config);
    await app.listen({ host: '127.0.0.1', port: PORT });
    const base = `http://127.0.0.1:${PORT}`;
    const { db } = app.rampa;

    // A warehouse of its own, so the watched day holds exactly the bench's notices.
    const warehouse = (
      await db.query<{ id: string }>(
        `INSERT INTO public.warehouses (org_id, code, name, opening_hours)
         VALUES ($1, 'BENCH', 'Magazyn pomiarowy', '{"1": {"open": "06:00", "close": "22:00"}}') RETURNING id`,
        [DEMO_ORGANIZATION.id],
      )
    ).rows[0]!.id;
    const ramp = (
      await db.query<{ id: string }>(
        `INSERT INTO public.ramps (warehouse_id, code, name) VALUES ($1, 'B1', 'Rampa pomiarowa') RETURNING id`,
        [warehouse],
      )
    ).rows[0]!.id;
    const client = (
      await db.query<{ id: string }>(
        `SELECT id FROM public.clients WHERE org_id = $1 ORDER BY code LIMIT 1`,
        [DEMO_ORGANIZATION.id],
      )
    ).rows[0]!.id;
    const ids: string[] = [];
    for (let i = 0; i < CHANGES; i += 1) {
      const start = new Date(Date.parse(`${DAY}T06:00:00+01:00`) + i * 9 * 60_000);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO public.delivery_notices (warehouse_id, client_id, status, ramp_id, planned_start, planned_end)
         VALUES ($1, $2, 'submitted', $3, $4, $5) RETURNING id`,
        [warehouse, client, ramp, start.toISOString(), new Date(start.getTime() + 9 * 60_000).toISOString()],
      );
      ids.push(rows[0]!.id);
    }

    const watcherToken = await signIn(base, 'handlowiec@demo.rampa.pl');
    const changerToken = await signIn(base, 'magazynier@demo.rampa.pl');
    const ws = createClient({
      url: `${base.replace('http', 'ws')}/v1/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: {
        headers: { authorization: `Bearer ${watcherToken}`, 'x-hasura-role': 'handlowiec' },
      },
    });
    const status = new Map<string, string>();
    const waiting = new Map<string, { want: string; resolve: () => void }>();
    let first: () => void;
    const ready = new Promise<void>((resolve) => (first = resolve));
    const unsubscribe = ws.subscribe<{ delivery_notices: { id: string; status: string }[] }>(
      {
        query: WATCH,
        variables: {
          warehouseId: warehouse,
          from: new Date(`${DAY}T00:00:00+01:00`).toISOString(),
          to: new Date(`${DAY}T23:59:59+01:00`).toISOString(),
        },
      },
      {
        next: ({ data, errors }) => {
          if (errors) throw new Error(JSON.stringify(errors));
          for (const row of data!.delivery_notices) {
            status.set(row.id, row.status);
            const wait = waiting.get(row.id);
            if (wait && wait.want === row.status) {
              waiting.delete(row.id);
              wait.resolve();
            }
          }
          first();
        },
        error: (error) => {
          throw error instanceof Error ? error : new Error(JSON.stringify(error));
        },
        complete: () => undefined,
      },
    );
    await ready;
    if (status.size !== CHANGES)
      throw new Error(`the subscription shows ${status.size} of ${CHANGES} notices`);

    const latencies: number[] = [];
    for (const [i, id] of ids.entries()) {
      // Half confirmed on their ramp, half rejected with a reason: both magazynier decisions.
      const set =
        i % 2 === 0
          ? { status: 'confirmed' }
          : { status: 'rejected', rejection_reason: 'Pomiar: brak miejsca' };
      const seen = new Promise<void>((resolve) => waiting.set(id, { want: set.status, resolve }));
      // Changes arrive at random moments of the live query's round, as people's do.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
      const t0 = performance.now();
      const response = await fetch(`${base}/v1/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${changerToken}`,
          'x-hasura-role': 'magazynier',
        },
        body: JSON.stringify({ query: CHANGE, variables: { id, set } }),
      });
      const body = (await response.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      await seen;
      latencies.push(performance.now() - t0);
      process.stdout.write(`\r${i + 1} / ${CHANGES}`);
    }
    unsubscribe();
    await ws.dispose();
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    process.stdout.write(
      `\nstatus change → other client's subscription (embedded backend, ${CHANGES} changes)\n` +
        `  p50 ${p50.toFixed(0)} ms   p99 ${p99.toFixed(0)} ms   max ${latencies.at(-1)!.toFixed(0)} ms   ` +
        `goal p99 ≤ 1000 ms: ${p99 <= 1000 ? 'met' : 'NOT met'}\n`,
    );
  } finally {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
