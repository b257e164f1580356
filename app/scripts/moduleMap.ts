import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** `.vite/modules.json`: each output chunk's file and the app-relative ids of the modules it holds. */
export const MODULE_MAP_FILE = join('.vite', 'modules.json');

/**
 * A module's name in the map: its path from the app's root, dependencies from `node_modules/…`. A route's split
 * parts keep their `?tsr-split=…` (the route file itself is in the entry, its component in a lazy chunk).
 */
export function moduleName(root: string, id: string): string {
  const [path, query] = id.split('?');
  const name = relative(root, path!).replace(/^.*node_modules\//, 'node_modules/');
  return query?.startsWith('tsr-split=') ? `${name}?${query}` : name;
}

export type ModuleMap = Record<string, { isEntry: boolean; modules: string[] }>;

/**
 * Writes which source modules ended up in which chunk, so the bundle budget can tell what the first load holds
 * (Vite's manifest names chunks, not the modules inside them). Dependencies keep their `node_modules/…` path.
 */
export function moduleMap(root: string): Plugin {
  let outDir = '';
  let map: ModuleMap = {};
  return {
    name: 'rampa:module-map',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      map = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = {
          isEntry: output.isEntry,
          modules: output.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => moduleName(root, id)),
        };
      }
    },
    async writeBundle() {
      await mkdir(join(outDir, '.vite'), { recursive: true });
      await writeFile(join(outDir, MODULE_MAP_FILE), JSON.stringify(map));
    },
  };
}
