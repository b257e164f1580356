import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/types';

/** How long a one-time code lives; each wrong guess takes a minute off, so five guesses end it. */
export const OTP_LIFETIME_SECONDS = 300;
const PENALTY_SECONDS = 60;

const hashCode = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** A new six-digit code for the user, replacing any other; only its hash is stored. */
export async function issueOtp(db: Queryable, userId: string, method: 'email' | 'sms'): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `UPDATE auth.users SET otp_hash = $2, otp_method_last_used = $3,
       otp_hash_expires_at = now() + make_interval(secs => $4)
     WHERE id = $1`,
    [userId, hashCode(userId, code), method, OTP_LIFETIME_SECONDS],
  );
  return code;
}

/**
 * Redeems the user's live code of `method`: true clears it (one statement, so only one of two
 * simultaneous redemptions wins); a wrong code shortens its life instead, so a code withstands at most a
 * handful of guesses. Call it outside a transaction that may roll back, or the penalty is lost.
 */
export async function redeemOtp(
  db: Queryable,
  userId: string,
  method: 'email' | 'sms',
  code: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE auth.users SET otp_hash = NULL, otp_hash_expires_at = now()
     WHERE id = $1 AND otp_method_last_used = $2 AND otp_hash = $3 AND otp_hash_expires_at > now()`,
    [userId, method, hashCode(userId, code)],
  );
  if (rowCount > 0) return true;
  await db.query(
    `UPDATE auth.users SET otp_hash_expires_at = otp_hash_expires_at - make_interval(secs => $2)
     WHERE id = $1 AND otp_hash IS NOT NULL`,
    [userId, PENALTY_SECONDS],
  );
  return false;
}
