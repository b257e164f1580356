import { describe, expect, it } from 'vitest';
import type { User } from '../auth/state';
import { authHandlers, makeSdk, startMswServer } from '../test/harness';
import { createGraphqlHandlers, createTestSession, createTestUser, TEST_BACKEND_URL } from '../testing';
import { createStorageHandlers } from '../storage/storage.handlers';
import { avatarFileId, createProfileMutations, createProfileQueries } from './profile';
import { PersonalAccessTokensDocument, UpdateProfileDocument } from './profile.documents';

const server = startMswServer();
const STORAGE_URL = `${TEST_BACKEND_URL}/v1/storage`;
const FILE_ID = '6a1f3c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';

/** A signed-in sdk whose user row lives in GraphQL; a token refresh answers with the row as it is now. */
async function setup(initial: Partial<User> = {}) {
  let user = createTestUser({ avatarUrl: '', ...initial });
  const sets: Record<string, unknown>[] = [];
  const storage = createStorageHandlers(STORAGE_URL);
  const graphql = createGraphqlHandlers(`${TEST_BACKEND_URL}/v1/graphql`);
  server.use(
    authHandlers.token.success(() => createTestSession({ user })),
    ...storage.memory(),
    graphql.data(UpdateProfileDocument, ({ set }) => {
      sets.push(set as Record<string, unknown>);
      user = { ...user, ...(set as Partial<User>) };
      const { id, displayName, avatarUrl, locale, metadata } = user;
      return { updateUser: { id, displayName, avatarUrl, locale, metadata } };
    }),
  );
  const sdk = makeSdk({ storedItems: { nhostRefreshToken: 'stored' } });
  await sdk.auth.waitUntilReady();
  const mutations = createProfileMutations(sdk);
  const sessionUser = () => sdk.auth.getSnapshot().context.user;
  return { sdk, sets, storage, mutations, sessionUser, graphql };
}

describe('avatarFileId', () => {
  it('reads the file id of an avatar kept in this storage, and nothing else', () => {
    expect(avatarFileId(`${STORAGE_URL}/files/${FILE_ID}`, STORAGE_URL)).toBe(FILE_ID);
    expect(avatarFileId(`${STORAGE_URL}/files/${FILE_ID}?w=96`, `${STORAGE_URL}/`)).toBe(FILE_ID);
    expect(avatarFileId('https://www.gravatar.com/avatar/abc?d=blank', STORAGE_URL)).toBeNull();
    expect(avatarFileId(`${STORAGE_URL}/files/../secrets`, STORAGE_URL)).toBeNull();
    expect(avatarFileId('', STORAGE_URL)).toBeNull();
    expect(avatarFileId(null, STORAGE_URL)).toBeNull();
  });

  it('reads it on whichever origin it was uploaded: the embedded backend answers on each', () => {
    // Uploaded on http://localhost:4000, shown on http://127.0.0.1:4000 or behind the Vite dev server.
    const uploaded = `http://localhost:4000/v1/storage/files/${FILE_ID}`;
    expect(avatarFileId(uploaded, 'http://127.0.0.1:4000/v1/storage')).toBe(FILE_ID);
    expect(avatarFileId(uploaded, 'http://localhost:5173/v1/storage')).toBe(FILE_ID);
    const nhost = 'https://abcdefgh.storage.eu-central-1.nhost.run/v1';
    expect(avatarFileId(`${nhost}/files/${FILE_ID}`, nhost)).toBe(FILE_ID);
    expect(avatarFileId(uploaded, nhost)).toBeNull();
    expect(avatarFileId('https://www.gravatar.com/avatar/abc?d=blank', nhost)).toBeNull();
    expect(avatarFileId(`http://localhost:4000/v1/storage/files/${FILE_ID}/x`, STORAGE_URL)).toBeNull();
    expect(avatarFileId('nie adres', STORAGE_URL)).toBeNull();
  });
});

describe('profile mutations', () => {
  it('save first and last name into metadata (keeping other keys) and displayName, then renew the session user', async () => {
    const { mutations, sets, sessionUser } = await setup({ metadata: { firstName: 'Anna', theme: 'dark' } });
    await mutations.updateDetails.mutationFn!(
      { firstName: 'Zofia', lastName: 'Kowalska', locale: 'en' },
      undefined as never,
    );
    expect(sets).toEqual([
      {
        displayName: 'Zofia Kowalska',
        locale: 'en',
        metadata: { firstName: 'Zofia', lastName: 'Kowalska', theme: 'dark' },
      },
    ]);
    expect(sessionUser()).toMatchObject({ displayName: 'Zofia Kowalska', locale: 'en' });
    expect(mutations.updateDetails.meta).toMatchObject({ successMessage: 'Zapisano dane profilu' });
  });

  it('upload an avatar to the avatars bucket, link it, and delete the previous one on replace and remove', async () => {
    const { mutations, storage, sessionUser } = await setup();
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

    await mutations.uploadAvatar.mutationFn!({ file: png('a.png') }, undefined as never);
    const [first] = [...storage.files.values()];
    expect(first?.metadata.bucketId).toBe('avatars');
    expect(sessionUser()?.avatarUrl).toBe(`${STORAGE_URL}/files/${first!.metadata.id}`);

    await mutations.uploadAvatar.mutationFn!({ file: png('b.png') }, undefined as never);
    expect([...storage.files.values()].map((file) => file.metadata.name)).toEqual(['b.png']);
    const second = [...storage.files.keys()][0];
    expect(sessionUser()?.avatarUrl).toBe(`${STORAGE_URL}/files/${second}`);

    await mutations.removeAvatar.mutationFn!(undefined, undefined as never);
    expect(storage.files.size).toBe(0);
    expect(sessionUser()?.avatarUrl).toBe('');
  });

  it('delete the uploaded file again when the user cannot be linked to it', async () => {
    const { mutations, storage, graphql } = await setup();
    server.use(graphql.errors(UpdateProfileDocument, [{ message: 'permission-error' }]));
    await expect(
      mutations.uploadAvatar.mutationFn!(
        { file: new File(['x'], 'a.png', { type: 'image/png' }) },
        undefined as never,
      ),
    ).rejects.toThrow();
    expect(storage.files.size).toBe(0);
  });
});

describe('profile queries', () => {
  it('list personal access tokens with their metadata', async () => {
    const { sdk, graphql } = await setup();
    server.use(
      graphql.data(PersonalAccessTokensDocument, {
        authRefreshTokens: [
          {
            id: 't1',
            createdAt: '2026-11-01T00:00:00Z',
            expiresAt: '2027-11-01T00:00:00Z',
            metadata: { name: 'ERP' },
          },
          { id: 't2', createdAt: '2026-11-02T00:00:00Z', expiresAt: '2027-11-02T00:00:00Z', metadata: 'x' },
        ],
      }),
    );
    const options = createProfileQueries(sdk.graphql).personalAccessTokens();
    const tokens = await options.queryFn!({ signal: new AbortController().signal } as never);
    expect(tokens.map((token) => token.metadata)).toEqual([{ name: 'ERP' }, null]);
  });
});
