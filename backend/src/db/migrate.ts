import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './types';

const BACKEND_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const BOOTSTRAP = `
  CREATE SCHEMA IF NOT EXISTS rampa_backend;
  CREATE TABLE IF NOT EXISTS rampa_backend.migrations (
    id integer PRIMARY KEY,
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE SCHEMA IF NOT EXISTS hdb_catalog;
  CREATE TABLE IF NOT EXISTS hdb_catalog.schema_migrations (version bigint PRIMARY KEY, dirty boolean NOT NULL);
`;

// Held by every migration transaction, so processes starting together on one server take turns.
const LOCK = "SELECT pg_advisory_xact_lock(hashtext('rampa_backend.migrate'))";
// Migrations may run longer than the statement time bound of requests.
const NO_TIMEOUT = 'SET LOCAL statement_timeout = 0';

// A migration already runs in one transaction; its own COMMIT would end that transaction half-way.
const TRANSACTION_CONTROL =
  /^\s*(BEGIN(\s+(WORK|TRANSACTION))?|START\s+TRANSACTION|(COMMIT|ROLLBACK)(\s+(WORK|TRANSACTION))?)\s*;/im;

const MAX_BIGINT = 2n ** 63n - 1n;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The migrations a `migrate` call applied, by file or folder name. */
export interface AppliedMigrations {
  backend: string[];
  project: string[];
}

/**
 * Applies the backend's own migrations (the `auth` and `storage` schemas, tracked with checksums in
 * `rampa_backend.migrations`), then the project's `migrations/default/<version>_<name>/up.sql` in version
 * order, tracked like the Hasura CLI in `hdb_catalog.schema_migrations`. Each migration runs in its own
 * transaction; applied ones are skipped, so a re-run is a no-op.
 */
export async function migrate(db: Database, projectDir: string): Promise<AppliedMigrations> {
  await db.transaction(async (tx) => {
    await tx.query(NO_TIMEOUT);
    await tx.query(LOCK);
    await tx.query(BOOTSTRAP);
  });
  return {
    backend: await applyBackendMigrations(db),
    project: await applyProjectMigrations(db, join(projectDir, 'migrations', 'default')),
  };
}

async function applyBackendMigrations(db: Database): Promise<string[]> {
  const files = (await readdir(BACKEND_MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const { rows } = await db.query<{ id: number; checksum: string }>(
    'SELECT id, checksum FROM rampa_backend.migrations',
  );
  const checksums = new Map(rows.map((row) => [row.id, row.checksum]));
  const applied: string[] = [];
  for (const file of files) {
    const id = Number(/^(\d+)_[a-z0-9_]+\.sql$/.exec(file)?.[1]);
    if (!Number.isInteger(id)) throw new MigrationError(`backend migration ${file}: expected NNNN_name.sql`);
    const sql = await readFile(join(BACKEND_MIGRATIONS_DIR, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const known = checksums.get(id);
    if (known !== undefined && known !== checksum) {
      throw new MigrationError(`backend migration ${file} was changed after it was applied to this database`);
    }
    if (known !== undefined) continue;
    const ran = await applyOnce(
      db,
      sql,
      async (tx) =>
        (await tx.query('SELECT 1 FROM rampa_backend.migrations WHERE id = $1', [id])).rowCount > 0,
      (tx) =>
        tx.query('INSERT INTO rampa_backend.migrations (id, name, checksum) VALUES ($1, $2, $3)', [
          id,
          file,
          checksum,
        ]),
    );
    if (ran) applied.push(file);
  }
  return applied;
}

interface ProjectMigration {
  version: bigint;
  name: string;
  file: string;
}

async function applyProjectMigrations(db: Database, dir: string): Promise<string[]> {
  const migrations = await readProjectMigrations(dir);
  const { rows } = await db.query<{ version: string; dirty: boolean }>(
    'SELECT version::text AS version, dirty FROM hdb_catalog.schema_migrations',
  );
  const dirty = rows.find((row) => row.dirty);
  if (dirty) {
    throw new MigrationError(
      `hdb_catalog.schema_migrations marks version ${dirty.version} dirty (a migration stopped half-way): repair the database, then clear the flag`,
    );
  }
  const done = new Set(rows.map((row) => row.version));
  const applied: string[] = [];
  for (const migration of migrations) {
    const version = migration.version.toString();
    if (done.has(version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    if (TRANSACTION_CONTROL.test(sql)) {
      throw new MigrationError(
        `${migration.file}: remove BEGIN/COMMIT, each migration already runs in one transaction`,
      );
    }
    const ran = await applyOnce(
      db,
      sql,
      async (tx) =>
        (await tx.query('SELECT 1 FROM hdb_catalog.schema_migrations WHERE version = $1', [version]))
          .rowCount > 0,
      (tx) =>
        tx.query('INSERT INTO hdb_catalog.schema_migrations (version, dirty) VALUES ($1, false)', [version]),
    );
    if (ran) applied.push(migration.name);
  }
  return applied;
}

async function readProjectMigrations(dir: string): Promise<ProjectMigration[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const migrations = entries
    .filter((entry) => entry.isDirectory())
    .map((entry): ProjectMigration => {
      const digits = /^(\d+)_./.exec(entry.name)?.[1];
      if (digits === undefined || BigInt(digits) > MAX_BIGINT) {
        throw new MigrationError(`${join(dir, entry.name)}: expected a folder named <version>_<name>`);
      }
      return { version: BigInt(digits), name: entry.name, file: join(dir, entry.name, 'up.sql') };
    })
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous?.version === migration.version) {
      throw new MigrationError(
        `${dir}: ${previous.name} and ${migration.name} share version ${migration.version}`,
      );
    }
  });
  return migrations;
}

/** Runs one migration in its own transaction unless another process applied it meanwhile. */
function applyOnce(
  db: Database,
  sql: string,
  isApplied: (tx: Queryable) => Promise<boolean>,
  record: (tx: Queryable) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(NO_TIMEOUT);
    await tx.query(LOCK);
    if (await isApplied(tx)) return false;
    await tx.query(sql);
    await record(tx);
    return true;
  });
}
