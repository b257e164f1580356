import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Names this key's purpose, so the server secret's other uses never share a derived key with it.
const KEY_INFO = 'rampa refresh-token successor v1';
// HKDF's expand input for the first (and only) 32-byte block: the info, then the block counter 1.
const EXPAND_BLOCK_1 = Buffer.concat([Buffer.from(KEY_INFO, 'utf8'), Buffer.from([1])]);
// IVs are drawn from the CSPRNG this many at a time (one call instead of one per refresh); each is used once.
const IVS_PER_DRAW = 256;

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
  // The secret's bytes once, not converted from text at every refresh; the derived keys are the same.
  const secret = Buffer.from(serverSecret, 'utf8');
  // RFC 5869 HKDF-SHA256 (salt: the replaced value, input key: the secret) for one 32-byte key, written out as its
  // two HMACs: extract, then expand's first block. The very bytes hkdfSync derives (the test compares them), for a
  // third of its CPU: hkdfSync runs as a crypto job, whose setup cost ~0.07 ms at every refresh.
  const keyFor = (replaced: string) =>
    createHmac('sha256', createHmac('sha256', replaced).update(secret).digest())
      .update(EXPAND_BLOCK_1)
      .digest();
  let ivs: Buffer = Buffer.alloc(0);
  let nextIv = 0;
  const freshIv = () => {
    if (nextIv + IV_BYTES > ivs.length) {
      ivs = randomBytes(IV_BYTES * IVS_PER_DRAW);
      nextIv = 0;
    }
    nextIv += IV_BYTES;
    return ivs.subarray(nextIv - IV_BYTES, nextIv);
  };
  return {
    seal(replaced, successor) {
      const iv = freshIv();
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
