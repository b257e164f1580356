import {
  ERRORS,
  type ErrorPayload,
  isUnverifiedEmail,
  STATE_ERROR_CODE,
  VALIDATION_ERROR_CODE,
} from '../errors';
import type { AuthApi, Result, SignUpOptions } from './authApi';
import type { AuthClient, RegistrationResult, SignInParams, SignInResult } from './authClient';
import { BUSY, failed, INVALID_RESPONSE } from './outcomes';
import type { RegistrationCommands } from './registrationCommands';
import type { AuthenticatingState, Session } from './state';
import type { TokenLifecycle } from './tokenLifecycle';
import { validateEmail, validateEmailPassword, validateMfaTicket, validatePhoneNumber } from './validation';
import { authenticate, type WebAuthnCeremonies } from './webauthn';

export type SignInCommands = Pick<
  AuthClient,
  | 'signInEmailPassword'
  | 'signInPersonalAccessToken'
  | 'signInAnonymous'
  | 'signInIdToken'
  | 'signInMfaTotp'
  | 'signInSecurityKeyEmail'
  | 'signInSecurityKey'
  | 'signIn'
  | 'signOut'
  | 'providerSignInUrl'
  | 'deanonymize'
  | 'elevateSecurityKey'
>;

export interface SignInContext extends Pick<
  TokenLifecycle,
  | 'getSnapshot'
  | 'dispatch'
  | 'settled'
  | 'received'
  | 'persist'
  | 'signedOutHere'
  | 'refreshSession'
  | 'freshAccessToken'
  | 'refreshesSettled'
> {
  readonly api: AuthApi;
  readonly webauthn: WebAuthnCeremonies;
  /** Where v3's `signIn` sends magic links, SMS and SMS codes. */
  readonly registration: Pick<
    RegistrationCommands,
    'signInEmailPasswordless' | 'signInPasswordlessSms' | 'signInPasswordlessSmsOtp'
  >;
}

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

/** The authentication region: the sign-ins, sign-out, elevation, deanonymizing and the provider address. */
export function createSignInCommands(context: SignInContext): SignInCommands {
  const { api, getSnapshot, dispatch, settled, received, persist, registration } = context;

  async function signIn(
    method: AuthenticatingState,
    validationError: ErrorPayload | null,
    call: () => Promise<SignInResult>,
  ): Promise<SignInResult> {
    await settled();
    if (getSnapshot().authentication === 'signedIn') return failed(ERRORS.alreadySignedIn);
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
      const credential = await authenticate(context.webauthn, options.value);
      if (!credential.ok) return signInFailed(credential.error);
      return sessionSignIn(await api.verifySignInWebauthn(credential.value, email));
    });

  const commands: Omit<SignInCommands, 'signIn'> = {
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
      await context.refreshesSettled();
      if (all) await context.freshAccessToken();
      const snapshot = getSnapshot();
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
        dispatch({ type: 'SIGNOUT_SUCCEEDED' }, context.signedOutHere);
        return { outcome: 'signedOut' };
      }
      dispatch({ type: 'SIGNOUT_FAILED', error: result.error }, context.signedOutHere);
      return failed(result.error);
    },

    signInAnonymous: () => signIn('anonymous', null, async () => sessionSignIn(await api.signInAnonymous())),

    signInIdToken: (params) =>
      signIn('idToken', null, async () => sessionSignIn(await api.signInIdToken(params))),

    signInMfaTotp: ({ otp, ticket }) => {
      const mfaTicket = ticket ?? getSnapshot().context.mfa?.ticket;
      return signIn('mfaTotp', validateMfaTicket(mfaTicket), async () =>
        sessionSignIn(await api.signInMfaTotp(mfaTicket as string, otp)),
      );
    },

    signInSecurityKeyEmail: ({ email }) => securityKeySignIn('securityKeyEmail', email),
    signInSecurityKey: () => securityKeySignIn('securityKey'),

    providerSignInUrl: (provider, options = {}) => {
      const { connect, ...params } = options;
      const token = connect === true ? getSnapshot().context.accessToken.value : connect || null;
      return api.providerSignInUrl(provider, token ? { ...params, connect: token } : params);
    },

    async deanonymize(params) {
      await settled();
      const snapshot = getSnapshot();
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
        const refreshed = await context.refreshSession();
        if (refreshed.outcome === 'refreshed' && refreshed.session.user?.emailVerified) next = 'complete';
      }
      dispatch({ type: 'DEANONYMIZED', next });
      return { outcome: 'deanonymized', registration: getSnapshot().registration };
    },

    async elevateSecurityKey(email) {
      await settled();
      const snapshot = getSnapshot();
      const { accessToken, user } = snapshot.context;
      if (snapshot.authentication !== 'signedIn' || !accessToken.value)
        return failed(ERRORS.unauthenticatedUser);
      const userEmail = email ?? user?.email;
      if (!userEmail) return failed(NO_ELEVATION_EMAIL);
      const options = await api.elevateWebauthn(userEmail, accessToken.value);
      if (!options.ok) return failed(options.error);
      const credential = await authenticate(context.webauthn, options.value);
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
      return commands.signInEmailPassword({
        email: fields.email as string,
        password: fields.password as string,
      });
    }
    if (has('email') && fields.securityKey === true) {
      return commands.signInSecurityKeyEmail({ email: fields.email as string });
    }
    if (has('email') && !has('securityKey')) {
      return registration.signInEmailPasswordless({
        email: fields.email as string,
        options: fields.options as SignUpOptions | undefined,
      });
    }
    if (has('phoneNumber') && has('otp')) {
      return registration.signInPasswordlessSmsOtp({
        phoneNumber: fields.phoneNumber as string,
        otp: fields.otp as string,
      });
    }
    if (has('phoneNumber')) {
      return registration.signInPasswordlessSms({
        phoneNumber: fields.phoneNumber as string,
        options: fields.options as SignUpOptions | undefined,
      });
    }
    if (Object.values(fields).every((value) => value === undefined)) return commands.signInAnonymous();
    return Promise.resolve(failed(ERRORS.invalidSignInMethod));
  }

  return { ...commands, signIn: signInWith };
}
