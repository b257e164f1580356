/** The public sign-in page; every other path needs a session (spec §2). */
export const SIGN_IN_PATH = '/';
/** Where a signed-in user lands. */
export const HOME_PATH = '/handlowiec/pulpit';

/**
 * Spec §2 root behaviour: unauthenticated users on any path but `/` go to `/`; authenticated users on `/` go
 * to the dashboard. Returns the path to redirect to, or undefined to stay.
 */
export function authRedirect(isAuthenticated: boolean, pathname: string): string | undefined {
  const onSignIn = pathname === SIGN_IN_PATH;
  if (!isAuthenticated && !onSignIn) return SIGN_IN_PATH;
  if (isAuthenticated && onSignIn) return HOME_PATH;
  return undefined;
}
