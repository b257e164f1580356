import { afterAll, beforeAll, it } from 'vitest';
import { authStateHandlers } from './auth.states';
import { startBackend, type RunningBackend } from './backend';
import { verifyPact } from './verify';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

it('nhost-auth honours rampa-app’s pact', () =>
  verifyPact({
    provider: 'nhost-auth',
    providerBaseUrl: backend.url,
    stateHandlers: authStateHandlers(backend),
  }));
