import { ERRORS, type ErrorPayload } from '../errors';
import type { AuthApi, Result } from './authApi';
import type { AuthClient, RegistrationResult } from './authClient';
import { BUSY, failed, INVALID_RESPONSE } from './outcomes';
import type { RegisteringState, Session } from './state';
import type { TokenLifecycle } from './tokenLifecycle';
import { validateEmail, validateEmailPassword, validatePhoneNumber } from './validation';
import { register, type WebAuthnCeremonies } from './webauthn';

export type RegistrationCommands = Pick<
  AuthClient,
  | 'signInEmailPasswordless'
  | 'signInEmailOtp'
  | 'verifyEmailOtp'
  | 'signInPasswordlessSms'
  | 'signInPasswordlessSmsOtp'
  | 'signUpEmailPassword'
  | 'signUpSecurityKey'
>;

export interface RegistrationContext extends Pick<
  TokenLifecycle,
  'getSnapshot' | 'dispatch' | 'settled' | 'received' | 'persist'
> {
  readonly api: AuthApi;
  readonly webauthn: WebAuthnCeremonies;
}

/** Registration-region calls (spec §4): sign-ups, passwordless e-mail and SMS, e-mail one-time codes. */
export function createRegistrationCommands(context: RegistrationContext): RegistrationCommands {
  const { api, getSnapshot, dispatch, settled, received, persist } = context;

  /** The registration-region counterpart of signIn: same start rules, its own states and errors. */
  async function registration(
    method: RegisteringState,
    validationError: ErrorPayload | null,
    call: () => Promise<RegistrationResult>,
  ): Promise<RegistrationResult> {
    await settled();
    if (getSnapshot().authentication === 'signedIn') return failed(ERRORS.alreadySignedIn);
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

  return {
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
        const credential = await register(context.webauthn, creation.value);
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
  };
}
