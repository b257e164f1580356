import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The one consumer of every Rampa contract: the app, through @rampa/sdk. */
export const CONSUMER = 'rampa-app';

/**
 * One provider per Nhost service the sdk talks to, and `nhost-auth-navigation`: the auth addresses the browser
 * itself goes to (the OAuth sign-in redirect). Pact's verifier follows redirects, so that pact is replayed by
 * provider/navigation.verify.test.ts instead, which compares the redirect itself.
 */
export type ProviderName =
  'nhost-auth' | 'nhost-auth-navigation' | 'nhost-storage' | 'nhost-graphql' | 'nhost-functions';

/** Committed pact files: `contracts/pacts/rampa-app-<provider>.json`. */
export const PACT_DIR = fileURLToPath(new URL('../pacts/', import.meta.url));

/** Where a run's consumer tests write: a folder of that run's own, published to {@link PACT_DIR} at its end. */
export const runPactDir = (runDir: string): string => join(runDir, 'pacts');

export const pactFileName = (provider: ProviderName): string => `${CONSUMER}-${provider}.json`;

export const pactFile = (provider: ProviderName): string => join(PACT_DIR, pactFileName(provider));

/** The pact a verification replays: the one this run's consumers just wrote, else the committed one. */
export function pactToVerify(runDir: string, provider: ProviderName): string {
  const written = join(runPactDir(runDir), pactFileName(provider));
  return existsSync(written) ? written : pactFile(provider);
}
