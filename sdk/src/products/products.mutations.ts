import { mutationOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type { Products_Insert_Input, Products_Set_Input } from '../gql/graphql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { MutationMeta } from '../graphql/mutationMeta';
import type { RoleSource } from '../session/activeRole';
import {
  CreateProductCategoryDocument,
  CreateProductDocument,
  DeactivateProductDocument,
  ImportProductsDocument,
  ProductCategoryFragment,
  RenameProductCategoryDocument,
  ProductDetailFragment,
  UpdateProductDocument,
} from './products.documents';
import { productKeys } from './products.queries';

export type NewProduct = Products_Insert_Input;
export type ProductChanges = Products_Set_Input;
/** One product of a CSV import: the organization is the import's. */
export type ImportedProduct = Pick<
  NewProduct,
  'sku' | 'ean' | 'name' | 'description' | 'category_id' | 'unit' | 'net_price' | 'vat_rate' | 'active'
>;

/**
 * Mutation options for Produkty (org_admin's, per the metadata). Every one invalidates `['products']`: the list,
 * the details and the counts change together.
 */
export function createProductMutations(graphql: GraphqlClient, activeRole: RoleSource) {
  const options = () => {
    const role = activeRole();
    return role ? { role } : {};
  };
  const meta = (successMessage: string, errorMessage: string): MutationMeta => ({
    successMessage,
    errorMessage,
    invalidates: productKeys.all,
  });
  return {
    create: () =>
      mutationOptions({
        mutationKey: [...productKeys.all, 'create'],
        mutationFn: async (product: NewProduct) => {
          const row = (await graphql.request(CreateProductDocument, { object: product }, options()))
            .insert_products_one;
          return row ? getFragmentData(ProductDetailFragment, row) : null;
        },
        meta: meta('Dodano produkt', 'Nie udało się dodać produktu'),
      }),
    update: () =>
      mutationOptions({
        mutationKey: [...productKeys.all, 'update'],
        mutationFn: async ({ id, changes }: { id: string; changes: ProductChanges }) => {
          const row = (await graphql.request(UpdateProductDocument, { id, set: changes }, options()))
            .update_products_by_pk;
          return row ? getFragmentData(ProductDetailFragment, row) : null;
        },
        meta: meta('Zapisano zmiany produktu', 'Nie udało się zapisać zmian produktu'),
      }),
    deactivate: () =>
      mutationOptions({
        mutationKey: [...productKeys.all, 'deactivate'],
        mutationFn: async (id: string) =>
          (await graphql.request(DeactivateProductDocument, { id }, options())).update_products_by_pk,
        meta: meta('Wycofano produkt ze sprzedaży', 'Nie udało się wycofać produktu'),
      }),
    createCategory: () =>
      mutationOptions({
        mutationKey: [...productKeys.all, 'create-category'],
        mutationFn: async (category: { org_id: string; name: string; parent_id: string | null }) => {
          const row = (await graphql.request(CreateProductCategoryDocument, { object: category }, options()))
            .insert_product_categories_one;
          return row ? getFragmentData(ProductCategoryFragment, row) : null;
        },
        meta: meta('Dodano kategorię', 'Nie udało się dodać kategorii'),
      }),
    renameCategory: () =>
      mutationOptions({
        mutationKey: [...productKeys.all, 'rename-category'],
        mutationFn: async ({ id, name }: { id: string; name: string }) => {
          const row = (await graphql.request(RenameProductCategoryDocument, { id, name }, options()))
            .update_product_categories_by_pk;
          return row ? getFragmentData(ProductCategoryFragment, row) : null;
        },
        meta: meta('Zmieniono nazwę kategorii', 'Nie udało się zmienić nazwy kategorii'),
      }),
    /**
     * The CSV import of one organization's products: all rows in one insert, which the server runs as one
     * statement in one transaction, so a refused row (a SKU taken meanwhile) leaves the catalogue as it was.
     * Answers the number of products added.
     */
    import: () =>
      mutationOptions({
        mutationKey: [...productKeys.all, 'import'],
        mutationFn: async ({ orgId, products }: { orgId: string; products: readonly ImportedProduct[] }) =>
          (
            await graphql.request(
              ImportProductsDocument,
              { object: { org_id: orgId, products: [...products] } },
              options(),
            )
          ).insert_product_imports_one?.row_count ?? 0,
        meta: meta('Zaimportowano produkty', 'Nie udało się zaimportować produktów; nic nie zapisano'),
      }),
  };
}

export type ProductMutations = ReturnType<typeof createProductMutations>;
