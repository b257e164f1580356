import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MODULE_MAP_FILE, type ModuleMap } from './moduleMap';

/** One chunk of Vite's build manifest (`build.manifest: true` writes `.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * What a cold load of one route downloads: the entry's static graph plus the route's own lazy chunks, and for
 * every route but sign-in the signed-in shell's chunk and the sdk's services.
 */
export interface RouteBundle {
  route: string;
  js: Sizes;
  css: Sizes;
  jsFiles: string[];
}

/**
 * The sign-in page's compressed JavaScript (brotli, as served), issue #16; `npm test` fails above it. Measured at
 * 141.5 KB (209.5 KB before) once the sdk's services (every domain's GraphQL documents, graphql's printer,
 * graphql-ws) came with the first signed-in page, the sign-in forms and the routes' search checks stopped using
 * react-hook-form and zod, and the entry's static imports shared the entry's chunk instead of dozens of small ones.
 * A value imported from a module that also serves lazy pages brings that module's whole code onto the first load.
 */
export const SIGN_IN_BUDGET_BYTES = 150 * 1024;

const ROUTE_FILE = /^src\/routes\/(.+?)(?:\.lazy)?\.tsx(?:\?.*)?$/;

/** `src/routes/handlowiec/klienci/lista.tsx?tsr-split=component` → `/handlowiec/klienci/lista`. */
function routePath(file: string): string | undefined {
  const match = ROUTE_FILE.exec(file);
  if (!match) return undefined;
  const parts = match[1]!.split('/').filter((part) => part !== 'index' && part !== 'route');
  if (parts[0] === '__root') return undefined;
  return '/' + parts.join('/');
}

/**
 * Sizes of every route of a built app (`app/dist` or a copy), from its manifest. Compressed sizes are those of
 * the precompressed `.br` / `.gz` files next to each asset when the build wrote them, as served, and computed
 * at maximum compression otherwise.
 */
export function readBundleReport(distDir: string): RouteBundle[] {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the app (the vite config sets build.manifest).`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizeCache = new Map<string, Sizes>();
  const sizesOf = (file: string): Sizes => {
    let sizes = sizeCache.get(file);
    if (!sizes) {
      const path = join(distDir, file);
      const body = readFileSync(path);
      const precompressed = (ext: string, compress: () => Buffer) =>
        existsSync(path + ext) ? statSync(path + ext).size : compress().length;
      sizes = {
        raw: body.length,
        gzip: precompressed('.gz', () => gzipSync(body, { level: 9 })),
        brotli: precompressed('.br', () =>
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ),
      };
      sizeCache.set(file, sizes);
    }
    return sizes;
  };
  // Chunk groups (vite.config.ts, scripts/chunkPlan.ts) may hold a lazy module without being its own manifest
  // entry: the module map says which chunk holds it.
  const moduleMapPath = join(distDir, MODULE_MAP_FILE);
  const moduleMap = existsSync(moduleMapPath)
    ? (JSON.parse(readFileSync(moduleMapPath, 'utf8')) as ModuleMap)
    : {};
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const fileOfModule = new Map<string, string>();
  for (const [file, chunk] of Object.entries(moduleMap)) {
    for (const id of chunk.modules) fileOfModule.set(id, file);
  }
  const keyOf = (id: string): string | undefined =>
    manifest[id] ? id : keyOfFile.get(fileOfModule.get(id) ?? '');
  // The chunks a key loads at once: itself and its static imports, transitively (not its dynamic imports).
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      into.add(key);
      closure(manifest[key]?.imports ?? [], into);
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const routeModules = new Set([
    ...Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry),
    ...[...fileOfModule.keys()].filter((id) => id.includes('?tsr-split=') || id.endsWith('.lazy.tsx')),
  ]);
  const routes = new Map<string, string[]>();
  for (const id of routeModules) {
    const path = routePath(id);
    const key = path === undefined ? undefined : keyOf(id);
    if (path !== undefined && key) routes.set(path, [...new Set([...(routes.get(path) ?? []), key])]);
  }
  if (!routes.has('/')) routes.set('/', []);
  // Every page but sign-in is shown signed in: inside the shell, and with the sdk's services (GraphQL documents,
  // every domain), which are lazy chunks of their own.
  const SIGNED_IN = ['src/features/shell/AppLayout.tsx', '../sdk/src/services.ts'];
  const shell = SIGNED_IN.map(keyOf).filter((key): key is string => key !== undefined);
  const sum = (files: Iterable<string>): Sizes => {
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const sizes = sizesOf(file);
      total.raw += sizes.raw;
      total.gzip += sizes.gzip;
      total.brotli += sizes.brotli;
    }
    return total;
  };
  return [...routes.entries()]
    .map(([route, keys]) => {
      const chunks = [...closure([...entries, ...keys, ...(route === '/' ? [] : shell)])].map(
        (key) => manifest[key]!,
      );
      const jsFiles = [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))];
      const cssFiles = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
      return { route, js: sum(jsFiles), css: sum(cssFiles), jsFiles };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain-text table: one row per route, JS and CSS raw / gzip / brotli. */
export function formatBundleTable(rows: RouteBundle[]): string {
  const header = ['route', 'JS raw', 'JS gzip', 'JS br', 'CSS gzip', 'chunks'];
  const lines = rows.map((row) => [
    row.route,
    kb(row.js.raw),
    kb(row.js.gzip),
    kb(row.js.brotli),
    kb(row.css.gzip),
    String(row.jsFiles.length),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n');
}

// `npx tsx app/scripts/bundle-report.ts [dist] [--json]` prints the table (or the rows) of an existing build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dist = args.find((arg) => !arg.startsWith('--')) ?? new URL('../dist', import.meta.url).pathname;
  const rows = readBundleReport(dist);
  console.log(args.includes('--json') ? JSON.stringify(rows) : formatBundleTable(rows));
}
