import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes new passwords with argon2id and verifies them', async () => {
    const hash = await hashPassword('Tajne hasło 123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword('Tajne hasło 123', hash)).toBe(true);
    expect(await verifyPassword('tajne hasło 123', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it.each(['2a', '2b'])("verifies Nhost's bcrypt $%s$ hashes", async (variant) => {
    const hash = (await bcrypt.hash('nhost-password', 4)).replace(/^\$2[ab]\$/, `$${variant}$`);
    expect(hash.startsWith(`$${variant}$04$`)).toBe(true);
    expect(await verifyPassword('nhost-password', hash)).toBe(true);
    expect(await verifyPassword('other-password', hash)).toBe(false);
  });

  it.each([
    ['U*U', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW'],
    ['U*U*', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK'],
  ])('verifies the reference bcrypt vector for %s', async (password, hash) => {
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword(`${password}!`, hash)).toBe(false);
  });

  it('refuses accounts without a password and unknown hash formats', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', '')).toBe(false);
    expect(await verifyPassword('plain', 'plain')).toBe(false);
  });
});
