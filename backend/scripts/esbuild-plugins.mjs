import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

/**
 * Bare imports stay external (node resolves them from node_modules at run time), except the workspace's
 * `@rampa/*` packages, which export TypeScript sources and are bundled.
 */
export function workspaceOnly() {
  return {
    name: 'rampa-workspace-only',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@rampa/')) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * Each bundled module keeps its own `import.meta.url` (its source file's URL): the backend finds its
 * migrations, package.json and the repository root relative to its sources, and those stay where they are.
 */
export function sourceImportMetaUrl() {
  return {
    name: 'rampa-source-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const loader = /\.[cm]?tsx?$/.test(args.path) ? (args.path.endsWith('x') ? 'tsx' : 'ts') : 'js';
        return {
          contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
          loader,
        };
      });
    },
  };
}
