import type { ErrorPayload } from '../errors';
import type { SessionVault } from '../nhost/sessionVault';
import { type AccountCalls, createAccountCalls } from './account';
import type {
  AuthApi,
  DeanonymizeParams,
  SecurityKeySignUpOptions,
  SignInIdTokenParams,
  SignInProviderParams,
  SignUpOptions,
} from './authApi';
import type { HasuraClaims } from './jwt';
import type { PageLocation } from './pageUrl';
import { createRegistrationCommands } from './registrationCommands';
import { createSignInCommands } from './signInCommands';
import type { AuthSnapshot, RegistrationState, Session, User } from './state';
import type { RefreshLock } from './refreshLock';
import type { TabChannel } from './tabSync';
import { createTokenLifecycle } from './tokenLifecycle';
import type { WebAuthnCeremonies } from './webauthn';

export type SignInResult =
  | { readonly outcome: 'signedIn'; readonly session: Session }
  | { readonly outcome: 'needsMfa'; readonly ticket: string }
  | { readonly outcome: 'needsEmailVerification'; readonly error: ErrorPayload }
  | { readonly outcome: 'failed'; readonly error: ErrorPayload };

/** Registration-region calls (spec §4): sign-ups, passwordless e-mail and SMS, e-mail one-time codes. */
export type RegistrationResult =
  | { readonly outcome: 'signedIn'; readonly session: Session }
  | { readonly outcome: 'needsEmailVerification' }
  | { readonly outcome: 'needsOtp' }
  | { readonly outcome: 'needsMfa'; readonly ticket: string }
  | { readonly outcome: 'failed'; readonly error: ErrorPayload };

export type ElevateResult =
  | { readonly outcome: 'elevated'; readonly session: Session }
  | { readonly outcome: 'failed'; readonly error: ErrorPayload };

export type DeanonymizeResult =
  | { readonly outcome: 'deanonymized'; readonly registration: RegistrationState }
  | { readonly outcome: 'failed'; readonly error: ErrorPayload };

/** v3's one `signIn(params)`: the method follows from the fields given (spec §4/§5). */
export type SignInParams =
  | { readonly email: string; readonly password: string }
  | { readonly email: string; readonly securityKey: true }
  | { readonly email: string; readonly options?: SignUpOptions }
  | { readonly phoneNumber: string; readonly otp: string }
  | { readonly phoneNumber: string; readonly options?: SignUpOptions }
  | Record<string, never>;

/** `connect`: link the provider to the signed-in user (true: with the current access token). */
export interface ProviderSignInOptions extends Omit<SignInProviderParams, 'connect' | 'codeChallenge'> {
  readonly connect?: boolean | string;
}

export type SignOutResult =
  { readonly outcome: 'signedOut' } | { readonly outcome: 'failed'; readonly error: ErrorPayload };

export type RefreshResult =
  | { readonly outcome: 'refreshed'; readonly session: Session }
  | { readonly outcome: 'failed'; readonly error: ErrorPayload };

export interface AuthClient extends AccountCalls {
  /** For `useSyncExternalStore`: the same object until something changes. */
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Begins the start-up import; createSdk calls it. Idempotent. */
  start(): void;
  /** Cancels timers and ignores answers still in flight (tests, hot reload). */
  stop(): void;
  /** Resolves once start-up is over; rejects after 15 s (spec §5). */
  waitUntilReady(timeoutMs?: number): Promise<AuthSnapshot>;
  isAuthenticated(): boolean;
  getAccessToken(): string | null;
  getUser(): User | null;
  getHasuraClaims(): HasuraClaims | null;
  signInEmailPassword(params: { email: string; password: string }): Promise<SignInResult>;
  signInPersonalAccessToken(personalAccessToken: string): Promise<SignInResult>;
  /** Off unless the server enables it; the user stays `incomplete` in registration (spec §4). */
  signInAnonymous(): Promise<SignInResult>;
  signInIdToken(params: SignInIdTokenParams): Promise<SignInResult>;
  /** The second factor; the ticket defaults to the one the password sign-in received. */
  signInMfaTotp(params: { otp: string; ticket?: string }): Promise<SignInResult>;
  /** WebAuthn sign-in for this e-mail's keys. */
  signInSecurityKeyEmail(params: { email: string }): Promise<SignInResult>;
  /** WebAuthn sign-in with a discoverable credential (passkey), no e-mail asked. */
  signInSecurityKey(): Promise<SignInResult>;
  /** The v3 catch-all: password, security key (`securityKey: true`), magic link, SMS, SMS code, anonymous. */
  signIn(params: SignInParams): Promise<SignInResult | RegistrationResult>;
  /** Sends a magic link; registration waits in needsEmailVerification. */
  signInEmailPasswordless(params: { email: string; options?: SignUpOptions }): Promise<RegistrationResult>;
  /** Sends a one-time code by e-mail; registration waits in needsOtp. */
  signInEmailOtp(params: { email: string; options?: SignUpOptions }): Promise<RegistrationResult>;
  verifyEmailOtp(params: { email: string; otp: string }): Promise<RegistrationResult>;
  /** Sends a code by SMS; the machine waits in signedOut.needsSmsOtp. */
  signInPasswordlessSms(params: {
    phoneNumber: string;
    options?: SignUpOptions;
  }): Promise<RegistrationResult>;
  signInPasswordlessSmsOtp(params: { phoneNumber: string; otp: string }): Promise<RegistrationResult>;
  signUpEmailPassword(params: {
    email: string;
    password: string;
    options?: SignUpOptions;
  }): Promise<RegistrationResult>;
  signUpSecurityKey(params: {
    email: string;
    options?: SecurityKeySignUpOptions;
  }): Promise<RegistrationResult>;
  /** The address to send the browser to for an OAuth sign-in (GET /signin/provider/{provider}). */
  providerSignInUrl(provider: string, options?: ProviderSignInOptions): string;
  /** Turns the signed-in anonymous user into a full one (spec §6). */
  deanonymize(params: DeanonymizeParams): Promise<DeanonymizeResult>;
  /** Proves the user is present with a security key; the new access token carries the elevated claim. */
  elevateSecurityKey(email?: string): Promise<ElevateResult>;
  signOut(params?: { all?: boolean }): Promise<SignOutResult>;
  /** Spec §4 TRY_TOKEN: refresh now with the given (or current) refresh token. */
  refreshSession(refreshToken?: string): Promise<RefreshResult>;
}

export interface AuthClientDeps {
  readonly api: AuthApi;
  readonly vault: SessionVault;
  readonly location: PageLocation | null;
  readonly autoSignIn: boolean;
  readonly autoRefreshToken: boolean;
  /** Source of the 10 % draw; Math.random unless a test pins it. */
  readonly random: () => number;
  readonly webauthn: WebAuthnCeremonies;
  /** Keeps other tabs in step (rotated refresh tokens, sign-outs); none outside a browser. */
  readonly tabs?: TabChannel | null;
  /** Serialises refreshes across tabs (Web Locks); none outside a browser. */
  readonly refreshLock?: RefreshLock | null;
}

/**
 * Three parts share one machine: the token lifecycle owns the state and the session's life, and the sign-in and
 * registration commands reach it only through the context each is handed.
 */
export function createAuthClient(deps: AuthClientDeps): AuthClient {
  const { api, webauthn } = deps;
  const machine = createTokenLifecycle(deps);
  const { getSnapshot, dispatch, settled, received, persist } = machine;
  const commandContext = { api, webauthn, getSnapshot, dispatch, settled, received, persist };
  const registration = createRegistrationCommands(commandContext);
  const signIn = createSignInCommands({
    ...commandContext,
    signedOutHere: machine.signedOutHere,
    refreshSession: machine.refreshSession,
    freshAccessToken: machine.freshAccessToken,
    refreshesSettled: machine.refreshesSettled,
    registration,
  });

  const accessTokenWhenReady = async () => {
    await settled();
    return getSnapshot().context.accessToken.value;
  };

  const account = createAccountCalls({
    api,
    webauthn,
    accessToken: accessTokenWhenReady,
    currentEmail: () => getSnapshot().context.user?.email ?? null,
  });

  return {
    getSnapshot,
    subscribe: machine.subscribe,
    waitUntilReady: machine.waitUntilReady,
    start: machine.start,
    stop: machine.stop,
    refreshSession: machine.refreshSession,

    isAuthenticated: () => getSnapshot().authentication === 'signedIn',
    getAccessToken: () => getSnapshot().context.accessToken.value,
    getUser: () => getSnapshot().context.user,
    getHasuraClaims: () => getSnapshot().context.accessToken.hasuraClaims,

    ...signIn,
    ...registration,
    ...account,
  };
}
