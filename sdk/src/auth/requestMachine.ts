import type { ErrorPayload } from '../errors';
import type { ActionResult } from './account';
import type { AuthClient } from './authClient';

/**
 * Spec §4's small machines (change e-mail, change password, reset password, send verification e-mail): idle,
 * requesting, then idle again with either success or an error.
 */
export interface RequestSnapshot<T = void> {
  readonly state: 'idle' | 'requesting';
  readonly isSuccess: boolean;
  readonly error: ErrorPayload | null;
  /** What the last successful call returned. */
  readonly data: T | null;
}

export interface RequestMachine<P, T = void> {
  getSnapshot(): RequestSnapshot<T>;
  subscribe(listener: () => void): () => void;
  /** Starts a request; a newer request supersedes an older one still in flight. */
  request(params: P): Promise<ActionResult<T>>;
}

const IDLE: RequestSnapshot<never> = Object.freeze({
  state: 'idle',
  isSuccess: false,
  error: null,
  data: null,
});

export function createRequestMachine<P, T = void>(
  run: (params: P) => Promise<ActionResult<T>>,
): RequestMachine<P, T> {
  let snapshot: RequestSnapshot<T> = IDLE;
  let latest = 0;
  const listeners = new Set<() => void>();
  const set = (next: RequestSnapshot<T>) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async request(params) {
      const id = ++latest;
      set({ state: 'requesting', isSuccess: false, error: null, data: null });
      const result = await run(params);
      if (id !== latest) return result;
      set(
        result.outcome === 'success'
          ? { state: 'idle', isSuccess: true, error: null, data: result.value }
          : { state: 'idle', isSuccess: false, error: result.error, data: null },
      );
      return result;
    },
  };
}

type Params<K extends keyof AuthClient> = AuthClient[K] extends (params: infer P) => unknown ? P : never;

export const createChangeEmailMachine = (auth: AuthClient): RequestMachine<Params<'changeEmail'>> =>
  createRequestMachine((params) => auth.changeEmail(params));

export const createChangePasswordMachine = (auth: AuthClient): RequestMachine<Params<'changePassword'>> =>
  createRequestMachine((params) => auth.changePassword(params));

export const createResetPasswordMachine = (auth: AuthClient): RequestMachine<Params<'resetPassword'>> =>
  createRequestMachine((params) => auth.resetPassword(params));

export const createSendVerificationEmailMachine = (
  auth: AuthClient,
): RequestMachine<Params<'sendVerificationEmail'>> =>
  createRequestMachine((params) => auth.sendVerificationEmail(params));
