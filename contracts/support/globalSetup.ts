import { copyFile, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PACT_DIR, runPactDir } from './pacts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder that lives as long as this test run; its `pacts/` holds what the consumer tests wrote. */
    contractsRunDir: string;
  }
}

/**
 * Consumer tests write into this run's own folder, which starts empty: an interaction renamed or deleted is gone
 * from the next file, and two runs at once (an editor and a terminal) never merge into one file. At the end each
 * file replaces the committed one in one rename, so a reader never sees half a pact.
 */
async function publish(runDir: string): Promise<void> {
  const written = await readdir(runPactDir(runDir)).catch(() => []);
  for (const name of written) {
    const staged = join(PACT_DIR, `.${name}.${process.pid}.tmp`);
    await copyFile(join(runPactDir(runDir), name), staged);
    await rename(staged, join(PACT_DIR, name));
  }
}

export default async function setup(project: TestProject) {
  const runDir = await mkdtemp(join(tmpdir(), 'rampa-contracts-'));
  await mkdir(runPactDir(runDir));
  project.provide('contractsRunDir', runDir);
  return async () => {
    await publish(runDir);
    await rm(runDir, { recursive: true, force: true });
  };
}
