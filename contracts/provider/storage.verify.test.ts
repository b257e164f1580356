import { afterAll, beforeAll, it } from 'vitest';
import { startBackend, type RunningBackend } from './backend';
import { storageStateHandlers } from './storage.states';
import { verifyPact } from './verify';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

it('nhost-storage honours rampa-app’s pact', () =>
  verifyPact({
    provider: 'nhost-storage',
    providerBaseUrl: backend.url,
    stateHandlers: storageStateHandlers(backend),
  }));
