import {
  REFRESH_TOKEN_MAX_ATTEMPTS,
  TOKEN_IMPORT_MAX_ATTEMPTS,
  TOKEN_REFRESH_CHANCE,
  TOKEN_REFRESH_MARGIN_SECONDS,
} from './constants';
import type { RefreshTimerContext } from './state';

/** Spec §9: the wait before retry n (1-based) is 2^(n-1)*5 s: 5, 10, 20, 40, 80 s. */
export const backoffDelayMs = (attempt: number): number => 2 ** (attempt - 1) * 5_000;

/** After `attempts` failures, may the start-up import try again? */
export const canRetryImport = (attempts: number): boolean => attempts < TOKEN_IMPORT_MAX_ATTEMPTS;

/** After `attempts` consecutive failed refreshes, is there a retry left? */
export const canRetryRefresh = (attempts: number): boolean => attempts <= REFRESH_TOKEN_MAX_ATTEMPTS;

/**
 * Evaluated on every 1 s tick (spec §9). `chance` is one draw of the random source in [0, 1); spreading
 * refreshes over the last minute keeps many open tabs from hitting /token in the same second.
 */
export function shouldRefresh(
  expiresAt: Date | null,
  timer: RefreshTimerContext,
  now: number,
  chance: number,
): boolean {
  if (!expiresAt) return false;
  if (timer.attempts > 0) {
    if (!canRetryRefresh(timer.attempts)) return false;
    return now - (timer.lastAttempt?.getTime() ?? 0) >= backoffDelayMs(timer.attempts);
  }
  const remainingMs = expiresAt.getTime() - now;
  if (remainingMs <= (TOKEN_REFRESH_MARGIN_SECONDS / 2) * 1000) return true;
  if (remainingMs <= TOKEN_REFRESH_MARGIN_SECONDS * 1000) return chance < TOKEN_REFRESH_CHANCE;
  return false;
}
