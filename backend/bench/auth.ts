// `npm run bench:auth`: sign-in and refresh throughput of /v1/auth on PGlite and, when reachable, on
// PostgreSQL, and how much of a sign-in is the password hash. Requests go through Fastify's `inject`
// (the whole server, no sockets), so the figures are the server's own cost. On PostgreSQL the refresh is measured
// twice: with the default secret (HS256, what the embedded mode generates) and with a configured RS256 key pair, so
// that the cost of the signature algorithm shows in one run (BENCH_AUTH_RS256=false skips the second).
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { generateJwtSecretJson, generateRsaJwtSecretJson } from '../src/auth/jwt-secret';
import { hashPassword, verifyPassword } from '../src/auth/passwords';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/pglite';
import { buildServer } from '../src/server';
import { percentile } from './support';

const PASSWORD = 'bench-password-123';
const EMAIL = 'handlowiec@demo.rampa.pl';
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 100);
const REFRESHES = Number(process.env.BENCH_REFRESHES ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
// Which databases to measure (`pglite,postgres`), and the prefix of the throwaway PostgreSQL database's name.
const TARGETS = (process.env.BENCH_AUTH_TARGETS ?? 'pglite,postgres')
  .split(',')
  .map((target) => target.trim());
const DATABASE_PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'rampa_bench';
const COMPARE_RS256 = process.env.BENCH_AUTH_RS256 !== 'false';
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

interface Figures {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Runs `total` calls of `one`, `concurrency` at a time; `one` gets its worker's index. */
async function measure(
  total: number,
  concurrency: number,
  one: (worker: number) => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        await one(worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    seconds,
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `${DATABASE_PREFIX}_${randomBytes(6).toString('hex')}`;
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(
      `PostgreSQL at ${new URL(POSTGRES_URL).host} is not reachable (${(error as Error).message}); skipped.`,
    );
    return undefined;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The server under test: this checkout's, or another's (BENCH_BASELINE_SRC) to compare with in the same run. */
interface Variant {
  label: string;
  loadConfig: typeof loadConfig;
  buildServer: typeof buildServer;
}

/** The JWT secret of a run: the default one (HS256, generated), or a configured RS256 key pair. */
type SecretKind = 'default' | 'RS256';

async function startBackend(kind: 'pglite' | 'postgres', variant: Variant, secret: SecretKind) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-bench-'));
  const database = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  if (kind === 'postgres' && !database) {
    await rm(dataDir, { recursive: true, force: true });
    return undefined;
  }
  if (kind === 'pglite') {
    // One initdb, as in the tests: open and close an empty database first.
    const template = join(dataDir, 'template');
    await (await openPglite(template)).close();
    await cp(template, join(dataDir, 'pglite'), { recursive: true });
  }
  const config = variant.loadConfig({
    RAMPA_DATA_DIR: dataDir,
    RAMPA_APP_DIST: join(dataDir, 'no-app'),
    RAMPA_DEMO_SEED: 'true',
    RAMPA_DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_ENABLE: 'false',
    ...(secret === 'RS256' && { HASURA_GRAPHQL_JWT_SECRET: generateRsaJwtSecretJson() }),
    ...(database && {
      DATABASE_URL: database.url,
      HASURA_GRAPHQL_ADMIN_SECRET: 'bench-admin-secret',
      HASURA_GRAPHQL_JWT_SECRET: secret === 'RS256' ? generateRsaJwtSecretJson() : generateJwtSecretJson(),
      STORAGE_SIGNING_SECRET: 'bench-storage-signing-secret-0123456789',
    }),
  });
  const app = await variant.buildServer(config);
  return {
    app,
    databaseName: database && new URL(database.url).pathname.slice(1),
    async stop() {
      await app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/signin/email-password',
    payload: { email: EMAIL, password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { session: { refreshToken: string } }).session.refreshToken;
}

/**
 * BENCH_CPU_PROFILE=<folder>: a V8 CPU profile of the refresh phase alone (open it in Chrome's DevTools, or sum
 * its self times), written as <folder>/refresh-<database>.cpuprofile. Sampled every 100 µs.
 */
async function startProfile() {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return undefined;
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  return {
    async stop(name: string) {
      const { profile } = (await post('Profiler.stop')) as { profile: object };
      session.disconnect();
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${name}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      console.log(`  (CPU profile of the refreshes: ${file})`);
    },
  };
}

/** CPU time (ms) of the PostgreSQL backends serving `database` now, by process. */
async function postgresCpu(database: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ 100
      } catch {
        // not on this machine, or gone
      }
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/**
 * Sign-ins (one at a time, then concurrent) and refreshes on a fresh server. `refreshOnly` skips the sign-in figures
 * (the RS256 comparison: a sign-in is mostly its password hash, whatever the signature).
 */
async function benchDatabase(
  kind: 'pglite' | 'postgres',
  variant: Variant,
  secret: SecretKind = 'default',
  refreshOnly = false,
) {
  const backend = await startBackend(kind, variant, secret);
  if (!backend) return undefined;
  try {
    const { app } = backend;
    await signIn(app); // warm-up
    const alone = refreshOnly ? undefined : await measure(20, 1, async () => void (await signIn(app)));
    const signIns = refreshOnly
      ? undefined
      : await measure(SIGN_INS, CONCURRENCY, async () => void (await signIn(app)));
    const tokens = await Promise.all(Array.from({ length: CONCURRENCY }, () => signIn(app)));
    const profiling = await startProfile();
    const postgresBefore = backend.databaseName ? await postgresCpu(backend.databaseName) : undefined;
    const cpuBefore = process.cpuUsage();
    const refreshes = await measure(REFRESHES, CONCURRENCY, async (worker) => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/auth/token',
        payload: { refreshToken: tokens[worker] },
      });
      if (response.statusCode !== 200)
        throw new Error(`refresh failed: ${response.statusCode} ${response.body}`);
      tokens[worker] = (response.json() as { refreshToken: string }).refreshToken;
    });
    const nodeCpu = process.cpuUsage(cpuBefore);
    const postgresAfter = backend.databaseName ? await postgresCpu(backend.databaseName) : undefined;
    await profiling?.stop(
      `refresh-${kind}${variant.label ? `-${variant.label}` : ''}${secret === 'default' ? '' : `-${secret}`}`,
    );
    // CPU per refresh: this process (the server and inject, all threads) and PostgreSQL's backends (the pool's
    // connections live through the phase; a process is counted when it is there at both ends).
    let postgresMs = 0;
    for (const [pid, ms] of postgresAfter ?? []) postgresMs += ms - (postgresBefore?.get(pid) ?? ms);
    const cpu = {
      node: (nodeCpu.user + nodeCpu.system) / 1000 / REFRESHES,
      postgres: postgresAfter ? postgresMs / REFRESHES : Number.NaN,
    };
    return { alone, signIns, refreshes, cpu };
  } finally {
    await backend.stop();
  }
}

async function benchHashes() {
  const argon2Hash = await hashPassword(PASSWORD);
  const bcryptHash = await bcrypt.hash(PASSWORD, 10);
  const sequential = async (total: number, one: () => Promise<unknown>) => {
    const latencies: number[] = [];
    for (let i = 0; i < total; i++) {
      const t0 = performance.now();
      await one();
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    return percentile(latencies, 50);
  };
  return {
    argon2id: await sequential(30, () => verifyPassword(PASSWORD, argon2Hash)),
    bcrypt: await sequential(10, () => verifyPassword(PASSWORD, bcryptHash)),
    argon2Concurrent: await measure(
      60,
      CONCURRENCY,
      async () => void (await verifyPassword(PASSWORD, argon2Hash)),
    ),
  };
}

const fmt = (value: number, digits = 1) => value.toFixed(digits).padStart(8);
const row = (label: string, figures: Figures) =>
  `  ${label.padEnd(26)} ${fmt(figures.perSecond)} req/s   p50 ${fmt(figures.p50)} ms   p99 ${fmt(figures.p99)} ms   (${figures.requests} requests)`;

console.log(
  `Rampa auth bench: Node ${process.version}, ${availableParallelism()} CPUs, concurrency ${CONCURRENCY}, ` +
    `UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
);
const hashes = await benchHashes();
console.log('\nPassword hash check alone (one at a time, p50):');
console.log(`  argon2id (new hashes; 19 MiB, t=2)  ${fmt(hashes.argon2id)} ms`);
console.log(`  bcrypt cost 10 (Nhost's hashes)     ${fmt(hashes.bcrypt)} ms`);
console.log(row('argon2id, concurrent', hashes.argon2Concurrent));

// BENCH_BASELINE_SRC=<another checkout's backend/src> (whose imports resolve, e.g. a `git archive` of an older
// commit with node_modules linked in): its server is measured too, alternating with this one BENCH_ROUNDS times.
const variants: Variant[] = [{ label: '', loadConfig, buildServer }];
if (process.env.BENCH_BASELINE_SRC) {
  const dir = process.env.BENCH_BASELINE_SRC;
  const config = (await import(join(dir, 'config.ts'))) as { loadConfig: typeof loadConfig };
  const server = (await import(join(dir, 'server.ts'))) as { buildServer: typeof buildServer };
  variants.unshift({ label: 'baseline', loadConfig: config.loadConfig, buildServer: server.buildServer });
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

const cpuLine = (cpu: { node: number; postgres: number }) =>
  `  CPU per refresh: this process ${cpu.node.toFixed(3)} ms (server and inject, all threads)` +
  (Number.isNaN(cpu.postgres) ? '' : `, PostgreSQL ${cpu.postgres.toFixed(3)} ms`) +
  `; load average ${loadavg()[0]!.toFixed(1)}`;

for (let round = 0; round < ROUNDS; round++) {
  for (const kind of ['pglite', 'postgres'] as const) {
    if (!TARGETS.includes(kind)) continue;
    for (const variant of variants) {
      const result = await benchDatabase(kind, variant);
      if (!result) continue;
      const name = kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
      const suffix = `${variant.label ? ` (${variant.label})` : ''}${ROUNDS > 1 ? `, round ${round + 1}` : ''}`;
      // backend/bench/all.ts reads the first refresh line after "PostgreSQL:": the default secret's.
      console.log(`\n${name}${suffix}:`);
      console.log(row('sign-in, one at a time', result.alone!));
      console.log(row('POST /signin/email-password', result.signIns!));
      console.log(row('POST /token (refresh)', result.refreshes));
      console.log(cpuLine(result.cpu));
      const share = Math.min(100, (hashes.argon2id / result.alone!.p50) * 100);
      const capacity = hashes.argon2Concurrent.perSecond;
      console.log(
        `  password hash: ${hashes.argon2id.toFixed(1)} ms of a ${result.alone!.p50.toFixed(1)} ms sign-in (p50, one at a time) ` +
          `(~${share.toFixed(0)} %); hashing alone caps sign-in at ~${capacity.toFixed(0)}/s, ` +
          `sign-in reached ${result.signIns!.perSecond.toFixed(0)}/s (${Math.min(100, (result.signIns!.perSecond / capacity) * 100).toFixed(0)} % of that cap).`,
      );
      if (kind !== 'postgres' || !COMPARE_RS256) continue;
      const rs = await benchDatabase(kind, variant, 'RS256', true);
      if (!rs) continue;
      console.log(`\n${name} with a configured RS256 secret${suffix} (refresh only):`);
      console.log(row('POST /token (refresh) RS256', rs.refreshes));
      console.log(cpuLine(rs.cpu));
      console.log(
        `  HS256 (default) vs RS256: ${result.refreshes.perSecond.toFixed(0)} vs ${rs.refreshes.perSecond.toFixed(0)} refreshes/s ` +
          `(×${(result.refreshes.perSecond / rs.refreshes.perSecond).toFixed(2)}), ` +
          `${(rs.cpu.node - result.cpu.node).toFixed(3)} ms more CPU per refresh in this process with RS256.`,
      );
    }
  }
}
