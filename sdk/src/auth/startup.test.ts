import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../nhost/clientStorage';
import { authHandlers, makeSdk, recordRequests, settle, startMswServer } from '../test/harness';
import { AUTH_ERROR_BODIES, createTestSession, createTestUser } from '../testing';
import { NHOST_JWT_EXPIRES_AT_KEY, NHOST_REFRESH_TOKEN_ID_KEY, NHOST_REFRESH_TOKEN_KEY } from './constants';
import type { PageLocation } from './pageUrl';

const server = startMswServer();
const T0 = new Date('2026-03-02T08:00:00.000Z').getTime();
const stored = { [NHOST_REFRESH_TOKEN_KEY]: 'stored-token' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

function fakeLocation(href: string) {
  const location: PageLocation & { history: string[] } = {
    history: [],
    get href() {
      return this.history.at(-1) ?? href;
    },
    replace(next) {
      this.history.push(next);
    },
  };
  return location;
}

describe('start-up import of a stored refresh token', () => {
  it('signs in with the stored token and stores the rotated one under the three keys', async () => {
    const session = createTestSession({ accessTokenExpiresIn: 900 });
    server.use(authHandlers.token.success(session));
    const calls = recordRequests(server, '/v1/auth/token');
    const storage = createMemoryStorage(stored);
    const sdk = makeSdk({ clientStorageType: storage });

    expect(sdk.auth.getSnapshot().authentication).toBe('starting');
    await settle();

    const snapshot = sdk.auth.getSnapshot();
    expect(snapshot.authentication).toBe('signedIn');
    expect(snapshot.registration).toBe('complete');
    expect(snapshot.refreshTimer).toBe('pending');
    expect(snapshot.context.user?.email).toBe('handlowiec@demo.rampa.pl');
    expect(snapshot.context.accessToken.value).toBe(session.accessToken);
    expect(snapshot.context.accessToken.expiresAt).toEqual(new Date(T0 + 900_000));
    expect(snapshot.context.accessToken.hasuraClaims).toMatchObject({
      defaultRole: 'handlowiec',
      allowedRoles: ['handlowiec', 'user', 'me'],
    });
    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: 'stored-token' }]);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(storage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBe(session.refreshToken);
    expect(storage.getItem(NHOST_REFRESH_TOKEN_ID_KEY)).toBe(session.refreshTokenId);
    expect(storage.getItem(NHOST_JWT_EXPIRES_AT_KEY)).toBe('2026-03-02T08:15:00.000Z');
  });

  it('goes straight to signedOut.noErrors when nothing is stored, without calling the server', async () => {
    const calls = recordRequests(server, '/token');
    const sdk = makeSdk();
    await settle();
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.noErrors');
    expect(sdk.auth.getSnapshot().context.errors).toEqual({});
    expect(calls).toHaveLength(0);
  });

  it('on 401 ends signedOut with the error saved and forgets the dead token', async () => {
    server.use(authHandlers.token.unauthorized());
    const storage = createMemoryStorage({ ...stored, [NHOST_REFRESH_TOKEN_ID_KEY]: 'id' });
    const sdk = makeSdk({ clientStorageType: storage });
    await settle();

    const snapshot = sdk.auth.getSnapshot();
    expect(snapshot.authentication).toBe('signedOut.noErrors');
    expect(snapshot.context.errors.authentication).toEqual({
      status: 401,
      error: 'invalid-refresh-token',
      message: 'Invalid or expired refresh token',
    });
    expect(storage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(NHOST_REFRESH_TOKEN_ID_KEY)).toBeNull();
  });

  it('retries a 500 and a network error after 5 s and 10 s, then signs in', async () => {
    server.use(
      authHandlers.token.serverError({ once: true }),
      authHandlers.token.networkError({ once: true }),
      authHandlers.token.success(),
    );
    const calls = recordRequests(server, '/token');
    const sdk = makeSdk({ storedItems: stored });

    await settle();
    expect(sdk.auth.getSnapshot().authentication).toBe('retryTokenImport');
    expect(sdk.auth.getSnapshot().context.importTokenAttempts).toBe(1);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(calls).toHaveLength(2);
    expect(sdk.auth.getSnapshot().context.importTokenAttempts).toBe(2);

    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(calls.map((call) => call.at - T0)).toEqual([0, 5_000, 15_000]);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
    expect(sdk.auth.getSnapshot().context.importTokenAttempts).toBe(0);
  });

  it('gives up after 5 retries (waits 5, 10, 20, 40, 80 s), signed out with the error and the token kept', async () => {
    server.use(authHandlers.token.serverError());
    const calls = recordRequests(server, '/token');
    const storage = createMemoryStorage(stored);
    const sdk = makeSdk({ clientStorageType: storage });

    await vi.advanceTimersByTimeAsync(200_000);
    await settle();

    expect(calls.map((call) => (call.at - T0) / 1000)).toEqual([0, 5, 15, 35, 75, 155]);
    const snapshot = sdk.auth.getSnapshot();
    expect(snapshot.authentication).toBe('signedOut.noErrors');
    expect(snapshot.context.errors.authentication).toEqual(AUTH_ERROR_BODIES.internalServerError);
    // The server never said the token is bad: a later page load may still use it.
    expect(storage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBe('stored-token');
  });

  it('does not retry a 4xx answer other than 401 either', async () => {
    server.use(authHandlers.token.error(AUTH_ERROR_BODIES.invalidRequest));
    const calls = recordRequests(server, '/token');
    const sdk = makeSdk({ storedItems: stored });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.noErrors');
    expect(sdk.auth.getSnapshot().context.errors.authentication?.status).toBe(400);
  });

  it('keeps registration incomplete for an anonymous user', async () => {
    server.use(
      authHandlers.token.success(createTestSession({ user: createTestUser({ isAnonymous: true }) })),
    );
    const sdk = makeSdk({ storedItems: stored });
    await settle();
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
    expect(sdk.auth.getSnapshot().registration).toBe('incomplete.noErrors');
  });
});

describe('start-up import from the page address', () => {
  const href =
    'https://rampa.example/handlowiec/pulpit?refreshToken=url-token&type=emailVerify&tab=2#section';

  it('uses the address token, remembers its type and removes refreshToken and type from the address', async () => {
    server.use(authHandlers.token.success());
    const calls = recordRequests(server, '/token');
    const location = fakeLocation(href);
    const sdk = makeSdk({ location, storedItems: stored });

    expect(location.history).toEqual(['https://rampa.example/handlowiec/pulpit?tab=2#section']);
    await settle();
    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: 'url-token' }]);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
    expect(sdk.auth.getSnapshot().context.urlTokenType).toBe('emailVerify');
  });

  it('reads the token from the hash as well', async () => {
    server.use(authHandlers.token.success());
    const calls = recordRequests(server, '/token');
    const location = fakeLocation('https://rampa.example/#refreshToken=hash-token&type=signinPasswordless');
    makeSdk({ location });
    await settle();
    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: 'hash-token' }]);
    expect(location.history).toEqual(['https://rampa.example/']);
  });

  it('falls back to the stored token when the address token is rejected', async () => {
    server.use(authHandlers.token.unauthorized({ once: true }), authHandlers.token.success());
    const calls = recordRequests(server, '/token');
    const sdk = makeSdk({ location: fakeLocation(href), storedItems: stored });
    await settle();
    expect(calls.map((call) => call.body)).toEqual([
      { refreshToken: 'url-token' },
      { refreshToken: 'stored-token' },
    ]);
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
    expect(sdk.auth.getSnapshot().context.urlTokenType).toBeNull();
  });

  it('retries the address token itself after a network error', async () => {
    server.use(authHandlers.token.networkError({ once: true }), authHandlers.token.success());
    const calls = recordRequests(server, '/token');
    const sdk = makeSdk({ location: fakeLocation(href), storedItems: stored });
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(calls.map((call) => call.body)).toEqual([
      { refreshToken: 'url-token' },
      { refreshToken: 'url-token' },
    ]);
    expect(sdk.auth.getSnapshot().context.urlTokenType).toBe('emailVerify');
  });

  it('fails the sign-in on an error in the address', async () => {
    const calls = recordRequests(server, '/token');
    const location = fakeLocation(
      'https://rampa.example/?error=invalid-ticket&errorDescription=Invalid%20ticket',
    );
    const sdk = makeSdk({ location, storedItems: stored });
    await settle();
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
    expect(sdk.auth.getSnapshot().context.errors.authentication).toEqual({
      error: 'invalid-ticket',
      message: 'Invalid ticket',
      status: 10,
    });
    expect(calls).toHaveLength(0);
    expect(location.history).toEqual([]);
  });

  it("ignores the 'social user already exists' error and imports the stored token", async () => {
    server.use(authHandlers.token.success());
    const location = fakeLocation(
      'https://rampa.example/?error=unverified-user&errorDescription=social%20user%20already%20exists',
    );
    const sdk = makeSdk({ location, storedItems: stored });
    await settle();
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
  });

  it('leaves the address alone with autoSignIn off', async () => {
    server.use(authHandlers.token.success());
    const calls = recordRequests(server, '/token');
    const location = fakeLocation(href);
    makeSdk({ location, autoSignIn: false, storedItems: stored });
    await settle();
    expect(location.history).toEqual([]);
    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: 'stored-token' }]);
  });
});

describe('waitUntilReady', () => {
  it('resolves with the settled snapshot', async () => {
    server.use(authHandlers.token.success());
    const sdk = makeSdk({ storedItems: stored });
    const ready = sdk.auth.waitUntilReady();
    await settle();
    await expect(ready).resolves.toMatchObject({ authentication: 'signedIn' });
  });

  it('rejects after 15 s while start-up is stuck', async () => {
    server.use(authHandlers.token.success(undefined, { delay: 'infinite' }));
    const sdk = makeSdk({ storedItems: stored });
    const ready = sdk.auth.waitUntilReady();
    const outcome = expect(ready).rejects.toMatchObject({ error: 'timeout', status: 1 });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(sdk.auth.getSnapshot().authentication).toBe('starting');
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
