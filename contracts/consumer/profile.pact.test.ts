/**
 * rampa-app → nhost-graphql, Profil & Ustawienia: the user's own auth.users row (Nhost's `updateUser`), his
 * security keys and personal access tokens, through the sdk's profile query and mutation options and its
 * GraphQL client (the same documents the app runs), with the user's default role (no x-hasura-role header).
 */
import {
  createProfileMutations,
  createProfileQueries,
  PersonalAccessTokensDocument,
  ProfileUserDocument,
  RemoveSecurityKeyDocument,
  RevokePersonalAccessTokenDocument,
  SecurityKeysDocument,
  UpdateProfileDocument,
} from '@rampa/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { profileOwner } from '../states';
import { graphqlSession } from './graphql';
import { booked, consumerPact } from './pact';
import { fromProviderState, like, uuid } from './matchers';

const pact = consumerPact('nhost-graphql');
const { regex, eachLike } = MatchersV3;

const ROLE = 'handlowiec';
const EMAIL = 'profil.kontrakt@example.com';
const NICKNAME = 'Laptop służbowy';
const TOKEN_NAME = 'Integracja ERP';
const USER_ID = '5b0e7c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
const KEY_ID = '5b0e7c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2e';
const TOKEN_ID = '5b0e7c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2f';
const TIMESTAMP = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([+-]\\d{2}:\\d{2}|Z)$',
  '2026-11-01T08:00:00.000+00:00',
);
/** What the app stores as avatarUrl: the storage URL of the file (fixed here, so the pact file is stable). */
const AVATAR_URL = 'http://localhost:4000/v1/storage/files/5b0e7c1a-2d3f-4a5b-8c6d-7e8f9a0b1c30';

const given = () => profileOwner({ email: EMAIL, role: ROLE, nickname: NICKNAME, tokenName: TOKEN_NAME });

/** The profile's requests act in the token's default role: the sdk sends no x-hasura-role. */
const owner = graphqlSession({
  role: ROLE,
  accessToken: profileOwner.value('accessToken'),
  sendsRole: false,
});

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const userRow = (changes: Record<string, unknown>) => ({
  id: uuid(USER_ID),
  displayName: like('Zofia Kowalska'),
  avatarUrl: like(''),
  locale: like('pl'),
  metadata: like({ firstName: 'Zofia', lastName: 'Kowalska' }),
  ...changes,
});

describe('Profil & Ustawienia: the user row', () => {
  it('reads the user’s own row: name, avatar, locale and the names in metadata', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving("the user's own row")
      .withRequest(
        ...owner.request(ProfileUserDocument, {
          id: fromProviderState(profileOwner.value('userId'), USER_ID),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: { user: userRow({}) } }))
      .executeTest(
        booked(async (mockserver) => {
          const { user } = await owner.graphql(mockserver.url).request(ProfileUserDocument, { id: USER_ID });
          expect(user).toEqual({
            id: USER_ID,
            displayName: 'Zofia Kowalska',
            avatarUrl: '',
            locale: 'pl',
            metadata: { firstName: 'Zofia', lastName: 'Kowalska' },
          });
        }),
      ));

  it('saves first and last name, display name and locale', () => {
    const set = {
      displayName: 'Zofia Kowalska',
      locale: 'pl',
      metadata: { firstName: 'Zofia', lastName: 'Kowalska' },
    };
    return pact
      .addInteraction()
      .given(...given())
      .uponReceiving("the user's own name and locale")
      .withRequest(
        ...owner.request(UpdateProfileDocument, {
          id: fromProviderState(profileOwner.value('userId'), USER_ID),
          set,
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: { updateUser: userRow({}) } }))
      .executeTest(
        booked(async (mockserver) => {
          const graphql = owner.graphql(mockserver.url);
          const { updateUser } = await graphql.request(UpdateProfileDocument, { id: USER_ID, set });
          expect(updateUser).toMatchObject({ displayName: 'Zofia Kowalska', metadata: set.metadata });
        }),
      );
  });

  it('links an uploaded avatar by its storage URL', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving("the user's own avatar URL")
      .withRequest(
        ...owner.request(UpdateProfileDocument, {
          id: fromProviderState(profileOwner.value('userId'), USER_ID),
          set: { avatarUrl: AVATAR_URL },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { updateUser: userRow({ avatarUrl: like(AVATAR_URL) }) } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const graphql = owner.graphql(mockserver.url);
          const { updateUser } = await graphql.request(UpdateProfileDocument, {
            id: USER_ID,
            set: { avatarUrl: AVATAR_URL },
          });
          expect(updateUser?.avatarUrl).toBe(AVATAR_URL);
        }),
      ));
});

describe('Profil & Ustawienia: security keys and personal access tokens', () => {
  it("lists the user's security keys", () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving("the user's own security keys")
      .withRequest(...owner.request(SecurityKeysDocument))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { authUserSecurityKeys: eachLike({ id: uuid(KEY_ID), nickname: like(NICKNAME) }) },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const graphql = owner.graphql(mockserver.url);
          const keys = await queryClient().fetchQuery(createProfileQueries(graphql).securityKeys());
          expect(keys).toEqual([{ id: KEY_ID, nickname: NICKNAME }]);
        }),
      ));

  it('removes a security key', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the removal of one of the user’s security keys')
      .withRequest(
        ...owner.request(RemoveSecurityKeyDocument, {
          id: fromProviderState(profileOwner.value('securityKeyId'), KEY_ID),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { deleteAuthUserSecurityKey: { id: uuid(KEY_ID) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const { sdk, graphql } = owner.connect(mockserver.url);
          const mutations = createProfileMutations({ graphql, storage: sdk.storage, auth: sdk.auth });
          await expect(
            mutations.removeSecurityKey.mutationFn!({ id: KEY_ID }, undefined as never),
          ).resolves.toBeUndefined();
        }),
      ));

  it("lists the user's personal access tokens with their names", () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving("the user's own personal access tokens")
      .withRequest(...owner.request(PersonalAccessTokensDocument))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            authRefreshTokens: eachLike({
              id: uuid(TOKEN_ID),
              createdAt: TIMESTAMP,
              expiresAt: TIMESTAMP,
              metadata: { name: like(TOKEN_NAME) },
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const graphql = owner.graphql(mockserver.url);
          const tokens = await queryClient().fetchQuery(createProfileQueries(graphql).personalAccessTokens());
          expect(tokens).toEqual([expect.objectContaining({ id: TOKEN_ID, metadata: { name: TOKEN_NAME } })]);
        }),
      ));

  it('revokes a personal access token', () =>
    pact
      .addInteraction()
      .given(...given())
      .uponReceiving('the revocation of one of the user’s personal access tokens')
      .withRequest(
        ...owner.request(RevokePersonalAccessTokenDocument, {
          id: fromProviderState(profileOwner.value('tokenId'), TOKEN_ID),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { deleteAuthRefreshToken: { id: uuid(TOKEN_ID) } } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const { sdk, graphql } = owner.connect(mockserver.url);
          const mutations = createProfileMutations({ graphql, storage: sdk.storage, auth: sdk.auth });
          await expect(
            mutations.revokePersonalAccessToken.mutationFn!({ id: TOKEN_ID }, undefined as never),
          ).resolves.toBeUndefined();
        }),
      ));
});
