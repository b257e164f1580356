import type { Queryable } from '../db/types';
import type { SessionOptions } from './session';

/**
 * The check behind the `x-hasura-org-id` request header (issue 15, item 1): a user of several organizations names
 * the one he acts in, and may only name one where he holds the role he acts in (a row of `public.profiles`).
 * Undefined for a project without `public.profiles` (another Nhost project): there the header means nothing.
 */
export async function organizationCheck(db: Queryable): Promise<SessionOptions['verifyOrganization']> {
  const { rows } = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('public.profiles') IS NOT NULL AS exists",
  );
  if (!rows[0]?.exists) return undefined;
  return async (userId, role, orgId) => {
    const found = await db.query(
      'SELECT 1 FROM public.profiles WHERE user_id = $1::uuid AND org_id = $2::uuid AND role = $3 LIMIT 1',
      [userId, orgId, role],
    );
    return found.rows.length > 0;
  };
}
