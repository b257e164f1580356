/**
 * rampa-app → nhost-graphql, Cenniki: the lists made for one client as the handlowiec reads them in the generator,
 * and the klient's own lists (no filter: the metadata shows him only his company's). Through the sdk's own query
 * options. The lists are made by functions/pricelists/generate (tested in backend and e2e), not over GraphQL.
 */
import { createPriceListQueries, PriceListsDocument, type GraphqlClient } from '@rampa/sdk';
import { createTestJwt } from '@rampa/sdk/testing';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { print } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { staffWithPriceList } from '../states';
import { booked, consumerPact } from './pact';
import { fromProviderState, integer, like, uuid } from './matchers';
import { contractSdk, type ContractSdk } from './sdk';

const pact = consumerPact('nhost-graphql');
const { regex, eachLike, number } = MatchersV3;

const ORG_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9d01';
const CLIENT_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c02';
const LIST_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9c03';
const CLIENT = 'Budimex Dom Sp. z o.o.';
const TIMESTAMP = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([+-]\\d{2}:\\d{2}|Z)$',
  '2026-11-25T08:00:00.000+00:00',
);
const DATE = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);

type Role = 'handlowiec' | 'klient';
const EMAILS: Record<Role, string> = {
  handlowiec: 'handlowiec.cenniki@example.com',
  klient: 'klient.cenniki@example.com',
};
const TOKENS: Record<Role, string> = {
  handlowiec: createTestJwt({ defaultRole: 'handlowiec', issuedAt: 4_102_443_900, expiresIn: 900 }),
  klient: createTestJwt({ defaultRole: 'klient', issuedAt: 4_102_443_900, expiresIn: 900 }),
};
const given = (role: Role) =>
  staffWithPriceList({ role, email: EMAILS[role], orgId: ORG_ID, clientName: CLIENT });
const headers = (role: Role) => ({
  Authorization: fromProviderState(
    `Bearer ${staffWithPriceList.value('accessToken')}`,
    `Bearer ${TOKENS[role]}`,
  ),
  'x-hasura-role': role,
  'Content-Type': 'application/json',
});
const clientIdFromState = () => fromProviderState(staffWithPriceList.value('clientId'), CLIENT_ID);

// Files are null until the generator has stored them (the state's list was made in SQL).
const summary = {
  id: uuid(LIST_ID),
  number: regex('^CN/\\d{4}/\\d{4}$', 'CN/2026/0001'),
  client_id: uuid(CLIENT_ID),
  valid_from: DATE('2026-11-25'),
  valid_to: DATE('2027-02-28'),
  discount_percent: number(5),
  columns: like('sku,name,unit,net,vat,gross'),
  note: like('Cennik kwartalny'),
  created_at: TIMESTAMP,
  pdf_file_id: null,
  csv_file_id: null,
  client: { id: uuid(CLIENT_ID), name: like(CLIENT) },
  items_aggregate: { aggregate: { count: integer(1) } },
};

const sdks: ContractSdk[] = [];
afterEach(() => sdks.splice(0).forEach((sdk) => sdk.destroy()));

function graphqlFor(url: string, role: Role): GraphqlClient {
  const sdk = contractSdk(url);
  sdks.push(sdk);
  return {
    url: sdk.graphql.url,
    request: (document, variables, options) =>
      sdk.graphql.request(document, variables, {
        ...options,
        headers: { ...options?.headers, Authorization: `Bearer ${TOKENS[role]}` },
      }),
  };
}
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('Cenniki queries', () => {
  it('lists the price lists made for one client, newest first (handlowiec, the generator)', () =>
    pact
      .addInteraction()
      .given(...given('handlowiec'))
      .uponReceiving('the price lists of one client')
      .withRequest('POST', '/v1/graphql', (request) =>
        request.headers(headers('handlowiec')).jsonBody({
          query: print(PriceListsDocument),
          variables: { where: { client_id: { _eq: clientIdFromState() } }, limit: 100 },
          operationName: 'PriceLists',
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: { price_lists: eachLike(summary) } }))
      .executeTest(
        booked(async (mockserver) => {
          const rows = await queryClient().fetchQuery(
            createPriceListQueries(graphqlFor(mockserver.url, 'handlowiec'), () => 'handlowiec').list(
              CLIENT_ID,
            ),
          );
          expect(rows[0]).toMatchObject({ client: { name: CLIENT }, discount_percent: 5 });
        }),
      ));

  it('lists the klient’s own price lists without a filter', () =>
    pact
      .addInteraction()
      .given(...given('klient'))
      .uponReceiving('the price lists of the klient’s company')
      .withRequest('POST', '/v1/graphql', (request) =>
        request.headers(headers('klient')).jsonBody({
          query: print(PriceListsDocument),
          variables: { where: {}, limit: 100 },
          operationName: 'PriceLists',
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: { price_lists: eachLike(summary) } }))
      .executeTest(
        booked(async (mockserver) => {
          const rows = await queryClient().fetchQuery(
            createPriceListQueries(graphqlFor(mockserver.url, 'klient'), () => 'klient').list(),
          );
          expect(rows[0]!.number).toMatch(/^CN\//);
        }),
      ));
});
