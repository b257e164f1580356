/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

/** What globalSetup.ts records when the Storybook build ends: its exit code and the end of its error output. */
export interface BuildStatus {
  code: number;
  output: string;
}

/** Longest wait for the build (it takes about a minute alone, longer beside the other projects). */
const BUILD_TIMEOUT_MS = 10 * 60_000;

/** The built Storybook's folder, once the build globalSetup.ts started has succeeded; its error otherwise. */
export async function builtStorybook(): Promise<string> {
  const { dir, status } = inject('storybook');
  if (status === null) return dir;
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  while (!existsSync(status)) {
    if (Date.now() > deadline)
      throw new Error(`The Storybook build did not finish within ${BUILD_TIMEOUT_MS / 60_000} min.`);
    await sleep(500);
  }
  const result = JSON.parse(readFileSync(status, 'utf8')) as BuildStatus;
  if (result.code !== 0)
    throw new Error(`The Storybook build failed (exit ${result.code}):\n${result.output}`);
  return dir;
}
