import { join } from 'node:path';
import type { Config } from '../config';
import { openPglite } from './pglite';
import { openPostgres, type PostgresOptions } from './postgres';
import type { Database } from './types';

/** The PostgreSQL server of DATABASE_URL, or the embedded database in the data folder. */
export function openDatabase(config: Config, options: PostgresOptions = {}): Promise<Database> {
  return config.databaseUrl !== undefined
    ? Promise.resolve(
        openPostgres(config.databaseUrl, { statementTimeoutMs: config.statementTimeoutMs, ...options }),
      )
    : openPglite(embeddedDatabaseDir(config.dataDir), { statementTimeoutMs: config.statementTimeoutMs });
}

export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, 'pglite');
