/**
 * rampa-app → nhost-graphql, Administracja: the organization's administrator moves a klient user to another client
 * of the organization ("Zmień firmę", profiles.client_id), through the sdk's own mutation options, as org_admin.
 */
import { AdminSetKlientClientDocument, createAdminMutations, type GraphqlClient } from '@rampa/sdk';
import { createTestJwt } from '@rampa/sdk/testing';
import { print } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { adminWithKlient } from '../states';
import { booked, consumerPact } from './pact';
import { fromProviderState, like, uuid } from './matchers';
import { contractSdk, type ContractSdk } from './sdk';

const pact = consumerPact('nhost-graphql');

const ORG_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0e01';
const PROFILE_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0e02';
const OTHER_CLIENT_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0e03';
const OTHER_CLIENT = 'Skład Opału Nowak Sp. z o.o.';
const ACCESS_TOKEN = createTestJwt({ defaultRole: 'org_admin', issuedAt: 4_102_443_900, expiresIn: 900 });

const given = () =>
  adminWithKlient({
    email: 'admin.firmy@example.com',
    orgId: ORG_ID,
    klientEmail: 'klient.firmy@example.com',
    clientName: 'Hurtownia Budowlana Kowalski Sp. z o.o.',
    otherClientName: OTHER_CLIENT,
  });

const sdks: ContractSdk[] = [];
afterEach(() => sdks.splice(0).forEach((sdk) => sdk.destroy()));

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

describe('Administracja: a klient’s company', () => {
  it('moves a klient of the organization to another of its clients', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a klient moved to another client of the organization')
      .withRequest('POST', '/v1/graphql', (request) =>
        request
          .headers({
            Authorization: fromProviderState(
              `Bearer ${adminWithKlient.value('accessToken')}`,
              `Bearer ${ACCESS_TOKEN}`,
            ),
            'x-hasura-role': 'org_admin',
            'Content-Type': 'application/json',
          })
          .jsonBody({
            query: print(AdminSetKlientClientDocument),
            variables: {
              profileId: fromProviderState(adminWithKlient.value('profileId'), PROFILE_ID),
              clientId: fromProviderState(adminWithKlient.value('otherClientId'), OTHER_CLIENT_ID),
            },
            operationName: 'AdminSetKlientClient',
          }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            update_profiles_by_pk: {
              id: uuid(PROFILE_ID),
              client_id: uuid(OTHER_CLIENT_ID),
              client: { id: uuid(OTHER_CLIENT_ID), name: like(OTHER_CLIENT), code: like('KL-000002') },
            },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const mutations = createAdminMutations(graphqlFor(mockserver.url), () => {
            throw new Error('no invitation here');
          });
          const { mutationFn } = mutations.setKlientClient();
          const moved = await mutationFn!({ profileId: PROFILE_ID, clientId: OTHER_CLIENT_ID }, {} as never);
          expect(moved).toMatchObject({ client_id: OTHER_CLIENT_ID, client: { name: OTHER_CLIENT } });
        }),
      ));
});
