import { createFileRoute } from '@tanstack/react-router';
import { NoticeListPage } from '../../../features/notices/NoticeListPage';
import { noticeListFilters, parseNoticeListSearch } from '../../../features/notices/listSearch';
import { pageHead } from '../../../lib/title';

export const Route = createFileRoute('/handlowiec/awizacje/lista')({
  // The list's whole state (search, filters, sort, page) is in the URL; see listSearch.ts.
  validateSearch: parseNoticeListSearch,
  loaderDeps: ({ search }) => search,
  // Warms the query cache without holding the page back: the page shows its own loading and error states.
  loader: ({ context, deps }) => {
    const userId = context.sdk.auth.getSnapshot().context.user?.id;
    void context.queryClient.prefetchQuery(context.sdk.notices.list(noticeListFilters(deps, userId)));
  },
  head: () => pageHead('Awizacje'),
  component: NoticeListPage,
});
