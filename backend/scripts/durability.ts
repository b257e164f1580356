// `npm run test:durability`: acknowledged writes survive kill -9. Starts the backend as `npm start` does
// (embedded PGlite in a fresh data folder), writes rows through /v1/graphql from several concurrent writers,
// kills the process with SIGKILL in the middle of the writes, starts it again on the same folder and checks
// that every write that was answered is there and that the database opens clean. Exits 1 on any loss.
// DURABILITY_WRITE_MS (default 4000) sets how long the writers run before the kill.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, freePort, run, sleep, waitFor, type Running } from './processes';

const WRITE_MS = Number(process.env.DURABILITY_WRITE_MS ?? 4000);
const WRITERS = 4;
const ADMIN_SECRET = randomBytes(24).toString('base64url');

function start(dataDir: string, port: number): Running {
  // Node itself runs the server (tsx as a loader, not a wrapper process), so SIGKILL hits the server.
  return run('the backend', process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], {
    HOST: '127.0.0.1',
    PORT: String(port),
    RAMPA_DATA_DIR: dataDir,
    RAMPA_DEMO_SEED: 'false',
    HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
    AUTH_RATE_LIMIT_ENABLE: 'false',
    LOG_LEVEL: 'warn',
  });
}

const waitHealthy = (url: string, running: Running) =>
  waitFor('the backend', running, `${url}/v1/auth/healthz`, 60_000);

async function graphql<T>(url: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`${url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const INSERT = `mutation($name: String!) { insert_organizations_one(object: {name: $name}) { id } }`;

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-durability-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let running: Running | undefined;
  try {
    running = start(dataDir, port);
    const firstStart = await waitHealthy(url, running);

    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (index: number) => {
      for (let n = 0; !stop; n++) {
        const name = `durability-${index}-${n}`;
        try {
          await graphql(url, INSERT, { name });
          acknowledged.push(name);
        } catch {
          return; // the server is gone: what was not answered is not promised
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
    await sleep(WRITE_MS);
    const killed = exited(running.child);
    running.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await killed;

    running = start(dataDir, port);
    const restart = await waitHealthy(url, running);
    const { organizations } = await graphql<{ organizations: { name: string }[] }>(
      url,
      `
        query {
          organizations(where: { name: { _like: "durability-%" } }) {
            name
          }
        }
      `,
    );
    const stored = new Set(organizations.map((row) => row.name));
    const lost = acknowledged.filter((name) => !stored.has(name));
    // The restarted database takes writes again.
    await graphql(url, INSERT, { name: 'durability-after-restart' });

    console.log(
      `durability: ${acknowledged.length} acknowledged writes in ${WRITE_MS} ms from ${WRITERS} writers, ` +
        `kill -9, restart in ${restart} ms (first start ${firstStart} ms): ${lost.length} lost, ` +
        `${stored.size - acknowledged.length + lost.length} unacknowledged but stored`,
    );
    if (acknowledged.length === 0) throw new Error('no write was acknowledged before the kill');
    if (lost.length > 0) throw new Error(`lost acknowledged writes: ${lost.slice(0, 10).join(', ')}`);
    const stopped = exited(running.child);
    running.child.kill('SIGTERM');
    await stopped;
    running = undefined;
  } finally {
    if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Whatever happens, the script ends: a hang is a failure too.
setTimeout(() => {
  console.error('durability: no result within 120 s');
  process.exit(1);
}, 120_000).unref();

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
