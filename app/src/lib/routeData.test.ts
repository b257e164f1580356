import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitOnStartup, STARTUP_DATA_WAIT_MS } from './routeData';

const settledAfter = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return () => settled;
};

describe('awaitOnStartup', () => {
  afterEach(() => vi.useRealTimers());

  it("waits for the first page's data, at most STARTUP_DATA_WAIT_MS", async () => {
    vi.useFakeTimers();
    let arrive!: () => void;
    const data = new Promise<void>((resolve) => (arrive = resolve));
    const settled = await settledAfter(awaitOnStartup({ startup: { pending: true } }, data));
    expect(settled()).toBe(false);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);

    const never = new Promise<void>(() => undefined);
    const bounded = await settledAfter(awaitOnStartup({ startup: { pending: true } }, never));
    await vi.advanceTimersByTimeAsync(STARTUP_DATA_WAIT_MS - 1);
    expect(bounded()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(bounded()).toBe(true);
  });

  it('returns at once within the app: the page shows its own loading state', async () => {
    vi.useFakeTimers();
    const never = new Promise<void>(() => undefined);
    const settled = await settledAfter(awaitOnStartup({ startup: { pending: false } }, never));
    expect(settled()).toBe(true);
  });
});
