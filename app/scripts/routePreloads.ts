import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** `.vite/preloads.json`, read by the backend when it serves a page (backend/src/http/pagePreloads.ts). */
export const PRELOADS_FILE = join('.vite', 'preloads.json');

export interface RoutePreload {
  /** The router's path, `$name` for a parameter: `/handlowiec/awizacje/edit/$awizacja_id`. */
  path: string;
  /** Scripts and stylesheets the page imports besides the entry, from the site root, in load order. */
  scripts: string[];
  styles: string[];
}

export interface PreloadsFile {
  routes: RoutePreload[];
}

export interface RoutePreloadsOptions {
  /** Modules every signed-in page loads (the sdk's services, the shell). */
  isSignedInCore: (id: string) => boolean;
  /** Route paths shown signed out: they load none of the above. */
  publicPaths: string[];
}

const ROUTE_MODULE = /[\\/]src[\\/]routes[\\/](.+?)(\.lazy)?\.tsx(\?tsr-split=component[^?]*)?$/;

/** `handlowiec/klienci/lista` → `/handlowiec/klienci/lista`; `index` and `route` name the folder's own path. */
function routePathOf(file: string): string {
  const parts = file.split('/').filter((part) => part !== 'index' && part !== 'route');
  return '/' + parts.join('/');
}

/**
 * Writes, for every page of the router, the chunks it loads after the entry: the page's split component, its
 * layouts' and the chunks they import, and for a signed-in page the services and the shell. The backend links
 * them from the page's HTML (`<link rel="modulepreload">`), so they download alongside the entry instead of
 * after it has run, restored the session and matched the route: one round trip each step saved on a phone.
 */
export function routePreloads(root: string, options: RoutePreloadsOptions): Plugin {
  let outDir = '';
  let base = '/';
  let file: PreloadsFile = { routes: [] };
  return {
    name: 'rampa:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rolldown.OutputChunk[], into = new Set<Rolldown.OutputChunk>()) => {
        for (const chunk of start) {
          if (into.has(chunk)) continue;
          into.add(chunk);
          closure(
            chunk.imports.map((name) => byFile.get(name)).filter((next) => next !== undefined),
            into,
          );
        }
        return into;
      };
      const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
      const chunkOf = new Map<string, Rolldown.OutputChunk>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const core = chunks.filter((chunk) => chunk.moduleIds.some(options.isSignedInCore));
      // Each route file's component chunk, by the route's path.
      const components = new Map<string, { chunk: Rolldown.OutputChunk; layout: boolean }>();
      for (const [id, chunk] of chunkOf) {
        const match = relative(root, id).startsWith('..') ? null : ROUTE_MODULE.exec(id);
        if (!match || (!match[2] && !match[3])) continue;
        const name = match[1]!.replace(/\\/g, '/');
        if (name === '__root') continue;
        components.set(routePathOf(name), { chunk, layout: name.endsWith('route') });
      }
      const routes: RoutePreload[] = [];
      for (const [path, { layout }] of components) {
        if (layout) continue;
        const parts = path.split('/');
        const layouts = [...components]
          .filter(
            ([other, entry]) => entry.layout && parts.slice(0, other.split('/').length).join('/') === other,
          )
          .map(([, entry]) => entry.chunk);
        const signedIn = !options.publicPaths.includes(path);
        const wanted = [...(signedIn ? core : []), ...layouts, components.get(path)!.chunk];
        const files = [...closure(wanted)].filter((chunk) => !loaded.has(chunk));
        routes.push({
          path,
          scripts: files.map((chunk) => base + chunk.fileName),
          styles: [...new Set(files.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
            (name) => base + name,
          ),
        });
      }
      file = { routes: routes.sort((a, b) => a.path.localeCompare(b.path)) };
    },
    async writeBundle(_options, bundle) {
      // A chunk of nothing but CSS (a vanilla-extract module's) is there when generateBundle runs, and Vite drops it
      // afterwards, its stylesheet kept: only the files written are linked, or the page would preload a 404.
      const written = new Set(Object.keys(bundle).map((name) => base + name));
      const routes = file.routes.map((route) => ({
        ...route,
        scripts: route.scripts.filter((script) => written.has(script)),
      }));
      await mkdir(join(outDir, '.vite'), { recursive: true });
      await writeFile(join(outDir, PRELOADS_FILE), JSON.stringify({ routes }, null, 1));
    },
  };
}
