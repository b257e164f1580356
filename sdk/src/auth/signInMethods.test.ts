import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, makeSdk, recordRequests, recordStates, settle, startMswServer } from '../test/harness';
import {
  createFakeWebAuthn,
  createTestSession,
  createTestUser,
  FIXTURE_MFA_TICKET,
  testAssertion,
  testRequestOptions,
  TEST_BACKEND_URL,
} from '../testing';
import { NHOST_REFRESH_TOKEN_KEY } from './constants';

const server = startMswServer();
const EMAIL = 'handlowiec@demo.rampa.pl';

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
  expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.noErrors');
  return sdk;
}

describe('anonymous sign-in', () => {
  it('signs in with no request body and leaves registration incomplete', async () => {
    server.use(authHandlers.signInAnonymous.success());
    const calls = recordRequests(server, '/signin/anonymous');
    const sdk = await signedOutSdk();
    const states = recordStates(sdk);

    const result = await sdk.auth.signInAnonymous();

    expect(result.outcome).toBe('signedIn');
    expect(states).toEqual(['authenticating.anonymous', 'signedIn']);
    expect(calls.map((call) => call.body)).toEqual([null]);
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.noErrors');
    expect(sdk.auth.getUser()?.isAnonymous).toBe(true);
  });

  it('fails with the server error when anonymous users are off', async () => {
    server.use(authHandlers.signInAnonymous.disabled());
    const sdk = await signedOutSdk();
    const result = await sdk.auth.signInAnonymous();
    expect(result).toEqual({
      outcome: 'failed',
      error: { status: 409, error: 'disabled-endpoint', message: 'This endpoint is disabled' },
    });
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
  });

  it('signing out returns registration to incomplete after a full sign-in', async () => {
    server.use(authHandlers.signInIdToken.success(), authHandlers.signOut.success());
    const sdk = await signedOutSdk();
    await sdk.auth.signInIdToken({ provider: 'google', idToken: 'id-token' });
    expect(sdk.auth.getSnapshot().registration).toBe('complete');
    await sdk.auth.signOut();
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.noErrors');
  });
});

describe('ID-token sign-in', () => {
  it('posts provider, token and nonce and signs in', async () => {
    server.use(authHandlers.signInIdToken.success());
    const calls = recordRequests(server, '/signin/idtoken');
    const sdk = await signedOutSdk();
    const states = recordStates(sdk);

    const result = await sdk.auth.signInIdToken({
      provider: 'google',
      idToken: 'eyJ.id.token',
      nonce: 'n-1',
    });

    expect(result.outcome).toBe('signedIn');
    expect(states).toEqual(['authenticating.idToken', 'signedIn']);
    expect(calls[0]?.body).toEqual({ provider: 'google', idToken: 'eyJ.id.token', nonce: 'n-1' });
  });
});

describe('MFA TOTP sign-in', () => {
  it('uses the ticket from the password step and signs in', async () => {
    server.use(authHandlers.signInEmailPassword.needsMfa(), authHandlers.signInMfaTotp.success());
    const calls = recordRequests(server, '/signin/mfa/totp');
    const sdk = await signedOutSdk();
    await sdk.auth.signInEmailPassword({ email: EMAIL, password: 'tajne-haslo' });
    const states = recordStates(sdk);

    const result = await sdk.auth.signInMfaTotp({ otp: '123456' });

    expect(result.outcome).toBe('signedIn');
    expect(states).toEqual(['authenticating.mfaTotp', 'signedIn']);
    expect(calls[0]?.body).toEqual({ ticket: FIXTURE_MFA_TICKET, otp: '123456' });
    expect(sdk.auth.getSnapshot().context.mfa).toBeNull();
  });

  it('keeps the ticket after a wrong code so the user can try again', async () => {
    server.use(authHandlers.signInEmailPassword.needsMfa(), authHandlers.signInMfaTotp.invalidTotp());
    const sdk = await signedOutSdk();
    await sdk.auth.signInEmailPassword({ email: EMAIL, password: 'tajne-haslo' });

    const result = await sdk.auth.signInMfaTotp({ otp: '000000' });

    expect(result).toEqual({
      outcome: 'failed',
      error: { status: 401, error: 'invalid-totp', message: 'Invalid TOTP code' },
    });
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
    expect(sdk.auth.getSnapshot().context.mfa).toEqual({ ticket: FIXTURE_MFA_TICKET });
  });

  it.each([
    [undefined, { error: 'no-mfa-ticket', message: 'No MFA ticket has been provided', status: 10 }],
    ['', { error: 'no-mfa-ticket', message: 'No MFA ticket has been provided', status: 10 }],
    ['mfaTotp:not-a-uuid', { error: 'invalid-mfa-ticket', message: 'MFA ticket is invalid', status: 10 }],
    [
      '0c9f3a52-6e1b-4d7a-b8c4-2f5e6a7b8c9d',
      { error: 'invalid-mfa-ticket', message: 'MFA ticket is invalid', status: 10 },
    ],
  ])('rejects ticket %j locally', async (ticket, error) => {
    const calls = recordRequests(server, '/signin/mfa/totp');
    const sdk = await signedOutSdk();
    const result = await sdk.auth.signInMfaTotp({ otp: '123456', ticket });
    expect(result).toEqual({ outcome: 'failed', error });
    expect(calls).toHaveLength(0);
    expect(sdk.auth.getSnapshot().context.errors.authentication).toEqual(error);
  });
});

describe('security-key sign-in', () => {
  it('with e-mail: options for the e-mail, the ceremony, then verification with the credential', async () => {
    const webauthn = createFakeWebAuthn();
    server.use(authHandlers.signInWebauthn.success(), authHandlers.signInWebauthnVerify.success());
    const options = recordRequests(server, '/signin/webauthn');
    const verify = recordRequests(server, '/signin/webauthn/verify');
    const sdk = await signedOutSdk({ webauthn });
    const states = recordStates(sdk);

    const result = await sdk.auth.signInSecurityKeyEmail({ email: EMAIL });

    expect(result.outcome).toBe('signedIn');
    expect(states).toEqual(['authenticating.securityKeyEmail', 'signedIn']);
    expect(options[0]?.body).toEqual({ email: EMAIL });
    expect(webauthn.authentications).toEqual([testRequestOptions()]);
    expect(verify[0]?.body).toEqual({ email: EMAIL, credential: testAssertion() });
  });

  it('without e-mail (passkey)', async () => {
    const webauthn = createFakeWebAuthn();
    server.use(authHandlers.signInWebauthn.success(), authHandlers.signInWebauthnVerify.success());
    const verify = recordRequests(server, '/signin/webauthn/verify');
    const sdk = await signedOutSdk({ webauthn });

    const result = await sdk.auth.signInSecurityKey();

    expect(result.outcome).toBe('signedIn');
    expect(verify[0]?.body).toEqual({ credential: testAssertion() });
  });

  it('reports an aborted ceremony and does not call verify', async () => {
    const webauthn = createFakeWebAuthn(
      Object.assign(new Error('Authentication ceremony was sent an abort signal'), {
        name: 'AbortError',
        code: 'ERROR_CEREMONY_ABORTED',
      }),
    );
    server.use(authHandlers.signInWebauthn.success());
    const verify = recordRequests(server, '/signin/webauthn/verify');
    const sdk = await signedOutSdk({ webauthn });

    const result = await sdk.auth.signInSecurityKeyEmail({ email: EMAIL });

    expect(result).toEqual({
      outcome: 'failed',
      error: {
        error: 'ceremony-aborted',
        message: 'Authentication ceremony was sent an abort signal',
        status: 1,
      },
    });
    expect(verify).toHaveLength(0);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
  });

  it('rejects a malformed e-mail before any call', async () => {
    const calls = recordRequests(server, '/signin/webauthn');
    const sdk = await signedOutSdk({ webauthn: createFakeWebAuthn() });
    const result = await sdk.auth.signInSecurityKeyEmail({ email: 'nope' });
    expect(result).toEqual({
      outcome: 'failed',
      error: { error: 'invalid-email', message: 'Email is incorrectly formatted', status: 10 },
    });
    expect(calls).toHaveLength(0);
  });

  it('moves to needsEmailVerification on unverified-user', async () => {
    server.use(
      authHandlers.signInWebauthn.success(),
      authHandlers.signInWebauthnVerify.error({
        status: 401,
        error: 'unverified-user',
        message: 'User is not verified.',
      }),
    );
    const sdk = await signedOutSdk({ webauthn: createFakeWebAuthn() });
    const result = await sdk.auth.signInSecurityKeyEmail({ email: EMAIL });
    expect(result.outcome).toBe('needsEmailVerification');
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.needsEmailVerification');
  });
});

describe('signIn(params), the v3 catch-all', () => {
  it('routes by the fields given, and rejects anything else as invalid-sign-in-method', async () => {
    server.use(
      authHandlers.signInPasswordlessEmail.success(),
      authHandlers.signInWebauthn.success(),
      authHandlers.signInWebauthnVerify.success(),
    );
    const sdk = await signedOutSdk({ webauthn: createFakeWebAuthn() });

    expect(await sdk.auth.signIn({ email: EMAIL })).toEqual({ outcome: 'needsEmailVerification' });
    expect(
      await sdk.auth.signIn({ email: EMAIL, securityKey: false } as unknown as { email: string }),
    ).toEqual({
      outcome: 'failed',
      error: { error: 'invalid-sign-in-method', message: 'Invalid sign-in method', status: 1 },
    });
    expect((await sdk.auth.signIn({ email: EMAIL, securityKey: true })).outcome).toBe('signedIn');
  });
});

describe('provider sign-in address', () => {
  it('carries the options as query parameters, and the access token as connect when asked', async () => {
    server.use(authHandlers.token.success(createTestSession({ accessToken: 'a.b.c' })));
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
    await sdk.auth.waitUntilReady();

    expect(
      sdk.auth.providerSignInUrl('github', {
        redirectTo: 'http://localhost:5173/profil',
        allowedRoles: ['user', 'me'],
        metadata: { firstName: 'Anna' },
      }),
    ).toBe(
      `${TEST_BACKEND_URL}/v1/auth/signin/provider/github?redirectTo=http%3A%2F%2Flocalhost%3A5173%2Fprofil&allowedRoles=user%2Cme&metadata=%7B%22firstName%22%3A%22Anna%22%7D`,
    );
    expect(sdk.auth.providerSignInUrl('github', { connect: true })).toBe(
      `${TEST_BACKEND_URL}/v1/auth/signin/provider/github?connect=a.b.c`,
    );
    expect(sdk.auth.providerSignInUrl('oidc')).toBe(`${TEST_BACKEND_URL}/v1/auth/signin/provider/oidc`);
  });
});

describe('elevation with a security key', () => {
  it('elevates with the user e-mail and takes the new session', async () => {
    const signedIn = createTestSession();
    const elevated = createTestSession({
      accessToken: 'x.eyJ9.y',
      jwt: { hasuraClaims: { 'x-hasura-auth-elevated': signedIn.user!.id } },
    });
    const webauthn = createFakeWebAuthn();
    server.use(
      authHandlers.token.success(signedIn),
      authHandlers.elevateWebauthn.success(),
      authHandlers.elevateWebauthnVerify.success(elevated),
    );
    const options = recordRequests(server, '/elevate/webauthn');
    const verify = recordRequests(server, '/elevate/webauthn/verify');
    const sdk = makeSdk({ webauthn, storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });

    const result = await sdk.auth.elevateSecurityKey();

    expect(result).toEqual({ outcome: 'elevated', session: elevated });
    expect(options[0]?.body).toEqual({ email: EMAIL });
    expect(options[0]?.headers.get('authorization')).toBe(`Bearer ${signedIn.accessToken}`);
    expect(verify[0]?.body).toEqual({ email: EMAIL, credential: testAssertion() });
    expect(sdk.auth.getAccessToken()).toBe(elevated.accessToken);
    expect(sdk.clientStorage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBe(elevated.refreshToken);
  });

  it('needs an e-mail and a signed-in user', async () => {
    server.use(authHandlers.token.success(createTestSession({ user: createTestUser({ email: undefined }) })));
    const signedOut = await signedOutSdk();
    expect(await signedOut.auth.elevateSecurityKey(EMAIL)).toEqual({
      outcome: 'failed',
      error: { error: 'unauthenticated-user', message: 'User is not authenticated', status: 20 },
    });
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
    expect(await sdk.auth.elevateSecurityKey()).toEqual({
      outcome: 'failed',
      error: { error: 'no-email', message: 'A user email is required for elevation', status: 10 },
    });
  });
});
