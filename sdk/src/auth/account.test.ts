import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, makeSdk, recordRequests, settle, startMswServer } from '../test/harness';
import {
  createFakeWebAuthn,
  createTestSession,
  FIXTURE_PAT,
  FIXTURE_PAT_ID,
  FIXTURE_SECURITY_KEY_ID,
  FIXTURE_TOTP_IMAGE_URL,
  FIXTURE_TOTP_SECRET,
  testAttestation,
} from '../testing';
import { NHOST_REFRESH_TOKEN_KEY } from './constants';
import { createChangeEmailMachine, createResetPasswordMachine } from './requestMachine';

const server = startMswServer();
const session = createTestSession();
const BEARER = `Bearer ${session.accessToken}`;
const INVALID_EMAIL = { error: 'invalid-email', message: 'Email is incorrectly formatted', status: 10 };
const UNAUTHENTICATED = { error: 'unauthenticated-user', message: 'User is not authenticated', status: 20 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T08:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const signedInSdk = (options: Parameters<typeof makeSdk>[0] = {}) => {
  server.use(authHandlers.token.success(session));
  return makeSdk({ ...options, storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
};

describe('account calls', () => {
  it('change e-mail: bearer token, new address and redirect', async () => {
    server.use(authHandlers.changeEmail.success());
    const calls = recordRequests(server, '/user/email/change');
    const sdk = signedInSdk();

    const result = await sdk.auth.changeEmail({
      newEmail: 'nowy@demo.rampa.pl',
      options: { redirectTo: 'http://localhost:5173/profil' },
    });

    expect(result).toEqual({ outcome: 'success', value: undefined });
    expect(calls[0]?.body).toEqual({
      newEmail: 'nowy@demo.rampa.pl',
      options: { redirectTo: 'http://localhost:5173/profil' },
    });
    expect(calls[0]?.headers.get('authorization')).toBe(BEARER);
    expect(await sdk.auth.changeEmail({ newEmail: 'zły' })).toEqual({
      outcome: 'failed',
      error: INVALID_EMAIL,
    });
  });

  it('change password: as the signed-in user, or with a reset ticket while signed out', async () => {
    server.use(authHandlers.changePassword.success());
    const calls = recordRequests(server, '/user/password');
    const signedOut = makeSdk();
    await settle();

    expect(await signedOut.auth.changePassword({ newPassword: 'nowe-haslo' })).toEqual({
      outcome: 'failed',
      error: UNAUTHENTICATED,
    });
    expect(
      await signedOut.auth.changePassword({ newPassword: 'nowe-haslo', ticket: 'passwordReset:abc' }),
    ).toEqual({ outcome: 'success', value: undefined });
    expect(await signedOut.auth.changePassword({ newPassword: 'ab', ticket: 'passwordReset:abc' })).toEqual({
      outcome: 'failed',
      error: { error: 'invalid-password', message: 'Password is incorrectly formatted', status: 10 },
    });
    expect(calls.map((call) => call.body)).toEqual([
      { newPassword: 'nowe-haslo', ticket: 'passwordReset:abc' },
    ]);
    expect(calls[0]?.headers.get('authorization')).toBeNull();

    const sdk = signedInSdk();
    await sdk.auth.changePassword({ newPassword: 'nowe-haslo' });
    expect(calls[1]?.body).toEqual({ newPassword: 'nowe-haslo' });
    expect(calls[1]?.headers.get('authorization')).toBe(BEARER);
  });

  it('asks for the current password first: a wrong one changes nothing, the right one is signed out again', async () => {
    server.use(authHandlers.changePassword.success(), authHandlers.changeEmail.success());
    const passwordCalls = recordRequests(server, '/user/password');
    const emailCalls = recordRequests(server, '/user/email/change');
    const signIns = recordRequests(server, '/signin/email-password');
    const signOuts = recordRequests(server, '/signout');
    const sdk = signedInSdk();
    await settle();
    const email = sdk.auth.getSnapshot().context.user!.email;

    server.use(authHandlers.signInEmailPassword.unauthorized());
    expect(await sdk.auth.changePassword({ newPassword: 'nowe-haslo', currentPassword: 'zle' })).toEqual({
      outcome: 'failed',
      error: { error: 'wrong-current-password', message: 'The current password is not correct', status: 401 },
    });
    expect(
      await sdk.auth.changeEmail({ newEmail: 'nowy@demo.rampa.pl', currentPassword: 'zle' }),
    ).toMatchObject({ outcome: 'failed', error: { error: 'wrong-current-password' } });
    expect(passwordCalls).toEqual([]);
    expect(emailCalls).toEqual([]);
    expect(signIns.map((call) => call.body)).toEqual([
      { email, password: 'zle' },
      { email, password: 'zle' },
    ]);

    const check = createTestSession({ refreshToken: 'sprawdzenie-hasla' });
    server.use(authHandlers.signInEmailPassword.success(check), authHandlers.signOut.success());
    expect(await sdk.auth.changePassword({ newPassword: 'nowe-haslo', currentPassword: 'dobre' })).toEqual({
      outcome: 'success',
      value: undefined,
    });
    expect(passwordCalls.map((call) => call.body)).toEqual([{ newPassword: 'nowe-haslo' }]);
    // The sign-in that proved the password leaves no session behind; the user's own is untouched.
    expect(signOuts.map((call) => call.body)).toEqual([{ refreshToken: 'sprawdzenie-hasla', all: false }]);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
  });

  it('reset password and send verification e-mail need no session', async () => {
    server.use(
      authHandlers.resetPassword.success(),
      authHandlers.sendVerificationEmail.error({
        status: 400,
        error: 'email-already-verified',
        message: "User's email is already verified",
      }),
    );
    const reset = recordRequests(server, '/user/password/reset');
    const sdk = makeSdk();

    expect(
      await sdk.auth.resetPassword({
        email: 'anna@demo.rampa.pl',
        options: { redirectTo: 'http://x/haslo' },
      }),
    ).toEqual({ outcome: 'success', value: undefined });
    expect(reset[0]?.body).toEqual({
      email: 'anna@demo.rampa.pl',
      options: { redirectTo: 'http://x/haslo' },
    });
    expect(await sdk.auth.sendVerificationEmail({ email: 'anna@demo.rampa.pl' })).toEqual({
      outcome: 'failed',
      error: { status: 400, error: 'email-already-verified', message: "User's email is already verified" },
    });
    expect(await sdk.auth.resetPassword({ email: '' })).toEqual({ outcome: 'failed', error: INVALID_EMAIL });
  });

  it('MFA: generate, activate with "totp", deactivate with an empty type', async () => {
    server.use(authHandlers.generateTotp.success(), authHandlers.userMfa.success());
    const mfa = recordRequests(server, '/user/mfa');
    const generate = recordRequests(server, '/mfa/totp/generate');
    const sdk = signedInSdk();

    expect(await sdk.auth.generateMfaTotp()).toEqual({
      outcome: 'success',
      value: { imageUrl: FIXTURE_TOTP_IMAGE_URL, totpSecret: FIXTURE_TOTP_SECRET },
    });
    expect(generate[0]?.headers.get('authorization')).toBe(BEARER);
    await sdk.auth.activateMfaTotp('123456');
    await sdk.auth.deactivateMfa('654321');
    expect(mfa.map((call) => call.body)).toEqual([
      { code: '123456', activeMfaType: 'totp' },
      { code: '654321', activeMfaType: '' },
    ]);
  });

  it('creates a personal access token with an ISO expiry', async () => {
    server.use(authHandlers.createPat.success());
    const calls = recordRequests(server, '/pat');
    const sdk = signedInSdk();

    const result = await sdk.auth.createPersonalAccessToken({
      expiresAt: new Date('2026-06-01T00:00:00.000Z'),
      metadata: { name: 'CI' },
    });

    expect(result).toEqual({
      outcome: 'success',
      value: { id: FIXTURE_PAT_ID, personalAccessToken: FIXTURE_PAT },
    });
    expect(calls[0]?.body).toEqual({ expiresAt: '2026-06-01T00:00:00.000Z', metadata: { name: 'CI' } });
    expect(calls[0]?.headers.get('authorization')).toBe(BEARER);
  });

  it('adds a security key through a registration ceremony', async () => {
    const webauthn = createFakeWebAuthn();
    server.use(authHandlers.addSecurityKey.success(), authHandlers.verifySecurityKey.success());
    const verify = recordRequests(server, '/user/webauthn/verify');
    const sdk = signedInSdk({ webauthn });

    const result = await sdk.auth.addSecurityKey('Laptop');

    expect(result).toEqual({
      outcome: 'success',
      value: { id: FIXTURE_SECURITY_KEY_ID, nickname: 'Laptop' },
    });
    expect(verify[0]?.body).toEqual({ credential: testAttestation(), nickname: 'Laptop' });
    expect(webauthn.registrations).toHaveLength(1);
  });

  it('links an ID token to the signed-in user', async () => {
    server.use(authHandlers.linkIdToken.success());
    const calls = recordRequests(server, '/link/idtoken');
    const sdk = signedInSdk();
    expect(await sdk.auth.linkIdToken({ provider: 'google', idToken: 'id', nonce: 'n' })).toEqual({
      outcome: 'success',
      value: undefined,
    });
    expect(calls[0]?.body).toEqual({ provider: 'google', idToken: 'id', nonce: 'n' });
  });

  it('calls for a signed-in user fail locally when signed out', async () => {
    const sdk = makeSdk();
    for (const call of [
      () => sdk.auth.changeEmail({ newEmail: 'a@b.pl' }),
      () => sdk.auth.generateMfaTotp(),
      () => sdk.auth.activateMfaTotp('1'),
      () => sdk.auth.createPersonalAccessToken({ expiresAt: '2026-06-01T00:00:00Z' }),
      () => sdk.auth.addSecurityKey(),
      () => sdk.auth.linkIdToken({ provider: 'google', idToken: 'x' }),
    ]) {
      expect(await call()).toEqual({ outcome: 'failed', error: UNAUTHENTICATED });
    }
  });
});

describe('request machines (spec §4)', () => {
  it('go idle → requesting → idle with success', async () => {
    server.use(authHandlers.resetPassword.success({ delay: 50 }));
    const sdk = makeSdk();
    const machine = createResetPasswordMachine(sdk.auth);
    const seen: string[] = [];
    machine.subscribe(() => {
      const { state, isSuccess, error } = machine.getSnapshot();
      seen.push(`${state}:${isSuccess ? 'success' : error ? error.error : '-'}`);
    });

    expect(machine.getSnapshot()).toEqual({ state: 'idle', isSuccess: false, error: null, data: null });
    const pending = machine.request({ email: 'anna@demo.rampa.pl' });
    await vi.advanceTimersByTimeAsync(100);
    await pending;

    expect(seen).toEqual(['requesting:-', 'idle:success']);
  });

  it('go idle → requesting → idle with the error', async () => {
    const sdk = makeSdk();
    await settle();
    const machine = createChangeEmailMachine(sdk.auth);
    await machine.request({ newEmail: 'nope' });
    expect(machine.getSnapshot()).toEqual({
      state: 'idle',
      isSuccess: false,
      error: INVALID_EMAIL,
      data: null,
    });
  });
});
