import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { withLiveRows, type NoticeListFilters, type NoticeListPage } from '@rampa/sdk';
import { useActiveRole, useSdk } from '@rampa/sdk/react';

/** Without a live connection the list asks again this often (react-query pauses in a hidden tab). */
export const NOTICE_LIST_POLL_MS = 15_000;

/**
 * A page of the awizacje list, kept current: read with `sdk.notices.list(filters)`, then updated by the sdk's
 * live subscription of the same page (graphql-ws), so a confirmation or rejection in the warehouse shows up
 * without a reload. When a row enters or leaves the page the page is read again (its total may have changed).
 * Without a live connection (no WebSocket, the server refused, the socket gave up) it polls instead.
 * Any screen listing notices (the handlowiec's list, a magazynier's day) can use it with its own filters.
 */
export function useLiveNoticeList(
  filters: NoticeListFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  // Re-renders on a role switch: the list's query key (and so the subscription) names the role.
  useActiveRole();
  const [live, setLive] = useState(true);
  const options = sdk.notices.list(filters);
  // Not enabled: the filters are not known yet (a client code still being looked up); neither read nor subscribe.
  const query = useQuery({ ...options, enabled, refetchInterval: live ? false : NOTICE_LIST_POLL_MS });
  // The query key names the role and the filters: either changing subscribes again.
  const key = JSON.stringify(options.queryKey);
  useEffect(() => {
    if (!enabled) return;
    setLive(true);
    const { queryKey } = sdk.notices.list(filters);
    return sdk.notices.liveList.subscribe(
      filters,
      (rows) => {
        const { page, refetch } = withLiveRows(queryClient.getQueryData<NoticeListPage>(queryKey), rows);
        if (page) queryClient.setQueryData(queryKey, page);
        if (refetch) void queryClient.invalidateQueries({ queryKey, exact: true });
      },
      () => setLive(false),
    );
    // `key` stands for `filters` and `role`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sdk, queryClient, key, enabled]);
  return query;
}
