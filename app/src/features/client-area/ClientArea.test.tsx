import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveServiceUrls, type NoticeListPage } from '@rampa/sdk';
import {
  createNoticeHandlers,
  fakeGraphqlWs,
  fieldAreaHandlers,
  noticeHandlers,
  noticeId,
  noticeNumber,
  TEST_BACKEND_URL,
} from '@rampa/sdk/testing';
import { renderApp, slow } from '../../test/renderApp';
import { server } from '../../test/server';

const GRAPHQL_URL = resolveServiceUrls({ backendUrl: TEST_BACKEND_URL }).graphql;

describe('the klient’s area, live', { timeout: 60_000 }, () => {
  it('shows the warehouse’s confirmation on his open notices without a reload', async () => {
    const ws = fakeGraphqlWs();
    server.use(...noticeHandlers(GRAPHQL_URL), ...fieldAreaHandlers(GRAPHQL_URL));
    const { router } = renderApp('/klient', {
      signedIn: true,
      roles: ['klient'],
      sdkOptions: { webSocket: ws.WebSocket },
    });
    const list = await screen.findByRole('list', { name: 'Otwarte awizacje firmy' }, slow);
    // His start page asks for the notices under way only, and subscribes to the same page.
    await waitFor(() => expect(ws.variables('NoticeListLive')).toHaveLength(1), slow);
    expect(ws.variables('NoticeListLive')[0]).toMatchObject({
      where: { status: { _in: ['draft', 'submitted', 'confirmed', 'arrived', 'in_progress'] } },
    });
    const cached = router.options.context.queryClient
      .getQueriesData<NoticeListPage>({ queryKey: ['notices', 'list'] })
      .map(([, page]) => page)
      .find((page) => page !== undefined)!;
    const item = () =>
      within(list)
        .getByRole('link', { name: noticeNumber(1) })
        .closest('li')!;
    expect(item()).toHaveTextContent('Zgłoszona');
    ws.push('NoticeListLive', {
      data: {
        delivery_notices: cached.rows.map((row, i) => ({
          __typename: 'delivery_notices',
          ...row,
          ...(i === 0 ? { status: 'confirmed' } : {}),
        })),
      },
    });
    await waitFor(() => expect(item()).toHaveTextContent('Potwierdzona'), slow);
  });

  it('reads his notice again when the live notice says it changed, and shows the confirmation', async () => {
    const ws = fakeGraphqlWs();
    server.use(...noticeHandlers(GRAPHQL_URL), ...fieldAreaHandlers(GRAPHQL_URL));
    renderApp(`/klient/awizacje/${noticeId(1)}`, {
      signedIn: true,
      roles: ['klient'],
      sdkOptions: { webSocket: ws.WebSocket },
    });
    await screen.findByRole('heading', { name: `Awizacja ${noticeNumber(1)}`, level: 1 }, slow);
    expect(screen.getByRole('button', { name: 'Anuluj zgłoszenie' })).toBeInTheDocument();
    await waitFor(() => expect(ws.variables('NoticeByIdLive')).toEqual([{ id: noticeId(1) }]), slow);

    // The magazynier confirmed it: the server now answers the confirmed notice, and the live notice says so.
    const confirmedAt = '2026-11-22T10:00:00.000Z';
    server.use(
      createNoticeHandlers(GRAPHQL_URL).byId({
        status: 'confirmed',
        updated_at: confirmedAt,
      }),
    );
    ws.push('NoticeByIdLive', {
      data: {
        delivery_notices_by_pk: {
          __typename: 'delivery_notices',
          id: noticeId(1),
          status: 'confirmed',
          updated_at: confirmedAt,
        },
      },
    });
    const details = screen.getByRole('heading', { name: 'Szczegóły' }).closest('section')!;
    await waitFor(() => expect(details).toHaveTextContent('Potwierdzona'), slow);
    // Cancel is for submitted requests only.
    expect(screen.queryByRole('button', { name: 'Anuluj zgłoszenie' })).not.toBeInTheDocument();
  });
});
