import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NHOST_REFRESH_TOKEN_KEY } from '../auth/constants';
import { createMemoryStorage } from '../nhost/clientStorage';
import { createStorageHandlers } from '../storage/storage.handlers';
import { createTestFileMetadata, FIXTURE_FILE_ID } from '../storage/storage.fixtures';
import { authHandlers, makeSdk, startMswServer, until } from '../test/harness';
import { createTestSession, createTestUser, FIXTURE_USER_ID, TEST_BACKEND_URL } from '../testing';
import { activeOrganizationStorageKey } from './activeOrganization';

const server = startMswServer();
const ORG_A = '11111111-1111-4111-8111-111111111111';
const ORG_B = '22222222-2222-4222-8222-222222222222';

async function signedIn(storage = createMemoryStorage()) {
  const user = createTestUser({ defaultRole: 'handlowiec', roles: ['handlowiec', 'magazynier', 'user'] });
  server.use(authHandlers.token.success(() => createTestSession({ user })));
  storage.setItem(NHOST_REFRESH_TOKEN_KEY, 'stored');
  const sdk = makeSdk({ clientStorageType: storage });
  await until(sdk, (snapshot) => snapshot.authentication === 'signedIn');
  return { sdk, storage };
}

describe('the active organization', () => {
  it('is none until chosen: requests then carry no x-hasura-org-id', async () => {
    const { sdk } = await signedIn();
    expect(sdk.organization.getSnapshot()).toEqual({ orgId: null });
    const sent: (string | null)[] = [];
    server.use(
      graphql.query('ClientOwners', ({ request }) => {
        sent.push(request.headers.get('x-hasura-org-id'));
        return HttpResponse.json({ data: { profiles: [] } });
      }),
    );
    await sdk.clients.owners().queryFn!({} as never);
    expect(sent).toEqual([null]);
  });

  it('sends the chosen organization with GraphQL and storage requests, and remembers it for him', async () => {
    const { sdk, storage } = await signedIn();
    expect(sdk.organization.set('nie-organizacja')).toBe(false);
    expect(sdk.organization.set(ORG_B)).toBe(true);
    expect(storage.getItem(activeOrganizationStorageKey(FIXTURE_USER_ID))).toBe(ORG_B);

    const sent: (string | null)[] = [];
    server.use(
      graphql.query('ClientOwners', ({ request }) => {
        sent.push(request.headers.get('x-hasura-org-id'));
        return HttpResponse.json({ data: { profiles: [] } });
      }),
    );
    await sdk.clients.owners().queryFn!({} as never);
    sdk.organization.set(ORG_A);
    await sdk.clients.owners().queryFn!({} as never);
    expect(sent).toEqual([ORG_B, ORG_A]);

    const handlers = createStorageHandlers(`${TEST_BACKEND_URL}/v1/storage`);
    server.use(
      ...handlers.memory({ files: [{ metadata: createTestFileMetadata(), content: new Blob(['x']) }] }),
    );
    const storageHeaders: (string | null)[] = [];
    server.use(
      http.get(`${TEST_BACKEND_URL}/v1/storage/files/:id`, ({ request }) => {
        storageHeaders.push(request.headers.get('x-hasura-org-id'));
        return undefined;
      }),
    );
    await sdk.storage.download(FIXTURE_FILE_ID);
    expect(storageHeaders).toEqual([ORG_A]);

    sdk.destroy();
    const { sdk: reloaded } = await signedIn(storage);
    expect(reloaded.organization.getSnapshot()).toEqual({ orgId: ORG_A });
    expect(reloaded.organization.set(null)).toBe(true);
    expect(reloaded.organization.getSnapshot()).toEqual({ orgId: null });
  });
});
