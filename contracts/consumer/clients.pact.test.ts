/**
 * rampa-app → nhost-graphql, Klienci: the list, one client by code, create and update, each through the sdk's own
 * query and mutation options (the same documents the app runs), as the handlowiec role.
 *
 * Only the selected fields are asserted, by type; the request bodies are exact (the printed document, its
 * variables and operation name), so a change of a document shows up here and in the provider verification.
 */
import {
  ChangeClientStatusDocument,
  ClientByCodeDocument,
  ClientHistoryDocument,
  ClientListDocument,
  ClientOwnersDocument,
  ClientsByNipDocument,
  createClientMutations,
  createClientQueries,
  CreateClientDocument,
  UpdateClientDocument,
  type GraphqlClient,
} from '@rampa/sdk';
import { createTestJwt } from '@rampa/sdk/testing';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { print, type DocumentNode } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { handlowiecWithClient } from '../states';
import { booked, consumerPact } from './pact';
import { boolean, fromProviderState, integer, like, uuid } from './matchers';
import { contractSdk, type ContractSdk } from './sdk';

const pact = consumerPact('nhost-graphql');
const { regex, eachLike } = MatchersV3;

const ROLE = 'handlowiec';
const EMAIL = 'handlowiec.klienci@example.com';
const ORG_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9a01';
const CLIENT_ID = '3a7c1e52-9b4d-4f60-8e21-5c6d7e8f9a02';
const CODE = 'KL-000001';
const NAME = 'Hurtownia Kontraktowa Sp. z o.o.';
const ACCESS_TOKEN = createTestJwt({ defaultRole: ROLE, issuedAt: 4_102_443_900, expiresIn: 900 });
const TIMESTAMP = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([+-]\\d{2}:\\d{2}|Z)$',
  '2026-11-01T08:00:00.000+00:00',
);

const given = () => handlowiecWithClient({ email: EMAIL, orgId: ORG_ID, code: CODE, name: NAME });

const headers = {
  Authorization: fromProviderState(
    `Bearer ${handlowiecWithClient.value('accessToken')}`,
    `Bearer ${ACCESS_TOKEN}`,
  ),
  'x-hasura-role': ROLE,
  'Content-Type': 'application/json',
};

const body = (document: DocumentNode, operationName: string, variables: Record<string, unknown>) => ({
  query: print(document),
  variables,
  operationName,
});

const owner = like({ id: uuid(CLIENT_ID), display_name: 'Handlowiec Kontraktowy' });

const listItem = {
  id: uuid(CLIENT_ID),
  code: like(CODE),
  kind: like('company'),
  name: like(NAME),
  nip: like('5422845917'),
  email: like('biuro@kontrakt.pl'),
  phone: like('+48 601 234 567'),
  city: like('Warszawa'),
  voivodeship: like('mazowieckie'),
  status: like('active'),
  tags: eachLike('VIP'),
  created_at: TIMESTAMP,
  updated_at: TIMESTAMP,
  owner,
};

const detail = {
  id: uuid(CLIENT_ID),
  org_id: uuid(ORG_ID),
  code: like(CODE),
  kind: like('company'),
  name: like(NAME),
  first_name: null,
  last_name: null,
  nip: like('5422845917'),
  regon: like('302046830'),
  krs: like('0000413516'),
  pesel: null,
  email: like('biuro@kontrakt.pl'),
  phone: like('+48 601 234 567'),
  street: like('Marszałkowska'),
  building_no: like('10'),
  apartment_no: like('2'),
  postal_code: like('00-950'),
  city: like('Warszawa'),
  voivodeship: like('mazowieckie'),
  country: like('PL'),
  status: like('active'),
  owner_id: uuid(CLIENT_ID),
  payment_term_days: integer(14),
  // The engine answers numeric as a JSON number, like Hasura without HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES.
  credit_limit: MatchersV3.number(25000),
  tags: eachLike('VIP'),
  notes: like('Dostawy do 14:00'),
  created_at: TIMESTAMP,
  updated_at: TIMESTAMP,
};

const sdks: ContractSdk[] = [];
afterEach(() => sdks.splice(0).forEach((sdk) => sdk.destroy()));

/** The sdk's GraphQL client with the bearer token the app's signed-in sdk would attach. */
function graphqlFor(url: string): GraphqlClient {
  const sdk = contractSdk(url);
  sdks.push(sdk);
  return {
    url: sdk.graphql.url,
    request: (document, variables, options) =>
      sdk.graphql.request(document, variables, {
        ...options,
        headers: { ...options?.headers, Authorization: `Bearer ${ACCESS_TOKEN}` },
      }),
  };
}

/** The session's active role, as the app's sdk reads it for every request. */
const asRole = () => ROLE;

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('Klienci queries', () => {
  it('lists the first page, sorted by name, with the total counted up to 10,001', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the default page of the client list')
      .withRequest('POST', '/v1/graphql', (request) =>
        request.headers(headers).jsonBody(
          body(ClientListDocument, 'ClientList', {
            where: {},
            orderBy: [{ name: 'asc' }, { id: 'asc' }],
            limit: 25,
            offset: 0,
            countLimit: 10_001,
          }),
        ),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            clients: eachLike(listItem),
            clients_aggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createClientQueries(graphqlFor(mockserver.url), asRole);
          const page = await queryClient().fetchQuery(queries.list());
          expect(page).toMatchObject({ total: 1, totalIsLowerBound: false });
          expect(page.rows[0]).toMatchObject({
            code: CODE,
            name: NAME,
            owner: { display_name: expect.any(String) },
          });
        }),
      ));

  it('finds a client by code with contacts and consents', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a client by its code')
      .withRequest('POST', '/v1/graphql', (request) =>
        request.headers(headers).jsonBody(body(ClientByCodeDocument, 'ClientByCode', { code: CODE })),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            clients: eachLike({
              ...detail,
              owner,
              contacts: eachLike({
                id: uuid(CLIENT_ID),
                client_id: uuid(CLIENT_ID),
                first_name: like('Ewa'),
                last_name: like('Kowalska'),
                position: like('Kierownik Zakupów'),
                phone: like('+48 602 345 678'),
                email: like('ewa.kowalska@kontrakt.pl'),
                is_primary: boolean(true),
              }),
              consents: eachLike({
                id: uuid(CLIENT_ID),
                client_id: uuid(CLIENT_ID),
                channel: like('email'),
                granted: boolean(true),
                recorded_at: TIMESTAMP,
                source: like('form'),
                text_version: like('2025-03'),
                recorded_by_profiles: eachLike({ display_name: like('Handlowiec Kontraktowy') }),
              }),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createClientQueries(graphqlFor(mockserver.url), asRole);
          const client = await queryClient().fetchQuery(queries.byCode(CODE));
          expect(client).toMatchObject({
            code: CODE,
            contacts: [{ is_primary: true }],
            consents: [{ granted: true }],
          });
        }),
      ));

  it('lists the organization’s sales reps as owners, with their users (the default owner of a new client)', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the owners a client may have')
      .withRequest('POST', '/v1/graphql', (request) =>
        request.headers(headers).jsonBody(body(ClientOwnersDocument, 'ClientOwners', {})),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            profiles: eachLike({
              id: uuid(CLIENT_ID),
              display_name: like('Handlowiec Kontraktowy'),
              user_id: uuid(ORG_ID),
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createClientQueries(graphqlFor(mockserver.url), asRole);
          const owners = await queryClient().fetchQuery(queries.owners());
          expect(owners[0]).toMatchObject({ display_name: expect.any(String), user_id: expect.any(String) });
        }),
      ));

  it('finds the organization’s clients with a NIP (the duplicate warning)', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the clients with a NIP')
      .withRequest('POST', '/v1/graphql', (request) =>
        request.headers(headers).jsonBody(body(ClientsByNipDocument, 'ClientsByNip', { nip: '5422845917' })),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { clients: eachLike({ id: uuid(CLIENT_ID), code: like(CODE), name: like(NAME) }) },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createClientQueries(graphqlFor(mockserver.url), asRole);
          // Typed with separators, asked for as ten digits.
          const clients = await queryClient().fetchQuery(queries.byNip('542-284-59-17'));
          expect(clients).toEqual([{ id: expect.any(String), code: CODE, name: NAME }]);
        }),
      ));

  it('reads a client’s history from the audit log, newest first', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the first page of a client’s history')
      .withRequest('POST', '/v1/graphql', (request) =>
        request.headers(headers).jsonBody(
          body(ClientHistoryDocument, 'ClientHistory', {
            clientId: fromProviderState(handlowiecWithClient.value('clientId'), CLIENT_ID),
            limit: 50,
            offset: 0,
          }),
        ),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            // The entries depend on what earlier interactions changed: only their shape is asserted.
            audit_log: eachLike({
              table_name: like('clients'),
              row_id: uuid(CLIENT_ID),
              action: regex('^(INSERT|UPDATE|DELETE)$', 'INSERT'),
              changed_at: TIMESTAMP,
            }),
            audit_log_aggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const queries = createClientQueries(graphqlFor(mockserver.url), asRole);
          const history = await queryClient().fetchQuery(queries.history(CLIENT_ID));
          expect(history.total).toBe(1);
          expect(history.entries[0]).toMatchObject({ table_name: 'clients', action: 'INSERT' });
        }),
      ));
});

describe('Klienci mutations', () => {
  it('creates a company client', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a new company client')
      .withRequest('POST', '/v1/graphql', (request) =>
        request.headers(headers).jsonBody(
          body(CreateClientDocument, 'CreateClient', {
            object: {
              org_id: ORG_ID,
              kind: 'company',
              name: 'Nowa Hurtownia S.A.',
              nip: '9721237317',
              postal_code: '31-042',
              city: 'Kraków',
              voivodeship: 'małopolskie',
              status: 'lead',
              tags: '{"nowy"}',
            },
          }),
        ),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { insert_clients_one: { id: uuid(CLIENT_ID), code: regex('^KL-\\d{6}$', 'KL-000002') } },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const create = createClientMutations(graphqlFor(mockserver.url), asRole).create();
          const created = await create.mutationFn!(
            {
              org_id: ORG_ID,
              kind: 'company',
              name: 'Nowa Hurtownia S.A.',
              nip: '9721237317',
              postal_code: '31-042',
              city: 'Kraków',
              voivodeship: 'małopolskie',
              status: 'lead',
              tags: ['nowy'],
            },
            undefined as never,
          );
          expect(created).toEqual({ id: CLIENT_ID, code: 'KL-000002' });
        }),
      ));

  it('updates a client', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a change of a client’s address')
      .withRequest('POST', '/v1/graphql', (request) =>
        request.headers(headers).jsonBody(
          body(UpdateClientDocument, 'UpdateClient', {
            id: fromProviderState(handlowiecWithClient.value('clientId'), CLIENT_ID),
            set: { city: 'Warszawa', postal_code: '00-950', street: 'Marszałkowska', building_no: '10' },
          }),
        ),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: { update_clients_by_pk: detail } }))
      .executeTest(
        booked(async (mockserver) => {
          const update = createClientMutations(graphqlFor(mockserver.url), asRole).update();
          const updated = await update.mutationFn!(
            {
              id: CLIENT_ID,
              changes: {
                city: 'Warszawa',
                postal_code: '00-950',
                street: 'Marszałkowska',
                building_no: '10',
              },
            },
            undefined as never,
          );
          expect(updated).toMatchObject({ id: CLIENT_ID, city: 'Warszawa' });
        }),
      ));

  it('changes the status of selected clients', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a status change of selected clients')
      .withRequest('POST', '/v1/graphql', (request) =>
        request.headers(headers).jsonBody(
          body(ChangeClientStatusDocument, 'ChangeClientStatus', {
            ids: [fromProviderState(handlowiecWithClient.value('clientId'), CLIENT_ID)],
            status: 'inactive',
          }),
        ),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_clients: {
              affected_rows: integer(1),
              returning: eachLike({ id: uuid(CLIENT_ID), status: like('inactive') }),
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const changeStatus = createClientMutations(graphqlFor(mockserver.url), asRole).changeStatus();
          const affected = await changeStatus.mutationFn!(
            { ids: [CLIENT_ID], status: 'inactive' },
            undefined as never,
          );
          expect(affected).toBe(1);
        }),
      ));
});
