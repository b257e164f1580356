import { describe, expect, it, vi } from 'vitest';
import { createLiveSubscriptions } from '../graphql/liveSubscription';
import { makeSdk } from '../test/harness';
import { fakeGraphqlWs as fakeServer } from '../testing/graphqlWs';
import { noticeDetailFixture, noticeListItemFixture as noticeListItem } from './notices.fixtures';
import { createLiveNotice, createLiveNoticeList, isNoticeStale, withLiveRows } from './notices.live';
import type { NoticeDetails } from './notices.queries';
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

  it('opens the socket after the task that subscribed, and none when unsubscribed before then', async () => {
    const sdk = makeSdk();
    await sdk.auth.waitUntilReady();
    const server = fakeServer();
    const live = createLiveNoticeList(
      createLiveSubscriptions({
        graphqlUrl: sdk.urls.graphql,
        auth: sdk.auth,
        activeRole: () => 'handlowiec',
        webSocket: server.WebSocket,
      }),
    );
    live.subscribe(
      {},
      () => undefined,
      () => undefined,
    )();
    const stop = live.subscribe(
      {},
      () => undefined,
      () => undefined,
    );
    expect(server.urls).toEqual([]);
    await vi.waitFor(() => expect(server.variables('NoticeListLive')).toHaveLength(1));
    expect(server.urls).toHaveLength(1);
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

describe('live notice', () => {
  it('subscribes to one notice by id in the active role and hands on its stamp, or null when it is gone', async () => {
    const sdk = makeSdk();
    await sdk.auth.waitUntilReady();
    const server = fakeServer();
    const live = createLiveNotice(
      createLiveSubscriptions({
        graphqlUrl: 'https://rampa.example/v1/graphql',
        auth: sdk.auth,
        activeRole: () => 'klient',
        webSocket: server.WebSocket,
      }),
    );
    const onStamp = vi.fn();
    const onUnavailable = vi.fn();
    const stop = live.subscribe('n-1', onStamp, onUnavailable);
    await vi.waitFor(() => expect(server.variables('NoticeByIdLive')).toEqual([{ id: 'n-1' }]));
    expect(server.sent[0]).toMatchObject({ payload: { headers: { 'x-hasura-role': 'klient' } } });
    const stamp = { id: 'n-1', status: 'confirmed', updated_at: '2026-11-23T08:00:00Z' };
    server.push('NoticeByIdLive', { data: { delivery_notices_by_pk: stamp } });
    await vi.waitFor(() => expect(onStamp).toHaveBeenLastCalledWith(stamp));
    server.push('NoticeByIdLive', { data: { delivery_notices_by_pk: null } });
    await vi.waitFor(() => expect(onStamp).toHaveBeenLastCalledWith(null));
    expect(onUnavailable).not.toHaveBeenCalled();
    stop();
  });

  it('calls the cached details stale when the status or the last change moved, or the notice came or went', () => {
    const details = { ...noticeDetailFixture({ status: 'submitted' }) } as unknown as NoticeDetails;
    const same = { id: details.id, status: 'submitted', updated_at: details.updated_at };
    expect(isNoticeStale(details, same)).toBe(false);
    // The same instant written another way is no change.
    expect(
      isNoticeStale(details, { ...same, updated_at: details.updated_at.replace('.000Z', '+00:00') }),
    ).toBe(false);
    expect(isNoticeStale(details, { ...same, status: 'confirmed' })).toBe(true);
    expect(isNoticeStale(details, { ...same, updated_at: '2026-11-19T10:00:00.000Z' })).toBe(true);
    expect(isNoticeStale(details, null)).toBe(true);
    expect(isNoticeStale(null, same)).toBe(true);
    expect(isNoticeStale(null, null)).toBe(false);
    // Nothing cached: its own request is on its way.
    expect(isNoticeStale(undefined, same)).toBe(false);
  });
});
