import { createFileRoute } from '@tanstack/react-router';
import { NoticeListPage } from '../../../features/notices/NoticeListPage';
import { noticeListFilters, parseNoticeListSearch } from '../../../features/notices/listSearch';
import { pageHead } from '../../../lib/title';
import { awaitOnStartup } from '../../../lib/routeData';

export const Route = createFileRoute('/handlowiec/awizacje/lista')({
  // The list's whole state (search, filters, sort, page) is in the URL; see listSearch.ts.
  validateSearch: parseNoticeListSearch,
  loaderDeps: ({ search }) => search,
  // Warms the query cache without holding the page back: the page shows its own loading and error states. The
  // app's first page waits for it (lib/routeData.ts).
  loader: ({ context, deps }) => {
    const { queryClient, sdk } = context;
    const userId = sdk.auth.getSnapshot().context.user?.id;
    // The warehouse filter's choices: read with the page, not after it (a second render of the whole list).
    const warehouses = queryClient.prefetchQuery(sdk.warehouses.list());
    if (!deps.client) {
      return awaitOnStartup(
        context,
        queryClient.prefetchQuery(sdk.notices.list(noticeListFilters(deps, { userId }))),
        warehouses,
      );
    }
    // A client filter names the client by code: its id first, then the page.
    return awaitOnStartup(
      context,
      queryClient
        .fetchQuery(sdk.clients.byCode(deps.client))
        .then((client) =>
          queryClient.prefetchQuery(
            sdk.notices.list(noticeListFilters(deps, { clientId: client?.id ?? null, userId })),
          ),
        )
        .catch(() => undefined),
      warehouses,
    );
  },
  head: () => pageHead('Awizacje'),
  component: NoticeListPage,
});
