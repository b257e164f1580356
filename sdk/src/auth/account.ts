import { ERRORS, type ErrorPayload } from '../errors';
import type {
  AuthApi,
  CreatePATResponse,
  JWKSet,
  RedirectOptions,
  Result,
  SignInIdTokenParams,
  TotpGenerateResponse,
  VerifyAddSecurityKeyResponse,
} from './authApi';
import type { User } from './state';
import { validateEmail, validatePassword } from './validation';
import { register, type WebAuthnCeremonies } from './webauthn';

/** What an account call (outside the authentication machine) gives back. */
export type ActionResult<T = void> =
  | { readonly outcome: 'success'; readonly value: T }
  | { readonly outcome: 'failed'; readonly error: ErrorPayload };

export interface CreatePersonalAccessTokenParams {
  /** When the token stops working; a Date or an ISO date-time. */
  readonly expiresAt: Date | string;
  readonly metadata?: Record<string, unknown>;
}

/** Calls about the account itself; each small machine of spec §4 (change e-mail, …) runs one of them. */
export interface AccountCalls {
  /**
   * With `currentPassword`, the user proves he knows it first (issue 15): a sign-in with it, whose session is
   * signed out at once; a wrong one fails with `wrong-current-password` and nothing changes.
   */
  changeEmail(params: {
    newEmail: string;
    options?: RedirectOptions;
    currentPassword?: string;
  }): Promise<ActionResult>;
  /** With a `passwordReset:` ticket from the reset link, or as the signed-in user (and his current password). */
  changePassword(params: {
    newPassword: string;
    ticket?: string;
    currentPassword?: string;
  }): Promise<ActionResult>;
  resetPassword(params: { email: string; options?: RedirectOptions }): Promise<ActionResult>;
  sendVerificationEmail(params: { email: string; options?: RedirectOptions }): Promise<ActionResult>;
  /** GET /mfa/totp/generate: the secret and its QR code (a data URL) to scan. */
  generateMfaTotp(): Promise<ActionResult<TotpGenerateResponse>>;
  activateMfaTotp(code: string): Promise<ActionResult>;
  deactivateMfa(code: string): Promise<ActionResult>;
  createPersonalAccessToken(
    params: CreatePersonalAccessTokenParams,
  ): Promise<ActionResult<CreatePATResponse>>;
  /** Registers another security key for the signed-in user (a WebAuthn registration ceremony). */
  addSecurityKey(nickname?: string): Promise<ActionResult<VerifyAddSecurityKeyResponse>>;
  linkIdToken(params: SignInIdTokenParams): Promise<ActionResult>;
  /** GET /user: the signed-in user as the server has it now. */
  fetchUser(): Promise<ActionResult<User>>;
  /** GET /.well-known/jwks.json: the keys access tokens are signed with (empty for HS* secrets). */
  getJwks(): Promise<ActionResult<JWKSet>>;
  /** GET /healthz. */
  healthCheck(): Promise<ActionResult>;
}

export interface AccountDeps {
  readonly api: AuthApi;
  readonly webauthn: WebAuthnCeremonies;
  /** Waits for start-up, then gives the current access token (null when signed out). */
  readonly accessToken: () => Promise<string | null>;
  /** The signed-in user's e-mail address, to confirm his current password with. */
  readonly currentEmail?: () => string | null;
}

/** The current password did not sign in: the change was not sent. */
export const WRONG_CURRENT_PASSWORD: ErrorPayload = Object.freeze({
  error: 'wrong-current-password',
  message: 'The current password is not correct',
  status: 401,
});

const failed = (error: ErrorPayload) => ({ outcome: 'failed', error }) as const;

const outcome = <T>(result: Result<T>): ActionResult<T> =>
  result.ok ? { outcome: 'success', value: result.value } : failed(result.error);

export function createAccountCalls({ api, webauthn, accessToken, currentEmail }: AccountDeps): AccountCalls {
  /**
   * hasura-auth has no "check my password" call and elevates only with a security key, so the password is
   * confirmed as a sign-in would (POST /signin/email-password, under its brute-force limit); the session that
   * sign-in opens is signed out straight away. With multi-factor on, the answer is an MFA ticket: the password
   * was right, and no session was opened.
   */
  async function confirmPassword(password: string): Promise<ErrorPayload | null> {
    const email = currentEmail?.() ?? null;
    if (!email || !(await accessToken())) return ERRORS.unauthenticatedUser;
    const signedInAgain = await api.signInEmailPassword(email, password);
    if (!signedInAgain.ok) {
      return signedInAgain.error.error === 'invalid-email-password'
        ? WRONG_CURRENT_PASSWORD
        : signedInAgain.error;
    }
    const session = signedInAgain.value.session;
    if (session) await api.signOut({ refreshToken: session.refreshToken, accessToken: null, all: false });
    return null;
  }

  /** Calls that need a signed-in user fail locally (spec §8 unauthenticated-user) instead of a 401. */
  async function signedIn<T>(call: (token: string) => Promise<Result<T>>): Promise<ActionResult<T>> {
    const token = await accessToken();
    if (!token) return failed(ERRORS.unauthenticatedUser);
    return outcome(await call(token));
  }

  return {
    async changeEmail({ newEmail, options, currentPassword }) {
      const invalid = validateEmail(newEmail);
      if (invalid) return failed(invalid);
      if (currentPassword !== undefined) {
        const wrong = await confirmPassword(currentPassword);
        if (wrong) return failed(wrong);
      }
      return signedIn((token) => api.changeEmail(newEmail, options, token));
    },
    async changePassword({ newPassword, ticket, currentPassword }) {
      const invalid = validatePassword(newPassword);
      if (invalid) return failed(invalid);
      if (ticket) return outcome(await api.changePassword(newPassword, ticket, await accessToken()));
      if (currentPassword !== undefined) {
        const wrong = await confirmPassword(currentPassword);
        if (wrong) return failed(wrong);
      }
      return signedIn((token) => api.changePassword(newPassword, undefined, token));
    },
    async resetPassword({ email, options }) {
      const invalid = validateEmail(email);
      return invalid ? failed(invalid) : outcome(await api.resetPassword(email, options));
    },
    async sendVerificationEmail({ email, options }) {
      const invalid = validateEmail(email);
      return invalid ? failed(invalid) : outcome(await api.sendVerificationEmail(email, options));
    },
    generateMfaTotp: () => signedIn((token) => api.generateTotp(token)),
    activateMfaTotp: (code) => signedIn((token) => api.setMfa(code, 'totp', token)),
    // hasura-auth: an empty activeMfaType turns multi-factor off (the code proves the device is at hand).
    deactivateMfa: (code) => signedIn((token) => api.setMfa(code, '', token)),
    createPersonalAccessToken: ({ expiresAt, metadata }) =>
      signedIn((token) =>
        api.createPersonalAccessToken(
          typeof expiresAt === 'string' ? expiresAt : expiresAt.toISOString(),
          metadata,
          token,
        ),
      ),
    addSecurityKey: (nickname) =>
      signedIn(async (token) => {
        const options = await api.addSecurityKey(token);
        if (!options.ok) return options;
        const credential = await register(webauthn, options.value);
        if (!credential.ok) return credential;
        return api.verifyAddSecurityKey(credential.value, nickname, token);
      }),
    linkIdToken: (params) => signedIn((token) => api.linkIdToken(params, token)),
    fetchUser: () => signedIn((token) => api.getUser(token)),
    getJwks: async () => outcome(await api.getJwks()),
    healthCheck: async () => outcome(await api.healthCheck()),
  };
}
