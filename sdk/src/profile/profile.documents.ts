import { graphql } from '../gql';

// Profil & Ustawienia on the wire: the signed-in user's own row of auth.users (Nhost's `user`/`updateUser`),
// his security keys and his personal access tokens (nhost/metadata: each role sees and changes only its own).

export const ProfileUserDocument = graphql(`
  query ProfileUser($id: uuid!) {
    user(id: $id) {
      id
      displayName
      avatarUrl
      locale
      metadata
    }
  }
`);

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($id: uuid!, $set: users_set_input!) {
    updateUser(pk_columns: { id: $id }, _set: $set) {
      id
      displayName
      avatarUrl
      locale
      metadata
    }
  }
`);

export const SecurityKeysDocument = graphql(`
  query SecurityKeys {
    authUserSecurityKeys(order_by: [{ nickname: asc }, { id: asc }]) {
      id
      nickname
    }
  }
`);

export const RemoveSecurityKeyDocument = graphql(`
  mutation RemoveSecurityKey($id: uuid!) {
    deleteAuthUserSecurityKey(id: $id) {
      id
    }
  }
`);

export const PersonalAccessTokensDocument = graphql(`
  query PersonalAccessTokens {
    authRefreshTokens(where: { type: { _eq: "pat" } }, order_by: [{ createdAt: desc }]) {
      id
      createdAt
      expiresAt
      metadata
    }
  }
`);

export const RevokePersonalAccessTokenDocument = graphql(`
  mutation RevokePersonalAccessToken($id: uuid!) {
    deleteAuthRefreshToken(id: $id) {
      id
    }
  }
`);
