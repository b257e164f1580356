import {
  URL_ERROR_DESCRIPTION_PARAM,
  URL_ERROR_PARAM,
  URL_REFRESH_TOKEN_PARAM,
  URL_TYPE_PARAM,
} from './constants';

/** The page address, injectable so tests and non-browser hosts need no `window`. */
export interface PageLocation {
  readonly href: string;
  /** Changes the address without navigating or adding a history entry. */
  replace(href: string): void;
}

export function browserLocation(): PageLocation | null {
  if (typeof window === 'undefined' || !window.location || !window.history) return null;
  return {
    get href() {
      return window.location.href;
    },
    replace: (href) => window.history.replaceState(window.history.state, '', href),
  };
}

export interface UrlAuthParams {
  readonly refreshToken: string | null;
  readonly type: string | null;
  readonly error: string | null;
  readonly errorDescription: string | null;
}

// hasura-auth redirects with a query string; older OAuth flows put the same parameters in the hash.
const hashParams = (url: URL) => new URLSearchParams(url.hash.startsWith('#') ? url.hash.slice(1) : url.hash);

export function readUrlAuthParams(href: string): UrlAuthParams {
  const url = new URL(href);
  const hash = hashParams(url);
  const read = (name: string) => url.searchParams.get(name) || hash.get(name) || null;
  return {
    refreshToken: read(URL_REFRESH_TOKEN_PARAM),
    type: read(URL_TYPE_PARAM),
    error: read(URL_ERROR_PARAM),
    errorDescription: read(URL_ERROR_DESCRIPTION_PARAM),
  };
}

/** The address without the given parameters, in the query and in the hash; the rest is untouched. */
export function withoutUrlParams(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  const hash = hashParams(url);
  // Only rewrite a hash that carries the parameters: `#/route` style hashes stay as they are.
  if (names.some((name) => hash.has(name))) {
    for (const name of names) hash.delete(name);
    url.hash = hash.toString();
  }
  return url.toString();
}
