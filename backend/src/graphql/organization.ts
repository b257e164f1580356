import type { Queryable } from '../db/types';
import type { SessionOptions } from './session';

/** How long a confirmed membership is believed without asking the database again. */
export const ORGANIZATION_CHECK_TTL_MS = 10_000;
/** Most memberships kept; the oldest goes first. */
const MAX_ENTRIES = 10_000;

export interface OrganizationCheck {
  verify: NonNullable<SessionOptions['verifyOrganization']>;
  /** Forgets every confirmed membership (after a write that may have changed `public.profiles`). */
  forget(): void;
}

/**
 * The check behind the `x-hasura-org-id` request header (issue 15, item 1): a user of several organizations names
 * the one he acts in, and may only name one where he holds the role he acts in (a row of `public.profiles`).
 * Undefined for a project without `public.profiles` (another Nhost project): there the header means nothing.
 *
 * Issue 19: the answer is kept off the hot path. A confirmed (user, organization, role) is believed for `ttlMs`
 * (10 s), so a user's requests ask the database once in that time; a refusal is never kept, so a foreign
 * organization is asked about (and refused) every time. `forget()` drops everything at once: the GraphQL plugin
 * calls it after every committed mutation of this server and, on PostgreSQL, of another server of the same
 * database (its notification, plugin.ts), so a membership removed through the API ends at once on every server;
 * one removed by SQL outside the API ends within `ttlMs`.
 */
export async function organizationCheck(
  db: Queryable,
  { ttlMs = ORGANIZATION_CHECK_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): Promise<OrganizationCheck | undefined> {
  const { rows } = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('public.profiles') IS NOT NULL AS exists",
  );
  if (!rows[0]?.exists) return undefined;
  const confirmed = new Map<string, number>();
  return {
    async verify(userId, role, orgId) {
      const key = `${userId}\u0000${orgId}\u0000${role}`;
      const until = confirmed.get(key);
      if (until !== undefined) {
        if (until > now()) return true;
        confirmed.delete(key);
      }
      const found = await db.query(
        'SELECT 1 FROM public.profiles WHERE user_id = $1::uuid AND org_id = $2::uuid AND role = $3 LIMIT 1',
        [userId, orgId, role],
        { prepare: true },
      );
      if (found.rows.length === 0) return false;
      if (ttlMs > 0) {
        confirmed.delete(key);
        confirmed.set(key, now() + ttlMs);
        if (confirmed.size > MAX_ENTRIES) confirmed.delete(confirmed.keys().next().value!);
      }
      return true;
    },
    forget: () => confirmed.clear(),
  };
}
