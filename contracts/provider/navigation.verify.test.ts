/**
 * nhost-auth honours rampa-app's navigation pact (consumer/navigation.pact.test.ts). Pact's verifier follows
 * redirects (its HTTP client does, with no setting to stop it), so a 302 it replays is compared after the
 * browser's next hop. This replays each interaction without following: the status, and every header the pact
 * names, by its regex matching rule or else exactly.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { TestOidcProvider } from '../../backend/test/oidc-provider.ts';
import { pactToVerify } from '../support/pacts';
import { startBackend, type RunningBackend } from './backend';

interface Interaction {
  description: string;
  providerStates?: unknown[];
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[]>;
  };
  response: {
    status: number;
    headers?: Record<string, string[]>;
    matchingRules?: {
      header?: Record<string, { matchers: { match: string; regex?: string }[] }>;
    };
  };
}

const PROVIDER = 'rampa-test';
let backend: RunningBackend;
const oidc = new TestOidcProvider();

beforeAll(async () => {
  await oidc.start();
  const prefix = `AUTH_PROVIDER_OIDC_${PROVIDER.toUpperCase().replaceAll('-', '_')}`;
  backend = await startBackend({
    AUTH_PROVIDER_OIDC_IDS: PROVIDER,
    [`${prefix}_ISSUER`]: oidc.issuer,
    [`${prefix}_CLIENT_ID`]: oidc.clientId,
    [`${prefix}_CLIENT_SECRET`]: oidc.clientSecret,
  });
});
afterAll(async () => {
  await backend?.stop();
  await oidc.stop();
});

const interactions = (): Interaction[] =>
  (
    JSON.parse(readFileSync(pactToVerify(inject('contractsRunDir'), 'nhost-auth-navigation'), 'utf8')) as {
      interactions: Interaction[];
    }
  ).interactions;

it('nhost-auth honours rampa-app’s navigation pact, redirects not followed', async () => {
  const all = interactions();
  expect(all.length).toBeGreaterThan(0);
  for (const interaction of all) {
    // No state handlers here: an interaction that needs one belongs in the nhost-auth pact.
    expect(interaction.providerStates ?? [], interaction.description).toEqual([]);
    const { request, response } = interaction;
    const url = new URL(request.path, backend.url);
    for (const [name, values] of Object.entries(request.query ?? {})) {
      for (const value of values) url.searchParams.append(name, value);
    }
    const headers = Object.entries(request.headers ?? {}).map(([name, values]) => [name, values.join(', ')]);
    const answer = await fetch(url, {
      method: request.method,
      headers: Object.fromEntries(headers),
      redirect: 'manual',
    });
    expect(answer.status, interaction.description).toBe(response.status);
    for (const [name, [expected]] of Object.entries(response.headers ?? {})) {
      const actual = answer.headers.get(name);
      const rules = response.matchingRules?.header?.[name]?.matchers ?? [];
      const regex = rules.find((rule) => rule.match === 'regex')?.regex;
      if (regex) expect(actual, `${interaction.description}: ${name}`).toMatch(new RegExp(regex));
      else expect(actual, `${interaction.description}: ${name}`).toBe(expected);
    }
    // The address it sends the browser to is the configured provider's own authorization endpoint.
    if (answer.status === 302) {
      expect(answer.headers.get('location')).toContain(`client_id=${oidc.clientId}`);
    }
  }
});
