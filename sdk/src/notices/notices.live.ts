import { getFragmentData } from '../gql';
import type { LiveSubscriptions } from '../graphql/liveSubscription';
import { NoticeListItemFragment, NoticeListLiveDocument } from './notices.documents';
import { noticePageVariables, type NoticeListFilters, type NoticeListPage } from './notices.queries';

export type NoticeListRow = NoticeListPage['rows'][number];

export interface LiveNoticeList {
  /**
   * Calls `onRows` with the page of the list that `filters` select (the same where, order and page as
   * `notices.list(filters)`) now and whenever a row of it changes: a GraphQL subscription over graphql-ws in the
   * active role. `onUnavailable` is called when there is no live connection: the caller then polls the list.
   * Returns the unsubscribe.
   */
  subscribe(
    filters: NoticeListFilters,
    onRows: (rows: NoticeListRow[]) => void,
    onUnavailable: (error: unknown) => void,
  ): () => void;
}

export function createLiveNoticeList(live: LiveSubscriptions): LiveNoticeList {
  return {
    subscribe: (filters, onRows, onUnavailable) =>
      live.subscribe(
        NoticeListLiveDocument,
        noticePageVariables(filters).variables,
        (data) => onRows(data.delivery_notices.map((row) => getFragmentData(NoticeListItemFragment, row))),
        onUnavailable,
      ),
  };
}

/**
 * Puts a live page into the cached list page. The rows are replaced; when a row came or went (it entered or
 * left the filter) the total may have changed too, so `refetch` says the caller should ask for the count again.
 * With no cached page yet there is nothing to update: the list's own request is on its way.
 */
export function withLiveRows(
  page: NoticeListPage | undefined,
  rows: NoticeListRow[],
): { page: NoticeListPage | undefined; refetch: boolean } {
  if (!page) return { page, refetch: false };
  const before = page.rows.map((row) => row.id).join();
  const after = rows.map((row) => row.id).join();
  return { page: { ...page, rows }, refetch: before !== after };
}
