import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ClientNoticesPage } from '../../features/client-area/ClientNoticesPage';
import { CLIENT_PAGE_SIZE } from '../../features/client-area/clientNoticesSearch';
import { pageHead } from '../../lib/title';

// `?page=2`: optional, a positive whole number; anything else is the first page.
const searchSchema = z.object({
  page: z.optional(z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined)),
});

export const Route = createFileRoute('/klient/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Warms the list without holding the page back: the page shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(
      context.sdk.notices.list({ page: deps.page, pageSize: CLIENT_PAGE_SIZE }),
    );
  },
  head: () => pageHead('Awizacje firmy'),
  component: ClientNoticesPage,
});
