import { createFileRoute } from '@tanstack/react-router';
import { ClientListPage } from '../../../features/clients/ClientListPage';
import { clientListFilters, parseClientListSearch } from '../../../features/clients/listSearch';
import { pageHead } from '../../../lib/title';
import { awaitOnStartup } from '../../../lib/routeData';

export const Route = createFileRoute('/handlowiec/klienci/lista')({
  // The list's whole state (search, filters, sort, page) is in the URL; see listSearch.ts.
  validateSearch: parseClientListSearch,
  loaderDeps: ({ search }) => search,
  // Warms the query cache (also on hover over a link, preload on intent) without holding the page back: the
  // page shows its own loading and error states. The app's first page waits for it (lib/routeData.ts).
  loader: ({ context, deps }) => {
    const userId = context.sdk.auth.getSnapshot().context.user?.id;
    return awaitOnStartup(
      context,
      context.queryClient.prefetchQuery(context.sdk.clients.list(clientListFilters(deps, userId))),
      // The owner filter's choices: read with the page, not after it (a second render of the whole list).
      context.queryClient.prefetchQuery(context.sdk.clients.owners()),
    );
  },
  head: () => pageHead('Klienci'),
  component: ClientListPage,
});
