import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CLIENT_COUNT_CAP, resolveServiceUrls } from '@rampa/sdk';
import { clientHandlers, createClientHandlers, TEST_BACKEND_URL } from '@rampa/sdk/testing';
import { renderApp, slow } from '../../test/renderApp';
import { server } from '../../test/server';

const GRAPHQL_URL = resolveServiceUrls({ backendUrl: TEST_BACKEND_URL }).graphql;

/** Records the variables of every operation of that name, then lets the sdk's handlers answer. */
function recordVariables(operationName: string) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.link(GRAPHQL_URL).operation(({ operationName: name, variables }) => {
      if (name === operationName) calls.push(variables);
      return undefined;
    }),
  );
  return calls;
}

function openList(path: string, ...overrides: Parameters<typeof server.use>) {
  // The first matching handler answers: overrides go before the defaults.
  server.use(...overrides, ...clientHandlers(GRAPHQL_URL));
  const calls = recordVariables('ClientList');
  const app = renderApp(path, { signedIn: true });
  return { ...app, calls };
}

describe('the client list', { timeout: 60_000 }, () => {
  it('queries what the URL says and shows the page range', async () => {
    const { calls } = openList('/handlowiec/klienci/lista?q=Firma&kind=company&page=2&sort=city&dir=desc');

    expect(await screen.findByText('26–50 z 57', {}, slow)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      where: {
        _and: [
          {
            _or: [
              { name: { _ilike: '%Firma%' } },
              { code: { _ilike: '%Firma%' } },
              { city: { _ilike: '%Firma%' } },
              { nip: { _ilike: '%Firma%' } },
            ],
          },
          { kind: { _eq: 'company' } },
        ],
      },
      orderBy: [{ city: 'desc' }, { id: 'asc' }],
      limit: 25,
      offset: 25,
      countLimit: CLIENT_COUNT_CAP + 1,
    });
    expect(screen.getByRole('searchbox', { name: 'Szukaj klientów' })).toHaveValue('Firma');
    expect(screen.getByRole('heading', { name: 'Klienci', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Znaleziono: 57 klientów')).toBeInTheDocument();
  });

  it('puts a status filter in the URL and starts again at page 1', async () => {
    const { calls, user, router } = openList('/handlowiec/klienci/lista?page=2');
    await screen.findByText('26–50 z 57', {}, slow);

    await user.click(screen.getByRole('row', { name: 'aktywny' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ status: ['active'] }), slow);
    await waitFor(
      () => expect(calls.at(-1)).toMatchObject({ where: { status: { _in: ['active'] } }, offset: 0 }),
      slow,
    );
  });

  it('searches after a pause in typing, and sorts by a column header', async () => {
    const { calls, user, router } = openList('/handlowiec/klienci/lista');
    await screen.findByText('1–25 z 57', {}, slow);

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj klientów' }), '542-284');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: '542-284' }), slow);
    await waitFor(
      () =>
        expect(calls.at(-1)).toMatchObject({
          where: { _or: expect.arrayContaining([{ nip: { _ilike: '%542284%' } }]) },
        }),
      slow,
    );

    await user.click(screen.getByRole('columnheader', { name: /Miejscowość/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: '542-284', sort: 'city' }), slow);
    await waitFor(
      () => expect(calls.at(-1)).toMatchObject({ orderBy: [{ city: 'asc' }, { id: 'asc' }] }),
      slow,
    );
  });

  it('pages with the next-page button and restores the state on back', async () => {
    const { user, router } = openList('/handlowiec/klienci/lista?status=%5B%22lead%22%5D');
    await screen.findByText('1–25 z 57', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: ['lead'], page: 2 }), slow);
    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ status: ['lead'] }), slow);
    expect(await screen.findByText('1–25 z 57', {}, slow)).toBeInTheDocument();
  });

  it('goes to the last page from a page past the end', async () => {
    const { router } = openList('/handlowiec/klienci/lista?status=%5B%22lead%22%5D&page=40');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: ['lead'], page: 3 }), slow);
    expect(await screen.findByText('51–57 z 57', {}, slow)).toBeInTheDocument();
  });

  it('counts no further than 10,000 clients and still pages past them', async () => {
    const h = createClientHandlers(GRAPHQL_URL);
    const { user, router } = openList('/handlowiec/klienci/lista?page=400', h.hugeList(12_345));
    expect(await screen.findByText('Razem: ponad 10 000 klientów', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('9976–10 000 z ponad 10 000', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 401 }), slow);
    expect(await screen.findByText('10 001–10 025 z ponad 10 000', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('KL-010001')).toBeInTheDocument();
  });

  it('ends at the short last page past the count, and sends an empty one back to the counted pages', async () => {
    const h = createClientHandlers(GRAPHQL_URL);
    const last = openList('/handlowiec/klienci/lista?page=494', h.hugeList(12_345));
    expect(await screen.findByText('Razem: 12 345 klientów', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('12 326–12 345 z 12 345', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Następna strona' })).toBeDisabled();
    last.unmount();

    const { router } = openList('/handlowiec/klienci/lista?page=600', h.hugeList(12_345));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 400 }), slow);
    expect(await screen.findByText('9976–10 000 z ponad 10 000', {}, slow)).toBeInTheDocument();
  });

  it('opens a client from its row', async () => {
    const { user, router } = openList('/handlowiec/klienci/lista');
    const row = (await screen.findByText('KL-000001', {}, slow)).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByText('Firma Testowa 1 Sp. z o.o.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/handlowiec/klienci/edycja'), slow);
    expect(router.state.location.search).toEqual({ clientCode: 'KL-000001' });
  });

  it('makes every row a link to the client, for a new tab on Ctrl or middle click', async () => {
    openList('/handlowiec/klienci/lista');
    const row = (await screen.findByText('KL-000001', {}, slow)).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveAttribute('data-href', '/handlowiec/klienci/edycja?clientCode=KL-000001');
    const opened: unknown[][] = [];
    const open = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    try {
      row.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    } finally {
      window.open = open;
    }
    expect(opened).toEqual([['/handlowiec/klienci/edycja?clientCode=KL-000001', '_blank', 'noopener']]);
  });

  it('shows only the signed-in user’s clients with "Moi klienci", kept in the URL', async () => {
    const { user, router, calls } = openList('/handlowiec/klienci/lista');
    expect(await screen.findByText('1–25 z 57', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Moi klienci' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ mine: true }), slow);
    // Every fifth fixture client is another handlowiec's.
    expect(await screen.findByText('1–25 z 46', {}, slow)).toBeInTheDocument();
    expect(JSON.stringify(calls.at(-1))).toContain('"owner":{"user_id":{"_eq":');
  });

  it('changes the status of the selected clients after a confirmation', async () => {
    const { user } = openList('/handlowiec/klienci/lista');
    const calls = recordVariables('ChangeClientStatus');
    await screen.findByText('KL-000001', {}, slow);
    const rowOf = (code: string) => screen.getByText(code).closest('[role="row"]') as HTMLElement;
    await user.click(within(rowOf('KL-000001')).getByRole('checkbox'));
    await user.click(within(rowOf('KL-000002')).getByRole('checkbox'));
    expect(screen.getByText('Zaznaczono 2 klientów')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zmień status' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Zmienić status zaznaczonych klientów?' },
      slow,
    );
    expect(dialog).toHaveTextContent('Status 2 klientów zmieni się na „aktywny”.');
    await user.click(within(dialog).getByRole('button', { name: 'Zmień status' }));

    await waitFor(
      () =>
        expect(calls).toEqual([
          {
            ids: ['c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002'],
            status: 'active',
          },
        ]),
      slow,
    );
    expect(await screen.findByText('Zmieniono status 2 klientów na „aktywny”', {}, slow)).toBeInTheDocument();
  });

  it('says when nothing matches and when the list cannot be loaded', async () => {
    const h = createClientHandlers(GRAPHQL_URL);
    const first = openList('/handlowiec/klienci/lista?q=nieistniejacy', h.emptyList());
    expect(
      await screen.findByRole('heading', { name: 'Brak klientów spełniających kryteria' }, slow),
    ).toBeInTheDocument();
    first.unmount();

    const second = openList('/handlowiec/klienci/lista', h.listError());
    expect(await screen.findByText('Nie udało się wczytać listy klientów.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Lista niedostępna')).toBeInTheDocument();
    second.unmount();

    // A refusal of the server is said as such, at once (no retries on access-denied).
    let asked = 0;
    openList(
      '/handlowiec/klienci/lista',
      graphql.link(GRAPHQL_URL).query('ClientList', () => {
        asked += 1;
        return HttpResponse.json({
          errors: [
            { message: 'Your requested role is not in allowed roles', extensions: { code: 'access-denied' } },
          ],
        });
      }),
    );
    expect(
      await screen.findByText('Brak dostępu: serwer nie wydaje listy klientów dla Twojej roli.', {}, slow),
    ).toBeInTheDocument();
    // Asked by the route's prefetch and, when the page mounts after that failed, once more by the page
    // (TanStack Query asks again on mount after a failure): never the retries a transient failure gets.
    expect(asked).toBeLessThanOrEqual(2);
  });
});
