import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveServiceUrls, type NoticeListPage } from '@rampa/sdk';
import { fakeGraphqlWs, noticeHandlers, TEST_BACKEND_URL, warehouseHandlers } from '@rampa/sdk/testing';
import { setViewportWidth } from '../../test/matchMedia';
import { renderApp, slow } from '../../test/renderApp';
import { server } from '../../test/server';

const GRAPHQL_URL = resolveServiceUrls({ backendUrl: TEST_BACKEND_URL }).graphql;

describe('the awizacje list', { timeout: 60_000 }, () => {
  it('shows a magazynier’s confirmation and rejection as they happen, without a reload', async () => {
    const ws = fakeGraphqlWs();
    server.use(...noticeHandlers(GRAPHQL_URL), ...warehouseHandlers(GRAPHQL_URL));
    const { router } = renderApp('/handlowiec/awizacje/lista', {
      signedIn: true,
      sdkOptions: { webSocket: ws.WebSocket },
    });
    const table = await screen.findByRole('grid', { name: 'Lista awizacji' }, slow);
    await within(table).findByRole('rowheader', { name: 'AW/2026/11/0001' }, slow);
    // The page subscribes with the list's own where, order and page.
    await waitFor(() => expect(ws.variables('NoticeListLive')).toHaveLength(1), slow);
    expect(ws.variables('NoticeListLive')[0]).toMatchObject({ limit: 25, offset: 0 });

    const row = (number: string) =>
      within(table).getByRole('rowheader', { name: number }).closest('[role="row"]')!;
    const cached = router.options.context.queryClient
      .getQueriesData<NoticeListPage>({ queryKey: ['notices', 'list'] })
      .map(([, page]) => page)
      .find((page) => page !== undefined)!;
    const rows = cached.rows.map((row, i) =>
      i === 0
        ? { __typename: 'delivery_notices', ...row, status: 'confirmed' }
        : i === 1
          ? { __typename: 'delivery_notices', ...row, status: 'rejected' }
          : { __typename: 'delivery_notices', ...row },
    );
    expect(row(cached.rows[0]!.number)).not.toHaveTextContent('Potwierdzona');
    expect(row(cached.rows[1]!.number)).not.toHaveTextContent('Odrzucona');
    ws.push('NoticeListLive', { data: { delivery_notices: rows } });

    await waitFor(() => expect(row(cached.rows[0]!.number)).toHaveTextContent('Potwierdzona'), slow);
    expect(row(cached.rows[1]!.number)).toHaveTextContent('Odrzucona');
    expect(screen.getByText('Razem: 57 awizacji')).toBeInTheDocument();
  });

  it('shows cards on a phone, each a link to its notice, and no table', async () => {
    setViewportWidth(360);
    server.use(...noticeHandlers(GRAPHQL_URL), ...warehouseHandlers(GRAPHQL_URL));
    const { user, router } = renderApp('/handlowiec/awizacje/lista', { signedIn: true });
    const cards = await screen.findByRole('list', { name: 'Lista awizacji' }, slow);
    const link = await within(cards).findByRole('link', { name: 'AW/2026/11/0001' }, slow);
    expect(screen.queryByRole('grid', { name: 'Lista awizacji' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Kolumny/ })).not.toBeInTheDocument();
    expect(screen.getByText('Razem: 57 awizacji')).toBeInTheDocument();
    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/handlowiec\/awizacje\/edit\/[^/]+$/),
    );
  });
});
