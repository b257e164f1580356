import { describe, expect, it, vi } from 'vitest';
import { createSdk, resolveServiceUrls } from './config';
import { createMemoryStorage } from './nhost/clientStorage';
import { createTestSession } from './testing';

describe('resolveServiceUrls', () => {
  it('puts every service under /v1 of the embedded backend', () => {
    expect(resolveServiceUrls({ backendUrl: 'http://localhost:4000/' })).toEqual({
      auth: 'http://localhost:4000/v1/auth',
      storage: 'http://localhost:4000/v1/storage',
      graphql: 'http://localhost:4000/v1/graphql',
      functions: 'http://localhost:4000/v1/functions',
    });
  });

  it('builds Nhost Cloud hosts from subdomain and region', () => {
    expect(resolveServiceUrls({ subdomain: 'abcdefgh', region: 'eu-central-1' })).toEqual({
      auth: 'https://abcdefgh.auth.eu-central-1.nhost.run/v1',
      storage: 'https://abcdefgh.storage.eu-central-1.nhost.run/v1',
      graphql: 'https://abcdefgh.graphql.eu-central-1.nhost.run/v1',
      functions: 'https://abcdefgh.functions.eu-central-1.nhost.run/v1',
    });
  });
});

describe('createSdk', () => {
  it('calls the auth service of the configured host through an injected fetch', async () => {
    const session = createTestSession();
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(session));
    const sdk = createSdk({
      subdomain: 'abcdefgh',
      region: 'eu-central-1',
      location: null,
      clientStorageType: createMemoryStorage({ nhostRefreshToken: 'stored' }),
      fetch,
    });
    try {
      await expect(sdk.auth.waitUntilReady()).resolves.toMatchObject({ authentication: 'signedIn' });
      const [url, init] = fetch.mock.calls[0] ?? [];
      expect(url).toBe('https://abcdefgh.auth.eu-central-1.nhost.run/v1/token');
      expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ refreshToken: 'stored' }) });
      expect(sdk.nhost.getUserSession()?.accessToken).toBe(session.accessToken);
    } finally {
      sdk.destroy();
    }
  });
});
