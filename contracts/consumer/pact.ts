import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { inject } from 'vitest';
import { CONSUMER, type ProviderName, runPactDir } from '../support/pacts';

/**
 * The Pact for `rampa-app` → `provider`. It writes into this run's own folder (support/globalSetup.ts), which
 * starts empty, so the file holds exactly this run's interactions; every consumer file of the run that talks to
 * the provider (several GraphQL domains share `nhost-graphql`) adds to it. The run publishes it to
 * `contracts/pacts/rampa-app-<provider>.json` (Pact V4) when it ends.
 */
export function consumerPact(provider: ProviderName): PactV4 {
  return new PactV4({
    consumer: CONSUMER,
    provider,
    dir: runPactDir(inject('contractsRunDir')),
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });
}
