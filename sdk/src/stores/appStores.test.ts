import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NHOST_REFRESH_TOKEN_KEY } from '../auth/constants';
import { authHandlers, makeSdk, settle, startMswServer } from '../test/harness';
import { createTestSession } from '../testing';
import { createAppStores, syncUserStoreWithAuth } from './appStores';
import { buildUserProfile } from './userProfile';

const server = startMswServer();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('syncUserStoreWithAuth', () => {
  it('loads while starting, stores the profile when signed in and clears it on sign-out', async () => {
    const session = createTestSession();
    server.use(authHandlers.token.success(session), authHandlers.signOut.success());
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored' } });
    const { user } = createAppStores();
    const stop = syncUserStoreWithAuth(sdk.auth, user);

    expect(user.getState().isLoading).toBe(true);
    await settle();
    expect(user.getState().data).toEqual(buildUserProfile(session.user!));
    expect(user.getState().isLoading).toBe(false);

    await sdk.auth.signOut();
    expect(user.getState().data).toBeNull();

    stop();
  });
});
