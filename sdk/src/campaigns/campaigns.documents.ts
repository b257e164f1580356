import { graphql } from '../gql';

// Every Kampanie operation on the wire; contracts/consumer/campaigns.pact.test.ts pins them against the backend.

export const CampaignResultsFragment = graphql(`
  fragment CampaignResults on campaign_results {
    selected
    contacted
    responded
    ordered
    opted_out
    response_rate
    cost_per_response
  }
`);

export const CampaignListItemFragment = graphql(`
  fragment CampaignListItem on campaigns {
    id
    name
    channel
    status
    starts_on
    ends_on
    budget
    actual_cost
    owner {
      id
      display_name
    }
    results {
      ...CampaignResults
    }
  }
`);

export const CampaignListDocument = graphql(`
  query CampaignList(
    $where: campaigns_bool_exp!
    $orderBy: [campaigns_order_by!]!
    $limit: Int!
    $offset: Int!
  ) {
    campaigns(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
      ...CampaignListItem
    }
    campaigns_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

export const CampaignByIdDocument = graphql(`
  query CampaignById($id: uuid!) {
    campaigns_by_pk(id: $id) {
      ...CampaignListItem
      description
      owner_id
      segment
      created_at
      updated_at
    }
  }
`);

export const CampaignMembersDocument = graphql(`
  query CampaignMembers($where: campaign_members_bool_exp!, $limit: Int!, $offset: Int!) {
    campaign_members(
      where: $where
      order_by: [{ client: { name: asc } }, { id: asc }]
      limit: $limit
      offset: $offset
    ) {
      id
      status
      contacted_at
      note
      client {
        id
        code
        name
        email
        phone
        city
      }
    }
    campaign_members_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

/** The segment count: how many clients match, how many may be contacted, and why the others may not. */
export const SegmentCountDocument = graphql(`
  query SegmentCount(
    $all: clients_bool_exp!
    $ok: clients_bool_exp!
    $blocked: clients_bool_exp!
    $withdrawn: clients_bool_exp!
    $noConsent: clients_bool_exp!
    $noAddress: clients_bool_exp!
    $channel: String!
  ) {
    all: clients_aggregate(where: $all) {
      aggregate {
        count
      }
    }
    ok: clients_aggregate(where: $ok) {
      aggregate {
        count
      }
    }
    blocked: clients_aggregate(where: $blocked) {
      aggregate {
        count
      }
    }
    withdrawn: clients_aggregate(where: $withdrawn) {
      aggregate {
        count
      }
    }
    noConsent: clients_aggregate(where: $noConsent) {
      aggregate {
        count
      }
    }
    noAddress: clients_aggregate(where: $noAddress) {
      aggregate {
        count
      }
    }
    excluded: clients(
      where: { _and: [$all, { _not: $ok }] }
      order_by: [{ name: asc }, { id: asc }]
      limit: 20
    ) {
      id
      code
      name
      channel_status(where: { channel: { _eq: $channel } }) {
        reason
      }
    }
  }
`);

export const SegmentContactableClientsDocument = graphql(`
  query SegmentContactableClients($where: clients_bool_exp!, $limit: Int!) {
    clients(where: $where, order_by: [{ id: asc }], limit: $limit) {
      id
    }
  }
`);

export const CreateCampaignDocument = graphql(`
  mutation CreateCampaign($object: campaigns_insert_input!) {
    insert_campaigns_one(object: $object) {
      id
    }
  }
`);

export const UpdateCampaignDocument = graphql(`
  mutation UpdateCampaign($id: uuid!, $set: campaigns_set_input!) {
    update_campaigns_by_pk(pk_columns: { id: $id }, _set: $set) {
      id
      updated_at
    }
  }
`);

export const ChangeCampaignStatusDocument = graphql(`
  mutation ChangeCampaignStatus($id: uuid!, $status: String!) {
    update_campaigns_by_pk(pk_columns: { id: $id }, _set: { status: $status }) {
      id
      status
    }
  }
`);

export const AddCampaignMembersDocument = graphql(`
  mutation AddCampaignMembers($objects: [campaign_members_insert_input!]!) {
    insert_campaign_members(
      objects: $objects
      on_conflict: { constraint: campaign_members_campaign_client_key, update_columns: [] }
    ) {
      affected_rows
    }
  }
`);

export const ChangeCampaignMembersStatusDocument = graphql(`
  mutation ChangeCampaignMembersStatus($ids: [uuid!]!, $status: String!) {
    update_campaign_members(where: { id: { _in: $ids } }, _set: { status: $status }) {
      affected_rows
    }
  }
`);

export const RemoveCampaignMembersDocument = graphql(`
  mutation RemoveCampaignMembers($ids: [uuid!]!) {
    delete_campaign_members(where: { id: { _in: $ids } }) {
      affected_rows
    }
  }
`);
