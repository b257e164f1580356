import { afterAll, beforeAll, it } from 'vitest';
// The backend's own local OpenID provider for tests: it makes its signing key and serves discovery and JWKS.
import { TestOidcProvider } from '../../backend/test/oidc-provider.ts';
import { authStateHandlers, ID_TOKEN_PROVIDER } from './auth.states';
import { startBackend, type RunningBackend } from './backend';
import { verifyPact } from './verify';

let backend: RunningBackend;
const oidc = new TestOidcProvider();
beforeAll(async () => {
  await oidc.start();
  const prefix = `AUTH_PROVIDER_OIDC_${ID_TOKEN_PROVIDER.toUpperCase().replaceAll('-', '_')}`;
  backend = await startBackend({
    AUTH_PROVIDER_OIDC_IDS: ID_TOKEN_PROVIDER,
    // The consumer's example token lives until a fixed date years ahead; the default cap is one year.
    AUTH_PAT_MAX_EXPIRES_IN: String(10 * 365 * 24 * 3600),
    [`${prefix}_ISSUER`]: oidc.issuer,
    [`${prefix}_CLIENT_ID`]: oidc.clientId,
    [`${prefix}_CLIENT_SECRET`]: oidc.clientSecret,
  });
});
afterAll(async () => {
  await backend?.stop();
  await oidc.stop();
});

it('nhost-auth honours rampa-app’s pact', () =>
  verifyPact({
    provider: 'nhost-auth',
    providerBaseUrl: backend.url,
    stateHandlers: authStateHandlers(backend, { oidc }),
  }));
