import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ClientNoticesPage } from '../../features/client-area/ClientNoticesPage';
import { clientNoticeFilters } from '../../features/client-area/clientNoticesSearch';
import { pageHead } from '../../lib/title';

// `?page=2`: optional, a positive whole number; anything else is the first page. `?all=true` lists every
// notice, not only the open ones.
const searchSchema = z.object({
  page: z.optional(z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined)),
  all: z.optional(z.catch(z.optional(z.boolean()), undefined)),
});

export const Route = createFileRoute('/klient/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, all: search.all ?? false }),
  // Warms the list without holding the page back: the page shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(context.sdk.notices.list(clientNoticeFilters(deps)));
  },
  head: () => pageHead('Awizacje firmy'),
  component: ClientNoticesPage,
});
