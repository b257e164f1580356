import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveServiceUrls } from '@rampa/sdk';
import { clientHandlers, fakeGraphqlWs, notificationHandlers, TEST_BACKEND_URL } from '@rampa/sdk/testing';
import { renderApp, slow } from '../../test/renderApp';
import { server } from '../../test/server';

const GRAPHQL_URL = resolveServiceUrls({ backendUrl: TEST_BACKEND_URL }).graphql;

describe('notifications', { timeout: 60_000 }, () => {
  it('opens the panel from the bell, marks one and then all read, and the badge follows', async () => {
    server.use(...clientHandlers(GRAPHQL_URL));
    const { user } = renderApp('/handlowiec/pulpit', { signedIn: true });
    const bell = await screen.findByRole('button', { name: 'Powiadomienia: 2 nieprzeczytane' }, slow);
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Powiadomienia' });
    const list = await within(panel).findByRole('list', { name: 'Powiadomienia' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getAllByText('Nowe')).toHaveLength(2);

    // The first is unread and has no link: "Oznacz jako przeczytane".
    const first = within(list).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Oznacz jako przeczytane' }));
    await waitFor(() => expect(within(panel).getByText('1 nieprzeczytane')).toBeInTheDocument(), slow);

    await user.click(within(panel).getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }));
    await waitFor(() => expect(within(panel).getByText('Wszystkie przeczytane')).toBeInTheDocument(), slow);
    expect(within(panel).queryByText('Nowe')).not.toBeInTheDocument();
    // The button went away with the last unread one; focus stayed in the panel, so Escape still closes it.
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Powiadomienia' }, slow)).toBeInTheDocument();
  });

  it('opens the panel from "Powiadomienia" in the user menu', async () => {
    server.use(...clientHandlers(GRAPHQL_URL));
    const { user } = renderApp('/handlowiec/pulpit', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: /Menu użytkownika/ }, slow));
    await user.click(await screen.findByRole('menuitem', { name: 'Powiadomienia (2)' }, slow));
    expect(await screen.findByRole('dialog', { name: 'Powiadomienia' }, slow)).toBeInTheDocument();
  });

  it('reads the open panel’s list again when the live unread count moves', async () => {
    const ws = fakeGraphqlWs();
    server.use(...clientHandlers(GRAPHQL_URL), ...notificationHandlers(GRAPHQL_URL));
    const { user } = renderApp('/handlowiec/pulpit', {
      signedIn: true,
      sdkOptions: { webSocket: ws.WebSocket },
    });
    await user.click(await screen.findByRole('button', { name: 'Powiadomienia: 2 nieprzeczytane' }, slow));
    const panel = await screen.findByRole('dialog', { name: 'Powiadomienia' });
    const list = await within(panel).findByRole('list', { name: 'Powiadomienia' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await waitFor(() => expect(ws.variables('NotificationUnreadCountLive').length).toBeGreaterThan(0), slow);

    // A magazynier confirmed a notice: the server has one more, unread, and the live count says 3.
    server.use(...notificationHandlers(GRAPHQL_URL, { count: 7, unread: 3 }));
    ws.push('NotificationUnreadCountLive', {
      data: { notifications_aggregate: { __typename: 'notifications_aggregate', aggregate: { count: 3 } } },
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7), slow);
    expect(within(list).getAllByText('Nowe')).toHaveLength(3);
  });
});
