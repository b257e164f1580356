import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../test/support';
import { repoRoot } from '../config';
import { migrate } from './migrate';
import type { Database } from './types';

const NHOST_DIR = join(repoRoot, 'nhost');
// Every migration on disk, in the order the runner must apply them.
const onDisk = async (dir: string, pattern: RegExp) =>
  (await readdir(dir)).filter((name) => pattern.test(name)).sort();

// Nhost's auth and storage tables, column by column (nhost/hasura-auth and hasura-storage migrations).
const NHOST_COLUMNS: Record<string, string> = {
  'auth.users':
    'id created_at updated_at last_seen disabled display_name avatar_url locale email phone_number password_hash email_verified phone_number_verified new_email otp_method_last_used otp_hash otp_hash_expires_at default_role is_anonymous totp_secret active_mfa_type ticket ticket_expires_at metadata webauthn_current_challenge',
  'auth.roles': 'role',
  'auth.user_roles': 'id created_at user_id role',
  'auth.refresh_tokens': 'id created_at expires_at user_id metadata type refresh_token_hash',
  'auth.refresh_token_types': 'value comment',
  'auth.providers': 'id',
  'auth.user_providers':
    'id created_at updated_at user_id access_token refresh_token provider_id provider_user_id',
  'auth.provider_requests': 'id options',
  'auth.user_security_keys': 'id user_id credential_id credential_public_key counter transports nickname',
  'storage.buckets':
    'id created_at updated_at download_expiration min_upload_file_size max_upload_file_size cache_control presigned_urls_enabled',
  'storage.files':
    'id created_at updated_at bucket_id name size mime_type etag is_uploaded uploaded_by_user_id metadata',
  'storage.virus': 'id created_at updated_at file_id filename virus user_session',
  'public.organizations': 'id name nip created_at',
  'public.profiles': 'id user_id org_id role display_name phone created_at client_id',
};

describe.each(DATABASE_KINDS)('migrate on %s', (kind) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let projectDir: string;
  beforeAll(async () => {
    ({ db, cleanup } = await openTestDatabase(kind));
    projectDir = await mkdtemp(join(tmpdir(), 'rampa-project-'));
  });
  afterAll(async () => {
    await cleanup();
    await rm(projectDir, { recursive: true, force: true });
  });

  const writeMigration = async (folder: string, sql: string) => {
    await mkdir(join(projectDir, 'migrations', 'default', folder), { recursive: true });
    await writeFile(join(projectDir, 'migrations', 'default', folder, 'up.sql'), sql);
  };
  const versions = async () =>
    (
      await db.query<{ version: string }>(
        'SELECT version::text AS version FROM hdb_catalog.schema_migrations',
      )
    ).rows
      .map((row) => row.version)
      .sort();

  it("applies the auth and storage schemas, then the project's migrations", async () => {
    const applied = await migrate(db, NHOST_DIR);
    const backendMigrations = await onDisk(join(repoRoot, 'backend/src/db/migrations'), /^\d{4}_.+\.sql$/);
    const projectMigrations = await onDisk(join(NHOST_DIR, 'migrations/default'), /^\d+_/);
    expect(backendMigrations.slice(0, 3)).toEqual([
      '0001_auth.sql',
      '0002_storage.sql',
      '0003_rampa_backend.sql',
    ]);
    expect(projectMigrations[0]).toBe('1795315158539_organizations_profiles');
    expect(applied.backend).toEqual(backendMigrations);
    expect(applied.project).toEqual(projectMigrations);
    expect(await versions()).toEqual(projectMigrations.map((name) => name.split('_')[0]));
    const { rows } = await db.query<{ dirty: boolean }>(
      'SELECT DISTINCT dirty FROM hdb_catalog.schema_migrations',
    );
    expect(rows).toEqual([{ dirty: false }]);
  });

  it("creates Nhost's tables with Nhost's column names", async () => {
    for (const [table, columns] of Object.entries(NHOST_COLUMNS)) {
      const [schema, name] = table.split('.');
      const { rows } = await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
        [schema, name],
      );
      // Nhost's columns first, in Nhost's order; the project's own migrations may add more after them (e.g.
      // storage.files.org_id: a file's organization).
      const nhost = columns.split(' ');
      expect(
        rows
          .map((row) => row.column_name)
          .slice(0, nhost.length)
          .join(' '),
        table,
      ).toBe(columns);
    }
  });

  it('seeds the default bucket, the token types and the Hasura roles of Rampa', async () => {
    expect((await db.query('SELECT id FROM storage.buckets')).rows).toContainEqual({ id: 'default' });
    expect((await db.query('SELECT value FROM auth.refresh_token_types ORDER BY value')).rows).toEqual([
      { value: 'pat' },
      { value: 'regular' },
    ]);
    const roles = (await db.query<{ role: string }>('SELECT role FROM auth.roles ORDER BY role')).rows;
    expect(roles.map((row) => row.role)).toEqual([
      'anonymous',
      'handlowiec',
      'kierowca',
      'klient',
      'magazynier',
      'me',
      'org_admin',
      'user',
    ]);
    await expect(db.query("DELETE FROM storage.buckets WHERE id = 'default'")).rejects.toThrow(
      'Can not delete default bucket',
    );
  });

  it('enforces the profile constraints', async () => {
    const org = (
      await db.query<{ id: string }>("INSERT INTO organizations (name) VALUES ('Firma') RETURNING id")
    ).rows[0]!.id;
    const user = (
      await db.query<{ id: string }>(
        "INSERT INTO auth.users (email, locale) VALUES ('p@firma.pl', 'pl') RETURNING id",
      )
    ).rows[0]!.id;
    const insertProfile = (role: string) =>
      db.query('INSERT INTO profiles (user_id, org_id, role, display_name) VALUES ($1, $2, $3, $4)', [
        user,
        org,
        role,
        'Jan Kowalski',
      ]);
    await insertProfile('handlowiec');
    await expect(insertProfile('handlowiec')).rejects.toThrow(/duplicate key/);
    await expect(insertProfile('admin')).rejects.toThrow(/check constraint/);
    await expect(db.query("INSERT INTO organizations (name, nip) VALUES ('X', '123-456')")).rejects.toThrow(
      /check constraint/,
    );
    await db.query('DELETE FROM auth.users WHERE id = $1', [user]);
    expect((await db.query('SELECT id FROM profiles WHERE org_id = $1', [org])).rows).toEqual([]);
  });

  it('does nothing on a second run', async () => {
    expect(await migrate(db, NHOST_DIR)).toEqual({ backend: [], project: [] });
  });

  it('applies project migrations in numeric version order, each once', async () => {
    await writeMigration(
      '1_first',
      "CREATE TABLE applied (n serial, name text); INSERT INTO applied (name) VALUES ('1_first');",
    );
    await writeMigration('10_third', "INSERT INTO applied (name) VALUES ('10_third');");
    await writeMigration('2_second', "INSERT INTO applied (name) VALUES ('2_second');");
    expect((await migrate(db, projectDir)).project).toEqual(['1_first', '2_second', '10_third']);
    expect((await db.query('SELECT name FROM applied ORDER BY n')).rows.map((row) => row.name)).toEqual([
      '1_first',
      '2_second',
      '10_third',
    ]);
    expect((await migrate(db, projectDir)).project).toEqual([]);
  });

  it('rolls back a failing migration as a whole and records nothing for it', async () => {
    await writeMigration(
      '20_broken',
      "CREATE TABLE half (x int); INSERT INTO applied (name) VALUES ('20'); SELECT nope;",
    );
    await expect(migrate(db, projectDir)).rejects.toThrow(/nope/);
    expect((await db.query("SELECT to_regclass('public.half') AS t")).rows).toEqual([{ t: null }]);
    expect(await versions()).not.toContain('20');
    await writeMigration('20_broken', 'CREATE TABLE half (x int);');
    expect((await migrate(db, projectDir)).project).toEqual(['20_broken']);
  });

  it('refuses a migration with its own transaction control', async () => {
    await writeMigration('30_commit', 'BEGIN;\nCREATE TABLE thirty (x int);\nCOMMIT;\n');
    await expect(migrate(db, projectDir)).rejects.toThrow(
      '30_commit/up.sql: remove BEGIN/COMMIT, each migration already runs in one transaction',
    );
    await rm(join(projectDir, 'migrations', 'default', '30_commit'), { recursive: true });
  });

  it('refuses to run past a dirty version, as the Hasura CLI does', async () => {
    await db.query('UPDATE hdb_catalog.schema_migrations SET dirty = true WHERE version = 2');
    await expect(migrate(db, projectDir)).rejects.toThrow(/version 2 dirty/);
    await db.query('UPDATE hdb_catalog.schema_migrations SET dirty = false WHERE version = 2');
  });

  it('refuses folders that are not <version>_<name>', async () => {
    await mkdir(join(projectDir, 'migrations', 'default', 'latest'));
    await expect(migrate(db, projectDir)).rejects.toThrow(/latest: expected a folder named <version>_<name>/);
    await rm(join(projectDir, 'migrations', 'default', 'latest'), { recursive: true });
  });

  it('notices a backend migration changed after it was applied', async () => {
    await db.query("UPDATE rampa_backend.migrations SET checksum = 'tampered' WHERE id = 2");
    await expect(migrate(db, NHOST_DIR)).rejects.toThrow(
      'backend migration 0002_storage.sql was changed after it was applied to this database',
    );
  });

  it('treats a project without migrations as having none', async () => {
    const empty = await openTestDatabase(kind);
    try {
      expect((await migrate(empty.db, join(projectDir, 'nothing-here'))).project).toEqual([]);
    } finally {
      await empty.cleanup();
    }
  });
});
