import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../nhost/clientStorage';
import { makeSdk, startMswServer, until } from '../test/harness';
import { createTestSession, TEST_BACKEND_URL } from '../testing';
import { NHOST_REFRESH_TOKEN_KEY } from './constants';
import type { RefreshLock } from './refreshLock';
import type { TabChannel, TabMessage } from './tabSync';

const server = startMswServer();

/**
 * hasura-auth's rotation, strictly: each refresh token works once; presenting a rotated-away one again revokes
 * the whole session (the backend's reuse interval is off here, so only the tabs' own coordination can help).
 */
function rotatingServer(first: string) {
  let current: string | null = first;
  const spent = new Set<string>();
  const seen: string[] = [];
  server.use(
    http.post(`${TEST_BACKEND_URL}/v1/auth/token`, async ({ request }) => {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      seen.push(refreshToken);
      // A little latency, so requests that are not serialised really do overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (spent.has(refreshToken)) current = null;
      if (refreshToken !== current) {
        return HttpResponse.json(
          { status: 401, error: 'invalid-refresh-token', message: 'Invalid or expired refresh token' },
          { status: 401 },
        );
      }
      spent.add(refreshToken);
      const session = createTestSession();
      current = session.refreshToken;
      return HttpResponse.json(session);
    }),
  );
  return { seen, isRevoked: () => current === null };
}

/** One lock for every "tab", as the browser's Web Locks give one per origin. */
function sharedLock(): RefreshLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Three tabs of one browser reloaded at once: one localStorage, each with its own sdk. */
function threeTabs(refreshLock: RefreshLock | null) {
  const storage = createMemoryStorage({ [NHOST_REFRESH_TOKEN_KEY]: 'first-token' });
  return [1, 2, 3].map(() => makeSdk({ clientStorageType: storage, autoRefreshToken: false, refreshLock }));
}

describe('tabs sharing one refresh token', () => {
  it('all stay signed in when their start-up imports run at the same moment', async () => {
    const rotation = rotatingServer('first-token');
    const tabs = threeTabs(sharedLock());
    for (const tab of tabs) await until(tab, (s) => s.authentication === 'signedIn');
    expect(rotation.isRevoked()).toBe(false);
    // Each tab presented the token the one before it had just stored, never a spent one.
    expect(new Set(rotation.seen).size).toBe(3);
  });

  it('a second round of refreshes keeps every tab signed in', async () => {
    const rotation = rotatingServer('first-token');
    const tabs = threeTabs(sharedLock());
    for (const tab of tabs) await until(tab, (s) => s.authentication === 'signedIn');
    const results = await Promise.all(tabs.map((tab) => tab.auth.refreshSession()));
    expect(results.map((result) => result.outcome)).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(rotation.isRevoked()).toBe(false);
  });

  it('without the lock the same start-up looks like a stolen token (what the lock prevents)', async () => {
    const rotation = rotatingServer('first-token');
    const tabs = threeTabs(null);
    for (const tab of tabs) await until(tab, (s) => s.authentication !== 'starting');
    expect(rotation.isRevoked()).toBe(true);
  });

  it('a tab whose copy of the storage still holds a rotated token presents its successor, named by the other tab', async () => {
    // Browsers keep a copy of localStorage per process, and another tab's write reaches it later: here each tab
    // has its own storage that never sees the others' writes, and only the tabs' messages (BroadcastChannel) tell.
    const rotation = rotatingServer('first-token');
    const listeners = new Set<(message: TabMessage) => void>();
    const channel = (): TabChannel => {
      let own: ((message: TabMessage) => void) | undefined;
      return {
        post: (message) => {
          for (const listener of listeners) if (listener !== own) queueMicrotask(() => listener(message));
        },
        listen(listener) {
          own = listener;
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        close: () => undefined,
      };
    };
    const lock = sharedLock();
    const tabs = [1, 2, 3].map(() =>
      makeSdk({
        clientStorageType: createMemoryStorage({ [NHOST_REFRESH_TOKEN_KEY]: 'first-token' }),
        autoRefreshToken: false,
        refreshLock: lock,
        syncTabs: channel(),
      }),
    );
    for (const tab of tabs) await until(tab, (s) => s.authentication === 'signedIn');
    expect(rotation.isRevoked()).toBe(false);
    expect(new Set(rotation.seen).size).toBe(3);
  });
});
