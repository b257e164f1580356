import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { NHOST_REFRESH_TOKEN_KEY } from './auth/constants';
import { createLazySdk } from './createLazySdk';
import { createSdk, type Sdk } from './createSdk';
import { createMemoryStorage } from './nhost/clientStorage';
import { SERVICE_NAMES } from './serviceNames';
import { authHandlers, startMswServer } from './test/harness';
import { createTestSession, TEST_BACKEND_URL } from './testing';

const server = startMswServer();

const created: Sdk[] = [];
afterEach(() => {
  for (const sdk of created.splice(0)) sdk.destroy();
});

function make(create: typeof createSdk, storedItems: Record<string, string> = {}) {
  const sdk = create({
    backendUrl: TEST_BACKEND_URL,
    location: null,
    clientStorageType: createMemoryStorage(storedItems),
  });
  created.push(sdk);
  return sdk;
}
const lazySdk = (storedItems?: Record<string, string>) => make(createLazySdk, storedItems);

describe('createLazySdk', () => {
  it('signs in before its services are loaded, and refuses a service until then', async () => {
    const session = createTestSession();
    server.use(authHandlers.signInEmailPassword.success(session));
    const sdk = lazySdk();
    await sdk.auth.waitUntilReady();

    const result = await sdk.auth.signInEmailPassword({
      email: 'jan.kowalski@firma.pl',
      password: 'haslo123',
    });

    expect(result.outcome).toBe('signedIn');
    expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
    expect(sdk.loaded).toBe(false);
    expect(() => sdk.clients).toThrow('sdk.clients is read before sdk.load() has resolved');
    expect(() => sdk.graphql).toThrow('sdk.graphql is read before sdk.load() has resolved');
  });

  it('has, once loaded, the same services as createSdk, built once', async () => {
    const sdk = lazySdk();
    const loading = sdk.load();
    expect(sdk.load()).toBe(loading);
    await loading;

    expect(sdk.loaded).toBe(true);
    const eager = make(createSdk);
    const services = Object.keys(eager).filter(
      (key) => !['urls', 'auth', 'role', 'organization'].includes(key),
    );
    expect([...SERVICE_NAMES, 'destroy', 'load', 'loaded'].sort()).toEqual(services.sort());
    for (const name of SERVICE_NAMES)
      expect(Object.keys(sdk[name]).sort()).toEqual(Object.keys(eager[name]).sort());
    expect(sdk.clients).toBe(sdk.clients);
    expect(sdk.graphql.url).toBe(`${TEST_BACKEND_URL}/v1/graphql`);
  });

  it("sends the session's token and role with the services' requests", async () => {
    const session = createTestSession();
    server.use(authHandlers.token.success(session, { once: true }));
    const headers: Headers[] = [];
    server.use(
      http.post(`${TEST_BACKEND_URL}/v1/graphql`, ({ request }) => {
        headers.push(request.headers);
        return HttpResponse.json({ data: { warehouses: [] } });
      }),
    );
    const sdk = lazySdk({ [NHOST_REFRESH_TOKEN_KEY]: 'stored' });
    await sdk.auth.waitUntilReady();
    await sdk.load();

    await sdk.graphql.request(
      JSON.parse('{"kind":"Document","definitions":[]}') as Parameters<Sdk['graphql']['request']>[0],
      {},
      { role: 'magazynier' },
    );

    expect(headers[0]?.get('Authorization')).toBe(`Bearer ${session.accessToken}`);
    expect(headers[0]?.get('x-hasura-role')).toBe('magazynier');
  });
});
