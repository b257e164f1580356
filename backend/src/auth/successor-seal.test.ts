import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSuccessorSeal } from './successor-seal';

const SECRET = 'server-secret-for-the-seal-test-0123456789';

describe('successor seal', () => {
  it('opens only for the value it replaced', () => {
    const seal = createSuccessorSeal(SECRET);
    const sealed = seal.seal('old-value', 'new-value');
    expect(seal.open('old-value', sealed)).toBe('new-value');
    expect(seal.open('other-value', sealed)).toBeUndefined();
    expect(createSuccessorSeal(`${SECRET}!`).open('old-value', sealed)).toBeUndefined();
  });

  it('opens a seal made with the key derived from the secret as text (seals at rest across the change)', () => {
    const key = Buffer.from(hkdfSync('sha256', SECRET, 'old-value', 'rampa refresh-token successor v1', 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    const body = Buffer.concat([cipher.update('new-value', 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    expect(createSuccessorSeal(SECRET).open('old-value', sealed)).toBe('new-value');
  });

  it('seals with the HKDF-SHA256 key of the secret and the replaced value, and a fresh IV each time', () => {
    const seal = createSuccessorSeal(SECRET);
    const ivs = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const replaced = randomUUID();
      const sealed = Buffer.from(seal.seal(replaced, 'new-value'), 'base64url');
      const key = Buffer.from(hkdfSync('sha256', SECRET, replaced, 'rampa refresh-token successor v1', 32));
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12), { authTagLength: 16 });
      decipher.setAuthTag(sealed.subarray(12, 28));
      expect(Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString()).toBe(
        'new-value',
      );
      ivs.add(sealed.subarray(0, 12).toString('hex'));
    }
    expect(ivs.size).toBe(600);
  });
});
