import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the app's build writes for each page (app/scripts/routePreloads.ts): the chunks it loads after the entry. */
interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
}

/** One page's `index.html`, with the links to its chunks, as sent: plain and compressed once, on first use. */
export interface PageHtml {
  plain: Buffer;
  etag: string;
  brotli(): Buffer;
  gzip(): Buffer;
}

const PRELOADS_FILE = join('.vite', 'preloads.json');
// Only the build's own asset names are linked: no quote or bracket can reach the HTML.
const ASSET = /^\/[\w./-]+\.(js|css)$/;

const isPreload = (value: unknown): value is RoutePreload => {
  const route = value as RoutePreload;
  return (
    typeof route?.path === 'string' &&
    route.path.startsWith('/') &&
    Array.isArray(route.scripts) &&
    Array.isArray(route.styles) &&
    [...route.scripts, ...route.styles].every((asset) => typeof asset === 'string' && ASSET.test(asset))
  );
};

/** `/handlowiec/awizacje/edit/$awizacja_id` → a pattern for the path part of a request (trailing slash too). */
function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`);
}

function pageHtml(html: string): PageHtml {
  const plain = Buffer.from(html);
  let brotli: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    plain,
    etag: `"${createHash('sha1').update(plain).digest('base64url')}"`,
    brotli: () =>
      (brotli ??= brotliCompressSync(plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
      })),
    gzip: () => (gzip ??= gzipSync(plain, { level: 9 })),
  };
}

/**
 * The built app's pages with their chunks linked (`<link rel="modulepreload">`, `<link rel="preload"
 * as="style">`), so a phone downloads a page's code alongside the entry instead of after the entry has run,
 * restored the session and matched the route. They are linked at low priority: the entry and the skeleton's
 * stylesheet come first (nothing else runs before them), the chunks take the bandwidth left while the entry runs.
 * Returns a lookup by request path, or null when the build wrote no `.vite/preloads.json` (the plain `index.html`
 * is served then). A path no route matches gets null too, and so does every path while the files are replaced.
 */
export function loadPagePreloads(appDist: string): ((pathname: string) => PageHtml | null) | null {
  const file = join(appDist, PRELOADS_FILE);
  const indexFile = join(appDist, 'index.html');
  if (!existsSync(file) || !existsSync(indexFile)) return null;
  // Read again when a new build replaces the files under a running server (its assets have new names).
  let version = '';
  let pages: { route: RoutePreload; pattern: RegExp; html: PageHtml | null }[] = [];
  let index = '';
  const load = () => {
    let current: string;
    try {
      current = [file, indexFile].map((path) => statSync(path).mtimeMs).join(':');
    } catch {
      pages = [];
      return;
    }
    if (current === version) return;
    version = current;
    pages = [];
    try {
      const parsed = (JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown }).routes;
      index = readFileSync(indexFile, 'utf8');
      if (!index.includes('</head>') || !Array.isArray(parsed)) return;
      pages = parsed
        .filter(isPreload)
        .map((route) => ({ route, pattern: pathPattern(route.path), html: null }));
    } catch {
      pages = [];
    }
  };
  return (pathname) => {
    load();
    const page = pages.find(({ pattern }) => pattern.test(pathname));
    if (!page) return null;
    if (!page.html) {
      const links = [
        ...page.route.scripts.map(
          (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
        ),
        ...page.route.styles.map(
          (href) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}">`,
        ),
      ];
      const headEnd = index.indexOf('</head>');
      page.html = pageHtml(`${index.slice(0, headEnd)}${links.join('\n')}\n${index.slice(headEnd)}`);
    }
    return page.html;
  };
}
