import { createHash, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/types';
import type { SuccessorSeal } from './successor-seal';
import {
  findUserById,
  LAST_SEEN_RESOLUTION_SECONDS,
  touchLastSeen,
  USER_COLUMNS,
  type UserRecord,
} from './users';

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

/** The grace a just-rotated-away value keeps (AUTH_REFRESH_TOKEN_REUSE_INTERVAL). */
export interface RefreshTokenReuse {
  /** Seconds after its rotation a value still answers with its successor; 0 makes every reuse a replay. */
  interval: number;
  /** Keeps each successor for that interval, at rest only in a form its predecessor's holder can open. */
  seal: SuccessorSeal;
}

export type Rotation =
  | {
      outcome: 'rotated' | 'reused';
      refreshToken: RefreshToken;
      /** The session's user: read (and marked seen) by the rotation statement itself, or after a reuse. */
      user: UserRecord;
    }
  | { outcome: 'replayed' | 'unknown' | 'disabled' };

/**
 * Exchanges a live token for a new value of the same session, pushing its expiry forward. A value that was
 * rotated away before is a replay: someone else holds the session too, so it is revoked as a whole. Within
 * the reuse interval it is taken for another tab sharing the value (or a reload racing the refresh) instead,
 * which gets the same successor. A disabled user's session is left as it was (`disabled`).
 * Rotated-away hashes are remembered for one token lifetime; an older one would have expired anyway.
 *
 * Issue 16: the usual case, a current value, is one prepared statement and no explicit transaction (one round
 * trip): the statement is atomic on its own, and a second presentation of the same value waits on the session
 * row until it has committed, then finds the value gone. Only the other cases (reuse, replay, unknown) open a
 * transaction.
 *
 * A rotation commits durably (synchronous_commit as the server has it): a rotation acknowledged but lost in a crash
 * would make the client's new value unknown and its old one a replay, which revokes the session. Concurrent
 * rotations share their WAL flushes (group commit: 2–3 commits per fsync in bench:auth) once they no longer queue on
 * one users row (LAST_SEEN_RESOLUTION_SECONDS); synchronous_commit off for the rotation measured no better then.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  expiresIn: number,
  reuse: RefreshTokenReuse,
): Promise<Rotation> {
  const next = randomUUID();
  const rotated = await replaceTokenValue(db, token, next, expiresIn, reuse);
  if (rotated === 'disabled') return { outcome: 'disabled' };
  if (rotated) return { outcome: 'rotated', ...rotated };
  return db.transaction(async (tx): Promise<Rotation> => {
    const successor = reuse.interval > 0 ? await findCurrentSuccessor(tx, token, reuse) : undefined;
    if (successor) {
      const user = await findUserById(tx, successor.userId);
      if (!user) return { outcome: 'unknown' };
      if (user.disabled) return { outcome: 'disabled' };
      await touchLastSeen(tx, user.id);
      return { outcome: 'reused', refreshToken: successor, user };
    }
    const revoked = await revokeSession(tx, hashRefreshToken(token), 'rotated');
    return { outcome: revoked ? 'replayed' : 'unknown' };
  });
}

// One text, built once: its prepared statement is looked up by text at every call, and a text built anew is
// hashed anew.
const ROTATE_SQL = `WITH rotated AS (
       UPDATE auth.refresh_tokens
       SET refresh_token_hash = $2, expires_at = now() + make_interval(secs => $3)
       WHERE refresh_token_hash = $1 AND type = 'regular' AND expires_at > now()
         AND NOT EXISTS (
           SELECT 1 FROM auth.users d WHERE d.id = auth.refresh_tokens.user_id AND d.disabled
         )
       RETURNING id, user_id
     ), remembered AS (
       INSERT INTO rampa_backend.rotated_refresh_tokens (refresh_token_hash, refresh_token_id, successor_seal)
       SELECT $1, id, $4::text FROM rotated
     ), unsealed AS (
       UPDATE rampa_backend.rotated_refresh_tokens old
       SET successor_seal = NULL
       FROM rotated
       WHERE old.refresh_token_id = rotated.id AND old.successor_seal IS NOT NULL
     ), forgotten AS (
       DELETE FROM rampa_backend.rotated_refresh_tokens old
       USING rotated
       WHERE old.refresh_token_id = rotated.id AND old.rotated_at < now() - make_interval(secs => $3)
     ), seen AS (
       UPDATE auth.users SET last_seen = now()
       FROM rotated
       WHERE auth.users.id = rotated.user_id
         AND (auth.users.last_seen IS NULL OR auth.users.last_seen < now() - make_interval(secs => $5))
     )
     SELECT rotated.id AS "refreshTokenId", rotated.user_id AS "userId",
       CASE WHEN rotated.id IS NULL THEN (
         SELECT owner.disabled
         FROM auth.refresh_tokens t JOIN auth.users owner ON owner.id = t.user_id
         WHERE t.refresh_token_hash = $1 AND t.type = 'regular' AND t.expires_at > now()
         LIMIT 1
       ) END AS "currentDisabled", ${USER_COLUMNS}
     FROM (SELECT 1) AS one
       LEFT JOIN rotated ON true
       LEFT JOIN auth.users u ON u.id = rotated.user_id`;

/**
 * One statement: the new value replaces the current one unless the user is disabled. The session's earlier
 * seals are cleared: their successor is the value being replaced now, which is no longer current, so they can
 * never be handed out again (a partial index holds the sealed rows, at most one per session, so this does not read
 * the session's whole history). The same statement marks the user seen (`last_seen`, as hasura-auth does at a
 * refresh) when the mark is older than LAST_SEEN_RESOLUTION_SECONDS, and reads the user for the new session.
 * Undefined when the value is not a current one; then, and only then, it also looks whether the value is a
 * disabled user's.
 */
async function replaceTokenValue(
  db: Queryable,
  token: string,
  next: string,
  expiresIn: number,
  reuse: RefreshTokenReuse,
): Promise<{ refreshToken: RefreshToken; user: UserRecord } | 'disabled' | undefined> {
  const { rows } = await db.query<
    { refreshTokenId: string | null; userId: string | null; currentDisabled: boolean | null } & UserRecord
  >(
    ROTATE_SQL,
    [
      hashRefreshToken(token),
      hashRefreshToken(next),
      expiresIn,
      reuse.interval > 0 ? reuse.seal.seal(token, next) : null,
      LAST_SEEN_RESOLUTION_SECONDS,
    ],
    { prepare: true },
  );
  const { refreshTokenId, userId, currentDisabled, ...user } = rows[0]!;
  if (refreshTokenId === null || userId === null || (user.id as string | null) === null) {
    return currentDisabled === true ? 'disabled' : undefined;
  }
  return { refreshToken: { id: refreshTokenId, token: next, userId }, user };
}

/**
 * The value that replaced `token`, when that rotation is less than the reuse interval old and its result is
 * still the session's current value. Only that direct successor counts: if it has been rotated in turn,
 * whoever presents `token` is two rotations behind, which tabs racing with one shared value are not (they all
 * get the same successor), so the chain is not followed and the caller treats it as a replay. The session row
 * is share-locked, so a rotation of the successor waits until this answer has committed, while simultaneous
 * reuses do not wait for each other.
 */
async function findCurrentSuccessor(
  db: Queryable,
  token: string,
  reuse: RefreshTokenReuse,
): Promise<RefreshToken | undefined> {
  const { rows } = await db.query<{ id: string; userId: string; currentHash: string; seal: string }>(
    `SELECT family.id, family.user_id AS "userId", family.refresh_token_hash AS "currentHash",
       rotation.successor_seal AS seal
     FROM rampa_backend.rotated_refresh_tokens rotation
     JOIN auth.refresh_tokens family ON family.id = rotation.refresh_token_id
     WHERE rotation.refresh_token_hash = $1 AND rotation.successor_seal IS NOT NULL
       AND rotation.rotated_at > now() - make_interval(secs => $2)
       AND family.type = 'regular' AND family.expires_at > now()
     FOR SHARE OF family`,
    [hashRefreshToken(token), reuse.interval],
  );
  const row = rows[0];
  if (!row) return undefined;
  // A seal that does not open (the server secret changed since) fails closed: a replay, as without the interval.
  const successor = reuse.seal.open(token, row.seal);
  if (successor === undefined || hashRefreshToken(successor) !== row.currentHash) return undefined;
  return { id: row.id, token: successor, userId: row.userId };
}

/** Ends the session a token value belongs to, current or rotated away; unknown values are ignored. */
export async function revokeRefreshToken(db: Queryable, token: string): Promise<void> {
  await revokeSession(db, hashRefreshToken(token), 'any');
}

/**
 * Ends every session of a user and revokes his personal access tokens, except the session `keep` (the one the
 * caller's access token was issued for): after a password change or a sign-out everywhere nothing issued
 * before it still works.
 */
export async function revokeUserSessionsAndPats(db: Queryable, userId: string, keep?: string): Promise<void> {
  await db.query(
    `DELETE FROM auth.refresh_tokens
     WHERE user_id = $1 AND type IN ('regular', 'pat') AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [userId, keep ?? null],
  );
}

/** Ends every session of a user (personal access tokens stay). */
export async function revokeUserRefreshTokens(db: Queryable, userId: string): Promise<void> {
  await db.query(`DELETE FROM auth.refresh_tokens WHERE user_id = $1 AND type = 'regular'`, [userId]);
}

/**
 * Expired sessions are dead rows; their rotation history goes with them. Seals past the reuse interval are
 * useless too, and a session that never rotated again would otherwise keep its last one.
 */
export async function purgeExpiredRefreshTokens(db: Queryable, reuseInterval: number): Promise<void> {
  await db.query('DELETE FROM auth.refresh_tokens WHERE expires_at <= now()');
  await db.query(
    `UPDATE rampa_backend.rotated_refresh_tokens SET successor_seal = NULL
     WHERE successor_seal IS NOT NULL AND rotated_at <= now() - make_interval(secs => $1)`,
    [reuseInterval],
  );
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
