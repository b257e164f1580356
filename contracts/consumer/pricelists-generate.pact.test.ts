/**
 * rampa-app → nhost-functions, Cenniki: the generator's call, POST /v1/functions/pricelists/generate, with the
 * body the sdk's own mutation builds (the active role added): a hand-picked product with a price agreed for the
 * client, a 5 % discount for the rest. The provider runs functions/pricelists/generate on the backend, which makes
 * the list as the handlowiec, renders its PDF and CSV and stores them.
 */
import { createPriceListMutations, type FunctionsClient, type GeneratePriceListInput } from '@rampa/sdk';
import { createTestJwt } from '@rampa/sdk/testing';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { staffWithPriceList } from '../states';
import { booked, consumerPact } from './pact';
import { fromProviderState, uuid } from './matchers';

const pact = consumerPact('nhost-functions');
const { regex } = MatchersV3;

const ORG_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9d01';
const CLIENT_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c02';
const PRODUCT_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c04';
const EMAIL = 'handlowiec.cenniki@example.com';
const TOKEN = createTestJwt({ defaultRole: 'handlowiec', issuedAt: 4_102_443_900, expiresIn: 900 });

const input: GeneratePriceListInput = {
  clientId: CLIENT_ID,
  categoryIds: [],
  productIds: [PRODUCT_ID],
  prices: [{ productId: PRODUCT_ID, netPrice: 21.5 }],
  columns: ['sku', 'name', 'unit', 'net', 'vat', 'gross'],
  discountPercent: 5,
  validFrom: '2026-11-27',
  validTo: null,
};

/** The functions client as nhost-js sends it for a signed-in user: JSON, the bearer token. */
function functionsAt(url: string): FunctionsClient {
  return {
    url: `${url}/v1/functions`,
    async call<T>(path: string, body?: unknown) {
      const answer = await fetch(`${url}/v1/functions${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify(body),
      });
      return (await answer.json()) as T;
    },
  };
}

describe('Cenniki generator', () => {
  it('makes a price list for a client with a hand-picked product at an agreed price', () =>
    pact
      .addInteraction()
      .given(
        ...staffWithPriceList({
          role: 'handlowiec',
          email: EMAIL,
          orgId: ORG_ID,
          clientName: 'Budimex Dom Sp. z o.o.',
        }),
      )
      .uponReceiving('a request to generate a price list')
      .withRequest('POST', '/v1/functions/pricelists/generate', (request) =>
        request
          .headers({
            Authorization: fromProviderState(
              `Bearer ${staffWithPriceList.value('accessToken')}`,
              `Bearer ${TOKEN}`,
            ),
            'Content-Type': 'application/json',
          })
          .jsonBody({
            ...input,
            clientId: fromProviderState(staffWithPriceList.value('clientId'), CLIENT_ID),
            productIds: [fromProviderState(staffWithPriceList.value('productId'), PRODUCT_ID)],
            prices: [
              {
                productId: fromProviderState(staffWithPriceList.value('productId'), PRODUCT_ID),
                netPrice: 21.5,
              },
            ],
            role: 'handlowiec',
          }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          id: uuid('3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c05'),
          // The list's number, CN/RRRR/NNNN, given by the database.
          number: regex('^CN/\\d{4}/\\d{4}$', 'CN/2026/0002'),
          pdfFileId: uuid('3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c06'),
          csvFileId: uuid('3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c07'),
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const generate = createPriceListMutations(
            functionsAt(mockserver.url),
            () => 'handlowiec',
          ).generate();
          const made = await generate.mutationFn!(input, undefined as never);
          expect(made.number).toMatch(/^CN\/\d{4}\/\d{4}$/);
        }),
      ));

  it('readies the PDF renderer when the generator opens', () =>
    pact
      .addInteraction()
      .given(
        ...staffWithPriceList({
          role: 'handlowiec',
          email: EMAIL,
          orgId: ORG_ID,
          clientName: 'Budimex Dom Sp. z o.o.',
        }),
      )
      .uponReceiving('a request to warm the price list renderer')
      .withRequest('POST', '/v1/functions/pricelists/warm', (request) =>
        request
          .headers({
            Authorization: fromProviderState(
              `Bearer ${staffWithPriceList.value('accessToken')}`,
              `Bearer ${TOKEN}`,
            ),
            'Content-Type': 'application/json',
          })
          .jsonBody({ role: 'handlowiec' }),
      )
      .willRespondWith(202, (response) => response.jsonBody({ warming: true }))
      .executeTest(
        booked(async (mockserver) => {
          const lists = createPriceListMutations(functionsAt(mockserver.url), () => 'handlowiec');
          expect(await lists.warmRenderer()).toEqual({ warming: true });
        }),
      ));
});
