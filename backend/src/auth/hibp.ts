import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AuthError } from './errors';
import type { AuthSettings, PasswordHibpSettings } from './settings';

/**
 * Whether the Pwned Passwords range API lists `password` in a breach. k-anonymity: only the first five hex
 * digits of its SHA-1 leave this server, and the answer's suffixes are compared here. `Add-Padding` asks for
 * decoy suffixes (count 0) so the answer's size tells nothing; they never count as a hit. Throws when the API
 * cannot be asked (network, timeout, non-2xx).
 */
export async function isPasswordPwned(settings: PasswordHibpSettings, password: string): Promise<boolean> {
  // SHA-1 is what the API indexes by; the password itself is never sent.
  const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = hash.slice(0, 5);
  const suffix = hash.slice(5);
  const response = await fetch(`${settings.url}/range/${prefix}`, {
    headers: { 'add-padding': 'true', 'user-agent': 'Rampa-Auth' },
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`the Pwned Passwords API answered ${response.status}`);
  for (const line of (await response.text()).split('\n')) {
    const [candidate, count] = line.trim().split(':');
    if (candidate?.toUpperCase() === suffix && Number(count) > 0) return true;
  }
  return false;
}

/**
 * AUTH_PASSWORD_HIBP_ENABLED: a new password found in a breach is a 400 password-in-hibp-database. When the
 * API cannot be asked within the timeout the request fails closed, as hasura-auth does, with a 500
 * internal-server-error, and the cause is logged; nothing is saved.
 */
export async function assertPasswordNotPwned(
  settings: AuthSettings,
  password: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!settings.passwordHibp.enabled) return;
  let pwned: boolean;
  try {
    pwned = await isPasswordPwned(settings.passwordHibp, password);
  } catch (error) {
    log.error(
      { err: error },
      'the password could not be checked with Pwned Passwords (AUTH_PASSWORD_HIBP_URL)',
    );
    throw new AuthError('internal-server-error');
  }
  if (pwned) throw new AuthError('password-in-hibp-database');
}
