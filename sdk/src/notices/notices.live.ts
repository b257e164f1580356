import { getFragmentData } from '../gql';
import type { LiveSubscriptions } from '../graphql/liveSubscription';
import { NoticeByIdLiveDocument, NoticeListItemFragment, NoticeListLiveDocument } from './notices.documents';
import {
  noticePageVariables,
  type NoticeDetails,
  type NoticeListFilters,
  type NoticeListPage,
} from './notices.queries';

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

/** What the live notice sends: enough to tell that the notice changed (or is gone from view: `null`). */
export interface NoticeStamp {
  id: string;
  status: string;
  updated_at: string;
}

export interface LiveNotice {
  /**
   * Calls `onStamp` with the notice's status and last change now and whenever it changes (a GraphQL subscription
   * over graphql-ws in the active role); `null` when the role no longer sees it. `onUnavailable` is called when
   * there is no live connection: the caller then polls the notice. Returns the unsubscribe.
   */
  subscribe(
    id: string,
    onStamp: (stamp: NoticeStamp | null) => void,
    onUnavailable: (error: unknown) => void,
  ): () => void;
}

export function createLiveNotice(live: LiveSubscriptions): LiveNotice {
  return {
    subscribe: (id, onStamp, onUnavailable) =>
      live.subscribe(
        NoticeByIdLiveDocument,
        { id },
        (data) => onStamp(data.delivery_notices_by_pk ?? null),
        onUnavailable,
      ),
  };
}

/**
 * Whether the cached details are older than what the live notice says: then the details (goods, history) are
 * read again. Nothing cached yet means the details' own request is on its way.
 */
export function isNoticeStale(details: NoticeDetails | null | undefined, stamp: NoticeStamp | null): boolean {
  if (details === undefined) return false;
  if (!details || !stamp) return (details === null) !== (stamp === null);
  return details.status !== stamp.status || Date.parse(details.updated_at) !== Date.parse(stamp.updated_at);
}
