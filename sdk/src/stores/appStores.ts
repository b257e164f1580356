import type { AuthClient } from '../auth/authClient';
import { isLoadingState } from '../auth/state';
import { createSystemStore, type SystemStoreApi } from './systemState.store';
import { buildUserProfile } from './userProfile';
import { createUserStore, type UserStoreApi } from './userState.store';

export interface AppStores {
  readonly system: SystemStoreApi;
  readonly user: UserStoreApi;
}

/** A fresh pair per app instance (or per test). */
export const createAppStores = (): AppStores => ({ system: createSystemStore(), user: createUserStore() });

const LOADING = Symbol('loading');

/**
 * Spec §4: with an authenticated user the profile is stored in app state; otherwise the stored user is
 * cleared. While the machine starts the user state reads as loading. Returns the unsubscribe function.
 */
export function syncUserStoreWithAuth(
  auth: Pick<AuthClient, 'getSnapshot' | 'subscribe'>,
  store: UserStoreApi,
): () => void {
  let last: unknown;
  const sync = () => {
    const { authentication, context } = auth.getSnapshot();
    const loading = isLoadingState(authentication);
    const user = authentication === 'signedIn' ? context.user : null;
    const key = loading ? LOADING : user;
    if (key === last) return;
    last = key;
    const { actions } = store.getState();
    if (loading) actions.setLoading(true);
    else if (user) actions.setUser(buildUserProfile(user));
    else actions.resetUser();
  };
  sync();
  return auth.subscribe(sync);
}
