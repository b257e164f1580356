import { describe, expect, it, vi } from 'vitest';
import { createLiveSubscriptions } from '../graphql/liveSubscription';
import { makeSdk } from '../test/harness';
import { fakeGraphqlWs as fakeServer } from '../testing/graphqlWs';
import { noticeListItemFixture as noticeListItem } from './notices.fixtures';
import { createLiveNoticeList, withLiveRows } from './notices.live';
import { noticePageVariables } from './notices.queries';

describe('live notice list', () => {
  it('subscribes to the list’s page (same where, order and page) in the active role and hands on its rows', async () => {
    const sdk = makeSdk();
    await sdk.auth.waitUntilReady();
    const server = fakeServer();
    const live = createLiveNoticeList(
      createLiveSubscriptions({
        graphqlUrl: 'https://rampa.example/v1/graphql',
        auth: sdk.auth,
        activeRole: () => 'handlowiec',
        webSocket: server.WebSocket,
      }),
    );
    const filters = { status: ['submitted' as const], page: 2, pageSize: 10 };
    const onRows = vi.fn();
    const onUnavailable = vi.fn();
    const stop = live.subscribe(filters, onRows, onUnavailable);
    await vi.waitFor(() => expect(server.variables('NoticeListLive')).toHaveLength(1));
    expect(server.urls).toEqual(['wss://rampa.example/v1/graphql']);
    expect(server.sent[0]).toMatchObject({
      type: 'connection_init',
      payload: { headers: { 'x-hasura-role': 'handlowiec' } },
    });
    expect(server.sent[1]).toMatchObject({
      type: 'subscribe',
      payload: { operationName: 'NoticeListLive', variables: noticePageVariables(filters).variables },
    });
    expect(noticePageVariables(filters).variables).toMatchObject({ limit: 10, offset: 10 });

    const row = noticeListItem(2);
    server.push('NoticeListLive', { data: { delivery_notices: [{ ...row, status: 'confirmed' }] } });
    await vi.waitFor(() => expect(onRows).toHaveBeenCalledTimes(1));
    expect(onRows.mock.calls[0]![0]).toEqual([expect.objectContaining({ id: row.id, status: 'confirmed' })]);

    // A refusal from the server: the caller falls back to polling.
    server.push('NoticeListLive', { errors: [{ message: 'field not found' }] });
    await vi.waitFor(() => expect(onUnavailable).toHaveBeenCalledTimes(1));
    stop();
  });

  it('says at once when there is no WebSocket, so the list polls', () => {
    const sdk = makeSdk();
    const onUnavailable = vi.fn();
    const live = createLiveNoticeList(
      createLiveSubscriptions({
        graphqlUrl: sdk.urls.graphql,
        auth: sdk.auth,
        activeRole: () => 'handlowiec',
        webSocket: null,
      }),
    );
    live.subscribe({}, () => undefined, onUnavailable)();
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('puts live rows into the cached page, and asks for the count again only when rows came or went', () => {
    const a = noticeListItem(1);
    const b = noticeListItem(2);
    const page = { rows: [a, b], total: 2, totalIsLowerBound: false, page: 1, pageSize: 25 };
    const changed = withLiveRows(page, [{ ...a, status: 'confirmed' }, b]);
    expect(changed.refetch).toBe(false);
    expect(changed.page).toMatchObject({ total: 2, rows: [{ status: 'confirmed' }, { id: b.id }] });
    expect(withLiveRows(page, [a]).refetch).toBe(true);
    expect(withLiveRows(undefined, [a])).toEqual({ page: undefined, refetch: false });
  });
});
