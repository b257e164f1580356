import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type pg from 'pg';
import {
  SETTING_NAME,
  type Database,
  type ListenHandlers,
  type Listener,
  type Queryable,
  type QueryOptions,
  type QueryResult,
} from './types';

export interface PostgresOptions {
  /** Told when an idle pooled connection fails; the pool replaces it on the next checkout. */
  onIdleError?: (error: Error) => void;
  /**
   * Longest a statement may run, in milliseconds (PostgreSQL's statement_timeout, set on every pooled
   * connection); 0 means no bound. `exec` (migrations, seeds) is never bounded; a transaction may lift it with
   * `SET LOCAL statement_timeout = 0`.
   */
  statementTimeoutMs?: number;
}

/**
 * Queries a pooled connection serves before it is replaced, which also frees the statements it keeps prepared
 * (the engine prepares a text on its second sending; the texts in use are its plan cache's). Each replacement costs
 * a new PostgreSQL backend (a fork, authentication, statements prepared again): at 10,000, the GraphQL bench's
 * by-primary-key load (30,000 statements a second on 10 connections) replaced three connections a second, and the
 * engine read ×1.14–×1.17 of the same statement through a pool that never replaces; at 100,000, ×1.04–×1.09.
 */
const MAX_USES = 100_000;

/** The pg driver (CommonJS), required by the first PostgreSQL opened: the embedded database never loads it. */
let driver: typeof pg | undefined;
const loadPg = (): typeof pg => (driver ??= createRequire(import.meta.url)('pg') as typeof pg);

/** Time bound of one statement unless the opener says otherwise. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/** A PostgreSQL server through a pg pool; each transaction runs on one pooled connection. */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new (loadPg().Pool)({
    connectionString,
    // No JIT compilation: the GraphQL engine's statements run in milliseconds, and a plan estimated above
    // jit_above_cost (a generic plan's LIMIT $n counts as a tenth of the table) spent ~150 ms compiling before a
    // 4 ms run. Set at connection start (no round trip); an `options` of the connection string is kept instead.
    ...(!/[?&]options=/.test(connectionString) && { options: '-c jit=off' }),
    maxUses: MAX_USES,
    ...(statementTimeout > 0 && { statement_timeout: statementTimeout }),
  });
  pool.on('error', (error) => options.onIdleError?.(error));

  return {
    kind: 'postgres',
    query: (sql, params, options) => runQuery(pool, sql, params, options),
    async transaction(fn, options) {
      const client = await pool.connect();
      try {
        await client.query(beginWith(client, options?.settings));
        const tx: Queryable = { query: (sql, params, options) => runQuery(client, sql, params, options) };
        const result = await fn(tx);
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is dropped rather than returned to the pool.
        await client.query('ROLLBACK').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    async exec(sql) {
      if (statementTimeout === 0) return void (await pool.query(sql));
      const client = await pool.connect();
      try {
        await client.query('SET statement_timeout = 0');
        await client.query(sql);
        await client.query('RESET statement_timeout');
        client.release();
      } catch (error) {
        // The connection may still hold the lifted bound: it is dropped rather than returned to the pool.
        client.release(error as Error);
        throw error;
      }
    },
    listen: (channel, handlers) => listenWithRetry(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}

/** Waits between reconnection attempts of a listener: doubling from the first to the last. */
export const LISTEN_RETRY_MS = { first: 500, last: 10_000 };

/** `LISTEN channel` on a dedicated connection, reconnected (with growing waits) after any error. */
function listenWithRetry(connectionString: string, channel: string, handlers: ListenHandlers): Listener {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let waitMs = LISTEN_RETRY_MS.first;
  const failed = (failing: pg.Client, error: Error) => {
    if (closed || client !== failing) return;
    client = undefined;
    failing.removeAllListeners('notification');
    void failing.end().catch(() => {});
    handlers.disconnected?.(error, waitMs);
    retry = setTimeout(connect, waitMs);
    waitMs = Math.min(waitMs * 2, LISTEN_RETRY_MS.last);
  };
  const connect = () => {
    retry = undefined;
    if (closed) return;
    // No statement_timeout: the connection only waits.
    const current = new (loadPg().Client)({ connectionString });
    client = current;
    current.on('error', (error) => failed(current, error));
    current.on('end', () => failed(current, new Error('the listening connection ended')));
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    current
      .connect()
      .then(() => current.query(`LISTEN ${current.escapeIdentifier(channel)}`))
      .then(() => {
        if (closed || client !== current) return;
        waitMs = LISTEN_RETRY_MS.first;
        handlers.connected?.();
      })
      .catch((error: Error) => failed(current, error));
  };
  connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

/**
 * `BEGIN` and the transaction's settings as one simple query: one round trip. A simple query takes no
 * parameters, so each value goes in as a literal escaped by the driver (`escapeLiteral`: quotes doubled,
 * backslashes in an `E''` string), and names must be plain `<prefix>.<name>` identifiers.
 */
export function beginWith(
  client: { escapeLiteral(value: string): string },
  settings: Readonly<Record<string, string>> | undefined,
): string {
  const calls = Object.entries(settings ?? {}).map(([name, value]) => {
    if (!SETTING_NAME.test(name)) throw new Error(`not a setting name: ${JSON.stringify(name)}`);
    return `set_config('${name}', ${client.escapeLiteral(value)}, true)`;
  });
  return calls.length > 0 ? `BEGIN; SELECT ${calls.join(', ')}` : 'BEGIN';
}

/** pg answers a parameterless script of several statements with one result each; keep the last. */
async function runQuery<R>(
  target: pg.Pool | pg.PoolClient,
  sql: string,
  params: readonly unknown[] | undefined,
  options: QueryOptions | undefined,
): Promise<QueryResult<R>> {
  const values = params ? [...params] : undefined;
  const results = (await (options?.prepare
    ? target.query({ name: statementName(sql), text: sql, ...(values && { values }) })
    : target.query(sql, values))) as pg.QueryResult | pg.QueryResult[];
  const result = Array.isArray(results) ? results.at(-1) : results;
  const rows = (result?.rows ?? []) as R[];
  return { rows, rowCount: result?.rowCount ?? rows.length };
}

/** Names of the statements prepared lately, by text (the engine's plans send the same few texts over and over). */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_KEPT = 2_000;

/** A prepared statement's name: the same text gets the same name on every connection. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `rampa_${createHash('sha256').update(sql).digest('base64url').slice(0, 32)}`;
    if (statementNames.size >= STATEMENT_NAMES_KEPT)
      statementNames.delete(statementNames.keys().next().value!);
    statementNames.set(sql, name);
  }
  return name;
}
