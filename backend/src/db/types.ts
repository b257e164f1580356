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
