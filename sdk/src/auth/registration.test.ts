import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authHandlers,
  describe as describeSnapshot,
  makeSdk,
  recordRequests,
  settle,
  startMswServer,
} from '../test/harness';
import {
  createFakeWebAuthn,
  createTestSession,
  createTestUser,
  FIXTURE_MFA_TICKET,
  testAttestation,
  testCreationOptions,
  TEST_BACKEND_URL,
} from '../testing';
import { NHOST_REFRESH_TOKEN_KEY } from './constants';

const server = startMswServer();
const EMAIL = 'nowy@demo.rampa.pl';
const PHONE = '+48500100200';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T08:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedOutSdk(options: Parameters<typeof makeSdk>[0] = {}) {
  const sdk = makeSdk(options);
  await settle();
  return sdk;
}

function registrationStates(sdk: ReturnType<typeof makeSdk>) {
  const states: string[] = [];
  sdk.auth.subscribe(() => {
    const state = sdk.auth.getSnapshot().registration;
    if (states.at(-1) !== state) states.push(state);
  });
  return states;
}

describe('sign-up with e-mail and password', () => {
  it('signs in when the server returns a session', async () => {
    server.use(authHandlers.signUpEmailPassword.success());
    const calls = recordRequests(server, '/signup/email-password');
    const sdk = await signedOutSdk();
    const states = registrationStates(sdk);

    const result = await sdk.auth.signUpEmailPassword({
      email: EMAIL,
      password: 'tajne-haslo',
      options: { displayName: 'Jan Nowy', locale: 'pl', redirectTo: 'http://localhost:5173/' },
    });

    expect(result.outcome).toBe('signedIn');
    expect(states).toEqual(['registering.emailPassword', 'complete']);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
    expect(calls[0]?.body).toEqual({
      email: EMAIL,
      password: 'tajne-haslo',
      options: { displayName: 'Jan Nowy', locale: 'pl', redirectTo: 'http://localhost:5173/' },
    });
  });

  it('waits for e-mail verification when the server returns no session', async () => {
    server.use(authHandlers.signUpEmailPassword.needsVerification());
    const sdk = await signedOutSdk();

    const result = await sdk.auth.signUpEmailPassword({ email: EMAIL, password: 'tajne-haslo' });

    expect(result).toEqual({ outcome: 'needsEmailVerification' });
    expect(describeSnapshot(sdk.auth.getSnapshot())).toMatchObject({
      authentication: 'signedOut.noErrors',
      registration: 'incomplete.needsEmailVerification',
    });
  });

  it('fails registration with the server error (e-mail in use)', async () => {
    server.use(authHandlers.signUpEmailPassword.emailAlreadyInUse());
    const sdk = await signedOutSdk();
    const result = await sdk.auth.signUpEmailPassword({ email: EMAIL, password: 'tajne-haslo' });
    const error = { status: 409, error: 'email-already-in-use', message: 'Email already in use' };
    expect(result).toEqual({ outcome: 'failed', error });
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.failed');
    expect(sdk.auth.getSnapshot().context.errors.registration).toEqual(error);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.noErrors');
  });

  it.each([
    ['bad', 'tajne-haslo', { error: 'invalid-email', message: 'Email is incorrectly formatted', status: 10 }],
    [EMAIL, 'ab', { error: 'invalid-password', message: 'Password is incorrectly formatted', status: 10 }],
  ])('rejects %j / %j locally', async (email, password, error) => {
    const calls = recordRequests(server, '/signup/email-password');
    const sdk = await signedOutSdk();
    expect(await sdk.auth.signUpEmailPassword({ email, password })).toEqual({ outcome: 'failed', error });
    expect(calls).toHaveLength(0);
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.failed');
  });

  it('refuses while signed in', async () => {
    server.use(authHandlers.token.success());
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
    expect(await sdk.auth.signUpEmailPassword({ email: EMAIL, password: 'tajne-haslo' })).toEqual({
      outcome: 'failed',
      error: { error: 'already-signed-in', message: 'User is already signed in', status: 20 },
    });
  });
});

describe('sign-up with a security key', () => {
  it('runs the registration ceremony and verifies with options and nickname', async () => {
    const webauthn = createFakeWebAuthn();
    server.use(authHandlers.signUpWebauthn.success(), authHandlers.signUpWebauthnVerify.success());
    const start = recordRequests(server, '/signup/webauthn');
    const verify = recordRequests(server, '/signup/webauthn/verify');
    const sdk = await signedOutSdk({ webauthn });

    const result = await sdk.auth.signUpSecurityKey({
      email: EMAIL,
      options: { nickname: 'YubiKey', displayName: 'Jan Nowy', redirectTo: 'http://localhost:5173/' },
    });

    expect(result.outcome).toBe('signedIn');
    expect(start[0]?.body).toEqual({
      email: EMAIL,
      options: { displayName: 'Jan Nowy', redirectTo: 'http://localhost:5173/' },
    });
    expect(webauthn.registrations).toEqual([testCreationOptions()]);
    expect(verify[0]?.body).toEqual({
      credential: testAttestation(),
      options: { redirectTo: 'http://localhost:5173/', nickname: 'YubiKey', displayName: 'Jan Nowy' },
    });
    expect(sdk.auth.getSnapshot().registration).toBe('complete');
  });

  it('refuses options whose user id is not 1 to 64 bytes', async () => {
    const webauthn = createFakeWebAuthn();
    server.use(
      // 88 base64url characters are 66 bytes.
      http.post(`${TEST_BACKEND_URL}/v1/auth/signup/webauthn`, () =>
        HttpResponse.json(testCreationOptions({ userId: 'A'.repeat(88) })),
      ),
    );
    const sdk = await signedOutSdk({ webauthn });
    const result = await sdk.auth.signUpSecurityKey({ email: EMAIL });
    expect(result).toEqual({
      outcome: 'failed',
      error: {
        error: 'invalid-user-id-length',
        message: 'User ID was not between 1 and 64 bytes',
        status: 1,
      },
    });
    expect(webauthn.registrations).toHaveLength(0);
  });
});

describe('passwordless e-mail (magic link)', () => {
  it('sends the link and waits for verification', async () => {
    server.use(authHandlers.signInPasswordlessEmail.success());
    const calls = recordRequests(server, '/signin/passwordless/email');
    const sdk = await signedOutSdk();
    const states = registrationStates(sdk);

    const result = await sdk.auth.signInEmailPasswordless({
      email: EMAIL,
      options: { redirectTo: 'http://localhost:5173/' },
    });

    expect(result).toEqual({ outcome: 'needsEmailVerification' });
    expect(states).toEqual(['registering.passwordlessEmail', 'incomplete.needsEmailVerification']);
    expect(calls[0]?.body).toEqual({ email: EMAIL, options: { redirectTo: 'http://localhost:5173/' } });
  });
});

describe('e-mail one-time code', () => {
  it('sends the code (needsOtp), then verifies it and signs in', async () => {
    server.use(authHandlers.signInOtpEmail.success(), authHandlers.verifyOtpEmail.success());
    const verify = recordRequests(server, '/signin/otp/email/verify');
    const sdk = await signedOutSdk();
    const states = registrationStates(sdk);

    expect(await sdk.auth.signInEmailOtp({ email: EMAIL })).toEqual({ outcome: 'needsOtp' });
    const result = await sdk.auth.verifyEmailOtp({ email: EMAIL, otp: '123456' });

    expect(result.outcome).toBe('signedIn');
    expect(states).toEqual([
      'registering.signInEmailOtp',
      'incomplete.needsOtp',
      'registering.verifyEmailOtp',
      'complete',
    ]);
    expect(verify[0]?.body).toEqual({ email: EMAIL, otp: '123456' });
  });

  it('fails registration on a wrong code', async () => {
    server.use(authHandlers.verifyOtpEmail.invalidTicket());
    const sdk = await signedOutSdk();
    const result = await sdk.auth.verifyEmailOtp({ email: EMAIL, otp: '000000' });
    expect(result).toEqual({
      outcome: 'failed',
      error: { status: 401, error: 'invalid-ticket', message: 'Invalid ticket' },
    });
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.failed');
  });
});

describe('passwordless SMS', () => {
  it('sends the code (signedOut.needsSmsOtp), then signs in with it', async () => {
    server.use(authHandlers.signInPasswordlessSms.success(), authHandlers.signInPasswordlessSmsOtp.success());
    const otp = recordRequests(server, '/signin/passwordless/sms/otp');
    const sdk = await signedOutSdk();

    expect(await sdk.auth.signInPasswordlessSms({ phoneNumber: PHONE })).toEqual({ outcome: 'needsOtp' });
    expect(describeSnapshot(sdk.auth.getSnapshot())).toMatchObject({
      authentication: 'signedOut.needsSmsOtp',
      registration: 'incomplete.needsOtp',
    });

    const result = await sdk.auth.signInPasswordlessSmsOtp({ phoneNumber: PHONE, otp: '123456' });
    expect(result.outcome).toBe('signedIn');
    expect(otp[0]?.body).toEqual({ phoneNumber: PHONE, otp: '123456' });
    expect(describeSnapshot(sdk.auth.getSnapshot())).toMatchObject({
      authentication: 'signedIn',
      registration: 'complete',
    });
  });

  it('moves to needsMfa when the SMS code answer carries an MFA ticket', async () => {
    server.use(
      http.post(`${TEST_BACKEND_URL}/v1/auth/signin/passwordless/sms/otp`, () =>
        HttpResponse.json({ mfa: { ticket: FIXTURE_MFA_TICKET } }),
      ),
    );
    const sdk = await signedOutSdk();
    const result = await sdk.auth.signInPasswordlessSmsOtp({ phoneNumber: PHONE, otp: '123456' });
    expect(result).toEqual({ outcome: 'needsMfa', ticket: FIXTURE_MFA_TICKET });
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.needsMfa');
  });

  it.each(['', undefined])('rejects phone number %j locally', async (phoneNumber) => {
    const sdk = await signedOutSdk();
    expect(await sdk.auth.signInPasswordlessSms({ phoneNumber: phoneNumber as string })).toEqual({
      outcome: 'failed',
      error: { error: 'invalid-phone-number', message: 'Phone number is incorrectly formatted', status: 10 },
    });
  });

  it('fails registration on a wrong code', async () => {
    server.use(authHandlers.signInPasswordlessSmsOtp.invalidOtp());
    const sdk = await signedOutSdk();
    const result = await sdk.auth.signInPasswordlessSmsOtp({ phoneNumber: PHONE, otp: '1' });
    expect(result).toEqual({
      outcome: 'failed',
      error: { status: 400, error: 'invalid-otp', message: 'Invalid or expired OTP' },
    });
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.failed');
  });
});

describe('deanonymize', () => {
  const anonymous = () =>
    createTestSession({ user: createTestUser({ isAnonymous: true, email: undefined }) });

  it('converts with e-mail and password, refreshes, and completes registration', async () => {
    const anon = anonymous();
    server.use(
      authHandlers.token.success(anon, { once: true }),
      authHandlers.deanonymize.success(),
      authHandlers.token.success(createTestSession()),
    );
    const calls = recordRequests(server, '/user/deanonymize');
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
    await sdk.auth.waitUntilReady();
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.noErrors');

    const result = await sdk.auth.deanonymize({
      signInMethod: 'email-password',
      email: EMAIL,
      password: 'tajne-haslo',
    });

    expect(result).toEqual({ outcome: 'deanonymized', registration: 'complete' });
    expect(calls[0]?.body).toEqual({ signInMethod: 'email-password', email: EMAIL, password: 'tajne-haslo' });
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${anon.accessToken}`);
    expect(sdk.auth.getUser()?.isAnonymous).toBe(false);
  });

  it('with a magic link waits for the e-mail, with SMS for the code', async () => {
    server.use(authHandlers.token.success(anonymous()), authHandlers.deanonymize.success());
    const calls = recordRequests(server, '/user/deanonymize');
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });

    expect(
      await sdk.auth.deanonymize({ signInMethod: 'passwordless', connection: 'email', email: EMAIL }),
    ).toEqual({ outcome: 'deanonymized', registration: 'incomplete.needsEmailVerification' });
    expect(
      await sdk.auth.deanonymize({ signInMethod: 'passwordless', connection: 'sms', phoneNumber: PHONE }),
    ).toEqual({ outcome: 'deanonymized', registration: 'incomplete.needsOtp' });
    expect(calls.map((call) => call.body)).toEqual([
      { signInMethod: 'passwordless', connection: 'email', email: EMAIL },
      { signInMethod: 'passwordless', connection: 'sms', phoneNumber: PHONE },
    ]);
  });

  it('needs a signed-in anonymous user', async () => {
    const sdk = await signedOutSdk();
    expect(
      await sdk.auth.deanonymize({ signInMethod: 'email-password', email: EMAIL, password: 'tajne-haslo' }),
    ).toEqual({
      outcome: 'failed',
      error: { error: 'unauthenticated-user', message: 'User is not authenticated', status: 20 },
    });
  });
});
