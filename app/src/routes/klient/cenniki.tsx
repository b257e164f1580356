import { createFileRoute } from '@tanstack/react-router';
import { KlientPriceListsPage } from '../../features/pricelists/KlientPriceListsPage';
import { pageHead } from '../../lib/title';
import { awaitOnStartup } from '../../lib/routeData';

export const Route = createFileRoute('/klient/cenniki')({
  head: () => pageHead('Cenniki'),
  // Warms the cache without holding the page back: the page shows its own loading and error states.
  loader: ({ context }) =>
    awaitOnStartup(context, context.queryClient.prefetchQuery(context.sdk.priceLists.list())),
  component: KlientPriceListsPage,
});
