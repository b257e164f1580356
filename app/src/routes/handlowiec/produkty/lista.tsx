import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '../../../features/products/ProductListPage';
import { parseProductListSearch, productListFilters } from '../../../features/products/productListSearch';
import { pageHead } from '../../../lib/title';

export const Route = createFileRoute('/handlowiec/produkty/lista')({
  // The list's whole state (search, category, state, sort, page) is in the URL; see productListSearch.ts.
  validateSearch: parseProductListSearch,
  loaderDeps: ({ search }) => search,
  // Warms the query cache without holding the page back: the page shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(context.sdk.products.list(productListFilters(deps)));
  },
  head: () => pageHead('Produkty'),
  component: ProductListPage,
});
