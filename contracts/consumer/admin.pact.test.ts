/**
 * rampa-app → nhost-graphql, Administracja: the organization's administrator moves a klient user to another client
 * of the organization ("Zmień firmę", profiles.client_id), through the sdk's own mutation options, as org_admin.
 */
import { AdminSetKlientClientDocument, createAdminMutations } from '@rampa/sdk';
import { describe, expect, it } from 'vitest';
import { adminWithKlient } from '../states';
import { graphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { fromProviderState, like, uuid } from './matchers';

const pact = consumerPact('nhost-graphql');

const ORG_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0e01';
const PROFILE_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0e02';
const OTHER_CLIENT_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0e03';
const OTHER_CLIENT = 'Skład Opału Nowak Sp. z o.o.';

const given = () =>
  adminWithKlient({
    email: 'admin.firmy@example.com',
    orgId: ORG_ID,
    klientEmail: 'klient.firmy@example.com',
    clientName: 'Hurtownia Budowlana Kowalski Sp. z o.o.',
    otherClientName: OTHER_CLIENT,
  });

const orgAdmin = graphqlSession({ role: 'org_admin', accessToken: adminWithKlient.value('accessToken') });

describe('Administracja: a klient’s company', () => {
  it('moves a klient of the organization to another of its clients', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a klient moved to another client of the organization')
      .withRequest(
        ...orgAdmin.request(AdminSetKlientClientDocument, {
          profileId: fromProviderState(adminWithKlient.value('profileId'), PROFILE_ID),
          clientId: fromProviderState(adminWithKlient.value('otherClientId'), OTHER_CLIENT_ID),
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
          const mutations = createAdminMutations(orgAdmin.graphql(mockserver.url), () => {
            throw new Error('no invitation here');
          });
          const { mutationFn } = mutations.setKlientClient();
          const moved = await mutationFn!({ profileId: PROFILE_ID, clientId: OTHER_CLIENT_ID }, {} as never);
          expect(moved).toMatchObject({ client_id: OTHER_CLIENT_ID, client: { name: OTHER_CLIENT } });
        }),
      ));
});
