import { graphql } from '../gql';

// Every Cenniki operation on the wire; contracts/consumer/pricelists.pact.test.ts pins them against the backend.
// The lists are made by functions/pricelists/generate (pricelists.generate.ts); these read them.

export const PriceListSummaryFragment = graphql(`
  fragment PriceListSummary on price_lists {
    id
    number
    client_id
    valid_from
    valid_to
    discount_percent
    columns
    note
    created_at
    pdf_file_id
    csv_file_id
    client {
      id
      name
    }
    items_aggregate {
      aggregate {
        count
      }
    }
  }
`);

export const PriceListsDocument = graphql(`
  query PriceLists($where: price_lists_bool_exp!, $limit: Int!) {
    price_lists(where: $where, order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {
      ...PriceListSummary
    }
  }
`);
