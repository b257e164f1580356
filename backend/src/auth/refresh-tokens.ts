import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';
import { touchLastSeen } from './users';

/**
 * A session's refresh token. `id` (the refreshTokenId) stays the same for the session's whole life; the
 * `token` value changes at every refresh and only its hash is stored.
 */
export interface RefreshToken {
  id: string;
  token: string;
  userId: string;
}

/** Nhost's stored form: Postgres' bytea text of the sha256, so Nhost recognizes our rows and we its. */
export function hashRefreshToken(token: string): string {
  return `\\x${createHash('sha256').update(token).digest('hex')}`;
}

export async function issueRefreshToken(
  db: Queryable,
  userId: string,
  expiresIn: number,
): Promise<RefreshToken> {
  const token = randomUUID();
  await touchLastSeen(db, userId);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO auth.refresh_tokens (user_id, refresh_token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))
     RETURNING id`,
    [userId, hashRefreshToken(token), expiresIn],
  );
  return { id: rows[0]!.id, token, userId };
}

export type Rotation =
  { outcome: 'rotated'; refreshToken: RefreshToken } | { outcome: 'replayed' | 'unknown' };

/**
 * Exchanges a live token for a new value of the same session, pushing its expiry forward. A value that was
 * rotated away before is a replay: someone else holds the session too, so it is revoked as a whole.
 * Rotated-away hashes are remembered for one token lifetime; an older one would have expired anyway.
 */
export async function rotateRefreshToken(db: Queryable, token: string, expiresIn: number): Promise<Rotation> {
  const oldHash = hashRefreshToken(token);
  const next = randomUUID();
  const { rows } = await db.query<{ id: string; userId: string }>(
    `WITH rotated AS (
       UPDATE auth.refresh_tokens
       SET refresh_token_hash = $2, expires_at = now() + make_interval(secs => $3)
       WHERE refresh_token_hash = $1 AND type = 'regular' AND expires_at > now()
       RETURNING id, user_id
     ), remembered AS (
       INSERT INTO rampa_backend.rotated_refresh_tokens (refresh_token_hash, refresh_token_id)
       SELECT $1, id FROM rotated
     ), forgotten AS (
       DELETE FROM rampa_backend.rotated_refresh_tokens old
       USING rotated
       WHERE old.refresh_token_id = rotated.id AND old.rotated_at < now() - make_interval(secs => $3)
     )
     SELECT id, user_id AS "userId" FROM rotated`,
    [oldHash, hashRefreshToken(next), expiresIn],
  );
  const rotated = rows[0];
  if (rotated) {
    return { outcome: 'rotated', refreshToken: { id: rotated.id, token: next, userId: rotated.userId } };
  }
  const revoked = await revokeSession(db, oldHash, 'rotated');
  return { outcome: revoked ? 'replayed' : 'unknown' };
}

/** Ends the session a token value belongs to, current or rotated away; unknown values are ignored. */
export async function revokeRefreshToken(db: Queryable, token: string): Promise<void> {
  await revokeSession(db, hashRefreshToken(token), 'any');
}

/** Ends every session of a user (personal access tokens stay). */
export async function revokeUserRefreshTokens(db: Queryable, userId: string): Promise<void> {
  await db.query(`DELETE FROM auth.refresh_tokens WHERE user_id = $1 AND type = 'regular'`, [userId]);
}

/** Expired sessions are dead rows; their rotation history goes with them. */
export async function purgeExpiredRefreshTokens(db: Queryable): Promise<void> {
  await db.query('DELETE FROM auth.refresh_tokens WHERE expires_at <= now()');
}

async function revokeSession(db: Queryable, hash: string, match: 'rotated' | 'any'): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM auth.refresh_tokens
     WHERE type = 'regular' AND (
       id IN (SELECT refresh_token_id FROM rampa_backend.rotated_refresh_tokens WHERE refresh_token_hash = $1)
       OR ($2 AND refresh_token_hash = $1)
     )`,
    [hash, match === 'any'],
  );
  return rowCount > 0;
}
