import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeSdk, recordRequests, startMswServer } from '../test/harness';
import { createNotificationHandlers } from './notifications.handlers';
import { createLiveSubscriptions, webSocketUrl } from '../graphql/liveSubscription';
import { createLiveUnreadCount } from './notifications.live';
import { createNotificationMutations } from './notifications.mutations';
import { createNotificationQueries, notificationKeys } from './notifications.queries';

const server = startMswServer();

function setup() {
  const sdk = makeSdk();
  const handlers = createNotificationHandlers(sdk.urls.graphql, { count: 5, unread: 3 });
  server.use(handlers.list(), handlers.unreadCount(), handlers.markRead(), handlers.markAllRead());
  const calls = recordRequests(server, '/v1/graphql');
  const now = () => new Date('2026-11-24T12:00:00.000Z');
  return {
    calls,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    queries: createNotificationQueries(sdk.graphql, () => 'magazynier'),
    mutations: createNotificationMutations(sdk.graphql, () => 'magazynier', now),
  };
}

describe('notifications', () => {
  it('lists the newest and counts the unread ones, in the active role', async () => {
    const { queryClient, queries, calls } = setup();
    const list = await queryClient.fetchQuery(queries.list(20));
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({ title: 'Powiadomienie 1', read_at: null });
    expect(await queryClient.fetchQuery(queries.unreadCount())).toBe(3);
    expect(calls.at(-1)!.headers.get('x-hasura-role')).toBe('magazynier');
    expect(queries.unreadCount().queryKey).toEqual(['notifications', 'unread-count', 'magazynier']);
  });

  it('marks one and then all read; both refresh everything under ["notifications"]', async () => {
    const { queryClient, queries, mutations, calls } = setup();
    const markRead = mutations.markRead();
    expect(markRead.meta?.invalidates).toEqual(notificationKeys.all);
    const list = await queryClient.fetchQuery(queries.list(20));
    expect(await markRead.mutationFn!(list[0]!.id, undefined as never)).toBe(1);
    expect(calls.at(-1)!.body).toMatchObject({
      operationName: 'MarkNotificationRead',
      variables: { id: list[0]!.id, readAt: '2026-11-24T12:00:00.000Z' },
    });
    expect(await queryClient.fetchQuery({ ...queries.unreadCount(), staleTime: 0 })).toBe(2);
    expect(await mutations.markAllRead().mutationFn!(undefined, undefined as never)).toBe(2);
    expect(await queryClient.fetchQuery({ ...queries.unreadCount(), staleTime: 0 })).toBe(0);
  });

  it('says at once when there is no live connection, so the caller polls', () => {
    const sdk = makeSdk();
    const onUnavailable = vi.fn();
    const live = createLiveUnreadCount(
      createLiveSubscriptions({
        graphqlUrl: sdk.urls.graphql,
        auth: sdk.auth,
        activeRole: () => 'handlowiec',
        webSocket: null,
      }),
    );
    live.subscribe(() => undefined, onUnavailable)();
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(webSocketUrl('https://x.pl/v1/graphql')).toBe('wss://x.pl/v1/graphql');
    expect(webSocketUrl('http://localhost:4000/v1/graphql')).toBe('ws://localhost:4000/v1/graphql');
  });
});
