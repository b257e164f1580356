import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The one consumer of every Rampa contract: the app, through @rampa/sdk. */
export const CONSUMER = 'rampa-app';

/** One provider per Nhost service the sdk talks to. */
export type ProviderName = 'nhost-auth' | 'nhost-storage' | 'nhost-graphql';

/** Committed pact files: `contracts/pacts/rampa-app-<provider>.json`. */
export const PACT_DIR = fileURLToPath(new URL('../pacts/', import.meta.url));

export const pactFile = (provider: ProviderName): string => join(PACT_DIR, `${CONSUMER}-${provider}.json`);
