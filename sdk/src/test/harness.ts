import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { AuthSnapshot } from '../auth/state';
import type { Sdk } from '../createSdk';
import { createAuthHandlers, createTestSdk, TEST_BACKEND_URL, type TestSdkOptions } from '../testing';

/** One MSW server per test file; unmatched requests fail the test instead of reaching the network. */
export function startMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const authHandlers = createAuthHandlers(`${TEST_BACKEND_URL}/v1/auth`);

const created: Sdk[] = [];
afterEach(() => {
  for (const sdk of created.splice(0)) sdk.destroy();
});

/** An sdk that is destroyed after the test, so no timer outlives it. */
export function makeSdk(options: TestSdkOptions = {}) {
  const sdk = createTestSdk(options);
  created.push(sdk);
  return sdk;
}

/** Lets MSW answer and promise chains settle under fake timers, without moving the clock. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(0);
}

/** Resolves with the first snapshot that matches; fails the test if time runs out first. */
export async function until(sdk: Sdk, predicate: (snapshot: AuthSnapshot) => boolean): Promise<AuthSnapshot> {
  await vi.waitFor(() => {
    if (!predicate(sdk.auth.getSnapshot()))
      throw new Error(`still ${JSON.stringify(describe(sdk.auth.getSnapshot()))}`);
  });
  return sdk.auth.getSnapshot();
}

export const describe = (snapshot: AuthSnapshot) => ({
  authentication: snapshot.authentication,
  refreshTimer: snapshot.refreshTimer,
  registration: snapshot.registration,
  token: snapshot.token,
});

/** Records the body of every request MSW sees for a path suffix. */
export function recordRequests(server: ReturnType<typeof setupServer>, pathSuffix: string) {
  const calls: { body: unknown; headers: Headers; at: number }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!new URL(request.url).pathname.endsWith(pathSuffix)) return;
    const text = await request.clone().text();
    calls.push({ body: text ? JSON.parse(text) : null, headers: request.headers, at: Date.now() });
  });
  return calls;
}

/** A client storage whose contents a test can list. */
export function inspectableStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Every authentication state the machine passes through from now on. */
export function recordStates(sdk: Sdk) {
  const states: string[] = [];
  sdk.auth.subscribe(() => {
    const state = sdk.auth.getSnapshot().authentication;
    if (states.at(-1) !== state) states.push(state);
  });
  return states;
}
