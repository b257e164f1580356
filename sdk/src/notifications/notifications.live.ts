import type { LiveSubscriptions } from '../graphql/liveSubscription';
import { NotificationUnreadCountLiveDocument } from './notifications.documents';

export interface LiveUnreadCount {
  /**
   * Calls `onCount` with the unread count now and whenever it changes (a GraphQL subscription over graphql-ws,
   * in the active role). `onUnavailable` is called when there is no live connection (no WebSocket here, the
   * server refused, the socket gave up): the caller then polls instead. Returns the unsubscribe.
   */
  subscribe(onCount: (count: number) => void, onUnavailable: (error: unknown) => void): () => void;
}

export function createLiveUnreadCount(live: LiveSubscriptions): LiveUnreadCount {
  return {
    subscribe: (onCount, onUnavailable) =>
      live.subscribe(
        NotificationUnreadCountLiveDocument,
        {},
        (data) => onCount(data.notifications_aggregate.aggregate?.count ?? 0),
        onUnavailable,
      ),
  };
}
