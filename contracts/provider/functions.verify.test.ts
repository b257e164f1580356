import { afterAll, beforeAll, it } from 'vitest';
import { startBackend, type RunningBackend } from './backend';
import { priceListStateHandlers } from './pricelists.states';
import { verifyPact } from './verify';

let backend: RunningBackend;
const ENV = ['NHOST_GRAPHQL_URL', 'NHOST_STORAGE_URL'] as const;
const saved: Partial<Record<(typeof ENV)[number], string>> = {};
beforeAll(async () => {
  backend = await startBackend();
  // The functions call the backend back at its services; it listens on a port chosen when it started.
  for (const name of ENV) saved[name] = process.env[name];
  process.env.NHOST_GRAPHQL_URL = `${backend.url}/v1/graphql`;
  process.env.NHOST_STORAGE_URL = `${backend.url}/v1/storage`;
});
afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await backend?.stop();
});

it('nhost-functions honours rampa-app’s pact', () =>
  verifyPact({
    provider: 'nhost-functions',
    providerBaseUrl: backend.url,
    stateHandlers: priceListStateHandlers(backend),
  }));
