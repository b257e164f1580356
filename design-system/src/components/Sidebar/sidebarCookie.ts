import { SIDEBAR_COOKIE_MAX_AGE, SIDEBAR_COOKIE_NAME } from '../../constants';

/** The remembered expanded/collapsed state, or `undefined` when there is no cookie (or no document). */
export function readSidebarCookie(
  cookie = typeof document === 'undefined' ? '' : document.cookie,
): boolean | undefined {
  const match = cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  if (!match) return undefined;
  const value = match.slice(SIDEBAR_COOKIE_NAME.length + 1);
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** Remembers the state for 7 days on the whole site (spec §9). */
export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
