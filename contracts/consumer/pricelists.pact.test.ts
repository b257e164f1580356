/**
 * rampa-app → nhost-graphql, Cenniki: the lists made for one client as the handlowiec reads them in the generator,
 * and the klient's own lists (no filter: the metadata shows him only his company's). Through the sdk's own query
 * options. The lists are made by functions/pricelists/generate (tested in backend and e2e), not over GraphQL.
 */
import { createPriceListQueries, PriceListsDocument } from '@rampa/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { staffWithPriceList } from '../states';
import { graphqlSession, type GraphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { fromProviderState, integer, like, uuid } from './matchers';

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
const given = (role: Role) =>
  staffWithPriceList({ role, email: EMAILS[role], orgId: ORG_ID, clientName: CLIENT });
const accessToken = staffWithPriceList.value('accessToken');
const as: Record<Role, GraphqlSession> = {
  handlowiec: graphqlSession({ role: 'handlowiec', accessToken }),
  klient: graphqlSession({ role: 'klient', accessToken }),
};
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

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('Cenniki queries', () => {
  it('lists the price lists made for one client, newest first (handlowiec, the generator)', () =>
    pact
      .addInteraction()
      .given(...given('handlowiec'))
      .uponReceiving('the price lists of one client')
      .withRequest(
        ...as.handlowiec.request(PriceListsDocument, {
          where: { client_id: { _eq: clientIdFromState() } },
          limit: 100,
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: { price_lists: eachLike(summary) } }))
      .executeTest(
        booked(async (mockserver) => {
          const rows = await queryClient().fetchQuery(
            createPriceListQueries(as.handlowiec.graphql(mockserver.url), () => 'handlowiec').list(CLIENT_ID),
          );
          expect(rows[0]).toMatchObject({ client: { name: CLIENT }, discount_percent: 5 });
        }),
      ));

  it('lists the klient’s own price lists without a filter', () =>
    pact
      .addInteraction()
      .given(...given('klient'))
      .uponReceiving('the price lists of the klient’s company')
      .withRequest(...as.klient.request(PriceListsDocument, { where: {}, limit: 100 }))
      .willRespondWith(200, (response) => response.jsonBody({ data: { price_lists: eachLike(summary) } }))
      .executeTest(
        booked(async (mockserver) => {
          const rows = await queryClient().fetchQuery(
            createPriceListQueries(as.klient.graphql(mockserver.url), () => 'klient').list(),
          );
          expect(rows[0]!.number).toMatch(/^CN\//);
        }),
      ));
});
