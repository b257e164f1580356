import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveServiceUrls } from '@rampa/sdk';
import { productHandlers, TEST_BACKEND_URL } from '@rampa/sdk/testing';
import { setViewportWidth } from '../../test/matchMedia';
import { renderApp, slow } from '../../test/renderApp';
import { server } from '../../test/server';

const GRAPHQL_URL = resolveServiceUrls({ backendUrl: TEST_BACKEND_URL }).graphql;

describe('the product list', { timeout: 60_000 }, () => {
  it("shows cards on a phone, each with the table's figures and the administrator's edit, and no table", async () => {
    setViewportWidth(360);
    server.use(...productHandlers(GRAPHQL_URL));
    const { user } = renderApp('/handlowiec/produkty/lista', { signedIn: true, roles: ['org_admin'] });
    const cards = await screen.findByRole('list', { name: 'Lista produktów' }, slow);
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(/SKU PRD-0001/);
    expect(first).toHaveTextContent(/zł brutto · .* zł netto, VAT \d+ ?%/);
    expect(first).toHaveTextContent(/aktywny|wycofany/);
    expect(screen.queryByRole('grid', { name: 'Lista produktów' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: /^Edytuj / }));
    expect(await screen.findByRole('dialog', { name: 'Edycja produktu PRD-0001' }, slow)).toBeInTheDocument();
  });
});
