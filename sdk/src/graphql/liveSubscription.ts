import { createClient, type Client } from 'graphql-ws';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AuthClient } from '../auth/authClient';
import type { WebSocketConstructor } from '../config';
import type { OrganizationSource } from '../session/activeOrganization';
import type { RoleSource } from '../session/activeRole';
import { printedDocument, untilAccessTokenUsable } from './graphqlClient';

/** `https://host/v1/graphql` → `wss://host/v1/graphql`. */
export const webSocketUrl = (graphqlUrl: string) => graphqlUrl.replace(/^http(s?):/, 'ws$1:');

export interface LiveSubscriptions {
  /**
   * Runs a GraphQL subscription over graphql-ws in the active role and calls `onData` with every result (the
   * server sends one now and again whenever it changes). `onUnavailable` is called when there is no live
   * connection (no WebSocket here, the server refused, the socket gave up): the caller then polls instead.
   * Returns the unsubscribe.
   */
  subscribe<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    onData: (data: TData) => void,
    onUnavailable: (error: unknown) => void,
  ): () => void;
}

/** The one place the sdk opens graphql-ws connections; every live value of every domain goes through it. */
export function createLiveSubscriptions(options: {
  graphqlUrl: string;
  auth: Pick<AuthClient, 'getSnapshot' | 'waitUntilReady'>;
  activeRole: RoleSource;
  /** The organization the user acts in (`x-hasura-org-id`), for a user of more than one. */
  activeOrganization?: OrganizationSource;
  webSocket: WebSocketConstructor | null;
}): LiveSubscriptions {
  const { graphqlUrl, auth, activeRole, activeOrganization, webSocket } = options;
  return {
    subscribe<TData, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      onData: (data: TData) => void,
      onUnavailable: (error: unknown) => void,
    ) {
      if (!webSocket) {
        onUnavailable(new Error('no WebSocket in this environment'));
        return () => undefined;
      }
      const role = activeRole();
      const orgId = activeOrganization?.() ?? null;
      const start = () => {
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
                ...(orgId ? { 'x-hasura-org-id': orgId } : {}),
              },
            };
          },
        });
        const unsubscribe = client.subscribe<TData>(
          { ...printedDocument(document), variables },
          {
            next: (result) => {
              if (result.errors?.length) onUnavailable(result.errors);
              else if (result.data) onData(result.data);
            },
            error: onUnavailable,
            complete: () => undefined,
          },
        );
        return () => {
          unsubscribe();
          void client.dispose();
        };
      };
      let stop: (() => void) | undefined;
      // The socket opens in a task of its own, not in the commit of the screen that asked for it: making a
      // WebSocket and printing the document take a phone's main thread for a while, and a screen's first commit is
      // long enough already. The value is read once anyway (a query) before the first live result comes.
      const timer = setTimeout(() => {
        stop = start();
      }, 0);
      return () => {
        clearTimeout(timer);
        stop?.();
      };
    },
  };
}
