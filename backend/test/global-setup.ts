import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An initialized, empty PGlite data folder; tests copy it instead of running initdb each time. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'rampa-pglite-template-'));
  const template = join(dir, 'pglite');
  await (await openPglite(template)).close();
  project.provide('pgliteTemplate', template);
  return () => rm(dir, { recursive: true, force: true });
}
