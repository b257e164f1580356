import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

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
  }
}

/**
 * Starts the product the way `npm start` does: build the app, then one backend process serving the API and
 * app/dist on a free port, with a fresh data folder and a known demo password. Stops it after the run.
 */
export default async function setup(project: TestProject) {
  await run(
    process.execPath,
    [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    appRoot,
  );
  await run(process.execPath, [join(repoRoot, 'backend/scripts/build.mjs')], repoRoot);

  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const output: string[] = [];
  // The compiled backend, as `npm start` runs it (no TypeScript loader).
  const backend = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      RAMPA_DATA_DIR: dataDir,
      RAMPA_DEMO_PASSWORD: DEMO_PASSWORD,
      RAMPA_DEV_INBOX_TOKEN: DEV_INBOX_TOKEN,
      // Every e2e sign-in comes from 127.0.0.1; the limits themselves are tested in the backend.
      AUTH_RATE_LIMIT_ENABLE: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  backend.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  backend.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const teardown = async () => {
    await stop(backend);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealthy(`${baseUrl}/v1/auth/healthz`, backend, 120_000);
  } catch (error) {
    await teardown();
    throw new Error(`${(error as Error).message}\n--- backend output ---\n${output.join('')}`, {
      cause: error,
    });
  }

  project.provide('baseUrl', baseUrl);
  project.provide('demoPassword', DEMO_PASSWORD);
  project.provide('devInboxToken', DEV_INBOX_TOKEN);
  return teardown;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The build users get: Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const child = spawn(command, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
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
