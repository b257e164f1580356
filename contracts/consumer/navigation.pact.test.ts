/**
 * rampa-app → nhost-auth, the addresses the browser itself goes to: the sdk only builds them
 * (`sdk.auth.providerSignInUrl`), the browser follows the answer. Recorded in their own pact, as Pact's verifier
 * follows redirects and so cannot check one; provider/navigation.verify.test.ts replays it.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { booked, consumerPact } from './pact';
import { contractSdk } from './sdk';

const pact = consumerPact('nhost-auth-navigation');

/** The OpenID provider the verifying backend has configured (provider/navigation.verify.test.ts). */
const PROVIDER = 'rampa-test';

describe('the OAuth sign-in redirect', () => {
  it('sends the browser on to the provider’s authorization address', () =>
    pact
      .addInteraction()
      .uponReceiving('a browser starting an OAuth sign-in with a configured provider')
      .withRequest('GET', `/v1/auth/signin/provider/${PROVIDER}`)
      .willRespondWith(302, (response) =>
        response.headers({
          // Only that it is an absolute web address: the browser goes there, the app reads nothing of it.
          Location: MatchersV3.regex(
            '^https?://[^\\s?#]+\\?\\S+$',
            'https://login.example.com/authorize?response_type=code&client_id=rampa&state=4b0c',
          ),
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const url = contractSdk(mockserver.url).auth.providerSignInUrl(PROVIDER);
          expect(url).toBe(`${mockserver.url}/v1/auth/signin/provider/${PROVIDER}`);

          const answer = await fetch(url, { redirect: 'manual' });

          expect(answer.status).toBe(302);
          expect(answer.headers.get('location')).toMatch(/^https:\/\/login\.example\.com\/authorize\?/);
        }),
      ));
});
