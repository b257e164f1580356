/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const repoRoot = resolve(decodeURIComponent(new URL('../..', import.meta.url).pathname));

/**
 * Builds the static Storybook once per run (the screenshots must come from what designers open), unless
 * VISUAL_STORYBOOK_DIR points at an existing build (e.g. `npm run build-storybook` → storybook-static).
 */
export default function setup(project: TestProject) {
  const reuse = process.env['VISUAL_STORYBOOK_DIR'];
  let dir: string;
  if (reuse) {
    dir = resolve(repoRoot, reuse);
    if (!existsSync(join(dir, 'index.json')))
      throw new Error(`VISUAL_STORYBOOK_DIR has no index.json: ${dir}`);
  } else {
    dir = join(repoRoot, 'node_modules', '.cache', 'rampa-visual', 'storybook');
    mkdirSync(dir, { recursive: true });
    execFileSync(
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
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      },
    );
  }
  project.provide('storybookDir', dir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    storybookDir: string;
  }
}
