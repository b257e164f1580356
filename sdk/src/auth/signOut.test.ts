import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authHandlers,
  inspectableStorage,
  makeSdk,
  recordRequests,
  settle,
  startMswServer,
} from '../test/harness';
import { AUTH_ERROR_BODIES, createTestSession } from '../testing';
import { NHOST_JWT_EXPIRES_AT_KEY, NHOST_REFRESH_TOKEN_ID_KEY, NHOST_REFRESH_TOKEN_KEY } from './constants';

const server = startMswServer();
const KEYS = [NHOST_REFRESH_TOKEN_KEY, NHOST_REFRESH_TOKEN_ID_KEY, NHOST_JWT_EXPIRES_AT_KEY].sort();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T08:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedIn() {
  const session = createTestSession();
  server.use(authHandlers.token.success(session, { once: true }));
  const storage = inspectableStorage({ [NHOST_REFRESH_TOKEN_KEY]: 'stored-token' });
  const sdk = makeSdk({ clientStorageType: storage });
  await settle();
  expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
  expect([...storage.items.keys()].sort()).toEqual(KEYS);
  return { sdk, storage, session };
}

describe('sign-out', () => {
  it('keeps the tokens while signingOut, then clears the three keys and ends in success', async () => {
    const { sdk, storage, session } = await signedIn();
    server.use(authHandlers.signOut.success({ delay: 1_000 }));
    const calls = recordRequests(server, '/v1/auth/signout');

    const pending = sdk.auth.signOut();
    await settle();

    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.signingOut');
    expect(sdk.auth.getSnapshot().registration).toBe('complete');
    expect(sdk.auth.getAccessToken()).toBe(session.accessToken);
    expect(storage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBe(session.refreshToken);
    expect([...storage.items.keys()].sort()).toEqual(KEYS);

    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toEqual({ outcome: 'signedOut' });

    const snapshot = sdk.auth.getSnapshot();
    expect(snapshot.authentication).toBe('signedOut.success');
    expect(snapshot.registration).toBe('incomplete.noErrors');
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.accessToken.value).toBeNull();
    expect(snapshot.context.refreshToken.value).toBeNull();
    expect(storage.items.size).toBe(0);
    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: session.refreshToken, all: false }]);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('sends the bearer token when signing out everywhere', async () => {
    const { sdk, session } = await signedIn();
    server.use(authHandlers.signOut.success());
    const calls = recordRequests(server, '/signout');

    await sdk.auth.signOut({ all: true });

    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: session.refreshToken, all: true }]);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${session.accessToken}`);
  });

  it('refreshes an expired access token before signing out everywhere, so the server accepts the bearer', async () => {
    const { sdk, session } = await signedIn();
    // The tab slept past its refresh timer: the clock moves on, no timer has run.
    vi.setSystemTime(Date.now() + (session.accessTokenExpiresIn + 60) * 1_000);
    const renewed = createTestSession();
    server.use(authHandlers.token.success(renewed, { once: true }), authHandlers.signOut.success());
    const refreshes = recordRequests(server, '/v1/auth/token');
    const calls = recordRequests(server, '/signout');

    await expect(sdk.auth.signOut({ all: true })).resolves.toEqual({ outcome: 'signedOut' });

    expect(refreshes.map((call) => call.body)).toEqual([{ refreshToken: session.refreshToken }]);
    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: renewed.refreshToken, all: true }]);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${renewed.accessToken}`);
  });

  it('still clears the tokens when the server fails, ending in failed with the error', async () => {
    const { sdk, storage } = await signedIn();
    server.use(authHandlers.signOut.serverError());

    const result = await sdk.auth.signOut();

    expect(result).toEqual({ outcome: 'failed', error: AUTH_ERROR_BODIES.internalServerError });
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
    expect(sdk.auth.getSnapshot().context.errors.authentication).toEqual(
      AUTH_ERROR_BODIES.internalServerError,
    );
    expect(storage.items.size).toBe(0);
  });

  it('reports a network failure as the network error', async () => {
    const { sdk, storage } = await signedIn();
    server.use(authHandlers.signOut.networkError());
    const result = await sdk.auth.signOut();
    expect(result).toEqual({
      outcome: 'failed',
      error: { status: 0, error: 'network', message: 'Network Error' },
    });
    expect(storage.items.size).toBe(0);
  });

  it('refuses when nobody is signed in', async () => {
    const sdk = makeSdk();
    await settle();
    const calls = recordRequests(server, '/signout');
    await expect(sdk.auth.signOut()).resolves.toEqual({
      outcome: 'failed',
      error: { error: 'unauthenticated-user', message: 'User is not authenticated', status: 20 },
    });
    expect(calls).toHaveLength(0);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.noErrors');
  });

  it('waits for a refresh in flight and revokes the rotated token', async () => {
    const { sdk } = await signedIn();
    const rotated = createTestSession();
    server.use(authHandlers.token.success(rotated, { delay: 500 }), authHandlers.signOut.success());
    const calls = recordRequests(server, '/signout');

    const refreshing = sdk.auth.refreshSession();
    await settle();
    const signingOut = sdk.auth.signOut();
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all([refreshing, signingOut]);

    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.success');
    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: rotated.refreshToken, all: false }]);
  });
});
