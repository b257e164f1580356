/**
 * rampa-app → nhost-graphql, Administracja: the organization's administrator lists its users by role, disables
 * one, changes his roles, and moves a klient user to another client of the organization ("Zmień firmę",
 * profiles.client_id), through the sdk's own query and mutation options, as org_admin.
 */
import {
  AdminSetKlientClientDocument,
  AdminSetUserDisabledDocument,
  AdminSetUserRolesDocument,
  AdminUsersDocument,
  createAdminMutations,
  createAdminQueries,
  type GraphqlClient,
} from '@rampa/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminWithKlient, adminWithUser } from '../states';
import { graphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { boolean, fromProviderState, integer, like, uuid } from './matchers';

const pact = consumerPact('nhost-graphql');
const { regex, eachLike } = MatchersV3;

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

const mutationsOf = (graphql: GraphqlClient) =>
  createAdminMutations(graphql, () => {
    throw new Error('no invitation here');
  });

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
          const { mutationFn } = mutationsOf(orgAdmin.graphql(mockserver.url)).setKlientClient();
          const moved = await mutationFn!({ profileId: PROFILE_ID, clientId: OTHER_CLIENT_ID }, {} as never);
          expect(moved).toMatchObject({ client_id: OTHER_CLIENT_ID, client: { name: OTHER_CLIENT } });
        }),
      ));
});

describe('Administracja: the organization’s users', () => {
  const STAFF_ORG_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0e11';
  const USER_ID = '4b8d2f63-0c5e-4a71-9f32-6d7e8f9a0e12';
  const USER_EMAIL = 'magazynier.firmy@example.com';
  const USER_NAME = 'Pracownik Kontraktowy';
  const TIMESTAMP = regex(
    '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([+-]\\d{2}:\\d{2}|Z)$',
    '2026-11-01T08:00:00.000+00:00',
  );
  const given = () =>
    adminWithUser({
      email: 'admin.zespolu@example.com',
      orgId: STAFF_ORG_ID,
      userEmail: USER_EMAIL,
      role: 'magazynier',
    });
  const admin = graphqlSession({ role: 'org_admin', accessToken: adminWithUser.value('accessToken') });
  const userId = () => fromProviderState(adminWithUser.value('userId'), USER_ID);
  const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('lists the users who hold a role, with their roles and profiles, and the total', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the organization’s users with one role')
      .withRequest(
        ...admin.request(AdminUsersDocument, {
          where: { _and: [{ roles: { role: { _eq: 'magazynier' } } }] },
          orderBy: [{ displayName: 'asc_nulls_last' }, { id: 'asc' }],
          limit: 25,
          offset: 0,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            users: eachLike({
              id: uuid(USER_ID),
              displayName: like(USER_NAME),
              email: like(USER_EMAIL),
              emailVerified: boolean(true),
              disabled: boolean(false),
              defaultRole: like('magazynier'),
              lastSeen: null,
              createdAt: TIMESTAMP,
              roles: eachLike({ id: uuid(USER_ID), role: like('magazynier') }),
              profiles: eachLike({
                id: uuid(USER_ID),
                org_id: uuid(STAFF_ORG_ID),
                role: like('magazynier'),
                client_id: null,
                client: null,
              }),
            }),
            usersAggregate: { aggregate: { count: integer(1) } },
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const page = await queryClient().fetchQuery(
            createAdminQueries(admin.graphql(mockserver.url)).users({ role: 'magazynier' }),
          );
          expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
          expect(page.rows).toEqual([
            expect.objectContaining({
              id: USER_ID,
              email: USER_EMAIL,
              disabled: false,
              roles: ['magazynier'],
              profiles: [expect.objectContaining({ org_id: STAFF_ORG_ID, role: 'magazynier', client: null })],
            }),
          ]);
        }),
      ));

  it('disables a user of the organization', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a user of the organization disabled')
      .withRequest(...admin.request(AdminSetUserDisabledDocument, { id: userId(), disabled: true }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { updateUser: { id: uuid(USER_ID), disabled: boolean(true) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const { mutationFn } = mutationsOf(admin.graphql(mockserver.url)).setDisabled();
          const user = await mutationFn!({ id: USER_ID, disabled: true }, {} as never);
          expect(user).toEqual({ id: USER_ID, disabled: true });
        }),
      ));

  it('adds a role to a user and removes the roles he no longer holds, keeping his default role', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('a role added to a user of the organization')
      .withRequest(
        ...admin.request(AdminSetUserRolesDocument, {
          userId: userId(),
          orgId: STAFF_ORG_ID,
          addProfiles: [
            { user_id: userId(), org_id: STAFF_ORG_ID, role: 'handlowiec', display_name: USER_NAME },
          ],
          addRoles: [{ userId: userId(), role: 'handlowiec' }],
          remove: ['kierowca', 'klient', 'org_admin'],
          defaultRole: 'magazynier',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { updateUser: { id: uuid(USER_ID), defaultRole: like('magazynier') } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const { mutationFn } = mutationsOf(admin.graphql(mockserver.url)).setRoles();
          const user = await mutationFn!(
            {
              user: {
                id: USER_ID,
                displayName: USER_NAME,
                roles: ['magazynier'],
                defaultRole: 'magazynier',
                profiles: [{ org_id: STAFF_ORG_ID, role: 'magazynier' }],
              },
              orgId: STAFF_ORG_ID,
              roles: ['magazynier', 'handlowiec'],
            },
            {} as never,
          );
          expect(user).toEqual({ id: USER_ID, defaultRole: 'magazynier' });
        }),
      ));
});
