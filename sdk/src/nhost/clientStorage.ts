/** Where the refresh token lives between page loads. Synchronous: the start-up import reads it once. */
export interface ClientStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type ClientStorageType = 'web' | 'cookie' | 'memory';

export function createMemoryStorage(initial: Record<string, string> = {}): ClientStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Spec §9: cookie storage keeps items 30 days, SameSite lax. */
export const COOKIE_MAX_AGE_DAYS = 30;

/** The part of `document` cookie storage needs, so tests can pass a recorder. */
export interface CookieJar {
  cookie: string;
}

export function createCookieStorage(jar: CookieJar, now: () => number = Date.now): ClientStorage {
  const write = (key: string, value: string, expires: Date) => {
    jar.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
  };
  return {
    getItem(key) {
      const prefix = `${encodeURIComponent(key)}=`;
      const found = jar.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(prefix));
      return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
    },
    setItem(key, value) {
      write(key, value, new Date(now() + COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000));
    },
    removeItem(key) {
      write(key, '', new Date(0));
    },
  };
}

/**
 * `web` is localStorage, `cookie` is document.cookie. Outside a browser (SSR, Node tests) both fall back
 * to memory, as Nhost's own detection does, instead of throwing at start-up.
 */
export function resolveClientStorage(type: ClientStorageType | ClientStorage): ClientStorage {
  if (typeof type === 'object') return type;
  if (type === 'web' && typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  if (type === 'cookie' && typeof globalThis.document !== 'undefined')
    return createCookieStorage(globalThis.document);
  return createMemoryStorage();
}
