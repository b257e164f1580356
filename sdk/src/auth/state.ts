import type { Session as WireSession, User } from '@nhost/nhost-js/auth';
import type { ErrorPayload } from '../errors';
import type { HasuraClaims, JwtPayload } from './jwt';

export type { User };
export type Session = WireSession;

/** Sub-states of spec §4 `signedOut`. */
export type SignedOutState = 'noErrors' | 'success' | 'needsSmsOtp' | 'needsMfa' | 'failed' | 'signingOut';

/** In-flight sign-in calls of the authentication region (spec §4 lists the methods). */
export type AuthenticatingState =
  | 'password'
  | 'anonymous'
  | 'securityKeyEmail'
  | 'securityKey'
  | 'mfaTotp'
  | 'personalAccessToken'
  | 'idToken';

/**
 * The authentication region as a dotted path, e.g. `signedOut.needsMfa`. Compare with `===`, or test a
 * parent with {@link matchesState}.
 */
export type AuthenticationState =
  | 'starting'
  | 'retryTokenImport'
  | 'signedIn'
  | `authenticating.${AuthenticatingState}`
  | `signedOut.${SignedOutState}`;

/** Only meaningful while signed in; `disabled` for personal-access-token sessions or autoRefreshToken off. */
export type RefreshTimerState = 'stopped' | 'disabled' | 'pending' | 'refreshing';

/** The separate TRY_TOKEN flow of spec §4. */
export type TokenState = 'idle' | 'running' | 'error';

export type RegistrationIncompleteState = 'noErrors' | 'needsEmailVerification' | 'needsOtp' | 'failed';

/** In-flight calls of the registration region (spec §4 lists the methods). */
export type RegisteringState =
  | 'emailPassword'
  | 'securityKey'
  | 'passwordlessEmail'
  | 'passwordlessSms'
  | 'passwordlessSmsOtp'
  | 'signInEmailOtp'
  | 'verifyEmailOtp';

export type RegistrationState =
  `incomplete.${RegistrationIncompleteState}` | `registering.${RegisteringState}` | 'complete';

export interface AccessTokenContext {
  readonly value: string | null;
  readonly expiresAt: Date | null;
  readonly payload: JwtPayload | null;
  readonly hasuraClaims: HasuraClaims | null;
}

export interface RefreshTokenContext {
  readonly value: string | null;
  readonly id: string | null;
  /** Spec §4: sessions from /signin/pat are never refreshed by the timer. */
  readonly isPAT: boolean;
}

export interface RefreshTimerContext {
  /** Consecutive failed refreshes; reset by a success. */
  readonly attempts: number;
  readonly lastAttempt: Date | null;
}

export interface AuthErrors {
  readonly authentication?: ErrorPayload;
  readonly registration?: ErrorPayload;
  readonly token?: ErrorPayload;
}

export interface AuthContext {
  readonly user: User | null;
  readonly accessToken: AccessTokenContext;
  readonly refreshToken: RefreshTokenContext;
  readonly mfa: { readonly ticket: string } | null;
  readonly errors: AuthErrors;
  readonly importTokenAttempts: number;
  readonly refreshTimer: RefreshTimerContext;
  /**
   * The `type` that came with a refresh token in the page address (`emailVerify`, `passwordReset`, …),
   * kept because the address itself is cleaned right away.
   */
  readonly urlTokenType: string | null;
}

export interface AuthSnapshot {
  readonly authentication: AuthenticationState;
  readonly refreshTimer: RefreshTimerState;
  readonly token: TokenState;
  readonly registration: RegistrationState;
  readonly context: AuthContext;
}

/** `matchesState('signedOut', 'signedOut.failed')` is true; so is an exact match. */
export const matchesState = <S extends string>(parent: string, state: S): boolean =>
  state === parent || state.startsWith(`${parent}.`);

export const isLoadingState = (state: AuthenticationState): boolean =>
  state === 'starting' || state === 'retryTokenImport';

const EMPTY_ACCESS_TOKEN: AccessTokenContext = {
  value: null,
  expiresAt: null,
  payload: null,
  hasuraClaims: null,
};
const EMPTY_REFRESH_TOKEN: RefreshTokenContext = { value: null, id: null, isPAT: false };
const RESET_TIMER: RefreshTimerContext = { attempts: 0, lastAttempt: null };

export const initialContext: AuthContext = {
  user: null,
  accessToken: EMPTY_ACCESS_TOKEN,
  refreshToken: EMPTY_REFRESH_TOKEN,
  mfa: null,
  errors: {},
  importTokenAttempts: 0,
  refreshTimer: RESET_TIMER,
  urlTokenType: null,
};

export const initialSnapshot: AuthSnapshot = {
  authentication: 'starting',
  refreshTimer: 'stopped',
  token: 'idle',
  registration: 'incomplete.noErrors',
  context: initialContext,
};

export const emptySessionContext = {
  user: null,
  accessToken: EMPTY_ACCESS_TOKEN,
  refreshToken: EMPTY_REFRESH_TOKEN,
  mfa: null,
  refreshTimer: RESET_TIMER,
  urlTokenType: null,
} as const satisfies Partial<AuthContext>;
