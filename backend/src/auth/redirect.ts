import { AuthError } from './errors';
import type { AuthSettings } from './settings';

const escapeRegExp = (value: string) => value.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function matches(allowed: string, candidate: URL): boolean {
  if (allowed.includes('*')) {
    // A wildcard stands for any characters within one host label or path segment.
    const pattern = new RegExp(
      `^${escapeRegExp(allowed.replace(/\/+$/, '')).replaceAll('*', '[^/?#.]*')}(?:[/?#]|$)`,
    );
    return pattern.test(candidate.href);
  }
  if (!URL.canParse(allowed)) return false;
  const base = new URL(allowed);
  if (base.protocol !== candidate.protocol || base.host !== candidate.host) return false;
  const basePath = base.pathname.replace(/\/+$/, '');
  return basePath === '' || candidate.pathname === basePath || candidate.pathname.startsWith(`${basePath}/`);
}

/** Whether `url` is the client URL or one of AUTH_ACCESS_CONTROL_ALLOWED_REDIRECT_URLS, or below one. */
export function isRedirectAllowed(settings: AuthSettings, url: string): boolean {
  if (!URL.canParse(url)) return false;
  const candidate = new URL(url);
  if (candidate.username !== '' || candidate.password !== '') return false;
  return [settings.clientUrl, ...settings.allowedRedirectUrls].some((allowed) => matches(allowed, candidate));
}

/** The redirect target of a request: the client URL when absent, a 400 redirectTo-not-allowed when foreign. */
export function resolveRedirectTo(settings: AuthSettings, redirectTo: string | undefined): string {
  if (redirectTo === undefined) return settings.clientUrl;
  if (!isRedirectAllowed(settings, redirectTo)) throw new AuthError('redirectTo-not-allowed');
  return redirectTo;
}

/** `url` with `params` added to its query string. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.href;
}
