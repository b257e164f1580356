import { useEffect, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { isNoticeStale, type NoticeDetails } from '@rampa/sdk';
import { useActiveRole, useSdk } from '@rampa/sdk/react';
import { NOTICE_LIST_POLL_MS } from './useLiveNoticeList';

/**
 * One notice's details, kept current: read with `sdk.notices.byId(id)` (suspending, as its route's loader
 * warmed it), then read again whenever the sdk's live notice (graphql-ws) says its status or last change moved,
 * so a magazynier's confirmation shows on the page without a reload. Without a live connection it polls.
 */
export function useLiveNotice(id: string) {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  // Re-renders on a role switch: the details' query key (and so the subscription) names the role.
  useActiveRole();
  const [live, setLive] = useState(true);
  const options = sdk.notices.byId(id);
  const query = useSuspenseQuery({ ...options, refetchInterval: live ? false : NOTICE_LIST_POLL_MS });
  const key = JSON.stringify(options.queryKey);
  useEffect(() => {
    setLive(true);
    const { queryKey } = sdk.notices.byId(id);
    return sdk.notices.live.subscribe(
      id,
      (stamp) => {
        if (isNoticeStale(queryClient.getQueryData<NoticeDetails | null>(queryKey), stamp)) {
          void queryClient.invalidateQueries({ queryKey, exact: true });
        }
      },
      () => setLive(false),
    );
    // `key` stands for `id` and `role`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sdk, queryClient, key]);
  return query;
}
