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
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

const LIFT_TIMEOUT = 'SET LOCAL statement_timeout = 0';

/**
 * `db` without the per-statement time bound, for the first start's demo seed: it inserts thousands of rows in a
 * few statements, and a busy machine must not cancel the start (the bound is for requests, not for set-up).
 * Each statement runs in a transaction of its own that lifts the bound locally.
 */
export function withoutStatementTimeout(db: Database): Database {
  const unbounded = <T>(fn: (tx: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.query(LIFT_TIMEOUT);
      return fn(tx);
    });
  return {
    kind: db.kind,
    query: (sql, params, options) => unbounded((tx) => tx.query(sql, params, options)),
    transaction: unbounded,
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
}
