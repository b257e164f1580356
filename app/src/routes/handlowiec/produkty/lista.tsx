import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '../../../features/products/ProductListPage';
import { parseProductListSearch, productListFilters } from '../../../features/products/productListSearch';
import { pageHead } from '../../../lib/title';

export const Route = createFileRoute('/handlowiec/produkty/lista')({
  // The list's whole state (search, category, state, sort, page) is in the URL; see productListSearch.ts.
  validateSearch: parseProductListSearch,
  loaderDeps: ({ search }) => search,
  // Warms the query cache without holding the page back: the page shows its own loading and error states. A
  // chosen category filters with its subcategories, so the tree comes first.
  loader: async ({ context, deps }) => {
    const categories = deps.category
      ? await context.queryClient.ensureQueryData(context.sdk.products.categories()).catch(() => undefined)
      : undefined;
    void context.queryClient.prefetchQuery(context.sdk.products.list(productListFilters(deps, categories)));
  },
  head: () => pageHead('Produkty'),
  component: ProductListPage,
});
