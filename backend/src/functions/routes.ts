import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Nhost's file-system routing for functions: every `.ts`/`.js` file under the folder is an endpoint at its path
 * without the extension (`index` is the folder itself); `[name]` segments are parameters; files and folders
 * whose name starts with `_` are hidden (shared code), as are `node_modules`, type declarations and tests.
 */
export interface FunctionRoute {
  /** `/users/[id]` style, for logs. */
  path: string;
  segments: ({ literal: string } | { param: string })[];
  file: string;
}

const SOURCE = /\.(ts|mts|js|mjs|cjs)$/;
const HIDDEN = /(^_|^\.|^node_modules$|\.d\.ts$|\.(test|spec)\.[cm]?[jt]s$)/;

export function discoverFunctions(dir: string): FunctionRoute[] {
  const routes: FunctionRoute[] = [];
  const walk = (folder: string) => {
    let names: string[];
    try {
      names = readdirSync(folder).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (HIDDEN.test(name)) continue;
      const full = join(folder, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (!SOURCE.test(name)) continue;
      const parts = relative(dir, full).replace(SOURCE, '').split(sep);
      if (parts.at(-1) === 'index') parts.pop();
      routes.push({
        path: `/${parts.join('/')}`,
        segments: parts.map((part) => {
          const param = /^\[(\w+)\]$/.exec(part);
          return param ? { param: param[1]! } : { literal: part };
        }),
        file: full,
      });
    }
  };
  walk(dir);
  // Literal segments win over parameters, as in Nhost (and Next.js) routing.
  const rank = (route: FunctionRoute) => route.segments.map((s) => ('param' in s ? '1' : '0')).join('');
  return routes.sort((a, b) => rank(a).localeCompare(rank(b)));
}

/** The route for a request path (below /v1/functions) and its parameters. */
export function matchFunction(
  routes: readonly FunctionRoute[],
  path: string,
): { route: FunctionRoute; params: Record<string, string> } | undefined {
  const parts = path.split('/').filter((p) => p !== '');
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      if ('literal' in segment) return segment.literal === parts[i];
      params[segment.param] = decodeURIComponent(parts[i]!);
      return true;
    });
    if (matches) return { route, params };
  }
  return undefined;
}
