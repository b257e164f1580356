import { isOrganizationRole, ORGANIZATION_ROLES, type OrganizationRole } from '@rampa/domain';
import type { AuthClient } from '../auth/authClient';
import type { ClientStorage } from '../nhost/clientStorage';

/** The role the app acts in now, and every organization role the signed-in user holds (switcher order). */
export interface RoleSnapshot {
  /** Null when signed out or when the user holds no organization role (a fresh sign-up). */
  readonly role: OrganizationRole | null;
  readonly roles: readonly OrganizationRole[];
}

export interface ActiveRole {
  /** The same object until the role or the held roles change (for `useSyncExternalStore`). */
  getSnapshot(): RoleSnapshot;
  subscribe(listener: () => void): () => void;
  /** Acts in `role` from now on and remembers it for this user; false if he does not hold it. */
  set(role: OrganizationRole): boolean;
  /** Stops following the auth machine. */
  stop(): void;
}

/** The role a request is made in, read when it is made (null: the token's default role). */
export type RoleSource = () => string | null;

/** Per user, so two people on one browser each keep their own choice. */
export const activeRoleStorageKey = (userId: string) => `rampaActiveRole:${userId}`;

const NONE: RoleSnapshot = Object.freeze({ role: null, roles: Object.freeze([]) });

/**
 * The session's active role: what every GraphQL request sends as `x-hasura-role`, what the app's guards and
 * menus follow. It starts as the user's default role (`x-hasura-default-role`), or the one he chose last time on
 * this device while he still holds it; the server checks it against `x-hasura-allowed-roles` anyway.
 */
export function createActiveRole(
  auth: Pick<AuthClient, 'getSnapshot' | 'subscribe'>,
  storage: ClientStorage,
): ActiveRole {
  const listeners = new Set<() => void>();
  let snapshot = NONE;

  function derive(): RoleSnapshot {
    const { authentication, context } = auth.getSnapshot();
    const claims = context.accessToken.hasuraClaims;
    const userId = claims?.userId ?? context.user?.id ?? null;
    if (authentication !== 'signedIn' || !claims || !userId) return NONE;
    const held = new Set(claims.allowedRoles);
    const roles = ORGANIZATION_ROLES.filter((role) => held.has(role));
    const chosen = storage.getItem(activeRoleStorageKey(userId));
    const fallback =
      claims.defaultRole && isOrganizationRole(claims.defaultRole) && held.has(claims.defaultRole)
        ? claims.defaultRole
        : (roles[0] ?? null);
    const role = chosen && isOrganizationRole(chosen) && held.has(chosen) ? chosen : fallback;
    return { role, roles };
  }

  function update() {
    const next = derive();
    const same =
      next.role === snapshot.role &&
      next.roles.length === snapshot.roles.length &&
      next.roles.every((role, i) => role === snapshot.roles[i]);
    if (same) return;
    snapshot = next;
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
    set(role) {
      const userId = auth.getSnapshot().context.accessToken.hasuraClaims?.userId;
      if (!userId || !snapshot.roles.includes(role)) return false;
      storage.setItem(activeRoleStorageKey(userId), role);
      update();
      return true;
    },
    stop() {
      unsubscribe();
      listeners.clear();
    },
  };
}
