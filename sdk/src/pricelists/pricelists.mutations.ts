import { mutationOptions } from '@tanstack/react-query';
import type { FunctionsClient } from '../functions/functionsClient';
import type { MutationMeta } from '../graphql/mutationMeta';
import type { RoleSource } from '../session/activeRole';
import { priceListKeys, type PriceListColumn } from './pricelists.queries';

export interface GeneratePriceListInput {
  clientId: string;
  /** Every active product of the catalogue, the uncategorised too; or… */
  allProducts?: boolean;
  /** …whole categories (with their subcategories)… */
  categoryIds?: string[];
  /** …and/or hand-picked products. */
  productIds?: string[];
  /** Net prices agreed for this client (a hand-picked or listed product), instead of the discounted ones. */
  prices?: { productId: string; netPrice: number }[];
  columns: PriceListColumn[];
  /** 0–99.99, two decimals at most. */
  discountPercent: number;
  /** `RRRR-MM-DD`. */
  validFrom: string;
  validTo?: string | null;
  note?: string | null;
}

export interface GeneratedPriceList {
  id: string;
  number: string;
  pdfFileId: string;
  csvFileId: string;
}

/**
 * Making a price list: POST /v1/functions/pricelists/generate in the active role. It rejects with the function's
 * FunctionCallError: `forbidden` (another organization's client, or a role that makes no lists), `no-products`,
 * `invalid-validity`, `invalid-request`.
 */
export function createPriceListMutations(functions: Pick<FunctionsClient, 'call'>, activeRole: RoleSource) {
  return {
    generate: () =>
      mutationOptions({
        mutationKey: [...priceListKeys.all, 'generate'],
        mutationFn: (input: GeneratePriceListInput) =>
          functions.call<GeneratedPriceList>('/pricelists/generate', { ...input, role: activeRole() }),
        meta: { invalidates: priceListKeys.all } satisfies MutationMeta,
      }),
    /**
     * The generator is open: POST /v1/functions/pricelists/warm in the active role readies the server's PDF
     * renderer in the background (202 at once), so the first list made is not the one that waits for it to start.
     * Fire and forget; rejects with the function's FunctionCallError (`forbidden` for a role that makes no lists).
     */
    warmRenderer: () => functions.call<{ warming: boolean }>('/pricelists/warm', { role: activeRole() }),
  };
}

export type PriceListMutations = ReturnType<typeof createPriceListMutations>;
