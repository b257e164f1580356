import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { RefreshResult, SignInResult, SignOutResult } from '../auth/authClient';
import type { HasuraClaims } from '../auth/jwt';
import {
  type AuthenticatingState,
  type AuthSnapshot,
  isLoadingState,
  type RegisteringState,
  type User,
} from '../auth/state';
import type { SignUpOptions } from '../auth/authApi';
import type { RegistrationResult } from '../auth/authClient';
import type { ErrorPayload } from '../errors';
import type { OrganizationRole } from '@rampa/domain';
import type { RoleSnapshot } from '../session/activeRole';
import { useSdk } from './provider';

/** Re-renders only when the selected value changes; the selector must return snapshot parts or primitives. */
export function useAuthSelector<T>(selector: (snapshot: AuthSnapshot) => T): T {
  const { auth } = useSdk();
  return useSyncExternalStore(
    auth.subscribe,
    () => selector(auth.getSnapshot()),
    () => selector(auth.getSnapshot()),
  );
}

export interface AuthenticationStatus {
  /** True only while the start-up import runs (not during a sign-in). */
  readonly isLoading: boolean;
  readonly isAuthenticated: boolean;
}

export function useAuthenticationStatus(): AuthenticationStatus {
  const isLoading = useAuthSelector((snapshot) => isLoadingState(snapshot.authentication));
  const isAuthenticated = useAuthSelector((snapshot) => snapshot.authentication === 'signedIn');
  return useMemo(() => ({ isLoading, isAuthenticated }), [isLoading, isAuthenticated]);
}

export const useUserData = (): User | null =>
  useAuthSelector((snapshot) => (snapshot.authentication === 'signedIn' ? snapshot.context.user : null));

export const useHasuraClaims = (): HasuraClaims | null =>
  useAuthSelector((snapshot) => snapshot.context.accessToken.hasuraClaims);

export interface SignInEmailPasswordState {
  readonly signIn: (email: string, password: string) => Promise<SignInResult>;
  readonly isLoading: boolean;
  readonly isSuccess: boolean;
  /** The machine's `signedOut.failed`: a rejected or invalid sign-in. */
  readonly isError: boolean;
  readonly error: ErrorPayload | null;
  readonly needsMfa: boolean;
  readonly mfa: { readonly ticket: string } | null;
  readonly needsEmailVerification: boolean;
}

export function useSignInEmailPassword(): SignInEmailPasswordState {
  const { auth } = useSdk();
  const authentication = useAuthSelector((snapshot) => snapshot.authentication);
  const needsEmailVerification = useAuthSelector(
    (snapshot) => snapshot.registration === 'incomplete.needsEmailVerification',
  );
  const authError = useAuthSelector((snapshot) => snapshot.context.errors.authentication ?? null);
  const mfa = useAuthSelector((snapshot) => snapshot.context.mfa);
  const signIn = useCallback(
    (email: string, password: string) => auth.signInEmailPassword({ email, password }),
    [auth],
  );
  const isError = authentication === 'signedOut.failed';
  return {
    signIn,
    isLoading: authentication === 'authenticating.password',
    isSuccess: authentication === 'signedIn',
    isError,
    error: isError ? authError : null,
    needsMfa: authentication === 'signedOut.needsMfa',
    mfa,
    needsEmailVerification,
  };
}

export interface SignOutState {
  readonly signOut: (options?: { all?: boolean }) => Promise<SignOutResult>;
  readonly isLoading: boolean;
  readonly isSuccess: boolean;
  readonly isError: boolean;
  readonly error: ErrorPayload | null;
}

export function useSignOut(): SignOutState {
  const { auth } = useSdk();
  const isLoading = useAuthSelector((snapshot) => snapshot.authentication === 'signedOut.signingOut');
  // The outcome belongs to this caller's call: signedOut.failed is shared with failed sign-ins.
  const [result, setResult] = useState<SignOutResult | null>(null);
  const signOut = useCallback(
    async (options?: { all?: boolean }) => {
      setResult(null);
      const outcome = await auth.signOut(options);
      setResult(outcome);
      return outcome;
    },
    [auth],
  );
  return {
    signOut,
    isLoading,
    isSuccess: result?.outcome === 'signedOut',
    isError: result?.outcome === 'failed',
    error: result?.outcome === 'failed' ? result.error : null,
  };
}

/** Spec §4 TRY_TOKEN, e.g. after a password-reset link handed over a token. */
export function useRefreshSession(): (refreshToken?: string) => Promise<RefreshResult> {
  const { auth } = useSdk();
  return useCallback((refreshToken?: string) => auth.refreshSession(refreshToken), [auth]);
}

/** What every sign-in hook reports: its own call in flight, and the machine's outcome. */
export interface SignInStatus {
  readonly isLoading: boolean;
  readonly isSuccess: boolean;
  /** The machine's `signedOut.failed` (shared by all sign-in methods, as in the machine). */
  readonly isError: boolean;
  readonly error: ErrorPayload | null;
}

function useSignInStatus(method: AuthenticatingState): SignInStatus {
  const authentication = useAuthSelector((snapshot) => snapshot.authentication);
  const authError = useAuthSelector((snapshot) => snapshot.context.errors.authentication ?? null);
  const isError = authentication === 'signedOut.failed';
  return {
    isLoading: authentication === `authenticating.${method}`,
    isSuccess: authentication === 'signedIn',
    isError,
    error: isError ? authError : null,
  };
}

export interface SignInMfaTotpState extends SignInStatus {
  /** The ticket defaults to the one the password sign-in received. */
  readonly signInMfaTotp: (otp: string, ticket?: string) => Promise<SignInResult>;
  readonly needsMfa: boolean;
  readonly ticket: string | null;
}

export function useSignInMfaTotp(): SignInMfaTotpState {
  const { auth } = useSdk();
  const status = useSignInStatus('mfaTotp');
  const needsMfa = useAuthSelector((snapshot) => snapshot.authentication === 'signedOut.needsMfa');
  const ticket = useAuthSelector((snapshot) => snapshot.context.mfa?.ticket ?? null);
  const signInMfaTotp = useCallback(
    (otp: string, mfaTicket?: string) => auth.signInMfaTotp({ otp, ticket: mfaTicket }),
    [auth],
  );
  return { ...status, signInMfaTotp, needsMfa, ticket };
}

export function useSignInSecurityKeyEmail(): SignInStatus & {
  readonly signInSecurityKeyEmail: (email: string) => Promise<SignInResult>;
  readonly needsEmailVerification: boolean;
} {
  const { auth } = useSdk();
  const needsEmailVerification = useAuthSelector(
    (snapshot) => snapshot.registration === 'incomplete.needsEmailVerification',
  );
  const signInSecurityKeyEmail = useCallback(
    (email: string) => auth.signInSecurityKeyEmail({ email }),
    [auth],
  );
  return { ...useSignInStatus('securityKeyEmail'), signInSecurityKeyEmail, needsEmailVerification };
}

export function useSignInSecurityKey(): SignInStatus & {
  readonly signInSecurityKey: () => Promise<SignInResult>;
} {
  const { auth } = useSdk();
  const signInSecurityKey = useCallback(() => auth.signInSecurityKey(), [auth]);
  return { ...useSignInStatus('securityKey'), signInSecurityKey };
}

/** What every registration-region hook reports (spec §4 registration). */
export interface RegistrationStatus {
  readonly isLoading: boolean;
  /** The registration region's `incomplete.failed`. */
  readonly isError: boolean;
  readonly error: ErrorPayload | null;
  readonly needsEmailVerification: boolean;
  readonly needsOtp: boolean;
  readonly isSuccess: boolean;
}

function useRegistrationStatus(...methods: RegisteringState[]): RegistrationStatus {
  const registration = useAuthSelector((snapshot) => snapshot.registration);
  const registrationError = useAuthSelector((snapshot) => snapshot.context.errors.registration ?? null);
  const isSignedIn = useAuthSelector((snapshot) => snapshot.authentication === 'signedIn');
  const isError = registration === 'incomplete.failed';
  return {
    isLoading: methods.some((method) => registration === `registering.${method}`),
    isError,
    error: isError ? registrationError : null,
    needsEmailVerification: registration === 'incomplete.needsEmailVerification',
    needsOtp: registration === 'incomplete.needsOtp',
    isSuccess: isSignedIn,
  };
}

export function useSignInEmailPasswordless(): RegistrationStatus & {
  readonly signInEmailPasswordless: (email: string, options?: SignUpOptions) => Promise<RegistrationResult>;
} {
  const { auth } = useSdk();
  const signInEmailPasswordless = useCallback(
    (email: string, options?: SignUpOptions) => auth.signInEmailPasswordless({ email, options }),
    [auth],
  );
  return { ...useRegistrationStatus('passwordlessEmail'), signInEmailPasswordless };
}

export function useSignInEmailOtp(): RegistrationStatus & {
  readonly signInEmailOtp: (email: string, options?: SignUpOptions) => Promise<RegistrationResult>;
  readonly verifyEmailOtp: (email: string, otp: string) => Promise<RegistrationResult>;
} {
  const { auth } = useSdk();
  const signInEmailOtp = useCallback(
    (email: string, options?: SignUpOptions) => auth.signInEmailOtp({ email, options }),
    [auth],
  );
  const verifyEmailOtp = useCallback(
    (email: string, otp: string) => auth.verifyEmailOtp({ email, otp }),
    [auth],
  );
  return { ...useRegistrationStatus('signInEmailOtp', 'verifyEmailOtp'), signInEmailOtp, verifyEmailOtp };
}

/** The active role and the roles the user holds (spec §2 switcher); re-renders when either changes. */
export function useActiveRole(): RoleSnapshot & { readonly setRole: (role: OrganizationRole) => boolean } {
  const { role } = useSdk();
  const snapshot = useSyncExternalStore(role.subscribe, role.getSnapshot, role.getSnapshot);
  return useMemo(() => ({ ...snapshot, setRole: role.set }), [snapshot, role]);
}
