import { safeReturnPath } from '../roles/returnTo';

/** The public sign-in page; every other path needs a session (spec §2). */
export const SIGN_IN_PATH = '/';
/** The sign-in page's search parameter with the page a signed-out visitor asked for. */
export const RETURN_PARAM = 'powrot';

/**
 * Spec §2 root behaviour: unauthenticated users on any path but `/` go to `/` (remembering the page they asked
 * for); authenticated users on `/` go to that page, else to their role's start page. Returns the address to
 * redirect to, or undefined to stay.
 */
export function authRedirect(
  isAuthenticated: boolean,
  location: { readonly pathname: string; readonly href: string; readonly search: Record<string, unknown> },
  startPath: string,
): string | undefined {
  const onSignIn = location.pathname === SIGN_IN_PATH;
  if (!isAuthenticated && !onSignIn) {
    const asked = safeReturnPath(location.href);
    return asked ? `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: asked })}` : SIGN_IN_PATH;
  }
  if (isAuthenticated && onSignIn) return safeReturnPath(location.search[RETURN_PARAM]) ?? startPath;
  return undefined;
}

/** Where the password-reset link lands, signed in (spec §8: the link carries a refresh token). */
export const NEW_PASSWORD_PATH = '/nowe-haslo';
/** The new-password page's title (also the route's head, which loads before the page's own chunk). */
export const NEW_PASSWORD_TITLE = 'Ustaw nowe hasło';

/** The sign-in page's steps, kept in the address (`/?krok=link`) so the browser's back button works. */
export const SIGN_IN_STEPS = ['link', 'kod', 'reset-hasla'] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

export interface SignInSearch {
  krok?: SignInStep;
  /** The page to go to once signed in (same origin only). */
  powrot?: string;
}

/** The `/` route's search: an unknown step is the password form; a return address elsewhere is dropped. */
export function validateSignInSearch(search: Record<string, unknown>): SignInSearch {
  const step = search.krok;
  const back = safeReturnPath(search[RETURN_PARAM]);
  return {
    ...(SIGN_IN_STEPS.includes(step as SignInStep) && { krok: step as SignInStep }),
    ...(back && { powrot: back }),
  };
}
