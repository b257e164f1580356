/// <reference types="node" />
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { BuildStatus } from './storybookBuild';

const repoRoot = resolve(decodeURIComponent(new URL('../..', import.meta.url).pathname));

/**
 * Builds the static Storybook once per run (the screenshots must come from what designers open), unless
 * VISUAL_STORYBOOK_DIR points at an existing build (e.g. `npm run build-storybook` → storybook-static).
 *
 * The build (about a minute on one core) is started here and not awaited: Vitest runs the projects' global
 * setups one after another, so waiting here would hold up every project, e.g. the end-to-end project's app
 * build, which can run beside it. The test file waits for it (storybookBuild.ts).
 */
export default function setup(project: TestProject) {
  const reuse = process.env['VISUAL_STORYBOOK_DIR'];
  if (reuse) {
    const dir = resolve(repoRoot, reuse);
    if (!existsSync(join(dir, 'index.json')))
      throw new Error(`VISUAL_STORYBOOK_DIR has no index.json: ${dir}`);
    project.provide('storybook', { dir, status: null });
    return;
  }
  const cache = join(repoRoot, 'node_modules', '.cache', 'rampa-visual');
  const dir = join(cache, 'storybook');
  const status = join(cache, 'build-status.json');
  // Nothing of an earlier run may pass for this one's build.
  rmSync(dir, { recursive: true, force: true });
  rmSync(status, { force: true });
  mkdirSync(dir, { recursive: true });
  const output: string[] = [];
  const build = spawn(
    join(repoRoot, 'node_modules', '.bin', 'storybook'),
    [
      'build',
      '--config-dir',
      join(repoRoot, '.storybook'),
      '--output-dir',
      dir,
      '--quiet',
      '--disable-telemetry',
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  );
  build.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const finish = (result: BuildStatus) => writeFileSync(status, JSON.stringify(result));
  build.on('error', (error) => finish({ code: -1, output: error.message }));
  build.on('exit', (code, signal) =>
    finish({ code: code ?? -1, output: `${output.join('').slice(-4000)}${signal ? `\n(${signal})` : ''}` }),
  );
  project.provide('storybook', { dir, status });
  return () => {
    if (build.exitCode === null && build.signalCode === null) build.kill('SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built Storybook, and the file its build writes its outcome to (null: an existing build). */
    storybook: { dir: string; status: string | null };
  }
}
