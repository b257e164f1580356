import type {
  Client as NhostAuthClient,
  CreatePATResponse,
  CredentialAssertionResponse,
  CredentialCreationResponse,
  IdTokenProvider,
  JWKSet,
  PublicKeyCredentialCreationOptions,
  PublicKeyCredentialRequestOptions,
  SignInEmailPasswordResponse,
  SignInProvider,
  SignInProviderParams,
  SignUpOptions,
  TotpGenerateResponse,
  UserDeanonymizeRequest,
  VerifyAddSecurityKeyResponse,
} from '@nhost/nhost-js/auth';
import { type ErrorPayload, toErrorPayload } from '../errors';
import type { Session, User } from './state';

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ErrorPayload };

export type {
  CreatePATResponse,
  CredentialAssertionResponse,
  CredentialCreationResponse,
  JWKSet,
  PublicKeyCredentialCreationOptions,
  PublicKeyCredentialRequestOptions,
  SignInProviderParams,
  SignUpOptions,
  TotpGenerateResponse,
  VerifyAddSecurityKeyResponse,
};

/** Only `redirectTo` is read by the e-mail calls (verification, reset, change). */
export interface RedirectOptions {
  redirectTo?: string;
}

export interface SignOutParams {
  refreshToken: string;
  accessToken: string | null;
  all: boolean;
}

export interface SignInIdTokenParams {
  /** `google`, `apple`, or a provider the backend is configured with. */
  provider: string;
  idToken: string;
  nonce?: string;
}

/** Spec §6/§7: an anonymous user becomes a full one with e-mail+password, a magic link or an SMS code. */
export type DeanonymizeParams =
  | { signInMethod: 'email-password'; email: string; password: string; options?: SignUpOptions }
  | { signInMethod: 'passwordless'; connection: 'email'; email: string; options?: SignUpOptions }
  | { signInMethod: 'passwordless'; connection: 'sms'; phoneNumber: string; options?: SignUpOptions };

/** Spec §7 `/signup/webauthn/verify` options: redirectTo, nickname, displayName, metadata. */
export interface SecurityKeySignUpOptions extends SignUpOptions {
  nickname?: string;
}

/** The hasura-auth calls the sdk makes, as results in the spec's error shape (never throwing). */
export interface AuthApi {
  refreshToken(refreshToken: string): Promise<Result<Session>>;
  signInEmailPassword(email: string, password: string): Promise<Result<SignInEmailPasswordResponse>>;
  signInPersonalAccessToken(personalAccessToken: string): Promise<Result<Session | null>>;
  signInAnonymous(): Promise<Result<Session | null>>;
  signInIdToken(params: SignInIdTokenParams): Promise<Result<Session | null>>;
  signInMfaTotp(ticket: string, otp: string): Promise<Result<Session | null>>;
  signInWebauthn(email?: string): Promise<Result<PublicKeyCredentialRequestOptions>>;
  verifySignInWebauthn(
    credential: CredentialAssertionResponse,
    email?: string,
  ): Promise<Result<Session | null>>;
  signInPasswordlessEmail(email: string, options?: SignUpOptions): Promise<Result<void>>;
  signInOtpEmail(email: string, options?: SignUpOptions): Promise<Result<void>>;
  verifyOtpEmail(email: string, otp: string): Promise<Result<Session | null>>;
  signInPasswordlessSms(phoneNumber: string, options?: SignUpOptions): Promise<Result<void>>;
  verifyPasswordlessSms(phoneNumber: string, otp: string): Promise<Result<SignInEmailPasswordResponse>>;
  signUpEmailPassword(
    email: string,
    password: string,
    options?: SignUpOptions,
  ): Promise<Result<Session | null>>;
  signUpWebauthn(email: string, options?: SignUpOptions): Promise<Result<PublicKeyCredentialCreationOptions>>;
  verifySignUpWebauthn(
    credential: CredentialCreationResponse,
    options?: SecurityKeySignUpOptions,
  ): Promise<Result<Session | null>>;
  signOut(params: SignOutParams): Promise<Result<void>>;
  providerSignInUrl(provider: string, params?: SignInProviderParams): string;

  // Calls of a signed-in user: the bearer token is passed explicitly (the auth client attaches none).
  getUser(accessToken: string | null): Promise<Result<User>>;
  deanonymize(params: DeanonymizeParams, accessToken: string | null): Promise<Result<void>>;
  changeEmail(
    newEmail: string,
    options: RedirectOptions | undefined,
    accessToken: string | null,
  ): Promise<Result<void>>;
  changePassword(
    newPassword: string,
    ticket: string | undefined,
    accessToken: string | null,
  ): Promise<Result<void>>;
  resetPassword(email: string, options?: RedirectOptions): Promise<Result<void>>;
  sendVerificationEmail(email: string, options?: RedirectOptions): Promise<Result<void>>;
  generateTotp(accessToken: string | null): Promise<Result<TotpGenerateResponse>>;
  setMfa(code: string, activeMfaType: 'totp' | '', accessToken: string | null): Promise<Result<void>>;
  createPersonalAccessToken(
    expiresAt: string,
    metadata: Record<string, unknown> | undefined,
    accessToken: string | null,
  ): Promise<Result<CreatePATResponse>>;
  addSecurityKey(accessToken: string | null): Promise<Result<PublicKeyCredentialCreationOptions>>;
  verifyAddSecurityKey(
    credential: CredentialCreationResponse,
    nickname: string | undefined,
    accessToken: string | null,
  ): Promise<Result<VerifyAddSecurityKeyResponse>>;
  elevateWebauthn(
    email: string,
    accessToken: string | null,
  ): Promise<Result<PublicKeyCredentialRequestOptions>>;
  verifyElevateWebauthn(
    email: string,
    credential: CredentialAssertionResponse,
    accessToken: string | null,
  ): Promise<Result<Session | null>>;
  linkIdToken(params: SignInIdTokenParams, accessToken: string | null): Promise<Result<void>>;
  getJwks(): Promise<Result<JWKSet>>;
  healthCheck(): Promise<Result<void>>;
}

async function attempt<T>(call: () => Promise<{ body: T }>): Promise<Result<T>> {
  try {
    return { ok: true, value: (await call()).body };
  } catch (thrown) {
    return { ok: false, error: toErrorPayload(thrown) };
  }
}

/** For endpoints that answer `"OK"`: nothing in the body is worth keeping. */
async function done(call: () => Promise<unknown>): Promise<Result<void>> {
  try {
    await call();
    return { ok: true, value: undefined };
  } catch (thrown) {
    return { ok: false, error: toErrorPayload(thrown) };
  }
}

/** `{session?}` → the session, or null when the server (rightly) sent none. */
async function sessionOf(
  call: () => Promise<{ body: { session?: Session } }>,
): Promise<Result<Session | null>> {
  const result = await attempt(call);
  return result.ok ? { ok: true, value: result.value.session ?? null } : result;
}

const bearer = (accessToken: string | null): RequestInit | undefined =>
  accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : undefined;

/** nhost-js sends no body for these calls, where spec §7 has one; its options are spread into fetch. */
const withJsonBody = (body: unknown, accessToken: string | null): RequestInit => ({
  body: JSON.stringify(body),
  headers: {
    'Content-Type': 'application/json',
    ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
  },
});

export function createAuthApi(auth: NhostAuthClient): AuthApi {
  return {
    refreshToken: (refreshToken) => attempt(() => auth.refreshToken({ refreshToken })),
    signInEmailPassword: (email, password) => attempt(() => auth.signInEmailPassword({ email, password })),
    signInPersonalAccessToken: (personalAccessToken) =>
      sessionOf(() => auth.signInPAT({ personalAccessToken })),
    // Spec §7: POST /signin/anonymous without a body, as the v3 sdk sends it.
    signInAnonymous: () => sessionOf(() => auth.signInAnonymous()),
    signInIdToken: ({ provider, idToken, nonce }) =>
      sessionOf(() => auth.signInIdToken({ provider: provider as IdTokenProvider, idToken, nonce })),
    signInMfaTotp: (ticket, otp) => sessionOf(() => auth.verifySignInMfaTotp({ ticket, otp })),
    signInWebauthn: (email) => attempt(() => auth.signInWebauthn(email === undefined ? {} : { email })),
    verifySignInWebauthn: (credential, email) =>
      sessionOf(() => auth.verifySignInWebauthn({ email, credential })),
    signInPasswordlessEmail: (email, options) => done(() => auth.signInPasswordlessEmail({ email, options })),
    signInOtpEmail: (email, options) => done(() => auth.signInOTPEmail({ email, options })),
    verifyOtpEmail: (email, otp) => sessionOf(() => auth.verifySignInOTPEmail({ email, otp })),
    signInPasswordlessSms: (phoneNumber, options) =>
      done(() => auth.signInPasswordlessSms({ phoneNumber, options })),
    verifyPasswordlessSms: (phoneNumber, otp) =>
      attempt(() => auth.verifySignInPasswordlessSms({ phoneNumber, otp })),
    signUpEmailPassword: (email, password, options) =>
      sessionOf(() => auth.signUpEmailPassword({ email, password, options })),
    signUpWebauthn: (email, options) => attempt(() => auth.signUpWebauthn({ email, options })),
    verifySignUpWebauthn: (credential, options) =>
      sessionOf(() => auth.verifySignUpWebauthn({ credential, options })),
    signOut: ({ refreshToken, accessToken, all }) =>
      // Spec §7: the bearer token goes with `all` only; a single sign-out is authorised by the refresh token.
      done(() => auth.signOut({ refreshToken, all }, all ? bearer(accessToken) : undefined)),
    providerSignInUrl: (provider, params) => auth.signInProviderURL(provider as SignInProvider, params),

    getUser: (accessToken) => attempt(() => auth.getUser(bearer(accessToken))),
    deanonymize: (params, accessToken) =>
      // The sms variant carries phoneNumber instead of email (spec §7); nhost-js types only the e-mail one.
      done(() => auth.deanonymizeUser(params as UserDeanonymizeRequest, bearer(accessToken))),
    changeEmail: (newEmail, options, accessToken) =>
      done(() => auth.changeUserEmail({ newEmail, options }, bearer(accessToken))),
    changePassword: (newPassword, ticket, accessToken) =>
      done(() => auth.changeUserPassword({ newPassword, ticket }, bearer(accessToken))),
    resetPassword: (email, options) => done(() => auth.sendPasswordResetEmail({ email, options })),
    sendVerificationEmail: (email, options) => done(() => auth.sendVerificationEmail({ email, options })),
    generateTotp: (accessToken) => attempt(() => auth.changeUserMfa(bearer(accessToken))),
    setMfa: (code, activeMfaType, accessToken) =>
      done(() => auth.verifyChangeUserMfa({ code, activeMfaType }, bearer(accessToken))),
    createPersonalAccessToken: (expiresAt, metadata, accessToken) =>
      attempt(() => auth.createPAT({ expiresAt, metadata }, bearer(accessToken))),
    // No body; labelled JSON like every other call, so proxies and the server's parser treat it alike.
    addSecurityKey: (accessToken) =>
      attempt(() =>
        auth.addSecurityKey({
          headers: {
            'Content-Type': 'application/json',
            ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
          },
        }),
      ),
    verifyAddSecurityKey: (credential, nickname, accessToken) =>
      attempt(() => auth.verifyAddSecurityKey({ credential, nickname }, bearer(accessToken))),
    elevateWebauthn: (email, accessToken) =>
      attempt(() => auth.elevateWebauthn(withJsonBody({ email }, accessToken))),
    verifyElevateWebauthn: (email, credential, accessToken) =>
      sessionOf(() => auth.verifyElevateWebauthn({ email, credential }, bearer(accessToken))),
    linkIdToken: ({ provider, idToken, nonce }, accessToken) =>
      done(() =>
        auth.linkIdToken({ provider: provider as IdTokenProvider, idToken, nonce }, bearer(accessToken)),
      ),
    getJwks: () => attempt(() => auth.getJWKs()),
    healthCheck: () => done(() => auth.healthCheckGet()),
  };
}
