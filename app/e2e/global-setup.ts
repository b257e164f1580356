import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { ProductStatus } from './ready';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const appRoot = fileURLToPath(new URL('../', import.meta.url));
const DEMO_PASSWORD = 'rampa-e2e-haslo';
// The dev inbox answers only with its token (the backend generates one when none is given).
const DEV_INBOX_TOKEN = randomBytes(24).toString('base64url');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
    devInboxToken: string;
    /** The file the preparation writes its outcome to (ready.ts waits for it). */
    productStatus: string;
  }
}

/**
 * Starts the product the way `npm start` does: build the app, then one backend process serving the API and
 * app/dist on a port of its own, with a fresh data folder and a known demo password. Stops it after the run.
 *
 * The preparation (about a minute: two builds and the backend's first start with its seed) is started here and
 * not awaited: Vitest runs the projects' global setups one after another, and the end-to-end files run last, so
 * every other project would wait for it. Each end-to-end file waits for it instead (ready.ts, a setup file).
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-e2e-'));
  const status = join(dataDir, 'product-status.json');
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const output: string[] = [];
  let child: ChildProcess | undefined;
  let stopping = false;

  const prepare = async () => {
    await run(
      process.execPath,
      [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      appRoot,
      (started) => (child = started),
    );
    await run(process.execPath, [join(repoRoot, 'backend/scripts/build.mjs')], repoRoot, (started) => {
      child = started;
    });
    if (stopping) throw new Error('The run ended before the product started.');
    // The compiled backend, as `npm start` runs it (no TypeScript loader).
    const backend = spawn(process.execPath, ['backend/dist/main.js'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        RAMPA_DATA_DIR: join(dataDir, 'data'),
        RAMPA_DEMO_PASSWORD: DEMO_PASSWORD,
        RAMPA_DEV_INBOX_TOKEN: DEV_INBOX_TOKEN,
        // Every e2e sign-in comes from 127.0.0.1; the limits themselves are tested in the backend.
        AUTH_RATE_LIMIT_ENABLE: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = backend;
    backend.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    backend.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await waitForHealthy(`${baseUrl}/v1/auth/healthz`, backend, 120_000);
  };

  const prepared = prepare().then(
    () => writeFileSync(status, JSON.stringify({ code: 0, output: '' } satisfies ProductStatus)),
    (error: unknown) => {
      const message = `${(error as Error).message}\n--- backend output ---\n${output.join('').slice(-4000)}`;
      writeFileSync(status, JSON.stringify({ code: 1, output: message } satisfies ProductStatus));
    },
  );

  project.provide('baseUrl', baseUrl);
  project.provide('demoPassword', DEMO_PASSWORD);
  project.provide('devInboxToken', DEV_INBOX_TOKEN);
  project.provide('productStatus', status);
  return async () => {
    stopping = true;
    if (child) await stop(child);
    await prepared;
    if (child) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  };
}

function run(
  command: string,
  args: string[],
  cwd: string,
  started: (child: ChildProcess) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // The build users get: Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const child = spawn(command, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    started(child);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * A free port below the ephemeral range (32768 and up on Linux): the backend binds it a minute after this check,
 * while the other projects' test servers take ephemeral ports, which could otherwise take this one first.
 */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('No free port between 20000 and 32000.');
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function waitForHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The backend did not become healthy at ${url} within ${timeoutMs / 1000} s.`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
