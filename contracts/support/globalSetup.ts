import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder that lives as long as this test run (see consumer/pact.ts). */
    contractsRunDir: string;
  }
}

export default async function setup(project: TestProject) {
  const runDir = await mkdtemp(join(tmpdir(), 'rampa-contracts-'));
  project.provide('contractsRunDir', runDir);
  return () => rm(runDir, { recursive: true, force: true });
}
