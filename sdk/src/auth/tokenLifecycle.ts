import { ERRORS, type ErrorPayload, OTHER_ERROR_CODE, SdkError } from '../errors';
import type { AuthClientDeps, RefreshResult } from './authClient';
import { READY_TIMEOUT_MS, REFRESH_TICK_MS } from './constants';
import { BUSY, failed } from './outcomes';
import { type AuthEvent, authReducer, type ReceivedSession } from './reducer';
import { backoffDelayMs } from './schedule';
import { createStartupImport } from './startupImport';
import { type AuthSnapshot, initialSnapshot, isLoadingState, type Session } from './state';
import type { TabMessage } from './tabSync';

/** The machine core: its state, the one way to change it, and the session's life from import to sign-out. */
export interface TokenLifecycle {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  start(): void;
  stop(): void;
  waitUntilReady(timeoutMs?: number): Promise<AuthSnapshot>;
  settled(): Promise<AuthSnapshot>;
  dispatch(event: AuthEvent, commit?: () => void): boolean;
  received(session: Session): ReceivedSession;
  /**
   * A commit that stores a session the machine took and hands it to the other tabs, with the refresh token it
   * replaced (the one presented for it), if any.
   */
  persist(session: Session, replaced?: string): () => void;
  /** A commit that clears storage after signing out in this tab and tells the other tabs. */
  signedOutHere(): void;
  refreshSession(refreshToken?: string): Promise<RefreshResult>;
  freshAccessToken(): Promise<void>;
  /** Settles once the refreshes now in flight have. */
  refreshesSettled(): Promise<unknown>;
}

export type TokenLifecycleDeps = Omit<AuthClientDeps, 'webauthn'>;

/** Runs a task that rotates the stored refresh token; `newest` swaps in the token another tab stored. */
export type Exclusive = <T>(task: (newest: (token: string) => string) => Promise<T>) => Promise<T>;

/** Rotations told by other tabs that are remembered (a few minutes' worth of refreshes of a handful of tabs). */
const SUCCESSORS_KEPT = 64;

const readyTimeout = (ms: number): ErrorPayload => ({
  error: 'timeout',
  message: `Timeout of ${ms} ms exceeded`,
  status: OTHER_ERROR_CODE,
});

export function createTokenLifecycle(deps: TokenLifecycleDeps): TokenLifecycle {
  const { api, vault } = deps;
  const options = { autoRefreshToken: deps.autoRefreshToken };
  const listeners = new Set<() => void>();
  let snapshot = initialSnapshot;
  let started = false;
  let stopped = false;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let importRetry: ReturnType<typeof setTimeout> | null = null;
  const inflightRefreshes = new Set<Promise<unknown>>();
  const getSnapshot = () => snapshot;

  const received = (session: Session): ReceivedSession => ({ session, receivedAt: Date.now() });
  const tabs = deps.tabs ?? null;
  const store = (session: Session) => {
    // Only a session the machine actually took (not one that arrived after sign-out) reaches storage.
    if (snapshot.context.accessToken.value !== session.accessToken) return false;
    vault.set({ ...session, decodedToken: snapshot.context.accessToken.payload ?? {} });
    return true;
  };
  const persist = (session: Session, replaced?: string) => () => {
    if (store(session)) tabs?.post({ type: 'session', session, ...(replaced !== undefined && { replaced }) });
  };
  /**
   * Each rotation the other tabs told of: presented token → its successor. Another tab's write of the stored token
   * reaches this tab's copy of localStorage some time later (browsers keep a copy per process), so a token read
   * from storage may be one that tab has already rotated away; its message, sent before it let the lock go, names
   * the successor even while this tab is still starting and takes no session from it.
   */
  const successors = new Map<string, string>();
  const newestOf = (token: string): string => {
    let newest = token;
    for (let step = 0; step < successors.size && successors.has(newest); step += 1)
      newest = successors.get(newest)!;
    return newest;
  };
  const signedOutHere = () => {
    vault.remove();
    tabs?.post({ type: 'signout' });
  };
  function onTabMessage(message: TabMessage) {
    if (message.type === 'session') {
      if (message.replaced !== undefined) {
        successors.set(message.replaced, message.session.refreshToken);
        if (successors.size > SUCCESSORS_KEPT) successors.delete(successors.keys().next().value!);
      }
      dispatch({ type: 'SESSION_RECEIVED', received: received(message.session) }, () =>
        store(message.session),
      );
    } else {
      // The other tab already cleared the shared storage and revoked the token.
      dispatch({ type: 'SIGNED_OUT_ELSEWHERE' }, () => vault.forgetInMemory());
    }
  }
  const stopListening = tabs?.listen(onTabMessage);

  /**
   * Every rotation of the stored refresh token runs under the tabs' lock and stores its successor before the
   * lock is let go; `token` is read inside, so a tab that waited takes the newest one another tab just stored
   * instead of presenting the one that tab rotated away. Without a lock (one tab, tests) the given token is used.
   */
  const refreshLock = deps.refreshLock ?? null;
  function exclusive<T>(task: (newest: (token: string) => string) => Promise<T>): Promise<T> {
    if (!refreshLock) return task((token) => token);
    return refreshLock(async () => {
      // One turn of the event loop first: a message from the tab that held the lock before (posted before it let
      // go) that is already here is taken before the stored token is read.
      if (tabs) await new Promise((resolve) => setTimeout(resolve, 0));
      return task((token) => newestOf(vault.readStored()?.refreshToken ?? token));
    });
  }

  /**
   * Applies an event; `commit` runs after the state changed but before anyone is told, so storage and
   * the attach-token middleware never lag behind what subscribers see. Returns false if ignored.
   */
  function dispatch(event: AuthEvent, commit?: () => void): boolean {
    if (stopped) return false;
    const previous = snapshot;
    const next = authReducer(previous, event, options);
    if (next === previous) return false;
    snapshot = next;
    commit?.();
    onTransition(previous, next);
    for (const listener of [...listeners]) listener();
    return true;
  }

  function onTransition(previous: AuthSnapshot, next: AuthSnapshot) {
    const ticking =
      next.authentication === 'signedIn' &&
      (next.refreshTimer === 'pending' || next.refreshTimer === 'refreshing');
    if (ticking && !ticker) {
      ticker = setInterval(
        () => dispatch({ type: 'REFRESH_TICK', now: Date.now(), chance: deps.random() }),
        REFRESH_TICK_MS,
      );
    } else if (!ticking && ticker) {
      clearInterval(ticker);
      ticker = null;
    }
    if (next.refreshTimer === 'refreshing' && previous.refreshTimer !== 'refreshing') {
      void track(runRefresh());
    }
    if (next.authentication === 'retryTokenImport' && previous.authentication !== 'retryTokenImport') {
      importRetry = setTimeout(() => {
        importRetry = null;
        if (dispatch({ type: 'TOKEN_IMPORT_RETRY' })) void startupImport.runImport();
      }, backoffDelayMs(next.context.importTokenAttempts));
    }
  }

  const startupImport = createStartupImport({
    api,
    vault,
    location: deps.location,
    autoSignIn: deps.autoSignIn,
    getSnapshot,
    dispatch,
    received,
    persist,
    exclusive,
  });

  function runRefresh(): Promise<void> {
    return exclusive(async (newest) => {
      const current = snapshot.context.refreshToken.value;
      if (!current) return;
      const token = newest(current);
      const result = await api.refreshToken(token);
      if (result.ok) {
        dispatch(
          { type: 'REFRESH_SUCCEEDED', received: received(result.value) },
          persist(result.value, token),
        );
        return;
      }
      if (snapshot.context.refreshToken.value !== current && dispatch({ type: 'REFRESH_SUPERSEDED' })) return;
      dispatch({ type: 'REFRESH_FAILED', error: result.error, now: Date.now() }, () => {
        if (snapshot.authentication === 'signedIn') return;
        // A rejected token is dead; after exhausted retries it may only be unreachable, so keep it stored.
        if (result.error.status === 401) vault.remove();
        else vault.forgetInMemory();
      });
    });
  }

  /** A token handed in (from a link, or the caller's) is used as given; the session's own is read newest. */
  function runTryToken(token: string, handedIn = false): Promise<RefreshResult> {
    return exclusive(async (newest) => {
      const presented = handedIn ? token : newest(token);
      const result = await api.refreshToken(presented);
      if (result.ok) {
        dispatch(
          { type: 'TRY_TOKEN_SUCCEEDED', received: received(result.value) },
          persist(result.value, presented),
        );
        return { outcome: 'refreshed', session: result.value } as const;
      }
      dispatch({ type: 'TRY_TOKEN_FAILED', error: result.error });
      return failed(result.error);
    });
  }

  /** Spec §4 TRY_TOKEN: refresh now with the given (or current) refresh token. */
  async function refreshSession(refreshToken?: string): Promise<RefreshResult> {
    await settled();
    const token = refreshToken ?? snapshot.context.refreshToken.value;
    if (!token) return failed(ERRORS.noRefreshToken);
    if (snapshot.token === 'running') return failed(ERRORS.refresherAlreadyRunning);
    if (!dispatch({ type: 'TRY_TOKEN' })) return failed(BUSY);
    return track(runTryToken(token, refreshToken !== undefined));
  }

  /**
   * Signing out everywhere is authorised by the access token, not the refresh token: when it is missing or
   * about to expire (a tab asleep past its refresh timer), refresh it first, so the server really ends every
   * session instead of answering 401 while this device alone signs out.
   */
  const SIGN_OUT_TOKEN_MARGIN_MS = 5_000;
  async function freshAccessToken(): Promise<void> {
    const { accessToken, refreshToken } = snapshot.context;
    const expiresAt = accessToken.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const fresh = accessToken.value !== null && expiresAt - Date.now() > SIGN_OUT_TOKEN_MARGIN_MS;
    if (fresh || snapshot.authentication !== 'signedIn' || !refreshToken.value) return;
    if (snapshot.token !== 'running' && dispatch({ type: 'TRY_TOKEN' })) {
      await track(runTryToken(refreshToken.value));
    }
  }

  /** Refreshes in flight, so sign-out can wait for them instead of revoking a token about to rotate. */
  function track<T>(promise: Promise<T>): Promise<T> {
    inflightRefreshes.add(promise);
    promise.finally(() => inflightRefreshes.delete(promise)).catch(() => undefined);
    return promise;
  }
  const refreshesSettled = () => Promise.allSettled([...inflightRefreshes]);

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  function waitUntilReady(timeoutMs = READY_TIMEOUT_MS): Promise<AuthSnapshot> {
    if (!isLoadingState(snapshot.authentication)) return Promise.resolve(snapshot);
    return new Promise((resolve, reject) => {
      const unsubscribe = subscribe(() => {
        if (isLoadingState(snapshot.authentication)) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(snapshot);
      });
      const timer = setTimeout(() => {
        unsubscribe();
        reject(new SdkError(readyTimeout(timeoutMs)));
      }, timeoutMs);
    });
  }

  /** Calls made during start-up wait for it instead of failing; a stuck start-up does not block them. */
  const settled = () => waitUntilReady().catch(() => snapshot);

  function start() {
    if (started || stopped) return;
    started = true;
    startupImport.begin();
  }

  function stop() {
    stopped = true;
    stopListening?.();
    tabs?.close();
    if (ticker) clearInterval(ticker);
    if (importRetry) clearTimeout(importRetry);
    ticker = null;
    importRetry = null;
    listeners.clear();
  }

  return {
    getSnapshot,
    subscribe,
    start,
    stop,
    waitUntilReady,
    settled,
    dispatch,
    received,
    persist,
    signedOutHere,
    refreshSession,
    freshAccessToken,
    refreshesSettled,
  };
}
