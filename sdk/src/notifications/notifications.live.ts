import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import type { AuthClient } from '../auth/authClient';
import type { WebSocketConstructor } from '../config';
import { untilAccessTokenUsable } from '../graphql/graphqlClient';
import type { RoleSource } from '../session/activeRole';
import { NotificationUnreadCountLiveDocument } from './notifications.documents';

export interface LiveUnreadCount {
  /**
   * Calls `onCount` with the unread count now and whenever it changes (a GraphQL subscription over graphql-ws,
   * in the active role). `onUnavailable` is called when there is no live connection (no WebSocket here, the
   * server refused, the socket gave up): the caller then polls instead. Returns the unsubscribe.
   */
  subscribe(onCount: (count: number) => void, onUnavailable: (error: unknown) => void): () => void;
}

/** `https://host/v1/graphql` → `wss://host/v1/graphql`. */
export const webSocketUrl = (graphqlUrl: string) => graphqlUrl.replace(/^http(s?):/, 'ws$1:');

export function createLiveUnreadCount(options: {
  graphqlUrl: string;
  auth: Pick<AuthClient, 'getSnapshot' | 'waitUntilReady'>;
  activeRole: RoleSource;
  webSocket: WebSocketConstructor | null;
}): LiveUnreadCount {
  const { graphqlUrl, auth, activeRole, webSocket } = options;
  return {
    subscribe(onCount, onUnavailable) {
      if (!webSocket) {
        onUnavailable(new Error('no WebSocket in this environment'));
        return () => undefined;
      }
      const role = activeRole();
      // One socket per subscription: the session (token, role) is fixed at connection_init, so a role switch
      // re-subscribes on a new socket. connectionParams is asked again on every reconnect, with a fresh token.
      const client: Client = createClient({
        url: webSocketUrl(graphqlUrl),
        webSocketImpl: webSocket,
        lazy: true,
        retryAttempts: 5,
        connectionParams: async () => {
          await untilAccessTokenUsable(auth);
          const token = auth.getSnapshot().context.accessToken.value;
          return {
            headers: {
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
              ...(role ? { 'x-hasura-role': role } : {}),
            },
          };
        },
      });
      const stop = client.subscribe<{ notifications_aggregate: { aggregate: { count: number } | null } }>(
        { query: print(NotificationUnreadCountLiveDocument), operationName: 'NotificationUnreadCountLive' },
        {
          next: (result) => {
            if (result.errors?.length) onUnavailable(result.errors);
            else if (result.data) onCount(result.data.notifications_aggregate.aggregate?.count ?? 0);
          },
          error: onUnavailable,
          complete: () => undefined,
        },
      );
      return () => {
        stop();
        void client.dispose();
      };
    },
  };
}
