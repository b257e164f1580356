import argon2 from 'argon2';
import bcrypt from 'bcryptjs';

// OWASP Password Storage Cheat Sheet's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash for a new password. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against an argon2 hash (ours) or a bcrypt `$2a$`/`$2b$` hash (Nhost's). Without a
 * hash the same work is done against a decoy, so the answer time does not tell whether an account exists.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy password for missing accounts');
    await argon2.verify(await decoyHash, password);
    return false;
  }
  if (hash.startsWith('$argon2')) return argon2.verify(hash, password);
  if (/^\$2[ab]\$/.test(hash)) return bcrypt.compare(password, hash);
  return false;
}
