import { queryOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { RoleSource } from '../session/activeRole';
import { PriceListsDocument, PriceListSummaryFragment } from './pricelists.documents';

/** The columns a price list may show, in the generator's order (the database's `price_list_columns` rule). */
export const PRICE_LIST_COLUMNS = ['sku', 'ean', 'name', 'unit', 'net', 'vat', 'gross', 'image'] as const;
export type PriceListColumn = (typeof PRICE_LIST_COLUMNS)[number];

/** The newest lists first; a client has seldom more. */
export const PRICE_LIST_LIMIT = 100;

/** Query keys: everything Cenniki starts with `['priceLists']`. */
export const priceListKeys = {
  all: ['priceLists'] as const,
  list: (role: string, clientId: string | null) => [...priceListKeys.all, 'list', role, clientId] as const,
};

/** Query options for the price lists the active role may read. */
export function createPriceListQueries(graphql: GraphqlClient, activeRole: RoleSource) {
  return {
    /**
     * The lists made for one client (the generator's history), or, without a client, every list the role may
     * read: for a klient the ones made for his company (the metadata filters them).
     */
    list: (clientId: string | null = null) => {
      const role = activeRole() ?? '';
      return queryOptions({
        queryKey: priceListKeys.list(role, clientId),
        queryFn: async ({ signal }) =>
          (
            await graphql.request(
              PriceListsDocument,
              { where: clientId ? { client_id: { _eq: clientId } } : {}, limit: PRICE_LIST_LIMIT },
              { ...(role ? { role } : {}), signal },
            )
          ).price_lists.map((row) => getFragmentData(PriceListSummaryFragment, row)),
      });
    },
  };
}

export type PriceListQueries = ReturnType<typeof createPriceListQueries>;
