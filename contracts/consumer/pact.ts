import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { beforeAll, inject } from 'vitest';
import { CONSUMER, PACT_DIR, pactFile, type ProviderName } from '../support/pacts';

/**
 * The Pact for `rampa-app` → `provider`, writing `contracts/pacts/rampa-app-<provider>.json` (Pact V4).
 *
 * Pact merges new interactions into an existing file, so an interaction that was renamed or deleted would stay in
 * the committed file for ever. The first consumer file of a run that talks to a provider therefore deletes that
 * provider's file; every later file of the same run (several GraphQL domains share `nhost-graphql`) adds to it.
 * It happens in `beforeAll`, not at import: collecting tests (`vitest list`, editors) must not touch the files.
 */
export function consumerPact(provider: ProviderName): PactV4 {
  beforeAll(() => startFresh(provider));
  return new PactV4({
    consumer: CONSUMER,
    provider,
    dir: PACT_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });
}

function startFresh(provider: ProviderName): void {
  const marker = join(inject('contractsRunDir'), `${provider}.written`);
  if (existsSync(marker)) return;
  rmSync(pactFile(provider), { force: true });
  writeFileSync(marker, '');
}
