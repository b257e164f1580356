import { createFileRoute } from '@tanstack/react-router';
import { PriceListPage } from '../../../features/products/PriceListPage';
import { parsePriceListSearch } from '../../../features/products/priceListSearch';
import { pageHead } from '../../../lib/title';

export const Route = createFileRoute('/handlowiec/produkty/cennik')({
  // The generator's choices (category, discount, client) are in the URL: a list can be linked and made again.
  validateSearch: parsePriceListSearch,
  head: () => pageHead('Generator cennika'),
  component: PriceListPage,
});
