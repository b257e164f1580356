import type { AuthClient } from '../auth/authClient';
import type { ClientStorage } from '../nhost/clientStorage';

/** The organization every request names (`x-hasura-org-id`), null: the server picks his one organization. */
export interface OrganizationSnapshot {
  readonly orgId: string | null;
}

export interface ActiveOrganization {
  /** The same object until the organization changes (for `useSyncExternalStore`). */
  getSnapshot(): OrganizationSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Acts in `orgId` from now on (null: no header) and remembers it for this user on this device; false when
   * signed out or not an organization id. The server checks it against his profiles (403 `access-denied`).
   */
  set(orgId: string | null): boolean;
  stop(): void;
}

/** The organization a request is made in, read when it is made (null: no `x-hasura-org-id`). */
export type OrganizationSource = () => string | null;

export const activeOrganizationStorageKey = (userId: string) => `rampaActiveOrganization:${userId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NONE: OrganizationSnapshot = Object.freeze({ orgId: null });

/**
 * The session's active organization, for a user of several organizations (issue 15): GraphQL, live queries
 * and storage send it as `x-hasura-org-id`, so an upload lands in the organization he works for now. A user of
 * one organization needs none: without the header the server takes the one where he holds the acting role.
 */
export function createActiveOrganization(
  auth: Pick<AuthClient, 'getSnapshot' | 'subscribe'>,
  storage: ClientStorage,
): ActiveOrganization {
  const listeners = new Set<() => void>();
  let snapshot = NONE;

  const userIdOf = () => {
    const { authentication, context } = auth.getSnapshot();
    if (authentication !== 'signedIn') return null;
    return context.accessToken.hasuraClaims?.userId ?? context.user?.id ?? null;
  };

  function update() {
    const userId = userIdOf();
    const stored = userId ? storage.getItem(activeOrganizationStorageKey(userId)) : null;
    const orgId = stored && UUID.test(stored) ? stored : null;
    if (orgId === snapshot.orgId) return;
    snapshot = orgId === null ? NONE : Object.freeze({ orgId });
    for (const listener of [...listeners]) listener();
  }

  const unsubscribe = auth.subscribe(update);
  update();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(orgId) {
      const userId = userIdOf();
      if (!userId || (orgId !== null && !UUID.test(orgId))) return false;
      if (orgId === null) storage.removeItem(activeOrganizationStorageKey(userId));
      else storage.setItem(activeOrganizationStorageKey(userId), orgId.toLowerCase());
      update();
      return true;
    },
    stop() {
      unsubscribe();
      listeners.clear();
    },
  };
}
