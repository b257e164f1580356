// `npm run test:cluster`: several backend processes on one PostgreSQL database, Redis and S3, behind nginx.
// Builds the backend once (as `npm run build` does), creates a fresh database on TEST_DATABASE_URL, starts three
// `node dist/main.js` processes together on it (REDIS_URL = TEST_REDIS_URL, a shared S3 endpoint: the backend's
// own fake S3, served from this script's process), and nginx from the Debian package as a round-robin load
// balancer with WebSocket upgrade (its config generated into a temporary folder, nginx run as this script's own
// child, not the system service; docs/deploy.md shows the same config). Then, with consecutive requests landing
// on different processes (each answer names its process in x-rampa-instance):
//   migrations applied once by three processes starting together; sign-up, the verification mail read through
//   another process, sign-in, refresh token rotation; the auth rate limit shared through Redis; upload on one
//   process, download and a presigned URL on others; GraphQL reads and writes; a subscription on one process
//   seeing mutations made through another (the latency is printed); a due cron event run once across processes;
//   and SIGTERM to one process under load: every request is answered (failures are counted and printed).
// Skips (exit 0) when TEST_DATABASE_URL or TEST_REDIS_URL is unset, as `.ci/run` sets them when the servers answer.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { generateJwtSecretJson } from '../src/auth/jwt-secret';
import { FAKE_S3_CREDENTIALS, FAKE_S3_REGION, startFakeS3 } from '../src/storage/drivers/fake-s3';
import { findNginx, nginxConfig, selfSignedCertificate } from './nginx';
import { exited, freePort, repoRoot, run, sleep, waitFor, type Running } from './processes';

const INSTANCES = ['a', 'b', 'c'] as const;
const ADMIN_SECRET = randomBytes(24).toString('base64url');
const DEV_INBOX_TOKEN = randomBytes(24).toString('base64url');
const BUCKET = 'rampa-cluster';
const BRUTE_FORCE_BURST = 5;
const LOAD_MS = Number(process.env.CLUSTER_LOAD_MS ?? 4000);
const LOAD_WORKERS = 6;

const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

// ---------------------------------------------------------------------------------------------------------------
// Processes

// ---------------------------------------------------------------------------------------------------------------
// HTTP through the load balancer

/** The status of one GET over HTTP/2 (TLS, the throwaway certificate trusted for this request only). */
function http2Status(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const session = http2Connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    stream.on('response', (headers) => {
      resolve(Number(headers[':status']));
      session.close();
    });
    stream.on('error', reject);
    stream.end();
  });
}

let base = '';
/** A fresh loopback address per run: the rate limits count per client address in a Redis other runs share. */
const randomLoopback = () =>
  `127.${1 + (randomBytes(1)[0]! % 250)}.${randomBytes(1)[0]!}.${1 + (randomBytes(1)[0]! % 250)}`;
const MAIN_ADDRESS = randomLoopback();

interface Answer<T = unknown> {
  status: number;
  instance: string;
  body: T;
  bytes: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP request (a new connection, from `from`), answered in full. */
async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  {
    json,
    headers = {},
    body,
    from = MAIN_ADDRESS,
  }: { json?: unknown; headers?: Record<string, string>; body?: FormData; from?: string } = {},
): Promise<Answer<T>> {
  let payload: Buffer | undefined;
  const sent: Record<string, string> = { ...headers };
  if (json !== undefined) {
    payload = Buffer.from(JSON.stringify(json));
    sent['content-type'] = 'application/json';
  } else if (body !== undefined) {
    const encoded = new Response(body);
    sent['content-type'] = encoded.headers.get('content-type')!;
    payload = Buffer.from(await encoded.arrayBuffer());
  }
  if (payload) sent['content-length'] = String(payload.length);
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method, headers: { ...sent, connection: 'close' }, localAddress: from, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          let parsed: unknown = bytes.toString();
          try {
            parsed = JSON.parse(bytes.toString());
          } catch {
            // not JSON
          }
          resolve({
            status: response.statusCode ?? 0,
            instance: String(response.headers['x-rampa-instance'] ?? '?'),
            body: parsed as T,
            bytes,
            headers: response.headers,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const admin = { 'x-hasura-admin-secret': ADMIN_SECRET };

/** Repeats a read until another process than `not` answers it (round robin: usually the first time). */
async function elsewhere<T>(not: string | string[], read: () => Promise<Answer<T>>): Promise<Answer<T>> {
  const avoid = new Set([not].flat());
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await read();
    if (!avoid.has(answer.instance)) return answer;
  }
  throw new Error(`every answer came from ${[...avoid].join(', ')}`);
}

async function graphql<T>(query: string, variables: object = {}, headers: Record<string, string> = admin) {
  const answer = await call<{ data?: T; errors?: unknown }>('POST', '/v1/graphql', {
    json: { query, variables },
    headers,
  });
  if (answer.status !== 200 || !answer.body.data) {
    throw new Error(`GraphQL ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return { data: answer.body.data, instance: answer.instance };
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const results: string[] = [];
const report = (line: string) => {
  results.push(line);
  console.log(`cluster: ${line}`);
};

// ---------------------------------------------------------------------------------------------------------------
// Flows

async function migrationsOnce(db: pg.Client) {
  const backendFiles = (await readdir(join(repoRoot, 'backend/src/db/migrations'))).filter((f) =>
    f.endsWith('.sql'),
  );
  const projectDirs = (await readdir(join(repoRoot, 'nhost/migrations/default'))).filter((d) =>
    /^\d+_/.test(d),
  );
  const backend = await db.query<{ count: string; distinct: string }>(
    'SELECT count(*) AS count, count(DISTINCT name) AS distinct FROM rampa_backend.migrations',
  );
  const project = await db.query<{ count: string; dirty: string }>(
    'SELECT count(*) AS count, count(*) FILTER (WHERE dirty) AS dirty FROM hdb_catalog.schema_migrations',
  );
  check(
    Number(backend.rows[0]!.count) === backendFiles.length &&
      backend.rows[0]!.distinct === backend.rows[0]!.count,
    `backend migrations recorded ${backend.rows[0]!.count} times for ${backendFiles.length} files`,
  );
  check(
    Number(project.rows[0]!.count) === projectDirs.length && project.rows[0]!.dirty === '0',
    `project migrations: ${project.rows[0]!.count} recorded (${project.rows[0]!.dirty} dirty) for ${projectDirs.length}`,
  );
  report(
    `migrations: three processes started together, ${backendFiles.length} backend + ${projectDirs.length} project migrations each recorded once`,
  );
}

async function authFlow(): Promise<{ accessToken: string; email: string }> {
  const email = `cluster-${randomUUID().slice(0, 8)}@firma.test`;
  const password = `haslo-${randomBytes(6).toString('hex')}`;
  const signup = await call('POST', '/v1/auth/signup/email-password', { json: { email, password } });
  check(signup.status === 200, `sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  // The verification mail, sent by the process that signed up, is read through another one.
  const inbox = await elsewhere(signup.instance, () =>
    call<{ messages: { link?: string }[] }>('GET', `/v1/dev/inbox/messages?to=${encodeURIComponent(email)}`, {
      headers: { 'x-dev-inbox-token': DEV_INBOX_TOKEN },
    }),
  );
  const link = inbox.body.messages[0]?.link;
  check(
    link,
    `the verification mail sent through ${signup.instance} is not in the inbox of ${inbox.instance}`,
  );
  const verified = await elsewhere(inbox.instance, () => call('GET', link));
  check(verified.status === 302, `verification answered ${verified.status}`);
  const signin = await elsewhere(verified.instance, () =>
    call<{ session: { accessToken: string; refreshToken: string } }>(
      'POST',
      '/v1/auth/signin/email-password',
      {
        json: { email, password },
      },
    ),
  );
  check(signin.status === 200 && signin.body.session, `sign-in answered ${signin.status}`);
  // Refresh token rotation across processes: each refresh lands elsewhere and rotates the token.
  let refreshToken = signin.body.session.refreshToken;
  let previous = signin.instance;
  const path = [signup.instance, inbox.instance, verified.instance, signin.instance];
  for (let round = 0; round < 3; round++) {
    const refreshed = await call<{ refreshToken: string; accessToken: string }>('POST', '/v1/auth/token', {
      json: { refreshToken },
    });
    check(refreshed.status === 200, `refresh on ${refreshed.instance} answered ${refreshed.status}`);
    check(refreshed.body.refreshToken !== refreshToken, 'the refresh token was not rotated');
    check(refreshed.instance !== previous, `two refreshes in a row on ${previous}`);
    refreshToken = refreshed.body.refreshToken;
    previous = refreshed.instance;
    path.push(refreshed.instance);
  }
  const me = await call<{ email: string; accessToken: string }>('POST', '/v1/auth/token', {
    json: { refreshToken },
  });
  check(me.status === 200, `the last refresh answered ${me.status}`);
  path.push(me.instance);
  report(`auth: sign-up, inbox, verify, sign-in, 4 refreshes on ${path.join(' → ')}`);
  return { accessToken: me.body.accessToken, email };
}

async function rateLimitShared() {
  // Its own loopback address: the limit counts per client address (nginx forwards it, AUTH_TRUST_PROXY=1).
  const from = randomLoopback();
  const statuses: string[] = [];
  let limitedAt = -1;
  for (let attempt = 0; attempt < BRUTE_FORCE_BURST + 2; attempt++) {
    const answer = await call('POST', '/v1/auth/signin/email-password', {
      json: { email: `nikt-${attempt}@firma.test`, password: 'zle-haslo-123' },
      from,
    });
    statuses.push(`${answer.status}@${answer.instance}`);
    if (answer.status === 429 && limitedAt < 0) limitedAt = attempt;
  }
  const before = new Set(statuses.slice(0, BRUTE_FORCE_BURST).map((entry) => entry.split('@')[1]));
  check(
    limitedAt === BRUTE_FORCE_BURST,
    `the brute-force limit (${BRUTE_FORCE_BURST}) is not shared: ${statuses.join(', ')}`,
  );
  check(before.size > 1, `every attempt landed on one process: ${statuses.join(', ')}`);
  report(
    `rate limit: ${BRUTE_FORCE_BURST} failed sign-ins over ${[...before].join(', ')}, then 429 (${statuses.join(' ')})`,
  );
}

async function storageFlow() {
  const content = randomBytes(64 * 1024);
  const form = new FormData();
  form.append('bucket-id', 'default');
  form.append('file[]', new Blob([content], { type: 'application/octet-stream' }), 'cluster.bin');
  const upload = await call<{ processedFiles: { id: string }[] }>('POST', '/v1/storage/files', {
    body: form,
    headers: admin,
  });
  check(upload.status === 201, `upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
  const id = upload.body.processedFiles[0]!.id;
  const download = await elsewhere(upload.instance, () =>
    call('GET', `/v1/storage/files/${id}`, { headers: admin }),
  );
  check(
    download.status === 200 && download.bytes.equals(content),
    `download on ${download.instance} differs`,
  );
  const presigned = await elsewhere(download.instance, () =>
    call<{ url: string }>('GET', `/v1/storage/files/${id}/presignedurl`, { headers: admin }),
  );
  check(presigned.status === 200, `presign answered ${presigned.status}`);
  const served = await elsewhere(presigned.instance, () => call('GET', presigned.body.url));
  check(
    served.status === 200 && served.bytes.equals(content),
    `the presigned URL answered ${served.status} on ${served.instance}`,
  );
  report(
    `storage: upload on ${upload.instance}, download on ${download.instance}, URL signed by ${presigned.instance} served by ${served.instance}`,
  );
}

async function graphqlFlow(accessToken: string) {
  const name = `cluster-${randomUUID()}`;
  const write = await graphql<{ insert_organizations_one: { id: string } }>(
    'mutation($name: String!) { insert_organizations_one(object: { name: $name }) { id } }',
    { name },
  );
  const read = await elsewhere(write.instance, async () => {
    const answer = await call<{ data: { organizations: { name: string }[] } }>('POST', '/v1/graphql', {
      json: {
        query: 'query($id: uuid!) { organizations(where: { id: { _eq: $id } }) { name } }',
        variables: { id: write.data.insert_organizations_one.id },
      },
      headers: admin,
    });
    return answer;
  });
  check(
    read.body.data.organizations[0]?.name === name,
    `the row written on ${write.instance} is not read on ${read.instance}`,
  );
  // A signed-in user's read, with their session, on any process.
  const user = await call<{ data?: unknown; errors?: unknown }>('POST', '/v1/graphql', {
    json: { query: '{ __typename }' },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  check(user.status === 200 && user.body.data, `the user's query answered ${JSON.stringify(user.body)}`);
  report(`graphql: write on ${write.instance}, read on ${read.instance}, user session on ${user.instance}`);
}

async function subscriptionFlow() {
  const prefix = `live-${randomUUID().slice(0, 8)}-`;
  const socket = new WebSocket(`${base.replace('http', 'ws')}/v1/graphql`, 'graphql-transport-ws', {
    localAddress: MAIN_ADDRESS,
  });
  let instance = '?';
  socket.once('upgrade', (response) => (instance = String(response.headers['x-rampa-instance'] ?? '?')));
  const seen = new Map<string, number>();
  let onChange = () => {};
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as {
      type: string;
      payload?: { data?: { organizations: { name: string }[] } };
    };
    if (message.type !== 'next') return;
    for (const row of message.payload?.data?.organizations ?? []) {
      if (!seen.has(row.name)) seen.set(row.name, performance.now());
    }
    onChange();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  check(instance !== '?', 'the WebSocket upgrade does not name its process');
  socket.send(JSON.stringify({ type: 'connection_init', payload: { headers: admin } }));
  await new Promise<void>((resolve) => {
    const ack = (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') {
        socket.off('message', ack);
        resolve();
      }
    };
    socket.on('message', ack);
  });
  socket.send(
    JSON.stringify({
      id: '1',
      type: 'subscribe',
      payload: {
        query: `subscription { organizations(where: { name: { _like: "${prefix}%" } }, order_by: { name: asc }) { name } }`,
      },
    }),
  );
  await sleep(1500);
  const latencies: number[] = [];
  const writers = new Set<string>();
  for (let n = 0; n < 10; n++) {
    const name = `${prefix}${String(n).padStart(2, '0')}`;
    const written = await elsewhere(instance, async () => {
      const answer = await call<{ data?: unknown }>('POST', '/v1/graphql', {
        json: {
          query: 'mutation($name: String!) { insert_organizations_one(object: { name: $name }) { id } }',
          variables: { name },
        },
        headers: admin,
      });
      check(answer.status === 200 && answer.body.data, `insert answered ${JSON.stringify(answer.body)}`);
      return answer;
    });
    const at = performance.now();
    writers.add(written.instance);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`${name} (written on ${written.instance}) never reached the subscriber on ${instance}`),
          ),
        15_000,
      );
      const done = () => {
        if (seen.has(name)) {
          clearTimeout(timer);
          onChange = () => {};
          resolve();
        }
      };
      onChange = done;
      done();
    });
    latencies.push(seen.get(name)! - at);
    await sleep(100 + Math.random() * 400);
  }
  socket.close();
  latencies.sort((x, y) => x - y);
  const p50 = latencies[Math.floor(latencies.length / 2)]!;
  const max = latencies[latencies.length - 1]!;
  report(
    `subscription on ${instance}, 10 mutations on ${[...writers].join(', ')}: latency p50 ${p50.toFixed(0)} ms, max (p99 of 10) ${max.toFixed(0)} ms (goal ≤ 1000 ms)`,
  );
}

async function cronOnce(db: pg.Client) {
  // A due event of the project's cron trigger: whichever process's scheduler comes first runs it, once.
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO hdb_catalog.hdb_cron_events (trigger_name, scheduled_time)
     VALUES ('mark-no-shows', now() - interval '1 second') RETURNING id`,
  );
  const id = rows[0]!.id;
  const deadline = Date.now() + 40_000;
  let status = '';
  while (Date.now() < deadline) {
    status = (
      await db.query<{ status: string }>('SELECT status FROM hdb_catalog.hdb_cron_events WHERE id = $1', [id])
    ).rows[0]!.status;
    if (status === 'delivered' || status === 'dead' || status === 'error') break;
    await sleep(250);
  }
  await sleep(11_000); // a full round of every scheduler: none may run it again
  const invocations = await db.query<{ status: number }>(
    'SELECT status FROM hdb_catalog.hdb_cron_event_invocation_logs WHERE event_id = $1',
    [id],
  );
  check(status === 'delivered', `the cron event ended ${status}`);
  check(invocations.rows.length === 1, `the cron event ran ${invocations.rows.length} times`);
  report(
    `cron: a due mark-no-shows event delivered once (${invocations.rows.length} invocation, status ${invocations.rows[0]!.status})`,
  );
}

async function drainUnderLoad(backends: Running[]) {
  const victim = backends[1]!;
  let stop = false;
  let ok = 0;
  const failures: string[] = [];
  const served = new Map<string, number>();
  let inFlight = 0;
  const worker = async (index: number) => {
    for (let n = 0; !stop; n++) {
      const write = n % 2 === 0;
      inFlight++;
      try {
        const answer = await call<{ data?: unknown; errors?: unknown }>('POST', '/v1/graphql', {
          json: write
            ? {
                query:
                  'mutation($name: String!) { insert_organizations_one(object: { name: $name }) { id } }',
                variables: { name: `load-${index}-${n}` },
              }
            : { query: '{ organizations(limit: 5, order_by: { name: asc }) { id name } }' },
          headers: admin,
        });
        if (answer.status === 200 && answer.body.data) {
          ok++;
          served.set(answer.instance, (served.get(answer.instance) ?? 0) + 1);
        } else
          failures.push(
            `${write ? 'write' : 'read'} ${answer.status} on ${answer.instance}: ${JSON.stringify(answer.body).slice(0, 200)}`,
          );
      } catch (error) {
        failures.push(
          `${write ? 'write' : 'read'}: ${(error as Error).message} ${String((error as Error).cause ?? '')}`,
        );
      } finally {
        inFlight--;
      }
    }
  };
  const workers = Array.from({ length: LOAD_WORKERS }, (_, index) => worker(index));
  await sleep(LOAD_MS / 3);
  const before = new Map(served);
  const inFlightAtSignal = inFlight;
  const stopped = exited(victim.child);
  const signalAt = performance.now();
  victim.child.kill('SIGTERM');
  await stopped;
  const drainMs = performance.now() - signalAt;
  await sleep((LOAD_MS * 2) / 3);
  stop = true;
  await Promise.all(workers);
  const after = [...served].map(([name, count]) => `${name} ${count - (before.get(name) ?? 0)}`).join(', ');
  report(
    `SIGTERM to ${victim.name} under load (${LOAD_WORKERS} workers, ${inFlightAtSignal} requests in flight): ${ok} answered, ${failures.length} failed; ` +
      `${victim.name} exited ${victim.child.exitCode} after ${drainMs.toFixed(0)} ms; answers after the signal: ${after}`,
  );
  for (const failure of failures) console.log(`cluster:   failed: ${failure}`);
  check(
    victim.child.exitCode === 0,
    `${victim.name} exited with ${victim.child.exitCode}:\n${victim.output.join('')}`,
  );
  // What is lost at most: a request nginx had already handed to the stopping process's listening socket (in its
  // accept queue) when it closed; nginx retries it elsewhere unless it is a POST (proxy_next_upstream), and every
  // GraphQL request here is a POST, the reads as much as the writes. Nothing the process had accepted is lost, and
  // no answer comes from a process refusing work (no 503).
  const lost = failures.filter((failure) => !/^(read|write) 502 on \?:/.test(failure));
  check(
    lost.length === 0,
    `${lost.length} requests failed otherwise than in the accept queue while ${victim.name} drained`,
  );
  check(
    failures.length <= inFlightAtSignal,
    `${failures.length} requests failed while ${victim.name} drained, more than the ${inFlightAtSignal} in flight`,
  );
  const survivors = INSTANCES.filter((name) => name !== victim.name);
  for (const name of survivors) {
    check((served.get(name) ?? 0) > (before.get(name) ?? 0), `${name} served nothing after the signal`);
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  if (!databaseServer || !redisUrl) {
    console.log(
      'cluster: skipped (TEST_DATABASE_URL and TEST_REDIS_URL are needed; .ci/run sets them when the servers answer)',
    );
    return;
  }
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install -y nginx; .ci/run does)');

  const started = performance.now();
  const work = await mkdtemp(join(tmpdir(), 'rampa-cluster-'));
  const children: Running[] = [];
  const databaseName = `rampa_cluster_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: databaseServer });
  await server.connect();
  const s3 = await startFakeS3(BUCKET);
  let db: pg.Client | undefined;
  try {
    // `npm run build -w @rampa/backend`: backend/dist, where the compiled server also finds the compiled functions.
    const build = spawnSync(process.execPath, ['backend/scripts/build.mjs'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    check(build.status === 0, 'the backend build failed');
    await server.query(`CREATE DATABASE ${databaseName}`);
    const databaseUrl = new URL(databaseServer);
    databaseUrl.pathname = `/${databaseName}`;

    const ports = await Promise.all(INSTANCES.map(() => freePort()));
    const lbPort = await freePort();
    base = `http://127.0.0.1:${lbPort}`;
    // The settings every process shares (docs/deploy.md "Several processes").
    const shared: Record<string, string> = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
      HASURA_GRAPHQL_JWT_SECRET: generateJwtSecretJson(),
      STORAGE_SIGNING_SECRET: randomBytes(32).toString('base64url'),
      RAMPA_PUBLIC_URL: base,
      AUTH_TRUST_PROXY: '1',
      AUTH_DEV_INBOX: 'true',
      RAMPA_DEV_INBOX_TOKEN: DEV_INBOX_TOKEN,
      AUTH_RATE_LIMIT_BRUTE_FORCE_BURST: String(BRUTE_FORCE_BURST),
      AUTH_RATE_LIMIT_GLOBAL_BURST: '100000',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: FAKE_S3_REGION,
      S3_ACCESS_KEY: FAKE_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
      RAMPA_APP_DIST: join(work, 'no-app'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    // Started together on the empty database: the migrations lock makes them take turns.
    for (const [index, name] of INSTANCES.entries()) {
      children.push(
        run(
          name,
          process.execPath,
          ['backend/dist/main.js'],
          {
            ...shared,
            PORT: String(ports[index]),
            RAMPA_INSTANCE_NAME: name,
            RAMPA_DATA_DIR: join(work, `data-${name}`),
            // One process ensures the demo organization (the others need not race for it).
            RAMPA_DEMO_SEED: name === 'a' ? 'true' : 'false',
            RAMPA_DEMO_PASSWORD: 'cluster-demo-password',
          },
          ports[index],
        ),
      );
    }
    await Promise.all(
      children.map((child) =>
        waitFor(`backend ${child.name}`, child, `http://127.0.0.1:${child.port}/healthz`),
      ),
    );
    const startMs = performance.now() - started;

    const prefix = join(work, 'nginx');
    await mkdir(prefix, { recursive: true });
    await chmod(work, 0o755);
    await chmod(prefix, 0o777);
    const config = join(prefix, 'nginx.conf');
    // Its HTTPS server too (HTTP/2, a throwaway certificate), as docs/deploy.md shows the configuration.
    const tlsPort = await freePort();
    const tls = await selfSignedCertificate(prefix);
    await writeFile(config, nginxConfig(prefix, lbPort, ports, { listen: `127.0.0.1:${tlsPort}`, ...tls }));
    const nginx = run(
      'nginx',
      nginxBinary,
      ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', config],
      {},
    );
    children.push(nginx);
    await waitFor('nginx', nginx, `${base}/healthz`);
    report(`three backends and nginx up in ${(startMs / 1000).toFixed(1)} s (build included)`);
    const overHttp2 = await http2Status(`https://127.0.0.1:${tlsPort}`, '/healthz');
    check(overHttp2 === 200, `GET /healthz over HTTPS and HTTP/2 answered ${overHttp2}`);
    report('HTTPS with HTTP/2 answers through nginx');

    db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
    await migrationsOnce(db);
    const { accessToken } = await authFlow();
    await rateLimitShared();
    await storageFlow();
    await graphqlFlow(accessToken);
    await subscriptionFlow();
    await cronOnce(db);
    await drainUnderLoad(children.slice(0, 3));
    check(s3.objects.size > 0, 'nothing was stored in S3');
    console.log(`cluster: passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    for (const child of children) {
      const output = child.output.join('').trim();
      if (output) console.error(`--- ${child.name} ---\n${output.slice(-4000)}`);
    }
    throw error;
  } finally {
    await Promise.all(
      children.map(async (child) => {
        if (child.child.exitCode === null && child.child.signalCode === null) {
          const gone = exited(child.child);
          child.child.kill('SIGTERM');
          const timer = setTimeout(() => child.child.kill('SIGKILL'), 10_000);
          await gone;
          clearTimeout(timer);
        }
      }),
    );
    await db?.end();
    await server.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
    await server.end();
    await s3.close();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  setTimeout(() => {
    console.error('cluster: no result within 240 s');
    process.exit(1);
  }, 240_000).unref();
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`cluster: FAILED: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
