import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useStore } from 'zustand';
import type { ActionResult, CreatePersonalAccessTokenParams } from './auth/account';
import type {
  DeanonymizeParams,
  RedirectOptions,
  SecurityKeySignUpOptions,
  SignInIdTokenParams,
  SignUpOptions,
  TotpGenerateResponse,
} from './auth/authApi';
import type {
  AuthClient,
  DeanonymizeResult,
  ElevateResult,
  ProviderSignInOptions,
  RefreshResult,
  RegistrationResult,
  SignInResult,
  SignOutResult,
} from './auth/authClient';
import type { HasuraClaims } from './auth/jwt';
import {
  createChangeEmailMachine,
  createChangePasswordMachine,
  createRequestMachine,
  createResetPasswordMachine,
  createSendVerificationEmailMachine,
  type RequestMachine,
  type RequestSnapshot,
} from './auth/requestMachine';
import {
  type AuthenticatingState,
  type AuthSnapshot,
  isLoadingState,
  type RegisteringState,
  type User,
} from './auth/state';
import { createClientMutations, type ClientMutations } from './clients/clients.mutations';
import { createClientQueries, type ClientQueries } from './clients/clients.queries';
import {
  createProfileMutations,
  createProfileQueries,
  type ProfileMutations,
  type ProfileQueries,
} from './profile/profile';
import { createStorageQueries, type StorageQueries } from './storage/storage.queries';
import type { Sdk } from './config';
import type { ErrorPayload } from './errors';
import { type AppStores, syncUserStoreWithAuth } from './stores/appStores';
import { defaultAppStores } from './stores/defaultStores';
import type { SystemActions, SystemState } from './stores/systemState.store';
import type { UserActions, UserState } from './stores/userState.store';

interface SdkContextValue {
  readonly sdk: Sdk;
  readonly stores: AppStores;
}

const SdkContext = createContext<SdkContextValue | null>(null);

export interface SdkProviderProps {
  readonly sdk: Sdk;
  /** Defaults to the app-wide stores; tests and stories pass `createAppStores()`. */
  readonly stores?: AppStores;
  readonly children?: ReactNode;
}

/** Provides the sdk and the stores, and keeps the user state in step with the auth machine (spec §4). */
export function SdkProvider({ sdk, stores = defaultAppStores, children }: SdkProviderProps) {
  useEffect(() => syncUserStoreWithAuth(sdk.auth, stores.user), [sdk, stores]);
  const value = useMemo(() => ({ sdk, stores }), [sdk, stores]);
  return <SdkContext.Provider value={value}>{children}</SdkContext.Provider>;
}

function useSdkContext(): SdkContextValue {
  const value = useContext(SdkContext);
  if (!value) throw new Error('Rampa sdk hooks must be used inside <SdkProvider>.');
  return value;
}

export const useSdk = (): Sdk => useSdkContext().sdk;
export const useAppStores = (): AppStores => useSdkContext().stores;

/** Re-renders only when the selected value changes; the selector must return snapshot parts or primitives. */
export function useAuthSelector<T>(selector: (snapshot: AuthSnapshot) => T): T {
  const { auth } = useSdk();
  return useSyncExternalStore(
    auth.subscribe,
    () => selector(auth.getSnapshot()),
    () => selector(auth.getSnapshot()),
  );
}

/** The whole machine snapshot: states of every region and the context. */
export const useAuthState = (): AuthSnapshot => useAuthSelector((snapshot) => snapshot);

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

export const useAccessToken = (): string | null =>
  useAuthSelector((snapshot) => snapshot.context.accessToken.value);

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

export function useSignInAnonymous(): SignInStatus & {
  readonly signInAnonymous: () => Promise<SignInResult>;
} {
  const { auth } = useSdk();
  const signInAnonymous = useCallback(() => auth.signInAnonymous(), [auth]);
  return { ...useSignInStatus('anonymous'), signInAnonymous };
}

export function useSignInPersonalAccessToken(): SignInStatus & {
  readonly signInPersonalAccessToken: (personalAccessToken: string) => Promise<SignInResult>;
} {
  const { auth } = useSdk();
  const signInPersonalAccessToken = useCallback(
    (personalAccessToken: string) => auth.signInPersonalAccessToken(personalAccessToken),
    [auth],
  );
  return { ...useSignInStatus('personalAccessToken'), signInPersonalAccessToken };
}

export function useSignInIdToken(): SignInStatus & {
  readonly signInIdToken: (params: SignInIdTokenParams) => Promise<SignInResult>;
} {
  const { auth } = useSdk();
  const signInIdToken = useCallback((params: SignInIdTokenParams) => auth.signInIdToken(params), [auth]);
  return { ...useSignInStatus('idToken'), signInIdToken };
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

/** The OAuth address for a provider; with `connect: true` it links the provider to the signed-in user. */
export function useProviderLink(options?: ProviderSignInOptions): (provider: string) => string {
  const { auth } = useSdk();
  // Re-created when the token changes, so a `connect` link always carries the current one.
  const accessToken = useAccessToken();
  const serialized = JSON.stringify(options ?? {});
  return useCallback(
    (provider: string) => auth.providerSignInUrl(provider, JSON.parse(serialized) as ProviderSignInOptions),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- accessToken: see above
    [auth, serialized, accessToken],
  );
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

export function useSignUpEmailPassword(): RegistrationStatus & {
  readonly signUpEmailPassword: (
    email: string,
    password: string,
    options?: SignUpOptions,
  ) => Promise<RegistrationResult>;
  readonly user: User | null;
} {
  const { auth } = useSdk();
  const signUpEmailPassword = useCallback(
    (email: string, password: string, options?: SignUpOptions) =>
      auth.signUpEmailPassword({ email, password, options }),
    [auth],
  );
  return { ...useRegistrationStatus('emailPassword'), signUpEmailPassword, user: useUserData() };
}

export function useSignUpSecurityKey(): RegistrationStatus & {
  readonly signUpSecurityKey: (
    email: string,
    options?: SecurityKeySignUpOptions,
  ) => Promise<RegistrationResult>;
} {
  const { auth } = useSdk();
  const signUpSecurityKey = useCallback(
    (email: string, options?: SecurityKeySignUpOptions) => auth.signUpSecurityKey({ email, options }),
    [auth],
  );
  return { ...useRegistrationStatus('securityKey'), signUpSecurityKey };
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

export function useSignInSmsPasswordless(): RegistrationStatus & {
  readonly signInPasswordlessSms: (
    phoneNumber: string,
    options?: SignUpOptions,
  ) => Promise<RegistrationResult>;
  readonly sendOtpCode: (phoneNumber: string, otp: string) => Promise<RegistrationResult>;
  /** The machine's signedOut.needsSmsOtp. */
  readonly needsSmsOtp: boolean;
} {
  const { auth } = useSdk();
  const needsSmsOtp = useAuthSelector((snapshot) => snapshot.authentication === 'signedOut.needsSmsOtp');
  const signInPasswordlessSms = useCallback(
    (phoneNumber: string, options?: SignUpOptions) => auth.signInPasswordlessSms({ phoneNumber, options }),
    [auth],
  );
  const sendOtpCode = useCallback(
    (phoneNumber: string, otp: string) => auth.signInPasswordlessSmsOtp({ phoneNumber, otp }),
    [auth],
  );
  return {
    ...useRegistrationStatus('passwordlessSms', 'passwordlessSmsOtp'),
    signInPasswordlessSms,
    sendOtpCode,
    needsSmsOtp,
  };
}

/** A request the hook owns: its machine lives as long as the component (per hook, as in v3). */
export interface RequestState<T = void> {
  readonly isLoading: boolean;
  readonly isSuccess: boolean;
  readonly isError: boolean;
  readonly error: ErrorPayload | null;
  readonly data: T | null;
}

function useRequestMachine<P, T>(
  create: (auth: AuthClient) => RequestMachine<P, T>,
): RequestState<T> & { readonly request: (params: P) => Promise<ActionResult<T>> } {
  const { auth } = useSdk();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `create` is a module-level factory
  const machine = useMemo(() => create(auth), [auth]);
  const snapshot: RequestSnapshot<T> = useSyncExternalStore(
    machine.subscribe,
    machine.getSnapshot,
    machine.getSnapshot,
  );
  return {
    request: machine.request,
    isLoading: snapshot.state === 'requesting',
    isSuccess: snapshot.isSuccess,
    isError: snapshot.error !== null,
    error: snapshot.error,
    data: snapshot.data,
  };
}

export function useChangeEmail(): RequestState & {
  readonly changeEmail: (newEmail: string, options?: RedirectOptions) => Promise<ActionResult>;
  /** The new address must be confirmed through the link sent to it. */
  readonly needsEmailVerification: boolean;
} {
  const { request, ...state } = useRequestMachine(createChangeEmailMachine);
  const changeEmail = useCallback(
    (newEmail: string, options?: RedirectOptions) => request({ newEmail, options }),
    [request],
  );
  return { ...state, changeEmail, needsEmailVerification: state.isSuccess };
}

export function useChangePassword(): RequestState & {
  /** With the `passwordReset:` ticket of a reset link, or as the signed-in user. */
  readonly changePassword: (newPassword: string, ticket?: string) => Promise<ActionResult>;
} {
  const { request, ...state } = useRequestMachine(createChangePasswordMachine);
  const changePassword = useCallback(
    (newPassword: string, ticket?: string) => request({ newPassword, ticket }),
    [request],
  );
  return { ...state, changePassword };
}

export function useResetPassword(): RequestState & {
  readonly resetPassword: (email: string, options?: RedirectOptions) => Promise<ActionResult>;
  readonly isSent: boolean;
} {
  const { request, ...state } = useRequestMachine(createResetPasswordMachine);
  const resetPassword = useCallback(
    (email: string, options?: RedirectOptions) => request({ email, options }),
    [request],
  );
  return { ...state, resetPassword, isSent: state.isSuccess };
}

export function useSendVerificationEmail(): RequestState & {
  readonly sendEmail: (email: string, options?: RedirectOptions) => Promise<ActionResult>;
  readonly isSent: boolean;
} {
  const { request, ...state } = useRequestMachine(createSendVerificationEmailMachine);
  const sendEmail = useCallback(
    (email: string, options?: RedirectOptions) => request({ email, options }),
    [request],
  );
  return { ...state, sendEmail, isSent: state.isSuccess };
}

const generateMfaMachine = (auth: AuthClient) => createRequestMachine(() => auth.generateMfaTotp());
const activateMfaMachine = (auth: AuthClient) =>
  createRequestMachine((code: string) => auth.activateMfaTotp(code));
const deactivateMfaMachine = (auth: AuthClient) =>
  createRequestMachine((code: string) => auth.deactivateMfa(code));

export interface ConfigMfaState {
  /** GET /mfa/totp/generate: shows the QR code and secret to scan. */
  readonly generateQrCode: () => Promise<ActionResult<TotpGenerateResponse>>;
  readonly isGenerating: boolean;
  readonly qrCodeDataUrl: string;
  readonly totpSecret: string;
  readonly activateMfa: (code: string) => Promise<ActionResult>;
  readonly isActivating: boolean;
  readonly isActivated: boolean;
  readonly deactivateMfa: (code: string) => Promise<ActionResult>;
  readonly isDeactivating: boolean;
  readonly isDeactivated: boolean;
  readonly isError: boolean;
  /** The error of the step that failed last. */
  readonly error: ErrorPayload | null;
}

export function useConfigMfa(): ConfigMfaState {
  const generate = useRequestMachine(generateMfaMachine);
  const activate = useRequestMachine(activateMfaMachine);
  const deactivate = useRequestMachine(deactivateMfaMachine);
  const { request: generateRequest } = generate;
  const generateQrCode = useCallback(() => generateRequest(undefined), [generateRequest]);
  const error = activate.error ?? deactivate.error ?? generate.error;
  return {
    generateQrCode,
    isGenerating: generate.isLoading,
    qrCodeDataUrl: generate.data?.imageUrl ?? '',
    totpSecret: generate.data?.totpSecret ?? '',
    activateMfa: activate.request,
    isActivating: activate.isLoading,
    isActivated: activate.isSuccess,
    deactivateMfa: deactivate.request,
    isDeactivating: deactivate.isLoading,
    isDeactivated: deactivate.isSuccess,
    isError: error !== null,
    error,
  };
}

const createPatMachine = (auth: AuthClient) =>
  createRequestMachine((params: CreatePersonalAccessTokenParams) => auth.createPersonalAccessToken(params));

export function usePersonalAccessToken(): RequestState<{ id: string; personalAccessToken: string }> & {
  readonly createPersonalAccessToken: (
    expiresAt: Date | string,
    metadata?: Record<string, unknown>,
  ) => Promise<ActionResult<{ id: string; personalAccessToken: string }>>;
} {
  const { request, ...state } = useRequestMachine(createPatMachine);
  const createPersonalAccessToken = useCallback(
    (expiresAt: Date | string, metadata?: Record<string, unknown>) => request({ expiresAt, metadata }),
    [request],
  );
  return { ...state, createPersonalAccessToken };
}

const addSecurityKeyMachine = (auth: AuthClient) =>
  createRequestMachine((nickname: string | undefined) => auth.addSecurityKey(nickname));

export function useAddSecurityKey(): RequestState<{ id: string; nickname?: string }> & {
  readonly add: (nickname?: string) => Promise<ActionResult<{ id: string; nickname?: string }>>;
} {
  const { request, ...state } = useRequestMachine(addSecurityKeyMachine);
  const add = useCallback((nickname?: string) => request(nickname), [request]);
  return { ...state, add };
}

const linkIdTokenMachine = (auth: AuthClient) =>
  createRequestMachine((params: SignInIdTokenParams) => auth.linkIdToken(params));

export function useLinkIdToken(): RequestState & {
  readonly linkIdToken: (params: SignInIdTokenParams) => Promise<ActionResult>;
} {
  const { request, ...state } = useRequestMachine(linkIdTokenMachine);
  return { ...state, linkIdToken: request };
}

/** Adapts a machine-region call with its own outcome names to a request machine. */
const asAction = async <R extends { outcome: string }>(
  call: Promise<R>,
): Promise<ActionResult<Exclude<R, { outcome: 'failed' }>>> => {
  const result = await call;
  return result.outcome === 'failed'
    ? { outcome: 'failed', error: (result as unknown as { error: ErrorPayload }).error }
    : { outcome: 'success', value: result as Exclude<R, { outcome: 'failed' }> };
};

const elevateMachine = (auth: AuthClient) =>
  createRequestMachine((email: string | undefined) =>
    asAction<ElevateResult>(auth.elevateSecurityKey(email)),
  );

export function useElevateSecurityKeyEmail(): Omit<RequestState, 'data'> & {
  readonly elevate: (email?: string) => Promise<ElevateResult>;
  /** The current access token carries the elevated claim (a refresh without elevation drops it). */
  readonly elevated: boolean;
} {
  const { request, data: _data, ...state } = useRequestMachine(elevateMachine);
  const elevate = useCallback(
    async (email?: string) => {
      const result = await request(email);
      return result.outcome === 'success' ? result.value : result;
    },
    [request],
  );
  const elevated = useAuthSelector((snapshot) => {
    const claim = snapshot.context.accessToken.hasuraClaims?.raw['x-hasura-auth-elevated'];
    return typeof claim === 'string' && claim === snapshot.context.user?.id;
  });
  return { ...state, elevate, elevated };
}

const deanonymizeMachine = (auth: AuthClient) =>
  createRequestMachine((params: DeanonymizeParams) => asAction<DeanonymizeResult>(auth.deanonymize(params)));

export function useDeanonymize(): Omit<RequestState, 'data'> & {
  readonly deanonymize: (params: DeanonymizeParams) => Promise<DeanonymizeResult>;
} {
  const { request, data: _data, ...state } = useRequestMachine(deanonymizeMachine);
  const deanonymize = useCallback(
    async (params: DeanonymizeParams) => {
      const result = await request(params);
      return result.outcome === 'success' ? result.value : result;
    },
    [request],
  );
  return { ...state, deanonymize };
}

export function useSystemState<T>(selector: (state: SystemState) => T): T {
  return useStore(useAppStores().system, selector);
}

export const useSystemActions = (): SystemActions =>
  useStore(useAppStores().system, (state) => state.actions);

export function useUserState<T>(selector: (state: UserState) => T): T {
  return useStore(useAppStores().user, selector);
}

export const useUserActions = (): UserActions => useStore(useAppStores().user, (state) => state.actions);

/** Klienci query options as `role` sees them (sent as x-hasura-role); stable for one sdk and role. */
export function useClientQueries(role = 'handlowiec'): ClientQueries {
  const { graphql } = useSdk();
  return useMemo(() => createClientQueries(graphql, role), [graphql, role]);
}

/** Klienci mutation options (spec §7 meta: toasts and `['clients']` invalidation). */
export function useClientMutations(role = 'handlowiec'): ClientMutations {
  const { graphql } = useSdk();
  return useMemo(() => createClientMutations(graphql, role), [graphql, role]);
}

/** Profil & Ustawienia: the signed-in user's security keys and personal access tokens. */
export function useProfileQueries(): ProfileQueries {
  const { graphql } = useSdk();
  return useMemo(() => createProfileQueries(graphql), [graphql]);
}

/** Profil & Ustawienia: name, avatar, security keys and tokens (spec §7 meta: toasts and invalidation). */
export function useProfileMutations(): ProfileMutations {
  const sdk = useSdk();
  return useMemo(() => createProfileMutations(sdk), [sdk]);
}

/** Storage reads (presigned URLs for `<img src>`) through the sdk's storage client. */
export function useStorageQueries(): StorageQueries {
  const { storage } = useSdk();
  return useMemo(() => createStorageQueries(storage), [storage]);
}
