import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NHOST_REFRESH_TOKEN_KEY } from '../auth/constants';
import { createMemoryStorage } from '../nhost/clientStorage';
import { authHandlers, makeSdk, startMswServer, until } from '../test/harness';
import { createTestSession, createTestUser, FIXTURE_USER_ID } from '../testing';
import { activeRoleStorageKey } from './activeRole';

const server = startMswServer();

/** A signed-in user holding `roles` (the first is his default), on a storage that outlives one sdk. */
async function signedInAs(roles: string[], storage = createMemoryStorage()) {
  const user = createTestUser({ defaultRole: roles[0], roles: [...roles, 'user', 'me'] });
  server.use(authHandlers.token.success(() => createTestSession({ user })));
  storage.setItem(NHOST_REFRESH_TOKEN_KEY, 'stored');
  const sdk = makeSdk({ clientStorageType: storage });
  await until(sdk, (snapshot) => snapshot.authentication === 'signedIn');
  return { sdk, storage };
}

describe('the active role', () => {
  it("starts as the user's default role and lists his organization roles in the switcher's order", async () => {
    const { sdk } = await signedInAs(['magazynier', 'handlowiec']);
    expect(sdk.role.getSnapshot()).toEqual({ role: 'magazynier', roles: ['handlowiec', 'magazynier'] });
  });

  it('switches only to a role he holds, and remembers it for him on this device', async () => {
    const { sdk, storage } = await signedInAs(['handlowiec', 'magazynier']);
    expect(sdk.role.set('kierowca')).toBe(false);
    expect(sdk.role.getSnapshot().role).toBe('handlowiec');
    expect(sdk.role.set('magazynier')).toBe(true);
    expect(sdk.role.getSnapshot().role).toBe('magazynier');
    expect(storage.getItem(activeRoleStorageKey(FIXTURE_USER_ID))).toBe('magazynier');

    sdk.destroy();
    const { sdk: reloaded } = await signedInAs(['handlowiec', 'magazynier'], storage);
    expect(reloaded.role.getSnapshot().role).toBe('magazynier');
  });

  it('falls back to the default when the remembered role was taken away', async () => {
    const storage = createMemoryStorage({ [activeRoleStorageKey(FIXTURE_USER_ID)]: 'kierowca' });
    const { sdk } = await signedInAs(['handlowiec'], storage);
    expect(sdk.role.getSnapshot().role).toBe('handlowiec');
  });

  it('sends the active role as x-hasura-role with every GraphQL request and names it in the query keys', async () => {
    const { sdk } = await signedInAs(['handlowiec', 'org_admin']);
    const sent: (string | null)[] = [];
    server.use(
      graphql.query('ClientOwners', ({ request }) => {
        sent.push(request.headers.get('x-hasura-role'));
        return HttpResponse.json({ data: { profiles: [] } });
      }),
    );
    const asSalesRep = sdk.clients.owners();
    await asSalesRep.queryFn!({} as never);
    sdk.role.set('org_admin');
    const asAdmin = sdk.clients.owners();
    await asAdmin.queryFn!({} as never);
    expect(sent).toEqual(['handlowiec', 'org_admin']);
    expect(asSalesRep.queryKey).not.toEqual(asAdmin.queryKey);
  });

  it('is empty when signed out', async () => {
    server.use(authHandlers.token.unauthorized());
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stale' } });
    await until(sdk, (snapshot) => snapshot.authentication.startsWith('signedOut'));
    expect(sdk.role.getSnapshot()).toEqual({ role: null, roles: [] });
  });
});
