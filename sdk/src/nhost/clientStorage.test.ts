import { describe, expect, it } from 'vitest';
import {
  NHOST_JWT_EXPIRES_AT_KEY,
  NHOST_REFRESH_TOKEN_ID_KEY,
  NHOST_REFRESH_TOKEN_KEY,
} from '../auth/constants';
import { inspectableStorage } from '../test/harness';
import { createTestSession } from '../testing';
import { createCookieStorage, createMemoryStorage, resolveClientStorage } from './clientStorage';
import { SessionVault } from './sessionVault';

/** Mimics document.cookie: writes one cookie at a time, reads all live ones. */
function cookieJar(now: () => number) {
  const live = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...live].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split('; ');
      const [name = '', value = ''] = pair.split('=');
      const expires = attributes.find((attribute) => attribute.startsWith('expires='));
      if (expires && new Date(expires.slice(8)).getTime() <= now()) live.delete(name);
      else live.set(name, value);
    },
  };
}

describe('cookie storage', () => {
  it('keeps items 30 days with SameSite lax', () => {
    const now = new Date('2026-03-02T08:00:00.000Z').getTime();
    const jar = cookieJar(() => now);
    const storage = createCookieStorage(jar, () => now);

    storage.setItem(NHOST_REFRESH_TOKEN_KEY, 'a token/with;odd=chars');

    expect(jar.writes).toEqual([
      'nhostRefreshToken=a%20token%2Fwith%3Bodd%3Dchars; expires=Wed, 01 Apr 2026 08:00:00 GMT; path=/; SameSite=Lax',
    ]);
    expect(storage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBe('a token/with;odd=chars');
    expect(storage.getItem('other')).toBeNull();

    storage.removeItem(NHOST_REFRESH_TOKEN_KEY);
    expect(jar.writes.at(-1)).toBe(
      'nhostRefreshToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax',
    );
    expect(storage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('falls back to memory outside a browser, and passes custom storage through', () => {
    const custom = createMemoryStorage();
    expect(resolveClientStorage(custom)).toBe(custom);
    const web = resolveClientStorage('web');
    web.setItem('k', 'v');
    expect(web.getItem('k')).toBe('v');
    expect(resolveClientStorage('cookie').getItem('k')).toBeNull();
  });
});

describe('SessionVault', () => {
  it('persists exactly the three keys and keeps the session in memory', () => {
    const storage = inspectableStorage();
    const vault = new SessionVault(storage, () => new Date('2026-03-02T08:00:00.000Z').getTime());
    const session = createTestSession({ accessTokenExpiresIn: 900 });

    vault.set({ ...session, decodedToken: {} });

    expect(Object.fromEntries(storage.items)).toEqual({
      [NHOST_REFRESH_TOKEN_KEY]: session.refreshToken,
      [NHOST_REFRESH_TOKEN_ID_KEY]: session.refreshTokenId,
      [NHOST_JWT_EXPIRES_AT_KEY]: '2026-03-02T08:15:00.000Z',
    });
    expect(vault.get()?.accessToken).toBe(session.accessToken);
    expect(vault.readStored()).toEqual({
      refreshToken: session.refreshToken,
      refreshTokenId: session.refreshTokenId,
      accessTokenExpiresAt: '2026-03-02T08:15:00.000Z',
    });

    vault.forgetInMemory();
    expect(vault.get()).toBeNull();
    expect(storage.items.size).toBe(3);

    vault.remove();
    expect(storage.items.size).toBe(0);
    expect(vault.readStored()).toBeNull();
  });
});
