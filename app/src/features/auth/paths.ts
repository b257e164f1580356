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

/** Where the password-reset link lands, signed in (spec §8: the link carries a refresh token). */
export const NEW_PASSWORD_PATH = '/nowe-haslo';

/** The sign-in page's steps, kept in the address (`/?krok=link`) so the browser's back button works. */
export const SIGN_IN_STEPS = ['link', 'kod', 'reset-hasla'] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

export interface SignInSearch {
  krok?: SignInStep;
}

/** The `/` route's search: an unknown step is the password form. */
export function validateSignInSearch(search: Record<string, unknown>): SignInSearch {
  const step = search.krok;
  return SIGN_IN_STEPS.includes(step as SignInStep) ? { krok: step as SignInStep } : {};
}
