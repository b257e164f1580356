import { createHmac, timingSafeEqual } from 'node:crypto';
import { StorageError } from './errors';

/**
 * Presigned download URLs for `/files/{id}/presignedurl/contents`: the query carries the expiry (Unix seconds)
 * and an HMAC-SHA256 of the file id and that expiry. Clients treat the URL as opaque (nhost-wire.md §3), so
 * this replaces S3's signature. Image options may be added to the query; they are not part of the signature.
 */
export interface UrlSigner {
  /** The query string (without `?`) that grants reading `fileId` until `expiresAt` (Unix seconds). */
  sign(fileId: string, expiresAt: number): string;
  /** Seconds the URL in `query` stays valid for `fileId`; a StorageError when it is invalid or expired. */
  verify(fileId: string, query: Readonly<Record<string, unknown>>, now?: number): number;
}

const EXPIRES = 'X-Rampa-Expires';
const SIGNATURE = 'X-Rampa-Signature';

export function createUrlSigner(secret: string): UrlSigner {
  const mac = (fileId: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`rampa-storage-presigned\n${fileId}\n${expiresAt}`).digest();

  return {
    sign(fileId, expiresAt) {
      return `${EXPIRES}=${expiresAt}&${SIGNATURE}=${mac(fileId, expiresAt).toString('base64url')}`;
    },
    verify(fileId, query, now = Date.now()) {
      const expires = query[EXPIRES];
      const signature = query[SIGNATURE];
      if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') {
        throw new StorageError(400, 'the presigned URL is incomplete');
      }
      const expiresAt = Number(expires);
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(fileId, expiresAt);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new StorageError(403, 'you are not authorized');
      }
      const remaining = expiresAt - Math.floor(now / 1000);
      if (remaining <= 0) throw new StorageError(400, 'signature already expired');
      return remaining;
    },
  };
}
