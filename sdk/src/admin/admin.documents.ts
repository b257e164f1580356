import { graphql } from '../gql';

// The /admin operations on the wire: the organization's users (auth.users as Nhost tracks it) and their roles
// (auth.user_roles for the JWT, public.profiles for the organization). The permissions of nhost/metadata
// limit `org_admin` to the users of his own organization.

export const AdminUserFragment = graphql(`
  fragment AdminUser on users {
    id
    displayName
    email
    emailVerified
    disabled
    defaultRole
    lastSeen
    createdAt
    roles(order_by: { role: asc }) {
      id
      role
    }
    profiles(order_by: { role: asc }) {
      id
      org_id
      role
      client_id
      client {
        id
        name
        code
      }
    }
  }
`);

export const AdminUsersDocument = graphql(`
  query AdminUsers($where: users_bool_exp!, $orderBy: [users_order_by!]!, $limit: Int!, $offset: Int!) {
    users(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
      ...AdminUser
    }
    usersAggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

export const AdminSetUserDisabledDocument = graphql(`
  mutation AdminSetUserDisabled($id: uuid!, $disabled: Boolean!) {
    updateUser(pk_columns: { id: $id }, _set: { disabled: $disabled }) {
      id
      disabled
    }
  }
`);

export const AdminSetUserRolesDocument = graphql(`
  mutation AdminSetUserRoles(
    $userId: uuid!
    $orgId: uuid!
    $addProfiles: [profiles_insert_input!]!
    $addRoles: [authUserRoles_insert_input!]!
    $remove: [String!]!
    $defaultRole: String!
  ) {
    insert_profiles(objects: $addProfiles) {
      affected_rows
    }
    insertAuthUserRoles(objects: $addRoles) {
      affected_rows
    }
    delete_profiles(where: { user_id: { _eq: $userId }, org_id: { _eq: $orgId }, role: { _in: $remove } }) {
      affected_rows
    }
    deleteAuthUserRoles(where: { userId: { _eq: $userId }, role: { _in: $remove } }) {
      affected_rows
    }
    updateUser(pk_columns: { id: $userId }, _set: { defaultRole: $defaultRole }) {
      id
      defaultRole
    }
  }
`);

// A klient's company (profiles.client_id): the organization's administrator moves him to another of its clients.
export const AdminSetKlientClientDocument = graphql(`
  mutation AdminSetKlientClient($profileId: uuid!, $clientId: uuid!) {
    update_profiles_by_pk(pk_columns: { id: $profileId }, _set: { client_id: $clientId }) {
      id
      client_id
      client {
        id
        name
        code
      }
    }
  }
`);
