import { lazy } from '../lazy';
import { createSlots, PASSWORD_HASH_SLOTS } from './hash-slots';

// The hashers are loaded by the first password hashed or checked (a sign-in), not at start.
const loadArgon2 = lazy(async () => (await import('argon2')).default);
const loadBcrypt = lazy(async () => (await import('bcryptjs')).default);

let hashing = createSlots(PASSWORD_HASH_SLOTS);

/** How many hashes run at once from now on (RAMPA_PASSWORD_HASH_SLOTS; the server sets it as it starts). */
export function setPasswordHashSlots(slots: number): void {
  hashing = createSlots(slots);
}

// OWASP Password Storage Cheat Sheet's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash for a new password. */
export async function hashPassword(password: string): Promise<string> {
  const argon2 = await loadArgon2();
  return hashing.run(() => argon2.hash(password, { type: argon2.argon2id, ...ARGON2_OPTIONS }));
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against an argon2 hash (ours) or a bcrypt `$2a$`/`$2b$` hash (Nhost's). Without a
 * hash the same work is done against a decoy, so the answer time does not tell whether an account exists.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy password for missing accounts');
    const decoy = await decoyHash;
    const argon2 = await loadArgon2();
    await hashing.run(() => argon2.verify(decoy, password));
    return false;
  }
  if (hash.startsWith('$argon2')) {
    const argon2 = await loadArgon2();
    return hashing.run(() => argon2.verify(hash, password));
  }
  // bcryptjs hashes on the main thread, in slices that let other requests through; it takes a slot all the same.
  if (/^\$2[ab]\$/.test(hash)) {
    const bcrypt = await loadBcrypt();
    return hashing.run(() => bcrypt.compare(password, hash));
  }
  return false;
}
