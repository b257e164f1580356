import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '@rampa/sdk';
import { useActiveRole, useSdk } from '@rampa/sdk/react';

/** Without a live connection the badge asks again this often. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The signed-in user's unread count for the badge: read once, then kept current by the sdk's live subscription
 * (graphql-ws). Where there is no live connection (no WebSocket, the server refused, the socket gave up) it polls
 * every minute instead. When the count moves (a new notification came, or one was read elsewhere) the panel's
 * list is read again, so an open panel shows the new one too.
 */
export function useUnreadCount(): number {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const { role } = useActiveRole();
  const [live, setLive] = useState(true);
  const query = useQuery({
    ...sdk.notifications.unreadCount(),
    refetchInterval: live ? false : UNREAD_POLL_MS,
  });
  // The count's query key names the role: a role switch subscribes again, in the new role.
  useEffect(() => {
    setLive(true);
    const { queryKey } = sdk.notifications.unreadCount();
    return sdk.notifications.liveUnreadCount.subscribe(
      (count) => queryClient.setQueryData(queryKey, count),
      () => setLive(false),
    );
  }, [sdk, queryClient, role]);
  const seen = useRef<{ role: string | null; count: number | undefined }>({ role, count: undefined });
  useEffect(() => {
    const before = seen.current;
    seen.current = { role, count: query.data };
    // The first count of a role is no change; every later one is.
    if (before.role !== role || before.count === undefined || query.data === undefined) return;
    if (before.count !== query.data) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    }
  }, [queryClient, role, query.data]);
  return query.data ?? 0;
}
