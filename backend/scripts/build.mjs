// The production build of the backend: backend/dist/main.js, an ES module that `npm start` runs with plain `node`
// (no TypeScript loader at run time), and the chunks it imports (backend/dist/chunks). npm packages stay external
// (resolved from node_modules as usual); the workspace's own TypeScript packages (@rampa/domain) are bundled in.
import { readdir, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { sourceImportMetaUrl, workspaceOnly } from './esbuild-plugins.mjs';

const backend = fileURLToPath(new URL('../', import.meta.url));
// `node scripts/build.mjs <folder>` builds elsewhere (the test of the build does, beside a running e2e build).
const outdir = resolve(process.argv[2] ?? `${backend}dist`);
// The project's functions (Nhost style, TypeScript): compiled one module each into dist/functions at the same
// relative paths, where the compiled server imports them (src/functions/load.ts).
const functionsDir = resolve(process.env.NHOST_FUNCTIONS_DIR ?? `${backend}../functions`);
const HIDDEN = /(^_|^\.|^node_modules$|\.d\.ts$|\.(test|spec)\.[cm]?[jt]s$)/;
// A worker thread's script (`_<name>.worker.ts`, e.g. the price list's PDF worker) is no function, but the compiled
// function that starts it finds it beside itself, so it is compiled too.
const WORKER = /^_[^/]*\.worker\.[cm]?ts$/;

async function functionSources(dir) {
  const found = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (HIDDEN.test(entry.name) && !(entry.isFile() && WORKER.test(entry.name))) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await functionSources(path)));
    else if (/\.[cm]?ts$/.test(entry.name)) found.push(path);
  }
  return found;
}

const started = performance.now();
await rm(outdir, { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  plugins: [workspaceOnly(), sourceImportMetaUrl()],
};
const functions = await functionSources(functionsDir);
const results = await Promise.all([
  // Split: main.js holds what opens the database, and the server's modules (with Fastify, GraphQL…) are a chunk
  // main.js imports afterwards, so they load while PGlite boots in its worker (src/main.ts).
  build({
    ...common,
    entryPoints: { main: `${backend}src/main.ts` },
    // The compiled server is the production one: libraries that check (graphql-js's realm check on every
    // `instanceof` of its types, for one) take their production path. Set before the server's chunk is imported;
    // an explicit NODE_ENV wins.
    banner: { js: "process.env.NODE_ENV ??= 'production';" },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  }),
  ...(functions.length > 0
    ? [
        build({
          ...common,
          entryPoints: Object.fromEntries(
            functions.map((file) => [relative(functionsDir, file).replace(/\.[cm]?ts$/, ''), file]),
          ),
          outdir: `${outdir}/functions`,
        }),
      ]
    : []),
]);
const bytes = results
  .flatMap((result) => Object.values(result.metafile.outputs))
  .reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `backend built into ${outdir} (${(bytes / 1024).toFixed(0)} KB with source maps) in ${Math.round(performance.now() - started)} ms`,
);
