import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SETTING_NAME, type Database, type Queryable, type QueryResult } from './types';

/** Time bound of one statement unless the opener or `SET LOCAL statement_timeout` says otherwise. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/**
 * The PostgreSQL extensions PGlite loads, by name, with the module exporting each under that name.
 * They are loaded inside the worker thread (see WORKER_SOURCE): add a new extension here.
 */
const EXTENSIONS: Record<string, string> = {
  btree_gist: '@electric-sql/pglite/contrib/btree_gist',
  citext: '@electric-sql/pglite/contrib/citext',
  pg_trgm: '@electric-sql/pglite/contrib/pg_trgm',
};

/** PGlite's `shared_buffers` (PostgreSQL's default 128 MB is resident from the start: about 100 MB more RSS). */
const SHARED_BUFFERS = '32MB';

export interface PgliteOptions {
  /**
   * Longest a statement may run, in milliseconds; 0 means no bound. PGlite ignores `statement_timeout`, so a
   * statement past it is abandoned: the worker thread holding the database is stopped and the database
   * reopened (its uncommitted work is lost, as after a crash). `exec` (migrations, seeds) is never bounded.
   */
  statementTimeoutMs?: number;
}

/**
 * The worker thread holding PGlite, so a long statement does not block the event loop and can be abandoned.
 * Plain CommonJS evaluated as given, so it runs the same under tsx, vitest and compiled JavaScript.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, types } = require(workerData.pglite);
const extensions = {};
for (const [name, path] of Object.entries(workerData.extensions)) extensions[name] = require(path)[name];
const plain = (error) => {
  const out = { message: String(error && error.message ? error.message : error) };
  if (error && typeof error === 'object') {
    for (const key of Object.keys(error)) {
      const value = error[key];
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
};
PGlite.create(workerData.dataDir, {
  extensions,
  // PostgreSQL's 128 MB of shared buffers are allocated and zeroed in the WebAssembly heap at start, so each one
  // is resident memory from the first second. The data folder's files stay in the operating system's page
  // cache, which serves what 32 MB does not hold: the demo and a small office's data fit with room to spare.
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=' + workerData.sharedBuffers],
  // pg's default for bigint, so both implementations return the same values.
  parsers: { [types.INT8]: (value) => value },
}).then(
  (pg) => {
    parentPort.on('message', async ({ id, op, sql, params }) => {
      try {
        if (op === 'close') {
          await pg.close();
          parentPort.postMessage({ id, rows: [], rowCount: 0 });
          return;
        }
        // Like pg, a query without parameters goes over the simple protocol, so it may hold several
        // statements (a migration inside a transaction) and yields the last statement's result.
        const result =
          op === 'query' && params && params.length > 0 ? await pg.query(sql, params) : (await pg.exec(sql)).at(-1);
        const rows = (result && result.rows) || [];
        parentPort.postMessage({ id, rows, rowCount: (result && result.rowCount) ?? rows.length });
      } catch (error) {
        parentPort.postMessage({ id, error: plain(error) });
      }
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ ready: false, error: plain(error) }),
);
`;

interface Reply {
  id?: number;
  ready?: boolean;
  rows?: unknown[];
  rowCount?: number;
  error?: Record<string, unknown> & { message: string };
}

function toError(plain: Reply['error']): Error {
  return Object.assign(new Error(plain?.message ?? 'PGlite failed'), plain);
}

/** One worker thread running PGlite on `dataDir`; requests answered in order by id. */
class PgliteWorker {
  private readonly pending = new Map<number, { resolve(r: Reply): void; reject(e: Error): void }>();
  private nextId = 1;
  private exited = false;
  readonly ready: Promise<void>;

  private constructor(private readonly worker: Worker) {
    this.ready = new Promise((resolve, reject) => {
      worker.once('message', (reply: Reply) => (reply.ready ? resolve() : reject(toError(reply.error))));
      worker.once('error', reject);
    });
    worker.on('message', (reply: Reply) => {
      if (reply.id === undefined) return;
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      this.holdProcess();
      if (reply.error) waiting?.reject(toError(reply.error));
      else waiting?.resolve(reply);
    });
    const fail = (error: Error) => {
      this.exited = true;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('the embedded database stopped')));
  }

  static async start(dataDir: string): Promise<PgliteWorker> {
    const require = createRequire(import.meta.url);
    const extensions = Object.fromEntries(
      Object.entries(EXTENSIONS).map(([name, module]) => [name, require.resolve(module)]),
    );
    const worker = new PgliteWorker(
      new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: {
          dataDir,
          pglite: require.resolve('@electric-sql/pglite'),
          extensions,
          sharedBuffers: SHARED_BUFFERS,
        },
      }),
    );
    try {
      await worker.ready;
      worker.holdProcess();
    } catch (error) {
      await worker.stop();
      throw error;
    }
    return worker;
  }

  /** Like an open socket, the thread keeps the process running only while a request waits for it. */
  private holdProcess(): void {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  get alive(): boolean {
    return !this.exited;
  }

  /** Sends one request; rejects with PostgreSQL's query_canceled (57014) after `timeoutMs` (0: never). */
  request(
    op: 'query' | 'exec' | 'close',
    sql: string,
    params: readonly unknown[] | undefined,
    timeoutMs: number,
  ) {
    if (this.exited) return Promise.reject(new Error('the embedded database stopped'));
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => timer !== undefined && clearTimeout(timer);
      this.pending.set(id, {
        resolve: (reply) => (done(), resolve(reply)),
        reject: (error) => (done(), reject(error)),
      });
      this.holdProcess();
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          this.pending
            .get(id)
            ?.reject(
              Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
            );
          this.pending.delete(id);
          void this.stop();
        }, timeoutMs);
      }
      this.worker.postMessage({ id, op, sql, params: params ? [...params] : undefined });
    });
  }

  async stop(): Promise<void> {
    this.exited = true;
    await this.worker.terminate();
  }
}

const SET_TIMEOUT = /^\s*SET\s+LOCAL\s+statement_timeout\s*(?:=|TO)\s*'?(\d+)(ms|s)?'?\s*;?\s*$/i;

/**
 * Opens (creating on first use) the embedded database in `dataDir`, in a worker thread. PGlite is a single
 * connection, so every call waits for the previous one and a transaction holds the connection until it ends:
 * inside `transaction(fn)` use only the `tx` handed to `fn`, the database itself would wait forever.
 * A statement running past the time bound is cancelled (error 57014) and the database reopened.
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  const releaseLock = await lockDataDir(dataDir);
  const defaultTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  let worker: PgliteWorker;
  try {
    worker = await PgliteWorker.start(dataDir);
  } catch (error) {
    await releaseLock();
    throw error;
  }
  /** The worker of the current opening; a statement past its bound stops it and the next call reopens. */
  const current = async (): Promise<PgliteWorker> => {
    if (!worker.alive) worker = await PgliteWorker.start(dataDir);
    return worker;
  };
  const run = async <R>(
    target: PgliteWorker,
    op: 'query' | 'exec',
    sql: string,
    params: readonly unknown[] | undefined,
    timeoutMs: number,
  ): Promise<QueryResult<R>> => {
    const reply = await target.request(op, sql, params, timeoutMs);
    return { rows: (reply.rows ?? []) as R[], rowCount: reply.rowCount ?? 0 };
  };

  let tail: Promise<unknown> = Promise.resolve();
  const serialized = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = tail.then(fn, fn);
    tail = next.catch(() => undefined);
    return next;
  };
  return {
    kind: 'pglite',
    query: (sql, params) =>
      serialized(async () => run(await current(), 'query', sql, params, defaultTimeout)),
    transaction: (fn, options) =>
      serialized(async () => {
        const target = await current();
        let timeoutMs = defaultTimeout;
        const settings = Object.entries(options?.settings ?? {});
        for (const [name] of settings) {
          if (!SETTING_NAME.test(name)) throw new Error(`not a setting name: ${JSON.stringify(name)}`);
        }
        await run(target, 'exec', 'BEGIN', undefined, 0);
        const tx: Queryable = {
          query: (sql, params) => {
            const setting = SET_TIMEOUT.exec(sql);
            if (setting) timeoutMs = Number(setting[1]) * (setting[2]?.toLowerCase() === 's' ? 1000 : 1);
            // After a cancelled statement the reopened database is not this transaction's.
            return target === worker && target.alive
              ? run(target, 'query', sql, params, timeoutMs)
              : Promise.reject(new Error('the transaction was cancelled'));
          },
        };
        try {
          // In process a round trip costs little: the settings go as bound parameters, one call each.
          for (const [name, value] of settings) {
            await run(target, 'query', 'SELECT set_config($1, $2, true)', [name, value], 0);
          }
          const result = await fn(tx);
          await run(target, 'exec', 'COMMIT', undefined, 0);
          return result;
        } catch (error) {
          if (target.alive) await run(target, 'exec', 'ROLLBACK', undefined, 0).catch(() => undefined);
          throw error;
        }
      }),
    exec: (sql) => serialized(async () => void (await run(await current(), 'exec', sql, undefined, 0))),
    close: () =>
      serialized(async () => {
        try {
          if (worker.alive) {
            await worker.request('close', '', undefined, 0);
            await worker.stop();
          }
        } finally {
          await releaseLock();
        }
      }),
  };
}

/**
 * PGlite does not guard its folder, and two processes writing one data directory corrupt it. The lock
 * file holds the owner's pid; one left behind by a process that is gone is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  await mkdir(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => unlink(lockFile).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (isRunning(owner)) {
      throw new Error(`The database folder ${dataDir} is in use by process ${owner}; stop it first.`);
    }
    await unlink(lockFile).catch(() => undefined);
  }
  throw new Error(`Could not lock the database folder ${dataDir}`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
