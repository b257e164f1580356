import type { PriceListSummaryFragment } from '../gql/graphql';

export const PRICE_LIST_CLIENT_ID = 'de000001-0000-4000-8000-000000000003';
export const priceListId = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const fileId = (n: number) => `f1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A price list as the list shows it: realistic, Polish, numbered CN/2026/NNNN. */
export function priceListFixture(
  n: number,
  overrides: Partial<PriceListSummaryFragment> = {},
): PriceListSummaryFragment {
  return {
    __typename: 'price_lists',
    id: priceListId(n),
    number: `CN/2026/${String(n).padStart(4, '0')}`,
    client_id: PRICE_LIST_CLIENT_ID,
    valid_from: '2026-11-24',
    valid_to: n % 3 === 0 ? null : '2027-02-28',
    discount_percent: [5, 8, 3, 0][n % 4]!,
    columns: 'sku,name,unit,net,vat,gross',
    note: n === 1 ? 'Cennik kwartalny dla budowy przy ul. Łąkowej' : null,
    created_at: `2026-11-${String(24 - (n % 20)).padStart(2, '0')}T09:15:00+00:00`,
    pdf_file_id: fileId(n * 2),
    csv_file_id: fileId(n * 2 + 1),
    client: { __typename: 'clients', id: PRICE_LIST_CLIENT_ID, name: 'Budimex Dom Sp. z o.o.' },
    items_aggregate: {
      __typename: 'price_list_items_aggregate',
      aggregate: { __typename: 'price_list_items_aggregate_fields', count: 20 + n * 7 },
    },
    ...overrides,
  } as PriceListSummaryFragment;
}

export const priceListFixtures = (count = 3) =>
  Array.from({ length: count }, (_, i) => priceListFixture(i + 1));
