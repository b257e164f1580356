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
import { NHOST_JWT_EXPIRES_AT_KEY, NHOST_REFRESH_TOKEN_KEY } from './constants';

const server = startMswServer();
const T0 = new Date('2026-03-02T08:00:00.000Z').getTime();
const NEVER = () => 0.99;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Signed in at T0 with an access token that lives `expiresIn` seconds. */
async function signedIn(expiresIn: number, options: Parameters<typeof makeSdk>[0] = {}) {
  server.use(
    authHandlers.token.success(createTestSession({ accessTokenExpiresIn: expiresIn }), { once: true }),
  );
  const storage = inspectableStorage({ [NHOST_REFRESH_TOKEN_KEY]: 'stored-token' });
  const sdk = makeSdk({ clientStorageType: storage, random: NEVER, ...options });
  const calls = recordRequests(server, '/token');
  await settle();
  expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
  return { sdk, calls, storage };
}

const seconds = (calls: { at: number }[]) => calls.map((call) => (call.at - T0) / 1000);

describe('refresh timer', () => {
  it('refreshes once 30 s or less are left, not before', async () => {
    const { sdk, calls } = await signedIn(90);
    server.use(authHandlers.token.success(() => createTestSession({ accessTokenExpiresIn: 90 })));

    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toHaveLength(0);
    expect(sdk.auth.getSnapshot().refreshTimer).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(seconds(calls)).toEqual([60]);
  });

  it('sends the current refresh token and resets the timer with the new session', async () => {
    const { sdk, calls, storage } = await signedIn(90);
    const firstToken = sdk.auth.getSnapshot().context.refreshToken.value;
    const rotated = createTestSession({ accessTokenExpiresIn: 90 });
    server.use(authHandlers.token.success(rotated));

    await vi.advanceTimersByTimeAsync(60_000);
    await settle();

    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: firstToken }]);
    const snapshot = sdk.auth.getSnapshot();
    expect(snapshot.refreshTimer).toBe('pending');
    expect(snapshot.context.accessToken.value).toBe(rotated.accessToken);
    expect(snapshot.context.accessToken.expiresAt).toEqual(new Date(T0 + 60_000 + 90_000));
    expect(storage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBe(rotated.refreshToken);
    expect(storage.getItem(NHOST_JWT_EXPIRES_AT_KEY)).toBe('2026-03-02T08:02:30.000Z');

    // Next refresh is measured from the new expiry: 60 s after the first one.
    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(seconds(calls)).toEqual([60, 120]);
  });

  it('refreshes immediately on the first tick when the token has already expired', async () => {
    const { calls } = await signedIn(0);
    server.use(authHandlers.token.success());
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(seconds(calls)).toEqual([1]);
  });

  it('with 60 s or less left, refreshes on a tick whose random draw is under 10 %', async () => {
    // Draws by elapsed time: sure hits before the window must be ignored; 0.1 itself is not a hit.
    const random = vi.fn(() => {
      const elapsed = Date.now() - T0;
      if (elapsed < 30_000) return 0;
      if (elapsed === 30_000) return 0.5;
      if (elapsed === 31_000) return 0.1;
      return 0.0999;
    });
    const { calls } = await signedIn(90, { random });
    server.use(authHandlers.token.success(() => createTestSession({ accessTokenExpiresIn: 90 })));

    await vi.advanceTimersByTimeAsync(31_000);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(seconds(calls)).toEqual([32]);
    expect(random).toHaveBeenCalled();
  });

  it('backs off 5, 10, 20, 40, 80 s after failures and signs out after the sixth failure', async () => {
    const { sdk, calls, storage } = await signedIn(90);
    server.use(authHandlers.token.serverError());

    await vi.advanceTimersByTimeAsync(200_000);
    await settle();

    expect(seconds(calls)).toEqual([60, 65, 75, 95, 135, 215].filter((at) => at <= 200));
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
    expect(sdk.auth.getSnapshot().context.refreshTimer.attempts).toBe(5);

    await vi.advanceTimersByTimeAsync(15_000);
    await settle();
    expect(seconds(calls)).toEqual([60, 65, 75, 95, 135, 215]);
    const snapshot = sdk.auth.getSnapshot();
    expect(snapshot.authentication).toBe('signedOut.failed');
    expect(snapshot.context.errors.authentication).toEqual(AUTH_ERROR_BODIES.internalServerError);
    expect(snapshot.context.accessToken.value).toBeNull();
    // Unreachable is not revoked: the stored token survives for the next page load.
    expect(storage.getItem(NHOST_REFRESH_TOKEN_KEY)).not.toBeNull();

    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls).toHaveLength(6);
  });

  it('a success after failures resets the attempt count', async () => {
    const { sdk, calls } = await signedIn(90);
    server.use(
      authHandlers.token.networkError({ once: true }),
      authHandlers.token.serverError({ once: true }),
      authHandlers.token.success(() => createTestSession({ accessTokenExpiresIn: 90 })),
    );
    await vi.advanceTimersByTimeAsync(75_000);
    await settle();
    expect(seconds(calls)).toEqual([60, 65, 75]);
    expect(sdk.auth.getSnapshot().context.refreshTimer).toEqual({ attempts: 0, lastAttempt: null });
    expect(sdk.auth.getSnapshot().refreshTimer).toBe('pending');
  });

  it('signs out on 401 and removes the stored token', async () => {
    const { sdk, storage } = await signedIn(90);
    server.use(authHandlers.token.unauthorized());

    await vi.advanceTimersByTimeAsync(60_000);
    await settle();

    const snapshot = sdk.auth.getSnapshot();
    expect(snapshot.authentication).toBe('signedOut.noErrors');
    expect(snapshot.registration).toBe('incomplete.noErrors');
    expect(snapshot.context.errors.authentication).toEqual(AUTH_ERROR_BODIES.invalidRefreshToken);
    expect(snapshot.context.user).toBeNull();
    expect([...storage.items.keys()]).toEqual([]);
  });

  it('is disabled when autoRefreshToken is off', async () => {
    const { sdk, calls } = await signedIn(10, { autoRefreshToken: false });
    expect(sdk.auth.getSnapshot().refreshTimer).toBe('disabled');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(0);
  });

  it('stops ticking once signed out', async () => {
    const { sdk, calls } = await signedIn(90);
    server.use(authHandlers.signOut.success());
    await sdk.auth.signOut();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('refreshSession (TRY_TOKEN)', () => {
  it('refreshes now with the current token', async () => {
    const { sdk, calls } = await signedIn(900);
    const next = createTestSession();
    server.use(authHandlers.token.success(next));
    const token = sdk.auth.getSnapshot().context.refreshToken.value;

    const result = await sdk.auth.refreshSession();

    expect(result).toEqual({ outcome: 'refreshed', session: next });
    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: token }]);
    expect(sdk.auth.getAccessToken()).toBe(next.accessToken);
    expect(sdk.auth.getSnapshot().token).toBe('idle');
  });

  it('signs in from signedOut with a given token', async () => {
    const sdk = makeSdk();
    await settle();
    server.use(authHandlers.token.success());
    const result = await sdk.auth.refreshSession('given-token');
    expect(result.outcome).toBe('refreshed');
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
  });

  it('only records the error when it fails while signed in', async () => {
    const { sdk } = await signedIn(900);
    server.use(authHandlers.token.unauthorized());
    const result = await sdk.auth.refreshSession('other-token');
    expect(result).toEqual({ outcome: 'failed', error: AUTH_ERROR_BODIES.invalidRefreshToken });
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
    expect(sdk.auth.getSnapshot().token).toBe('error');
    expect(sdk.auth.getSnapshot().context.errors.token).toEqual(AUTH_ERROR_BODIES.invalidRefreshToken);
  });

  it('ends in signedOut.failed when it fails while signed out', async () => {
    const sdk = makeSdk();
    await settle();
    server.use(authHandlers.token.unauthorized());
    await sdk.auth.refreshSession('given-token');
    expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
    expect(sdk.auth.getSnapshot().context.errors.authentication).toEqual(
      AUTH_ERROR_BODIES.invalidRefreshToken,
    );
  });

  it('refuses a second call while one runs, and a call without any token', async () => {
    const { sdk } = await signedIn(900);
    server.use(authHandlers.token.success(undefined, { delay: 1_000 }));
    const first = sdk.auth.refreshSession();
    await settle();
    await expect(sdk.auth.refreshSession()).resolves.toEqual({
      outcome: 'failed',
      error: {
        error: 'refresher-already-running',
        message:
          'The token refresher is already running. You must wait until is has finished before submitting a new token.',
        status: 20,
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(first).resolves.toMatchObject({ outcome: 'refreshed' });

    const signedOutSdk = makeSdk();
    await settle();
    await expect(signedOutSdk.auth.refreshSession()).resolves.toEqual({
      outcome: 'failed',
      error: { error: 'no-refresh-token', message: 'No refresh token has been provided', status: 10 },
    });
  });
});
