import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/pglite';
import { seedPgliteTemplate, seedPostgresTemplate } from './environment';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An initialized, empty PGlite data folder; tests copy it instead of running initdb each time. */
    pgliteTemplate: string;
    /** A data folder after a first start on PGlite: migrated, seeded, its secrets and stored pictures. */
    seededPgliteDataDir: string;
    /** After a first start on PostgreSQL (TEST_DATABASE_URL): the database to copy and its stored pictures. */
    seededPostgres: { database: string; dataDir: string } | null;
  }
}

/**
 * A first start migrates and seeds the demo (about 10 s on PGlite, 4 s on PostgreSQL): done once here, each test
 * backend starts on a copy (test/support.ts) and finds its database complete.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'rampa-pglite-template-'));
  const template = join(dir, 'pglite');
  await (await openPglite(template)).close();
  project.provide('pgliteTemplate', template);

  const seededPglite = join(dir, 'seeded-pglite');
  const seededPostgresDir = join(dir, 'seeded-postgres');
  // A start fills in the NHOST_* variables its functions read (server.ts); in this process they would be
  // inherited by every test worker and by the backends of the other projects, with the templates' secrets.
  const environment = { ...process.env };
  const [, postgres] = await Promise.all([
    seedPgliteTemplate(template, seededPglite),
    process.env.TEST_DATABASE_URL ? seedPostgresTemplate(seededPostgresDir) : undefined,
  ]).finally(() => {
    for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key];
    Object.assign(process.env, environment);
  });
  project.provide('seededPgliteDataDir', seededPglite);
  project.provide(
    'seededPostgres',
    postgres ? { database: postgres.name, dataDir: seededPostgresDir } : null,
  );
  return async () => {
    await postgres?.drop();
    await rm(dir, { recursive: true, force: true });
  };
}
