import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../nhost/clientStorage';
import {
  authHandlers,
  inspectableStorage,
  makeSdk,
  recordRequests,
  recordStates,
  settle,
  startMswServer,
} from '../test/harness';
import { createTestSession, createTestUser, FIXTURE_MFA_TICKET, TEST_BACKEND_URL } from '../testing';
import { NHOST_JWT_EXPIRES_AT_KEY, NHOST_REFRESH_TOKEN_ID_KEY, NHOST_REFRESH_TOKEN_KEY } from './constants';

const server = startMswServer();
const credentials = { email: 'handlowiec@demo.rampa.pl', password: 'tajne-haslo' };

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

describe('sign-in with e-mail and password', () => {
  it('signs in, completes registration and stores the three keys', async () => {
    const session = createTestSession({ accessTokenExpiresIn: 600 });
    server.use(authHandlers.signInEmailPassword.success(session));
    const calls = recordRequests(server, '/v1/auth/signin/email-password');
    const storage = inspectableStorage();
    const sdk = await signedOutSdk({ clientStorageType: storage });

    const states = recordStates(sdk);
    const result = await sdk.auth.signInEmailPassword(credentials);

    expect(states).toEqual(['authenticating.password', 'signedIn']);
    expect(result).toEqual({ outcome: 'signedIn', session });
    expect(calls.map((call) => call.body)).toEqual([credentials]);
    const snapshot = sdk.auth.getSnapshot();
    expect(snapshot.authentication).toBe('signedIn');
    expect(snapshot.registration).toBe('complete');
    expect(sdk.auth.getAccessToken()).toBe(session.accessToken);
    expect(sdk.auth.getUser()).toEqual(session.user);
    expect(storage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBe(session.refreshToken);
    expect(storage.getItem(NHOST_REFRESH_TOKEN_ID_KEY)).toBe(session.refreshTokenId);
    expect(storage.getItem(NHOST_JWT_EXPIRES_AT_KEY)).toBe('2026-03-02T08:10:00.000Z');
    // Spec §3: exactly these keys; the access token and the user stay in memory.
    expect([...storage.items.keys()].sort()).toEqual(
      [NHOST_REFRESH_TOKEN_KEY, NHOST_REFRESH_TOKEN_ID_KEY, NHOST_JWT_EXPIRES_AT_KEY].sort(),
    );
  });

  it('moves to signedOut.needsMfa with the ticket when the server asks for a second factor', async () => {
    server.use(authHandlers.signInEmailPassword.needsMfa());
    const storage = createMemoryStorage();
    const sdk = await signedOutSdk({ clientStorageType: storage });

    const result = await sdk.auth.signInEmailPassword(credentials);

    expect(result).toEqual({ outcome: 'needsMfa', ticket: FIXTURE_MFA_TICKET });
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.needsMfa');
    expect(sdk.auth.getSnapshot().context.mfa).toEqual({ ticket: FIXTURE_MFA_TICKET });
    expect(storage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('moves registration to needsEmailVerification on 401 unverified-user', async () => {
    server.use(authHandlers.signInEmailPassword.unverified());
    const sdk = await signedOutSdk();

    const result = await sdk.auth.signInEmailPassword(credentials);

    expect(result).toEqual({
      outcome: 'needsEmailVerification',
      error: { status: 401, error: 'unverified-user', message: 'User is not verified.' },
    });
    const snapshot = sdk.auth.getSnapshot();
    expect(snapshot.authentication).toBe('signedOut.noErrors');
    expect(snapshot.registration).toBe('incomplete.needsEmailVerification');
  });

  it("treats a 401 'Email is not verified' message the same way", async () => {
    server.use(
      http.post(`${TEST_BACKEND_URL}/v1/auth/signin/email-password`, () =>
        HttpResponse.json(
          { status: 401, error: 'unauthorized', message: 'Email is not verified' },
          { status: 401 },
        ),
      ),
    );
    const sdk = await signedOutSdk();
    const result = await sdk.auth.signInEmailPassword(credentials);
    expect(result.outcome).toBe('needsEmailVerification');
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.needsEmailVerification');
  });

  it('moves to signedOut.failed with the server error on wrong credentials', async () => {
    server.use(authHandlers.signInEmailPassword.unauthorized());
    const sdk = await signedOutSdk();

    const result = await sdk.auth.signInEmailPassword(credentials);

    const error = { status: 401, error: 'invalid-email-password', message: 'Incorrect email or password' };
    expect(result).toEqual({ outcome: 'failed', error });
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
    expect(sdk.auth.getSnapshot().context.errors.authentication).toEqual(error);
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.noErrors');
  });

  it('reports a network failure as the catalogue network error', async () => {
    server.use(authHandlers.signInEmailPassword.networkError());
    const sdk = await signedOutSdk();
    const result = await sdk.auth.signInEmailPassword(credentials);
    expect(result).toEqual({
      outcome: 'failed',
      error: { status: 0, error: 'network', message: 'Network Error' },
    });
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
  });

  it('keeps the status of a server error whose body is not JSON', async () => {
    server.use(
      http.post(
        `${TEST_BACKEND_URL}/v1/auth/signin/email-password`,
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const sdk = await signedOutSdk();
    const result = await sdk.auth.signInEmailPassword(credentials);
    expect(result).toEqual({
      outcome: 'failed',
      error: { status: 502, error: 'http-error', message: 'Bad Gateway' },
    });
  });

  it.each([
    [
      'not-an-email',
      'tajne-haslo',
      { error: 'invalid-email', message: 'Email is incorrectly formatted', status: 10 },
    ],
    ['', 'tajne-haslo', { error: 'invalid-email', message: 'Email is incorrectly formatted', status: 10 }],
    ['a@b', 'tajne-haslo', { error: 'invalid-email', message: 'Email is incorrectly formatted', status: 10 }],
    ['bad', 'x', { error: 'invalid-email', message: 'Email is incorrectly formatted', status: 10 }],
    [
      'handlowiec@demo.rampa.pl',
      'ab',
      { error: 'invalid-password', message: 'Password is incorrectly formatted', status: 10 },
    ],
  ])('rejects %j / %j locally with the exact catalogue error', async (email, password, error) => {
    const calls = recordRequests(server, '/signin/email-password');
    const sdk = await signedOutSdk();

    const result = await sdk.auth.signInEmailPassword({ email, password });

    expect(result).toEqual({ outcome: 'failed', error });
    expect(calls).toHaveLength(0);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
    expect(sdk.auth.getSnapshot().context.errors.authentication).toEqual(error);
  });

  it('accepts a password of exactly 3 characters', async () => {
    server.use(authHandlers.signInEmailPassword.success());
    const sdk = await signedOutSdk();
    const result = await sdk.auth.signInEmailPassword({ email: credentials.email, password: 'abc' });
    expect(result.outcome).toBe('signedIn');
  });

  it('refuses with already-signed-in when a user is signed in', async () => {
    server.use(authHandlers.token.success());
    const calls = recordRequests(server, '/signin/email-password');
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
    const result = await sdk.auth.signInEmailPassword(credentials);
    expect(result).toEqual({
      outcome: 'failed',
      error: { error: 'already-signed-in', message: 'User is already signed in', status: 20 },
    });
    expect(calls).toHaveLength(0);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
  });

  it('clears a previous failure when a new attempt starts and succeeds', async () => {
    server.use(
      authHandlers.signInEmailPassword.unauthorized({ once: true }),
      authHandlers.signInEmailPassword.success(),
    );
    const sdk = await signedOutSdk();
    await sdk.auth.signInEmailPassword(credentials);
    expect(sdk.auth.getSnapshot().context.errors.authentication).toBeDefined();
    await sdk.auth.signInEmailPassword(credentials);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
    expect(sdk.auth.getSnapshot().context.errors).toEqual({});
  });

  it('keeps registration incomplete for an anonymous user', async () => {
    server.use(
      authHandlers.signInEmailPassword.success(
        createTestSession({ user: createTestUser({ isAnonymous: true }) }),
      ),
    );
    const sdk = await signedOutSdk();
    await sdk.auth.signInEmailPassword(credentials);
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.noErrors');
  });
});

describe('sign-in with a personal access token', () => {
  it('signs in with the refresh timer disabled', async () => {
    server.use(
      authHandlers.signInPersonalAccessToken.success(createTestSession({ accessTokenExpiresIn: 20 })),
    );
    const calls = recordRequests(server, '/token');
    const sdk = await signedOutSdk();

    const result = await sdk.auth.signInPersonalAccessToken('3b0e2c5d-1f4a-4b6c-8d9e-0a1b2c3d4e5f');

    expect(result.outcome).toBe('signedIn');
    expect(sdk.auth.getSnapshot().refreshTimer).toBe('disabled');
    expect(sdk.auth.getSnapshot().context.refreshToken.isPAT).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);
  });

  it('fails on an invalid token', async () => {
    server.use(authHandlers.signInPersonalAccessToken.unauthorized());
    const sdk = await signedOutSdk();
    const result = await sdk.auth.signInPersonalAccessToken('nope');
    expect(result).toMatchObject({ outcome: 'failed', error: { status: 401, error: 'invalid-pat' } });
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
  });
});
