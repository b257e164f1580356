import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, randomBytes } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Names this key's purpose, so the server secret's other uses never share a derived key with it.
const KEY_INFO = 'rampa refresh-token successor v1';

/**
 * Keeps a rotation's new refresh token value for the reuse interval, readable only by whoever presents the value
 * it replaced. The key is derived from the server secret and that replaced value; the database holds only the
 * replaced value's sha256, so neither a copy of the database nor the secret alone opens a seal.
 */
export interface SuccessorSeal {
  seal(replaced: string, successor: string): string;
  /** The successor, or undefined when the seal was made for another value or under another secret. */
  open(replaced: string, sealed: string): string | undefined;
}

export function createSuccessorSeal(serverSecret: string): SuccessorSeal {
  // The secret as a key object once, not converted from text at every refresh; the derived keys are the same.
  const secret = createSecretKey(Buffer.from(serverSecret, 'utf8'));
  const keyFor = (replaced: string) => Buffer.from(hkdfSync('sha256', secret, replaced, KEY_INFO, 32));
  return {
    seal(replaced, successor) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(CIPHER, keyFor(replaced), iv, { authTagLength: TAG_BYTES });
      const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(replaced, sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      // A truncated or foreign seal fails the IV or tag check: it opens to nothing, as a wrong key does.
      try {
        const decipher = createDecipheriv(CIPHER, keyFor(replaced), bytes.subarray(0, IV_BYTES), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = bytes.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
