import { createFileRoute } from '@tanstack/react-router';
import { ClientNoticesPage } from '../../features/client-area/ClientNoticesPage';
import { clientNoticeFilters } from '../../features/client-area/clientNoticesSearch';
import { boolean, defined, positiveWholeNumber } from '../../lib/searchParams';
import { pageHead } from '../../lib/title';
import { awaitOnStartup } from '../../lib/routeData';

// `?page=2`: optional, a positive whole number; anything else is the first page. `?all=true` lists every
// notice, not only the open ones.
const validateSearch = (search: Record<string, unknown>): { page?: number; all?: boolean } =>
  defined({ page: positiveWholeNumber(search.page), all: boolean(search.all) });

export const Route = createFileRoute('/klient/')({
  validateSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, all: search.all ?? false }),
  // Warms the list without holding the page back: the page shows its own loading and error states. The app's
  // first page waits for it (lib/routeData.ts).
  loader: ({ context, deps }) =>
    awaitOnStartup(
      context,
      context.queryClient.prefetchQuery(context.sdk.notices.list(clientNoticeFilters(deps))),
    ),
  head: () => pageHead('Awizacje firmy'),
  component: ClientNoticesPage,
});
