import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../nhost/clientStorage';
import { authHandlers, makeSdk, recordRequests, settle, startMswServer } from '../test/harness';
import { createTestSession } from '../testing';
import { NHOST_REFRESH_TOKEN_KEY } from './constants';
import type { TabChannel, TabMessage } from './tabSync';

const server = startMswServer();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T08:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Tabs in one process: each channel delivers to the others, never to itself (as BroadcastChannel does). */
function tabNetwork() {
  const members = new Set<(message: TabMessage) => void>();
  return (): TabChannel => {
    let own: ((message: TabMessage) => void) | null = null;
    return {
      post: (message) => {
        for (const listener of members)
          if (listener !== own) queueMicrotask(() => listener(structuredClone(message)));
      },
      listen(listener) {
        own = listener;
        members.add(listener);
        return () => void members.delete(listener);
      },
      close: () => undefined,
    };
  };
}

describe('cross-tab sync', () => {
  it('a sign-in, a refresh and a sign-out in one tab reach the other', async () => {
    const tab = tabNetwork();
    const shared = createMemoryStorage();
    const first = makeSdk({ clientStorageType: shared, syncTabs: tab() });
    const second = makeSdk({ clientStorageType: shared, syncTabs: tab() });
    await settle();
    const signedIn = createTestSession({ accessTokenExpiresIn: 20 });
    const refreshed = createTestSession({ accessTokenExpiresIn: 900 });
    server.use(
      authHandlers.signInEmailPassword.success(signedIn),
      authHandlers.token.success(refreshed),
      authHandlers.signOut.success(),
    );
    const refreshes = recordRequests(server, '/token');

    await first.auth.signInEmailPassword({ email: 'anna@demo.rampa.pl', password: 'tajne-haslo' });
    await settle();
    expect(second.auth.getSnapshot().authentication).toBe('signedIn');
    expect(second.auth.getAccessToken()).toBe(signedIn.accessToken);

    // A tab opened later imports the stored token; the rotated token it gets must reach the first tab,
    // whose own token the server no longer accepts.
    second.destroy();
    const third = makeSdk({ clientStorageType: shared, syncTabs: tab() });
    await settle();
    expect(third.auth.getAccessToken()).toBe(refreshed.accessToken);
    expect(first.auth.getAccessToken()).toBe(refreshed.accessToken);
    expect(first.auth.getSnapshot().context.refreshToken.value).toBe(refreshed.refreshToken);
    expect(refreshes).toHaveLength(1);

    await first.auth.signOut();
    await settle();
    expect(third.auth.getSnapshot().authentication).toBe('signedOut.success');
    expect(shared.getItem(NHOST_REFRESH_TOKEN_KEY)).toBeNull();
  });
});
