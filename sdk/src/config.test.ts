import { describe, expect, it, vi } from 'vitest';
import { resolveServiceUrls } from './config';
import { createSdk } from './createSdk';
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
      expect(sdk.auth.getAccessToken()).toBe(session.accessToken);
    } finally {
      sdk.destroy();
    }
  });
});

describe('sdk.storage', () => {
  it('is one storage client per sdk, on the storage service, sending the session token', async () => {
    const session = createTestSession();
    const uploaded = {
      id: '6a1f3c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
      name: 'awatar.png',
      size: 3,
      bucketId: 'avatars',
      etag: '"e"',
      createdAt: '2026-11-20T09:30:00Z',
      updatedAt: '2026-11-20T09:30:00Z',
      isUploaded: true,
      mimeType: 'image/png',
      uploadedByUserId: session.user?.id ?? '',
    };
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/token')
        ? Response.json(session)
        : Response.json({ processedFiles: [uploaded] }, { status: 201 }),
    );
    const sdk = createSdk({
      backendUrl: 'http://localhost:4000',
      location: null,
      clientStorageType: createMemoryStorage({ nhostRefreshToken: 'stored' }),
      fetch,
    });
    try {
      expect(sdk.storage).toBe(sdk.storage);
      expect(sdk.storage.url).toBe('http://localhost:4000/v1/storage');
      expect(sdk.storage.getUrl(uploaded.id, { width: 96, height: 96, quality: 80 })).toBe(
        `http://localhost:4000/v1/storage/files/${uploaded.id}?w=96&h=96&q=80`,
      );
      await sdk.auth.waitUntilReady();
      const progress = vi.fn();
      const file = new File([new Uint8Array([1, 2, 3])], 'awatar.png', { type: 'image/png' });
      await expect(
        sdk.storage.upload({ file, bucketId: 'avatars', onProgress: progress }),
      ).resolves.toMatchObject({ id: uploaded.id, bucketId: 'avatars' });
      const [url, init] = fetch.mock.calls.at(-1) ?? [];
      expect(url).toBe('http://localhost:4000/v1/storage/files');
      expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${session.accessToken}`);
      const form = init?.body as FormData;
      expect(form.get('bucket-id')).toBe('avatars');
      expect((form.get('file[]') as File).name).toBe('awatar.png');
      // Without XMLHttpRequest (Node) the progress is reported once, when the upload is done.
      expect(progress).toHaveBeenCalledWith({ loaded: 3, total: 3, progress: 100 });
    } finally {
      sdk.destroy();
    }
  });
});
