import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveServiceUrls } from '@rampa/sdk';
import { campaignHandlers, TEST_BACKEND_URL } from '@rampa/sdk/testing';
import { setViewportWidth } from '../../test/matchMedia';
import { renderApp, slow } from '../../test/renderApp';
import { server } from '../../test/server';

const GRAPHQL_URL = resolveServiceUrls({ backendUrl: TEST_BACKEND_URL }).graphql;

describe('the campaign list', { timeout: 60_000 }, () => {
  it('shows cards on a phone, each a link to its campaign, and no table', async () => {
    setViewportWidth(360);
    server.use(...campaignHandlers(GRAPHQL_URL));
    const { user, router } = renderApp('/marketing/kampanie', { signedIn: true });
    const cards = await screen.findByRole('list', { name: 'Lista kampanii' }, slow);
    const link = await within(cards).findByRole('link', { name: 'Newsletter grudniowy' }, slow);
    const card = link.closest('li')!;
    expect(card).toHaveTextContent('Wstrzymana');
    expect(card).toHaveTextContent('E-mail');
    expect(card).toHaveTextContent(/Odpowiedzi: \d/);
    expect(screen.queryByRole('grid', { name: 'Lista kampanii' })).not.toBeInTheDocument();
    expect(screen.getByText('Razem: 9 kampanii')).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/marketing\/kampanie\/[^/]+$/));
  });
});
