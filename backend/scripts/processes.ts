// Child processes of the scripts that run the backend as `npm start` does (test:cluster, test:durability): a free
// port, a process started with its output kept for the failure message, waiting for it to answer, its exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  name: string;
  child: ChildProcess;
  /** stdout and stderr, in the order they came. */
  output: string[];
  port: number;
}

/** Starts `command` in the repository root with `env` added to this process's; no stdin. */
export function run(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  port = 0,
): Running {
  const output: string[] = [];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, child, output, port };
}

/** Resolves once the process has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` every 100 ms until it answers 2xx: the milliseconds that took. Throws with the process's output
 * when it exits first or `timeoutMs` passes.
 */
export async function waitFor(
  what: string,
  running: Running,
  url: string,
  timeoutMs = 120_000,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (running.child.exitCode !== null) throw new Error(`${what} exited:\n${running.output.join('')}`);
    try {
      if ((await fetch(url)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer ${url}:\n${running.output.join('')}`);
}
