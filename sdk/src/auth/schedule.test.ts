import { describe, expect, it } from 'vitest';
import { backoffDelayMs, canRetryImport, canRetryRefresh, shouldRefresh } from './schedule';

const NOW = 1_000_000;
const fresh = { attempts: 0, lastAttempt: null };
const expiresIn = (seconds: number) => new Date(NOW + seconds * 1000);

describe('refresh schedule', () => {
  it('waits 2^(n-1)*5 s before retry n', () => {
    expect([1, 2, 3, 4, 5].map(backoffDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
  });

  it('allows 5 retries for imports and refreshes', () => {
    expect([0, 4, 5].map(canRetryImport)).toEqual([true, true, false]);
    expect([1, 5, 6].map(canRetryRefresh)).toEqual([true, true, false]);
  });

  it('refreshes when expired or 30 s or less are left', () => {
    expect(shouldRefresh(expiresIn(-5), fresh, NOW, 0.99)).toBe(true);
    expect(shouldRefresh(expiresIn(30), fresh, NOW, 0.99)).toBe(true);
    expect(shouldRefresh(expiresIn(31), fresh, NOW, 0.99)).toBe(false);
    expect(shouldRefresh(null, fresh, NOW, 0)).toBe(false);
  });

  it('refreshes with 60 s or less left only on a draw under 0.1', () => {
    expect(shouldRefresh(expiresIn(60), fresh, NOW, 0.0999)).toBe(true);
    expect(shouldRefresh(expiresIn(60), fresh, NOW, 0.1)).toBe(false);
    expect(shouldRefresh(expiresIn(61), fresh, NOW, 0)).toBe(false);
  });

  it('after failures, retries only once the backoff has passed, and not after the last attempt', () => {
    const failedTwice = { attempts: 2, lastAttempt: new Date(NOW - 9_999) };
    expect(shouldRefresh(expiresIn(-1), failedTwice, NOW, 0)).toBe(false);
    expect(
      shouldRefresh(expiresIn(-1), { ...failedTwice, lastAttempt: new Date(NOW - 10_000) }, NOW, 0),
    ).toBe(true);
    expect(shouldRefresh(expiresIn(-1), { attempts: 6, lastAttempt: new Date(0) }, NOW, 0)).toBe(false);
  });
});
