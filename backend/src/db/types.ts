/** A result of one statement: rows as plain objects keyed by column name. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** Anything that runs one parameterised statement: the database itself or an open transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<R>>;
}

export interface TransactionOptions {
  /** Transaction-local settings (e.g. `hasura.user`), names `<prefix>.<name>`, values any text. */
  settings?: Readonly<Record<string, string>>;
}

/** A custom setting's name as PostgreSQL takes it in `set_config`: `<prefix>.<name>`, plain identifiers. */
export const SETTING_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

export interface QueryOptions {
  /**
   * A statement sent often: PostgreSQL keeps it prepared on each pooled connection (parsed and planned once,
   * as Hasura's plan cache does). PGlite ignores it.
   */
  prepare?: boolean;
}

/**
 * The one database interface of the backend, implemented for PGlite (embedded, a single serialized
 * connection) and for a PostgreSQL server (pg pool). Values are always bound parameters.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. `settings` are set for
   * the transaction only (`set_config(name, value, true)`) as it begins: on PostgreSQL in the same round trip as
   * `BEGIN`.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
  /**
   * PostgreSQL only: `LISTEN channel` on a connection of its own, reconnected after an error until `close()` of
   * the returned listener. PGlite is one process, whose writes are known without it.
   */
  listen?(channel: string, handlers: ListenHandlers): Listener;
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** A notification's payload. */
  message(payload: string): void;
  /** Listening (again): notifications sent while it was not are lost. */
  connected?(): void;
  /** The connection failed; it is retried after `retryMs`. */
  disconnected?(error: Error, retryMs: number): void;
}

export interface Listener {
  close(): Promise<void>;
}

const LIFT_TIMEOUT = 'SET LOCAL statement_timeout = 0';

/**
 * `db` without the per-statement time bound, for the first start's demo seed: it inserts thousands of rows in a
 * few statements, and a busy machine must not cancel the start (the bound is for requests, not for set-up).
 * Each statement runs in a transaction of its own that lifts the bound locally.
 */
export function withoutStatementTimeout(db: Database): Database {
  const unbounded = <T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions) =>
    db.transaction(async (tx) => {
      await tx.query(LIFT_TIMEOUT);
      return fn(tx);
    }, options);
  return {
    kind: db.kind,
    query: (sql, params, options) => unbounded((tx) => tx.query(sql, params, options)),
    transaction: unbounded,
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
}
