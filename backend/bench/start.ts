// `npm run bench:start`: how long the backend takes to answer /healthz and how much memory it holds, on its
// first start (empty data folder: migrations and the demo seed) and on the next start of the same folder.
// Runs the compiled server (`npm start`'s `node backend/dist/main.js`, built first) and, for
// comparison, the sources through tsx. Loopback only, PGlite, a fresh temporary folder. Prints the wall time to the
// first 200, the resident memory 1.5 s later and the CPU time used until the first 200 (all threads: steadier than
// the wall time when other work shares the machine).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 7711);

export interface StartFigures {
  label: string;
  /** From spawn to the first 200 of /v1/auth/healthz, ms. */
  firstStartMs: number;
  firstRssMb: number;
  nextStartMs: number;
  nextRssMb: number;
  /** CPU time (user + system, all threads) the process tree had used when /healthz answered, s. */
  firstCpuS: number;
  nextCpuS: number;
}

const children = (id: number): number[] => {
  try {
    const text = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
    return text ? text.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
};

/**
 * CPU time (user + system, every thread) used so far by a process and its descendants, in seconds: on a shared
 * machine a steadier figure than the wall time, which waits for whatever else runs.
 */
export function treeCpuS(pid: number): number {
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux).
  const cpu = (id: number): number => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return 0;
    }
  };
  const visit = (id: number): number => cpu(id) + children(id).reduce((sum, child) => sum + visit(child), 0);
  return visit(pid);
}

/** Resident memory of a process and its descendants (tsx runs the server in a child), in MB. */
export function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
      if (match) kb += Number(match[1]);
    } catch {
      return;
    }
    for (const child of children(id)) visit(child);
  };
  visit(pid);
  return kb / 1024;
}

async function waitHealthy(child: ChildProcess, port: number, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the backend exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/auth/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the backend did not become healthy');
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Throws when something listens on `port` already: its health check would answer for a backend that could not
 * bind, and the bench would measure (and load) another process, e.g. another bench's server on the shared machine.
 */
async function ensurePortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} is in use (set BENCH_PORT to another one)`
            : error.message,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Starts the backend (`command`) on `port` with `env`; resolves once healthy, with the time it took. */
export async function startBackend(
  command: string[],
  env: Record<string, string>,
  port: number,
): Promise<{ child: ChildProcess; ms: number; cpuS: number; output: string[] }> {
  await ensurePortFree(port);
  const output: string[] = [];
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      RAMPA_DEMO_PASSWORD: 'bench-password-123',
      AUTH_RATE_LIMIT_ENABLE: 'false',
      LOG_LEVEL: 'warn',
      // The machine is shared: a loaded CPU must not turn the first start's seed into a statement timeout.
      RAMPA_STATEMENT_TIMEOUT: process.env.RAMPA_STATEMENT_TIMEOUT ?? '120',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitHealthy(child, port);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}\n${output.join('')}`, { cause: error });
  }
  return { child, ms: performance.now() - started, cpuS: treeCpuS(child.pid!), output };
}

export const COMPILED = [process.execPath, 'backend/dist/main.js'];
export const TSX = [join(repoRoot, 'node_modules/.bin/tsx'), 'backend/src/main.ts'];

/** Builds backend/dist afresh (a stale build would measure old code); about two seconds. */
export async function ensureBackendBuilt(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['backend/scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited with ${code}`))));
  });
}

/** Settles a moment after healthy (the seed's last writes, the first GC) and reads the memory. */
async function settledRss(child: ChildProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return treeRssMb(child.pid!);
}

export async function measureStart(label: string, command: string[]): Promise<StartFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampa-bench-start-'));
  try {
    const first = await startBackend(command, { RAMPA_DATA_DIR: dataDir }, PORT);
    const firstRssMb = await settledRss(first.child);
    await stopProcess(first.child);
    const next = await startBackend(command, { RAMPA_DATA_DIR: dataDir }, PORT);
    const nextRssMb = await settledRss(next.child);
    await stopProcess(next.child);
    return {
      label,
      firstStartMs: first.ms,
      firstRssMb,
      nextStartMs: next.ms,
      nextRssMb,
      firstCpuS: first.cpuS,
      nextCpuS: next.cpuS,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatStart(rows: StartFigures[]): string {
  const lines = ['server                first start   RSS      CPU     next start   RSS      CPU'];
  const seconds = (s: number) => `${s.toFixed(2)} s`;
  for (const row of rows) {
    lines.push(
      `${row.label.padEnd(20)}  ${seconds(row.firstStartMs / 1000).padStart(11)}  ${`${row.firstRssMb.toFixed(0)} MB`.padStart(7)}  ${seconds(row.firstCpuS).padStart(7)}  ${seconds(row.nextStartMs / 1000).padStart(11)}  ${`${row.nextRssMb.toFixed(0)} MB`.padStart(7)}  ${seconds(row.nextCpuS).padStart(7)}`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  await ensureBackendBuilt();
  const rows = [await measureStart('node dist/main.js', COMPILED)];
  if (process.env.BENCH_START_TSX !== '0') rows.push(await measureStart('tsx src/main.ts', TSX));
  console.log(formatStart(rows));
}
