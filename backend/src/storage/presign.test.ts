import { describe, expect, it } from 'vitest';
import { StorageError } from './errors';
import { createUrlSigner } from './presign';

const ID = '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b';
const NOW = Date.parse('2026-11-22T10:00:00Z');
const signer = createUrlSigner('a'.repeat(43));
const query = (text: string) => Object.fromEntries(new URLSearchParams(text));

describe('presigned URLs', () => {
  it('grant one file until they expire', () => {
    const signed = query(signer.sign(ID, NOW / 1000 + 30));
    expect(signer.verify(ID, signed, NOW)).toBe(30);
    expect(signer.verify(ID, { ...signed, w: '100' }, NOW)).toBe(30);
    expect(() => signer.verify(ID, signed, NOW + 30_000)).toThrow('signature already expired');
  });

  it('refuses another file, another expiry, another key, and partial queries', () => {
    const signed = query(signer.sign(ID, NOW / 1000 + 30));
    const refused = (fn: () => unknown, status: number) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(StorageError);
        expect((error as StorageError).status).toBe(status);
        return;
      }
      throw new Error('expected a refusal');
    };
    refused(() => signer.verify(ID.replace('3f', '4f'), signed, NOW), 403);
    refused(() => signer.verify(ID, { ...signed, 'X-Rampa-Expires': String(NOW / 1000 + 3000) }, NOW), 403);
    refused(() => createUrlSigner('b'.repeat(43)).verify(ID, signed, NOW), 403);
    refused(() => signer.verify(ID, { 'X-Rampa-Expires': signed['X-Rampa-Expires'] }, NOW), 400);
    refused(() => signer.verify(ID, { ...signed, 'X-Rampa-Expires': '1e9' }, NOW), 400);
    refused(() => signer.verify(ID, { ...signed, 'X-Rampa-Signature': ['a', 'b'] }, NOW), 400);
  });
});
