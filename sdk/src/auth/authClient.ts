import {
  ERRORS,
  type ErrorPayload,
  isRetriable,
  isUnverifiedEmail,
  OTHER_ERROR_CODE,
  SdkError,
  STATE_ERROR_CODE,
  VALIDATION_ERROR_CODE,
} from '../errors';
import type { SessionVault } from '../nhost/sessionVault';
import { type AccountCalls, createAccountCalls } from './account';
import type {
  AuthApi,
  DeanonymizeParams,
  Result,
  SecurityKeySignUpOptions,
  SignInIdTokenParams,
  SignInProviderParams,
  SignUpOptions,
} from './authApi';
import {
  IGNORED_URL_ERROR_DESCRIPTION,
  READY_TIMEOUT_MS,
  REFRESH_TICK_MS,
  URL_REFRESH_TOKEN_PARAM,
  URL_TYPE_PARAM,
} from './constants';
import type { HasuraClaims } from './jwt';
import { type PageLocation, readUrlAuthParams, type UrlAuthParams, withoutUrlParams } from './pageUrl';
import { type AuthEvent, authReducer, type ReceivedSession } from './reducer';
import { backoffDelayMs } from './schedule';
import {
  type AuthenticatingState,
  type AuthSnapshot,
  initialSnapshot,
  isLoadingState,
  type RegisteringState,
  type RegistrationState,
  type Session,
  type User,
} from './state';
import { validateEmail, validateEmailPassword, validateMfaTicket, validatePhoneNumber } from './validation';
import type { RefreshLock } from './refreshLock';
import type { TabChannel, TabMessage } from './tabSync';
import { authenticate, register, type WebAuthnCeremonies } from './webauthn';

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

const BUSY: ErrorPayload = {
  error: 'auth-busy',
  message: 'Another sign-in or sign-out is in progress',
  status: STATE_ERROR_CODE,
};
const INVALID_RESPONSE: ErrorPayload = {
  error: 'invalid-response',
  message: 'The server answered without a session',
  status: OTHER_ERROR_CODE,
};

/** Spec §5: elevation needs the user's e-mail (the key is looked up by it). */
const NO_ELEVATION_EMAIL: ErrorPayload = Object.freeze({
  error: 'no-email',
  message: 'A user email is required for elevation',
  status: VALIDATION_ERROR_CODE,
});

const USER_NOT_ANONYMOUS: ErrorPayload = Object.freeze({
  error: 'user-not-anonymous',
  message: 'User is not anonymous',
  status: STATE_ERROR_CODE,
});

const readyTimeout = (ms: number): ErrorPayload => ({
  error: 'timeout',
  message: `Timeout of ${ms} ms exceeded`,
  status: OTHER_ERROR_CODE,
});

const failed = (error: ErrorPayload) => ({ outcome: 'failed', error }) as const;

export function createAuthClient(deps: AuthClientDeps): AuthClient {
  const { api, vault } = deps;
  const options = { autoRefreshToken: deps.autoRefreshToken };
  const listeners = new Set<() => void>();
  let snapshot = initialSnapshot;
  let started = false;
  let stopped = false;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let importRetry: ReturnType<typeof setTimeout> | null = null;
  const inflightRefreshes = new Set<Promise<unknown>>();
  let urlParams: UrlAuthParams | null = null;

  const received = (session: Session): ReceivedSession => ({ session, receivedAt: Date.now() });
  const tabs = deps.tabs ?? null;
  const store = (session: Session) => {
    // Only a session the machine actually took (not one that arrived after sign-out) reaches storage.
    if (snapshot.context.accessToken.value !== session.accessToken) return false;
    vault.set({ ...session, decodedToken: snapshot.context.accessToken.payload ?? {} });
    return true;
  };
  const persist = (session: Session) => () => {
    if (store(session)) tabs?.post({ type: 'session', session });
  };
  const signedOutHere = () => {
    vault.remove();
    tabs?.post({ type: 'signout' });
  };
  function onTabMessage(message: TabMessage) {
    if (message.type === 'session') {
      dispatch({ type: 'SESSION_RECEIVED', received: received(message.session) }, () =>
        store(message.session),
      );
    } else {
      // The other tab already cleared the shared storage and revoked the token.
      dispatch({ type: 'SIGNED_OUT_ELSEWHERE' }, () => vault.forgetInMemory());
    }
  }
  const stopListening = tabs?.listen(onTabMessage);

  /**
   * Every rotation of the stored refresh token runs under the tabs' lock and stores its successor before the
   * lock is let go; `token` is read inside, so a tab that waited takes the newest one another tab just stored
   * instead of presenting the one that tab rotated away. Without a lock (one tab, tests) the given token is used.
   */
  const refreshLock = deps.refreshLock ?? null;
  function exclusive<T>(task: (newest: (token: string) => string) => Promise<T>): Promise<T> {
    if (!refreshLock) return task((token) => token);
    return refreshLock(() => task((token) => vault.readStored()?.refreshToken ?? token));
  }

  /**
   * Applies an event; `commit` runs after the state changed but before anyone is told, so storage and
   * the attach-token middleware never lag behind what subscribers see. Returns false if ignored.
   */
  function dispatch(event: AuthEvent, commit?: () => void): boolean {
    if (stopped) return false;
    const previous = snapshot;
    const next = authReducer(previous, event, options);
    if (next === previous) return false;
    snapshot = next;
    commit?.();
    onTransition(previous, next);
    for (const listener of [...listeners]) listener();
    return true;
  }

  function onTransition(previous: AuthSnapshot, next: AuthSnapshot) {
    const ticking =
      next.authentication === 'signedIn' &&
      (next.refreshTimer === 'pending' || next.refreshTimer === 'refreshing');
    if (ticking && !ticker) {
      ticker = setInterval(
        () => dispatch({ type: 'REFRESH_TICK', now: Date.now(), chance: deps.random() }),
        REFRESH_TICK_MS,
      );
    } else if (!ticking && ticker) {
      clearInterval(ticker);
      ticker = null;
    }
    if (next.refreshTimer === 'refreshing' && previous.refreshTimer !== 'refreshing') {
      void track(runRefresh());
    }
    if (next.authentication === 'retryTokenImport' && previous.authentication !== 'retryTokenImport') {
      importRetry = setTimeout(() => {
        importRetry = null;
        if (dispatch({ type: 'TOKEN_IMPORT_RETRY' })) void runImport();
      }, backoffDelayMs(next.context.importTokenAttempts));
    }
  }

  /** Reads the page address once: its token is single-use and must not linger in history or referrers. */
  function consumeUrl(): UrlAuthParams | null {
    const { location } = deps;
    if (!deps.autoSignIn || !location) return null;
    const params = readUrlAuthParams(location.href);
    if (params.refreshToken || params.type) {
      location.replace(withoutUrlParams(location.href, [URL_REFRESH_TOKEN_PARAM, URL_TYPE_PARAM]));
    }
    return params;
  }

  async function runImport(): Promise<void> {
    const url = urlParams;
    if (url?.refreshToken) {
      const result = await api.refreshToken(url.refreshToken);
      if (result.ok) {
        urlParams = null;
        dispatch(
          { type: 'TOKEN_IMPORT_SUCCEEDED', received: received(result.value), urlTokenType: url.type },
          persist(result.value),
        );
        return;
      }
      if (isRetriable(result.error)) {
        dispatch({ type: 'TOKEN_IMPORT_FAILED', error: result.error });
        return;
      }
      // A rejected address token is spent; the stored one may still be good.
      urlParams = null;
    } else if (url?.error && url.errorDescription !== IGNORED_URL_ERROR_DESCRIPTION) {
      urlParams = null;
      const error = {
        error: url.error,
        message: url.errorDescription ?? url.error,
        status: VALIDATION_ERROR_CODE,
      };
      dispatch({ type: 'URL_SIGNIN_FAILED', error });
      return;
    }

    await exclusive(async () => {
      // Read under the lock: another tab may have just rotated the stored token.
      const stored = vault.readStored();
      if (!stored) {
        dispatch({ type: 'TOKEN_IMPORT_NONE' });
        return;
      }
      const result = await api.refreshToken(stored.refreshToken);
      if (result.ok) {
        dispatch(
          { type: 'TOKEN_IMPORT_SUCCEEDED', received: received(result.value), urlTokenType: null },
          persist(result.value),
        );
        return;
      }
      dispatch({ type: 'TOKEN_IMPORT_FAILED', error: result.error }, () => {
        if (snapshot.authentication !== 'retryTokenImport' && result.error.status === 401) vault.remove();
      });
    });
  }

  function runRefresh(): Promise<void> {
    return exclusive(async (newest) => {
      const current = snapshot.context.refreshToken.value;
      if (!current) return;
      const token = newest(current);
      const result = await api.refreshToken(token);
      if (result.ok) {
        dispatch({ type: 'REFRESH_SUCCEEDED', received: received(result.value) }, persist(result.value));
        return;
      }
      if (snapshot.context.refreshToken.value !== current && dispatch({ type: 'REFRESH_SUPERSEDED' })) return;
      dispatch({ type: 'REFRESH_FAILED', error: result.error, now: Date.now() }, () => {
        if (snapshot.authentication === 'signedIn') return;
        // A rejected token is dead; after exhausted retries it may only be unreachable, so keep it stored.
        if (result.error.status === 401) vault.remove();
        else vault.forgetInMemory();
      });
    });
  }

  /** A token handed in (from a link, or the caller's) is used as given; the session's own is read newest. */
  function runTryToken(token: string, handedIn = false): Promise<RefreshResult> {
    return exclusive(async (newest) => {
      const result = await api.refreshToken(handedIn ? token : newest(token));
      if (result.ok) {
        dispatch({ type: 'TRY_TOKEN_SUCCEEDED', received: received(result.value) }, persist(result.value));
        return { outcome: 'refreshed', session: result.value } as const;
      }
      dispatch({ type: 'TRY_TOKEN_FAILED', error: result.error });
      return failed(result.error);
    });
  }

  /**
   * Signing out everywhere is authorised by the access token, not the refresh token: when it is missing or
   * about to expire (a tab asleep past its refresh timer), refresh it first, so the server really ends every
   * session instead of answering 401 while this device alone signs out.
   */
  const SIGN_OUT_TOKEN_MARGIN_MS = 5_000;
  async function freshAccessToken(): Promise<void> {
    const { accessToken, refreshToken } = snapshot.context;
    const expiresAt = accessToken.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const fresh = accessToken.value !== null && expiresAt - Date.now() > SIGN_OUT_TOKEN_MARGIN_MS;
    if (fresh || snapshot.authentication !== 'signedIn' || !refreshToken.value) return;
    if (snapshot.token !== 'running' && dispatch({ type: 'TRY_TOKEN' })) {
      await track(runTryToken(refreshToken.value));
    }
  }

  /** Refreshes in flight, so sign-out can wait for them instead of revoking a token about to rotate. */
  function track<T>(promise: Promise<T>): Promise<T> {
    inflightRefreshes.add(promise);
    promise.finally(() => inflightRefreshes.delete(promise)).catch(() => undefined);
    return promise;
  }

  const getSnapshot = () => snapshot;

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  function waitUntilReady(timeoutMs = READY_TIMEOUT_MS): Promise<AuthSnapshot> {
    if (!isLoadingState(snapshot.authentication)) return Promise.resolve(snapshot);
    return new Promise((resolve, reject) => {
      const unsubscribe = subscribe(() => {
        if (isLoadingState(snapshot.authentication)) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(snapshot);
      });
      const timer = setTimeout(() => {
        unsubscribe();
        reject(new SdkError(readyTimeout(timeoutMs)));
      }, timeoutMs);
    });
  }

  /** Calls made during start-up wait for it instead of failing; a stuck start-up does not block them. */
  const settled = () => waitUntilReady().catch(() => snapshot);

  async function signIn(
    method: AuthenticatingState,
    validationError: ErrorPayload | null,
    call: () => Promise<SignInResult>,
  ): Promise<SignInResult> {
    await settled();
    if (snapshot.authentication === 'signedIn') return failed(ERRORS.alreadySignedIn);
    if (validationError) {
      dispatch({ type: 'SIGNIN_REJECTED', error: validationError });
      return failed(validationError);
    }
    if (!dispatch({ type: 'SIGNIN', method })) return failed(BUSY);
    return call();
  }

  function signInFailed(error: ErrorPayload): SignInResult {
    dispatch({ type: 'SIGNIN_FAILED', error });
    return isUnverifiedEmail(error) ? { outcome: 'needsEmailVerification', error } : failed(error);
  }

  function signInSucceeded(session: Session): SignInResult {
    dispatch({ type: 'SIGNIN_SUCCEEDED', received: received(session) }, persist(session));
    return { outcome: 'signedIn', session };
  }

  const sessionSignIn = (result: Result<Session | null>): SignInResult => {
    if (!result.ok) return signInFailed(result.error);
    return result.value ? signInSucceeded(result.value) : signInFailed(INVALID_RESPONSE);
  };

  /** Both security-key sign-ins: options from the server, the browser ceremony, then verification. */
  const securityKeySignIn = (method: 'securityKey' | 'securityKeyEmail', email?: string) =>
    signIn(method, email === undefined ? null : validateEmail(email), async () => {
      const options = await api.signInWebauthn(email);
      if (!options.ok) return signInFailed(options.error);
      const credential = await authenticate(deps.webauthn, options.value);
      if (!credential.ok) return signInFailed(credential.error);
      return sessionSignIn(await api.verifySignInWebauthn(credential.value, email));
    });

  /** The registration-region counterpart of signIn: same start rules, its own states and errors. */
  async function registration(
    method: RegisteringState,
    validationError: ErrorPayload | null,
    call: () => Promise<RegistrationResult>,
  ): Promise<RegistrationResult> {
    await settled();
    if (snapshot.authentication === 'signedIn') return failed(ERRORS.alreadySignedIn);
    if (validationError) {
      dispatch({ type: 'REGISTER_REJECTED', error: validationError });
      return failed(validationError);
    }
    if (!dispatch({ type: 'REGISTER', method })) return failed(BUSY);
    return call();
  }

  function registrationFailed(error: ErrorPayload): RegistrationResult {
    dispatch({ type: 'REGISTER_FAILED', error });
    return failed(error);
  }

  /** A sign-up or code answer: a session signs in; none means the e-mail must be verified first. */
  function registrationSession(result: Result<Session | null>): RegistrationResult {
    if (!result.ok) return registrationFailed(result.error);
    if (!result.value) {
      dispatch({ type: 'REGISTER_PENDING', next: 'needsEmailVerification', smsOtp: false });
      return { outcome: 'needsEmailVerification' };
    }
    const session = result.value;
    dispatch({ type: 'REGISTER_SUCCEEDED', received: received(session) }, persist(session));
    return { outcome: 'signedIn', session };
  }

  function registrationPending(
    result: Result<void>,
    next: 'needsEmailVerification' | 'needsOtp',
    smsOtp = false,
  ) {
    if (!result.ok) return registrationFailed(result.error);
    dispatch({ type: 'REGISTER_PENDING', next, smsOtp });
    return next === 'needsOtp'
      ? ({ outcome: 'needsOtp' } as const)
      : ({ outcome: 'needsEmailVerification' } as const);
  }

  const accessTokenWhenReady = async () => {
    await settled();
    return snapshot.context.accessToken.value;
  };

  const account = createAccountCalls({ api, webauthn: deps.webauthn, accessToken: accessTokenWhenReady });

  const client: Omit<AuthClient, keyof AccountCalls | 'signIn'> = {
    getSnapshot,
    subscribe,
    waitUntilReady,

    start() {
      if (started || stopped) return;
      started = true;
      urlParams = consumeUrl();
      void runImport();
    },

    stop() {
      stopped = true;
      stopListening?.();
      tabs?.close();
      if (ticker) clearInterval(ticker);
      if (importRetry) clearTimeout(importRetry);
      ticker = null;
      importRetry = null;
      listeners.clear();
    },

    isAuthenticated: () => snapshot.authentication === 'signedIn',
    getAccessToken: () => snapshot.context.accessToken.value,
    getUser: () => snapshot.context.user,
    getHasuraClaims: () => snapshot.context.accessToken.hasuraClaims,

    signInEmailPassword: ({ email, password }) => {
      return signIn('password', validateEmailPassword(email, password), async () => {
        const result = await api.signInEmailPassword(email, password);
        if (!result.ok) return signInFailed(result.error);
        const { mfa, session } = result.value;
        if (mfa) {
          dispatch({ type: 'SIGNIN_NEEDS_MFA', ticket: mfa.ticket });
          return { outcome: 'needsMfa', ticket: mfa.ticket };
        }
        return session ? signInSucceeded(session) : signInFailed(INVALID_RESPONSE);
      });
    },

    signInPersonalAccessToken: (personalAccessToken) =>
      signIn('personalAccessToken', null, async () => {
        const result = await api.signInPersonalAccessToken(personalAccessToken);
        if (!result.ok) return signInFailed(result.error);
        return result.value ? signInSucceeded(result.value) : signInFailed(INVALID_RESPONSE);
      }),

    async signOut({ all = false } = {}) {
      await Promise.allSettled([...inflightRefreshes]);
      if (all) await freshAccessToken();
      const { refreshToken, accessToken } = snapshot.context;
      if (snapshot.authentication !== 'signedIn' || !refreshToken.value)
        return failed(ERRORS.unauthenticatedUser);
      dispatch({ type: 'SIGNOUT' });
      const result = await api.signOut({
        refreshToken: refreshToken.value,
        accessToken: accessToken.value,
        all,
      });
      if (result.ok) {
        dispatch({ type: 'SIGNOUT_SUCCEEDED' }, signedOutHere);
        return { outcome: 'signedOut' };
      }
      dispatch({ type: 'SIGNOUT_FAILED', error: result.error }, signedOutHere);
      return failed(result.error);
    },

    async refreshSession(refreshToken) {
      await settled();
      const token = refreshToken ?? snapshot.context.refreshToken.value;
      if (!token) return failed(ERRORS.noRefreshToken);
      if (snapshot.token === 'running') return failed(ERRORS.refresherAlreadyRunning);
      if (!dispatch({ type: 'TRY_TOKEN' })) return failed(BUSY);
      return track(runTryToken(token, refreshToken !== undefined));
    },

    signInAnonymous: () => signIn('anonymous', null, async () => sessionSignIn(await api.signInAnonymous())),

    signInIdToken: (params) =>
      signIn('idToken', null, async () => sessionSignIn(await api.signInIdToken(params))),

    signInMfaTotp: ({ otp, ticket }) => {
      const mfaTicket = ticket ?? snapshot.context.mfa?.ticket;
      return signIn('mfaTotp', validateMfaTicket(mfaTicket), async () =>
        sessionSignIn(await api.signInMfaTotp(mfaTicket as string, otp)),
      );
    },

    signInSecurityKeyEmail: ({ email }) => securityKeySignIn('securityKeyEmail', email),
    signInSecurityKey: () => securityKeySignIn('securityKey'),

    signInEmailPasswordless: ({ email, options }) =>
      registration('passwordlessEmail', validateEmail(email), async () =>
        registrationPending(await api.signInPasswordlessEmail(email, options), 'needsEmailVerification'),
      ),

    signInEmailOtp: ({ email, options }) =>
      registration('signInEmailOtp', validateEmail(email), async () =>
        registrationPending(await api.signInOtpEmail(email, options), 'needsOtp'),
      ),

    verifyEmailOtp: ({ email, otp }) =>
      registration('verifyEmailOtp', validateEmail(email), async () =>
        registrationSession(await api.verifyOtpEmail(email, otp)),
      ),

    signInPasswordlessSms: ({ phoneNumber, options }) =>
      registration('passwordlessSms', validatePhoneNumber(phoneNumber), async () =>
        registrationPending(await api.signInPasswordlessSms(phoneNumber, options), 'needsOtp', true),
      ),

    signInPasswordlessSmsOtp: ({ phoneNumber, otp }) =>
      registration('passwordlessSmsOtp', validatePhoneNumber(phoneNumber), async () => {
        const result = await api.verifyPasswordlessSms(phoneNumber, otp);
        if (!result.ok) return registrationFailed(result.error);
        const { mfa, session } = result.value;
        if (mfa) {
          dispatch({ type: 'REGISTER_NEEDS_MFA', ticket: mfa.ticket });
          return { outcome: 'needsMfa', ticket: mfa.ticket };
        }
        return session
          ? registrationSession({ ok: true, value: session })
          : registrationFailed(INVALID_RESPONSE);
      }),

    signUpEmailPassword: ({ email, password, options }) =>
      registration('emailPassword', validateEmailPassword(email, password), async () =>
        registrationSession(await api.signUpEmailPassword(email, password, options)),
      ),

    signUpSecurityKey: ({ email, options }) =>
      registration('securityKey', validateEmail(email), async () => {
        const { nickname, ...signUpOptions } = options ?? {};
        const creation = await api.signUpWebauthn(
          email,
          Object.keys(signUpOptions).length > 0 ? signUpOptions : undefined,
        );
        if (!creation.ok) return registrationFailed(creation.error);
        const credential = await register(deps.webauthn, creation.value);
        if (!credential.ok) return registrationFailed(credential.error);
        // Spec §7: the verify call's options carry redirectTo, nickname, displayName and metadata.
        const verifyOptions = {
          redirectTo: options?.redirectTo,
          nickname,
          displayName: options?.displayName,
          metadata: options?.metadata,
        };
        return registrationSession(await api.verifySignUpWebauthn(credential.value, verifyOptions));
      }),

    providerSignInUrl: (provider, options = {}) => {
      const { connect, ...params } = options;
      const token = connect === true ? snapshot.context.accessToken.value : connect || null;
      return api.providerSignInUrl(provider, token ? { ...params, connect: token } : params);
    },

    async deanonymize(params) {
      await settled();
      const { accessToken, user } = snapshot.context;
      if (snapshot.authentication !== 'signedIn' || !accessToken.value)
        return failed(ERRORS.unauthenticatedUser);
      const invalid =
        params.signInMethod === 'email-password'
          ? validateEmailPassword(params.email, params.password)
          : params.connection === 'sms'
            ? validatePhoneNumber(params.phoneNumber)
            : validateEmail(params.email);
      if (invalid) return failed(invalid);
      if (user && !user.isAnonymous) return failed(USER_NOT_ANONYMOUS);
      const result = await api.deanonymize(params, accessToken.value);
      if (!result.ok) return failed(result.error);
      let next: 'needsEmailVerification' | 'needsOtp' | 'complete' =
        params.signInMethod === 'passwordless' && params.connection === 'sms'
          ? 'needsOtp'
          : 'needsEmailVerification';
      if (params.signInMethod === 'email-password') {
        // The new roles and e-mail only reach the token with a refresh (spec §4 TRY_TOKEN).
        const refreshed = await client.refreshSession();
        if (refreshed.outcome === 'refreshed' && refreshed.session.user?.emailVerified) next = 'complete';
      }
      dispatch({ type: 'DEANONYMIZED', next });
      return { outcome: 'deanonymized', registration: snapshot.registration };
    },

    async elevateSecurityKey(email) {
      await settled();
      const { accessToken, user } = snapshot.context;
      if (snapshot.authentication !== 'signedIn' || !accessToken.value)
        return failed(ERRORS.unauthenticatedUser);
      const userEmail = email ?? user?.email;
      if (!userEmail) return failed(NO_ELEVATION_EMAIL);
      const options = await api.elevateWebauthn(userEmail, accessToken.value);
      if (!options.ok) return failed(options.error);
      const credential = await authenticate(deps.webauthn, options.value);
      if (!credential.ok) return failed(credential.error);
      const result = await api.verifyElevateWebauthn(userEmail, credential.value, accessToken.value);
      if (!result.ok) return failed(result.error);
      const session = result.value;
      if (!session) return failed(INVALID_RESPONSE);
      dispatch({ type: 'SESSION_UPDATED', received: received(session) }, persist(session));
      return { outcome: 'elevated', session };
    },
  };

  /** v3's dispatch on the fields given; anything else is spec §8 invalid-sign-in-method. */
  function signInWith(params: SignInParams): Promise<SignInResult | RegistrationResult> {
    const fields = params as Record<string, unknown>;
    const has = (key: string) => fields[key] !== undefined;
    if (has('email') && has('password')) {
      return client.signInEmailPassword({
        email: fields.email as string,
        password: fields.password as string,
      });
    }
    if (has('email') && fields.securityKey === true) {
      return client.signInSecurityKeyEmail({ email: fields.email as string });
    }
    if (has('email') && !has('securityKey')) {
      return client.signInEmailPasswordless({
        email: fields.email as string,
        options: fields.options as SignUpOptions | undefined,
      });
    }
    if (has('phoneNumber') && has('otp')) {
      return client.signInPasswordlessSmsOtp({
        phoneNumber: fields.phoneNumber as string,
        otp: fields.otp as string,
      });
    }
    if (has('phoneNumber')) {
      return client.signInPasswordlessSms({
        phoneNumber: fields.phoneNumber as string,
        options: fields.options as SignUpOptions | undefined,
      });
    }
    if (Object.values(fields).every((value) => value === undefined)) return client.signInAnonymous();
    return Promise.resolve(failed(ERRORS.invalidSignInMethod));
  }

  return { ...client, ...account, signIn: signInWith };
}
