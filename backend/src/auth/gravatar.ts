import { createHash } from 'node:crypto';
import type { GravatarSettings } from './settings';

/**
 * hasura-auth's `avatarUrl` for a new user: the Gravatar of the trimmed, lower-cased address (its MD5, as
 * Gravatar's classic URLs take it), with the configured default image and rating. Only a URL: nothing is
 * fetched here; the browser asks Gravatar when it shows the picture. Empty when disabled or without an address.
 */
export function gravatarUrl(settings: GravatarSettings, email: string | null | undefined): string {
  if (!settings.enabled || !email) return '';
  // MD5 is what Gravatar identifies an address by, not a security measure.
  const hash = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  return `https://www.gravatar.com/avatar/${hash}?d=${settings.default}&r=${settings.rating}`;
}
