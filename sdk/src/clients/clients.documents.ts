import { graphql } from '../gql';

// Every Klienci operation on the wire. The app imports fragment types only; contracts/consumer/clients.pact.test.ts
// pins these documents against the backend.

export const ClientListItemFragment = graphql(`
  fragment ClientListItem on clients {
    id
    code
    kind
    name
    nip
    email
    phone
    city
    voivodeship
    status
    tags
    created_at
    updated_at
    owner {
      id
      display_name
    }
  }
`);

export const ClientDetailFragment = graphql(`
  fragment ClientDetail on clients {
    id
    org_id
    code
    kind
    name
    first_name
    last_name
    nip
    regon
    krs
    pesel
    email
    phone
    street
    building_no
    apartment_no
    postal_code
    city
    voivodeship
    country
    status
    owner_id
    payment_term_days
    credit_limit
    tags
    notes
    created_at
    updated_at
  }
`);

export const ClientContactFragment = graphql(`
  fragment ClientContact on client_contacts {
    id
    client_id
    first_name
    last_name
    position
    phone
    email
    is_primary
  }
`);

export const ClientConsentFragment = graphql(`
  fragment ClientConsent on client_consents {
    id
    client_id
    channel
    granted
    recorded_at
    source
    text_version
    recorded_by_profiles(limit: 1) {
      display_name
    }
  }
`);

/** The count stops at `$countLimit` rows (the sdk asks one past its cap): a huge organization's page stays fast. */
export const ClientListDocument = graphql(`
  query ClientList(
    $where: clients_bool_exp!
    $orderBy: [clients_order_by!]!
    $limit: Int!
    $offset: Int!
    $countLimit: Int!
  ) {
    clients(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
      ...ClientListItem
    }
    clients_aggregate(where: $where, limit: $countLimit) {
      aggregate {
        count
      }
    }
  }
`);

export const ClientByCodeDocument = graphql(`
  query ClientByCode($code: String!) {
    clients(where: { code: { _eq: $code } }, limit: 1) {
      ...ClientDetail
      owner {
        id
        display_name
      }
      contacts(order_by: [{ is_primary: desc }, { last_name: asc }, { id: asc }]) {
        ...ClientContact
      }
      consents(order_by: [{ recorded_at: desc }, { id: desc }]) {
        ...ClientConsent
      }
    }
  }
`);

export const ClientHistoryDocument = graphql(`
  query ClientHistory($clientId: uuid!, $limit: Int!, $offset: Int!) {
    audit_log(
      where: { client_id: { _eq: $clientId } }
      order_by: [{ changed_at: desc }, { id: desc }]
      limit: $limit
      offset: $offset
    ) {
      id
      table_name
      row_id
      action
      old_data
      new_data
      changed_at
      changed_by_profiles(limit: 1) {
        display_name
      }
    }
    audit_log_aggregate(where: { client_id: { _eq: $clientId } }) {
      aggregate {
        count
      }
    }
  }
`);

export const ClientOwnersDocument = graphql(`
  query ClientOwners {
    profiles(where: { role: { _eq: "handlowiec" } }, order_by: [{ display_name: asc }]) {
      id
      display_name
      user_id
    }
  }
`);

/** Other clients of the organization with this NIP (the form warns of a duplicate; saving stays allowed). */
export const ClientsByNipDocument = graphql(`
  query ClientsByNip($nip: String!) {
    clients(where: { nip: { _eq: $nip } }, order_by: [{ code: asc }], limit: 5) {
      id
      code
      name
    }
  }
`);

export const ClientOrganizationsDocument = graphql(`
  query ClientOrganizations {
    organizations(order_by: [{ name: asc }]) {
      id
      name
    }
  }
`);

export const CreateClientDocument = graphql(`
  mutation CreateClient($object: clients_insert_input!) {
    insert_clients_one(object: $object) {
      id
      code
    }
  }
`);

export const UpdateClientDocument = graphql(`
  mutation UpdateClient($id: uuid!, $set: clients_set_input!) {
    update_clients_by_pk(pk_columns: { id: $id }, _set: $set) {
      ...ClientDetail
    }
  }
`);

export const ChangeClientStatusDocument = graphql(`
  mutation ChangeClientStatus($ids: [uuid!]!, $status: String!) {
    update_clients(where: { id: { _in: $ids } }, _set: { status: $status }) {
      affected_rows
      returning {
        id
        status
      }
    }
  }
`);

export const AddClientContactDocument = graphql(`
  mutation AddClientContact($object: client_contacts_insert_input!) {
    insert_client_contacts_one(object: $object) {
      ...ClientContact
    }
  }
`);

export const UpdateClientContactDocument = graphql(`
  mutation UpdateClientContact($id: uuid!, $set: client_contacts_set_input!) {
    update_client_contacts_by_pk(pk_columns: { id: $id }, _set: $set) {
      ...ClientContact
    }
  }
`);

export const DeleteClientContactDocument = graphql(`
  mutation DeleteClientContact($id: uuid!) {
    delete_client_contacts_by_pk(id: $id) {
      id
    }
  }
`);

export const RecordClientConsentDocument = graphql(`
  mutation RecordClientConsent($object: client_consents_insert_input!) {
    insert_client_consents_one(object: $object) {
      ...ClientConsent
    }
  }
`);
