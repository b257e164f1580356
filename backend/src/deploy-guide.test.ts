import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig } from '../scripts/nginx';
import { copyPgliteTemplate, createPostgresDatabase } from '../test/support';
import { repoRoot } from './config';
import { migrate } from './db/migrate';
import { embeddedDatabaseDir } from './db/open';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import type { Database } from './db/types';

// docs/deploy.md's commands are the ones run here (backups) and by npm run test:cluster (nginx, variables).
const guide = await readFile(join(repoRoot, 'docs', 'deploy.md'), 'utf8');
const clusterScript = await readFile(join(repoRoot, 'backend', 'scripts', 'cluster.ts'), 'utf8');
const NHOST = join(repoRoot, 'nhost');

/** The shell block after `<!-- name -->` in the guide. */
function command(name: string): string {
  const match = new RegExp(`<!-- ${name} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(guide);
  if (!match) throw new Error(`docs/deploy.md has no block ${name}`);
  return match[1]!.trim();
}

const sh = (script: string, env: Record<string, string>) =>
  promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], {
    env: { PATH: process.env.PATH, ...env },
  });

const insertOrganization = (db: Database, name: string) =>
  db.query('INSERT INTO public.organizations (name) VALUES ($1)', [name]);
const organizations = async (db: Database) =>
  (
    await db.query<{ name: string }>(
      "SELECT name FROM public.organizations WHERE name LIKE 'kopia-%' ORDER BY name",
    )
  ).rows.map((row) => row.name);

describe('docs/deploy.md', () => {
  it('shows the nginx configuration the cluster test and bench:lighthouse generate', () => {
    const shown = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(shown).toBe(
      nginxConfig('/var/lib/rampa-nginx', 8080, [4001, 4002, 4003], {
        listen: '443',
        certificate: '/etc/rampa/tls/fullchain.pem',
        key: '/etc/rampa/tls/privkey.pem',
      }),
    );
  });

  it('lists every variable the cluster test sets, and sets none it does not list', () => {
    const table = guide.slice(guide.indexOf('### Every variable'), guide.indexOf('### nginx'));
    const documented = new Set(
      [...table.matchAll(/^\|([^|]*)\|/gm)].flatMap((row) =>
        [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!),
      ),
    );
    const block = clusterScript.slice(
      clusterScript.indexOf('const shared'),
      clusterScript.indexOf('await Promise.all(children'),
    );
    const set = new Set([...block.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!));
    // RAMPA_APP_DIST and LOG_LEVEL are the test's own (no app build, quiet logs), not deployment settings.
    for (const own of ['RAMPA_APP_DIST', 'LOG_LEVEL', 'RAMPA_DEMO_PASSWORD']) set.delete(own);
    expect([...set].filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !set.has(name) && name !== 'RAMPA_DRAIN_DELAY_MS')).toEqual([]);
  });

  describe('backups of the embedded database', () => {
    let work: string;
    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), 'rampa-backup-'));
    });
    afterAll(() => rm(work, { recursive: true, force: true }));

    it('copies the stopped data folder and restores it', async () => {
      const env = { RAMPA_DATA_DIR: join(work, 'data'), BACKUP_DIR: join(work, 'backup') };
      await copyPgliteTemplate(embeddedDatabaseDir(env.RAMPA_DATA_DIR));
      let db = await openPglite(embeddedDatabaseDir(env.RAMPA_DATA_DIR));
      await migrate(db, NHOST);
      await insertOrganization(db, 'kopia-przed');
      await db.close();

      await sh(command('backup-pglite'), env);
      db = await openPglite(embeddedDatabaseDir(env.RAMPA_DATA_DIR));
      await insertOrganization(db, 'kopia-po');
      expect(await organizations(db)).toEqual(['kopia-po', 'kopia-przed']);
      await db.close();

      await sh(command('restore-pglite'), env);
      db = await openPglite(embeddedDatabaseDir(env.RAMPA_DATA_DIR));
      expect(await organizations(db)).toEqual(['kopia-przed']);
      // The restored database is complete: starting on it applies no migration.
      expect(await migrate(db, NHOST)).toEqual({ backend: [], project: [] });
      await db.close();
    }, 120_000);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('backups of a PostgreSQL database', () => {
    it('dumps with pg_dump and restores into an empty database with pg_restore', async () => {
      const source = await createPostgresDatabase();
      const target = await createPostgresDatabase();
      const work = await mkdtemp(join(tmpdir(), 'rampa-pgdump-'));
      const opened: Database[] = [];
      try {
        const db = openPostgres(source.url);
        opened.push(db);
        await migrate(db, NHOST);
        await insertOrganization(db, 'kopia-serwera');
        const backupFile = join(work, 'rampa.dump');
        await sh(command('backup-postgres'), { DATABASE_URL: source.url, BACKUP_FILE: backupFile });
        await sh(command('restore-postgres'), { DATABASE_URL: target.url, BACKUP_FILE: backupFile });
        const restored = openPostgres(target.url);
        opened.push(restored);
        expect(await organizations(restored)).toEqual(['kopia-serwera']);
        expect(await migrate(restored, NHOST)).toEqual({ backend: [], project: [] });
      } finally {
        for (const db of opened) await db.close();
        await source.drop();
        await target.drop();
        await rm(work, { recursive: true, force: true });
      }
    }, 120_000);
  });
});
