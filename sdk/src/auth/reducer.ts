import { type ErrorPayload, isRetriable, isUnverifiedEmail } from '../errors';
import { DEFAULT_ACCESS_TOKEN_EXPIRES_IN_SECONDS } from './constants';
import { decodeJwtPayload, getHasuraClaims, type JwtPayload } from './jwt';
import { canRetryImport, canRetryRefresh, shouldRefresh } from './schedule';
import {
  type AuthContext,
  type AuthenticatingState,
  type AuthSnapshot,
  emptySessionContext,
  matchesState,
  type RegisteringState,
  type Session,
} from './state';

/** A session as the machine receives it: the wire body plus when it arrived. */
export interface ReceivedSession {
  readonly session: Session;
  readonly receivedAt: number;
}

export type AuthEvent =
  | { type: 'TOKEN_IMPORT_SUCCEEDED'; received: ReceivedSession; urlTokenType: string | null }
  | { type: 'TOKEN_IMPORT_NONE' }
  | { type: 'TOKEN_IMPORT_FAILED'; error: ErrorPayload }
  | { type: 'TOKEN_IMPORT_RETRY' }
  | { type: 'URL_SIGNIN_FAILED'; error: ErrorPayload }
  | { type: 'SIGNIN_REJECTED'; error: ErrorPayload }
  | { type: 'SIGNIN'; method: AuthenticatingState }
  | { type: 'SIGNIN_SUCCEEDED'; received: ReceivedSession }
  | { type: 'SIGNIN_NEEDS_MFA'; ticket: string }
  | { type: 'SIGNIN_FAILED'; error: ErrorPayload }
  | { type: 'SIGNOUT' }
  | { type: 'SIGNOUT_SUCCEEDED' }
  | { type: 'SIGNOUT_FAILED'; error: ErrorPayload }
  | { type: 'REFRESH_TICK'; now: number; chance: number }
  | { type: 'REFRESH_SUCCEEDED'; received: ReceivedSession }
  | { type: 'REFRESH_FAILED'; error: ErrorPayload; now: number }
  | { type: 'TRY_TOKEN' }
  | { type: 'TRY_TOKEN_SUCCEEDED'; received: ReceivedSession }
  | { type: 'TRY_TOKEN_FAILED'; error: ErrorPayload }
  | { type: 'SESSION_UPDATED'; received: ReceivedSession }
  | { type: 'SESSION_RECEIVED'; received: ReceivedSession }
  | { type: 'SIGNED_OUT_ELSEWHERE' }
  | { type: 'REFRESH_SUPERSEDED' }
  | { type: 'REGISTER'; method: RegisteringState }
  | { type: 'REGISTER_REJECTED'; error: ErrorPayload }
  | { type: 'REGISTER_SUCCEEDED'; received: ReceivedSession }
  | { type: 'REGISTER_PENDING'; next: 'needsEmailVerification' | 'needsOtp'; smsOtp: boolean }
  | { type: 'REGISTER_NEEDS_MFA'; ticket: string }
  | { type: 'REGISTER_FAILED'; error: ErrorPayload }
  | { type: 'DEANONYMIZED'; next: 'needsEmailVerification' | 'needsOtp' | 'complete' };

export interface AuthReducerOptions {
  readonly autoRefreshToken: boolean;
}

const safeDecode = (token: string): JwtPayload | null => {
  try {
    return decodeJwtPayload(token);
  } catch {
    return null;
  }
};

function sessionContext({ session, receivedAt }: ReceivedSession, isPAT: boolean): Partial<AuthContext> {
  const payload = safeDecode(session.accessToken);
  const expiresIn =
    typeof session.accessTokenExpiresIn === 'number'
      ? session.accessTokenExpiresIn
      : DEFAULT_ACCESS_TOKEN_EXPIRES_IN_SECONDS;
  return {
    user: session.user ?? null,
    accessToken: {
      value: session.accessToken,
      expiresAt: new Date(receivedAt + expiresIn * 1000),
      payload,
      hasuraClaims: getHasuraClaims(payload),
    },
    refreshToken: { value: session.refreshToken, id: session.refreshTokenId, isPAT },
    mfa: null,
    refreshTimer: { attempts: 0, lastAttempt: null },
  };
}

/** Spec §4: entering signedIn. Registration completes, except for anonymous users. */
function signedIn(
  state: AuthSnapshot,
  received: ReceivedSession,
  options: AuthReducerOptions,
  isPAT: boolean,
): AuthSnapshot {
  return {
    ...state,
    authentication: 'signedIn',
    refreshTimer: !options.autoRefreshToken || isPAT ? 'disabled' : 'pending',
    registration: received.session.user?.isAnonymous
      ? isRegistering(state)
        ? 'incomplete.noErrors'
        : state.registration
      : 'complete',
    context: {
      ...state.context,
      ...sessionContext(received, isPAT),
      errors: {},
      importTokenAttempts: 0,
      urlTokenType: null,
    },
  };
}

function signedOut(
  state: AuthSnapshot,
  sub: 'noErrors' | 'success' | 'failed',
  error?: ErrorPayload,
): AuthSnapshot {
  return {
    ...state,
    authentication: `signedOut.${sub}`,
    refreshTimer: 'stopped',
    registration: 'incomplete.noErrors',
    context: {
      ...state.context,
      ...emptySessionContext,
      errors: error ? { ...state.context.errors, authentication: error } : state.context.errors,
    },
  };
}

const isRegistering = (state: AuthSnapshot) => matchesState('registering', state.registration);

/** Sign-in and registration calls start from signedOut (not while signing out), one at a time. */
const canStartSignIn = (state: AuthSnapshot) =>
  matchesState('signedOut', state.authentication) &&
  state.authentication !== 'signedOut.signingOut' &&
  !isRegistering(state);

const withError = (state: AuthSnapshot, region: keyof AuthContext['errors'], error: ErrorPayload) => ({
  ...state.context,
  errors: { ...state.context.errors, [region]: error },
});

/**
 * Pure transitions of the auth machine. An event that does not apply to the current state returns the
 * same object, which is how the effect runner knows a late network answer was discarded.
 */
export function authReducer(
  state: AuthSnapshot,
  event: AuthEvent,
  options: AuthReducerOptions,
): AuthSnapshot {
  switch (event.type) {
    case 'TOKEN_IMPORT_SUCCEEDED': {
      if (state.authentication !== 'starting') return state;
      const next = signedIn(state, event.received, options, false);
      return { ...next, context: { ...next.context, urlTokenType: event.urlTokenType } };
    }
    case 'TOKEN_IMPORT_NONE':
      return state.authentication === 'starting' ? signedOut(state, 'noErrors') : state;
    case 'TOKEN_IMPORT_FAILED': {
      if (state.authentication !== 'starting') return state;
      if (isRetriable(event.error) && canRetryImport(state.context.importTokenAttempts)) {
        return {
          ...state,
          authentication: 'retryTokenImport',
          context: { ...state.context, importTokenAttempts: state.context.importTokenAttempts + 1 },
        };
      }
      // Spec §4: signedOut with the error saved (not `failed`: nobody asked to sign in).
      return signedOut(state, 'noErrors', event.error);
    }
    case 'URL_SIGNIN_FAILED':
      // Spec §8: an error handed back in the page address (OAuth, e-mail link) fails that sign-in.
      return state.authentication === 'starting' ? signedOut(state, 'failed', event.error) : state;
    case 'TOKEN_IMPORT_RETRY':
      return state.authentication === 'retryTokenImport' ? { ...state, authentication: 'starting' } : state;

    case 'SIGNIN_REJECTED':
      if (!canStartSignIn(state)) return state;
      return {
        ...state,
        authentication: 'signedOut.failed',
        context: { ...state.context, errors: { ...state.context.errors, authentication: event.error } },
      };
    case 'SIGNIN':
      if (!canStartSignIn(state)) return state;
      return {
        ...state,
        authentication: `authenticating.${event.method}`,
        // The MFA ticket outlives a wrong code: the user types another one for the same ticket.
        context: { ...state.context, mfa: event.method === 'mfaTotp' ? state.context.mfa : null, errors: {} },
      };
    case 'SIGNIN_SUCCEEDED':
      if (!matchesState('authenticating', state.authentication)) return state;
      return signedIn(
        state,
        event.received,
        options,
        state.authentication === 'authenticating.personalAccessToken',
      );
    case 'SIGNIN_NEEDS_MFA':
      if (!matchesState('authenticating', state.authentication)) return state;
      return {
        ...state,
        authentication: 'signedOut.needsMfa',
        context: { ...state.context, mfa: { ticket: event.ticket } },
      };
    case 'SIGNIN_FAILED':
      if (!matchesState('authenticating', state.authentication)) return state;
      if (isUnverifiedEmail(event.error)) {
        return {
          ...state,
          authentication: 'signedOut.noErrors',
          registration: 'incomplete.needsEmailVerification',
          context: { ...state.context, errors: { ...state.context.errors, registration: event.error } },
        };
      }
      return {
        ...state,
        authentication: 'signedOut.failed',
        context: { ...state.context, errors: { ...state.context.errors, authentication: event.error } },
      };

    case 'SIGNOUT':
      // Tokens stay in context (and storage) until the call is answered: it needs them.
      return state.authentication === 'signedIn'
        ? { ...state, authentication: 'signedOut.signingOut', refreshTimer: 'stopped', token: 'idle' }
        : state;
    case 'SIGNOUT_SUCCEEDED':
      return state.authentication === 'signedOut.signingOut' ? signedOut(state, 'success') : state;
    case 'SIGNOUT_FAILED':
      return state.authentication === 'signedOut.signingOut'
        ? signedOut(state, 'failed', event.error)
        : state;

    case 'REFRESH_TICK': {
      if (state.authentication !== 'signedIn' || state.refreshTimer !== 'pending') return state;
      const { expiresAt } = state.context.accessToken;
      return shouldRefresh(expiresAt, state.context.refreshTimer, event.now, event.chance)
        ? { ...state, refreshTimer: 'refreshing' }
        : state;
    }
    case 'REFRESH_SUCCEEDED':
      if (state.authentication !== 'signedIn' || state.refreshTimer !== 'refreshing') return state;
      return {
        ...state,
        refreshTimer: 'pending',
        context: { ...state.context, ...sessionContext(event.received, state.context.refreshToken.isPAT) },
      };
    case 'REFRESH_FAILED': {
      if (state.authentication !== 'signedIn' || state.refreshTimer !== 'refreshing') return state;
      if (event.error.status === 401) return signedOut(state, 'noErrors', event.error);
      const attempts = state.context.refreshTimer.attempts + 1;
      if (!canRetryRefresh(attempts)) return signedOut(state, 'failed', event.error);
      return {
        ...state,
        refreshTimer: 'pending',
        context: { ...state.context, refreshTimer: { attempts, lastAttempt: new Date(event.now) } },
      };
    }

    case 'TRY_TOKEN':
      if (state.token === 'running') return state;
      return state.authentication === 'signedIn' || canStartSignIn(state)
        ? { ...state, token: 'running' }
        : state;
    case 'TRY_TOKEN_SUCCEEDED': {
      if (state.token !== 'running') return state;
      const { token: _previous, ...errors } = state.context.errors;
      const base = { ...state, token: 'idle' as const, context: { ...state.context, errors } };
      if (state.authentication === 'signedIn') {
        return {
          ...base,
          refreshTimer: base.refreshTimer === 'refreshing' ? 'pending' : base.refreshTimer,
          context: { ...base.context, ...sessionContext(event.received, false) },
        };
      }
      return canStartSignIn(base) ? signedIn(base, event.received, options, false) : base;
    }
    case 'TRY_TOKEN_FAILED':
      if (state.token !== 'running') return state;
      if (state.authentication === 'signedIn') {
        return {
          ...state,
          token: 'error',
          context: { ...state.context, errors: { ...state.context.errors, token: event.error } },
        };
      }
      return { ...signedOut(state, 'failed', event.error), token: 'idle' };

    case 'SESSION_UPDATED':
      // A session handed over outside the refresh timer (elevation, deanonymization).
      if (state.authentication !== 'signedIn') return state;
      return {
        ...state,
        registration:
          event.received.session.user && !event.received.session.user.isAnonymous
            ? 'complete'
            : state.registration,
        context: { ...state.context, ...sessionContext(event.received, state.context.refreshToken.isPAT) },
      };

    case 'SESSION_RECEIVED':
      // Another tab signed in or refreshed: its session (and rotated refresh token) replaces ours.
      if (state.authentication === 'signedIn') {
        return {
          ...state,
          context: { ...state.context, ...sessionContext(event.received, state.context.refreshToken.isPAT) },
        };
      }
      return canStartSignIn(state) ? signedIn(state, event.received, options, false) : state;
    case 'SIGNED_OUT_ELSEWHERE':
      return state.authentication === 'signedIn' ? signedOut(state, 'success') : state;
    case 'REFRESH_SUPERSEDED':
      // Our refresh lost the race to another tab's, whose token we already hold: just wait for the next tick.
      return state.authentication === 'signedIn' && state.refreshTimer === 'refreshing'
        ? { ...state, refreshTimer: 'pending' }
        : state;

    case 'REGISTER':
      if (!canStartSignIn(state)) return state;
      return {
        ...state,
        registration: `registering.${event.method}`,
        context: { ...state.context, errors: {} },
      };
    case 'REGISTER_REJECTED':
      if (!canStartSignIn(state)) return state;
      return {
        ...state,
        registration: 'incomplete.failed',
        context: withError(state, 'registration', event.error),
      };
    case 'REGISTER_SUCCEEDED':
      return isRegistering(state) ? signedIn(state, event.received, options, false) : state;
    case 'REGISTER_PENDING':
      if (!isRegistering(state)) return state;
      return {
        ...state,
        // Spec §4: after the SMS is sent the sign-in waits for its code (signedOut.needsSmsOtp).
        authentication: event.smsOtp ? 'signedOut.needsSmsOtp' : state.authentication,
        registration: `incomplete.${event.next}`,
      };
    case 'REGISTER_NEEDS_MFA':
      if (!isRegistering(state)) return state;
      return {
        ...state,
        authentication: 'signedOut.needsMfa',
        registration: 'incomplete.noErrors',
        context: { ...state.context, mfa: { ticket: event.ticket } },
      };
    case 'REGISTER_FAILED':
      if (!isRegistering(state)) return state;
      return {
        ...state,
        registration: isUnverifiedEmail(event.error)
          ? 'incomplete.needsEmailVerification'
          : 'incomplete.failed',
        context: withError(state, 'registration', event.error),
      };
    case 'DEANONYMIZED':
      if (state.authentication !== 'signedIn') return state;
      return { ...state, registration: event.next === 'complete' ? 'complete' : `incomplete.${event.next}` };
  }
}
