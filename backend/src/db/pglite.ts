import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite, types, type Results, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult } from './types';

/**
 * Opens (creating on first use) the embedded database in `dataDir`. PGlite is a single connection, so
 * every call waits for the previous one and a transaction holds the connection until it ends: inside
 * `transaction(fn)` use only the `tx` handed to `fn`, the database itself would wait forever.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const releaseLock = await lockDataDir(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, {
      extensions: { btree_gist, citext, pg_trgm },
      // pg's default for bigint, so both implementations return the same values.
      parsers: { [types.INT8]: (value: string) => value },
    });
  } catch (error) {
    await releaseLock();
    throw error;
  }

  let tail: Promise<unknown> = Promise.resolve();
  const serialized = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };

  return {
    kind: 'pglite',
    query: (sql, params) => serialized(() => runQuery(pg, sql, params)),
    transaction: (fn) => serialized(() => pg.transaction((tx) => fn(wrapTransaction(tx)))),
    exec: (sql) => serialized(async () => void (await pg.exec(sql))),
    close: () =>
      serialized(async () => {
        try {
          await pg.close();
        } finally {
          await releaseLock();
        }
      }),
  };
}

function wrapTransaction(tx: Transaction): Queryable {
  return { query: (sql, params) => runQuery(tx, sql, params) };
}

/**
 * Like pg, a query without parameters goes over the simple protocol, so it may hold several statements
 * (a migration inside a transaction) and yields the last statement's result.
 */
async function runQuery<R>(
  target: PGlite | Transaction,
  sql: string,
  params: readonly unknown[] | undefined,
): Promise<QueryResult<R>> {
  const result: Results<R> | undefined =
    params && params.length > 0
      ? await target.query<R>(sql, [...params])
      : ((await target.exec(sql)).at(-1) as Results<R> | undefined);
  const rows = result?.rows ?? [];
  return { rows, rowCount: result?.rowCount ?? rows.length };
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
