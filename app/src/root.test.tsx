import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientHandlers, TEST_BACKEND_URL } from '@rampa/sdk/testing';
import { renderApp } from './test/renderApp';
import { server } from './test/server';

const signInHeading = () => screen.findByRole('heading', { name: 'Zaloguj się', level: 1 });

describe('root behaviour (spec §2)', () => {
  it('renders nothing while authentication loads', async () => {
    const { container, router } = renderApp('/handlowiec/pulpit', { signedIn: true, holdTokenImport: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(router.state.status).toBe('idle');
  });

  it('sends a signed-out visitor of a private page to /', async () => {
    const { router } = renderApp('/handlowiec/klienci/lista');
    expect(await signInHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(document.title).toBe('Logowanie · Rampa'));
    // The centred plain layout: no sidebar, no header.
    expect(screen.queryByRole('navigation', { name: 'Nawigacja główna' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of an unknown path to / too', async () => {
    const { router } = renderApp('/nie-ma-takiej-strony');
    expect(await signInHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user on / to /handlowiec/pulpit, inside the shell', async () => {
    const { router, stores } = renderApp('/', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Pulpit', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/handlowiec/pulpit');
    await waitFor(() => expect(document.title).toBe('Pulpit · Rampa'));
    expect(screen.getByRole('navigation', { name: 'Nawigacja główna' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Przełącz panel boczny' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rampa' })).toBeInTheDocument();
    // Spec §3/§4: the signed-in user's profile is in the user store.
    expect(stores.user.getState().data).toMatchObject({
      first_name: 'Anna',
      last_name: 'Nowak',
      email: 'handlowiec@demo.rampa.pl',
      keycloak_id: '',
      curr_org_id: 0,
      profiles: [],
    });
  });

  it('shows Not Found on an unknown path to a signed-in user', async () => {
    renderApp('/nie-ma-takiej-strony', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Nawigacja główna' })).toBeInTheDocument();
  });

  it('sends /handlowiec/ to the dashboard', async () => {
    const { router } = renderApp('/handlowiec/', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Pulpit', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/handlowiec/pulpit');
  });

  it('gives the client edit page an empty clientCode by default', async () => {
    const { router } = renderApp('/handlowiec/klienci/edycja', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Edycja klienta', level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ clientCode: '' });
    expect(await screen.findByRole('heading', { name: 'Nie wybrano klienta', level: 2 })).toBeInTheDocument();
  });

  it('reads clientCode from the address', async () => {
    server.use(...clientHandlers(`${TEST_BACKEND_URL}/v1/graphql`));
    const { router } = renderApp('/handlowiec/klienci/edycja?clientCode=KL-999123', { signedIn: true });
    // The page asks the server for that code (the test server holds no such client).
    expect(
      await screen.findByRole('heading', { name: 'Nie znaleziono klienta KL-999123', level: 2 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ clientCode: 'KL-999123' });
  });

  it('signs in from / and lands on the dashboard', async () => {
    const { user, router, stores } = renderApp('/');
    await signInHeading();
    await user.type(screen.getByLabelText(/E-mail/), 'handlowiec@demo.rampa.pl');
    await user.type(screen.getByLabelText(/Hasło/), 'tajne-haslo');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Pulpit', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/handlowiec/pulpit');
    expect(stores.user.getState().data?.first_name).toBe('Anna');
  });

  it('signs in with the sdk that loads its services lazily (as the built app does) and lands in the shell', async () => {
    const { user, router, sdk } = renderApp('/', { sdkOptions: { lazy: true } });
    await signInHeading();
    expect(sdk.loaded).toBe(false);
    await user.type(screen.getByLabelText(/E-mail/), 'handlowiec@demo.rampa.pl');
    await user.type(screen.getByLabelText(/Hasło/), 'tajne-haslo');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Pulpit', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/handlowiec/pulpit');
    expect(sdk.loaded).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Nawigacja główna' })).toBeInTheDocument();
  });

  it('opens a deep link of a stored session with the lazily loading sdk', async () => {
    server.use(...clientHandlers(`${TEST_BACKEND_URL}/v1/graphql`));
    renderApp('/handlowiec/klienci/edycja?clientCode=KL-999123', {
      signedIn: true,
      sdkOptions: { lazy: true },
    });
    expect(
      await screen.findByRole('heading', { name: 'Nie znaleziono klienta KL-999123', level: 2 }),
    ).toBeInTheDocument();
  });

  it('brings a signed-out visitor of a deep link back to it after signing in', async () => {
    const { user, router } = renderApp('/handlowiec/klienci/lista?status=active');
    await signInHeading();
    expect(router.state.location.search.powrot).toMatch(/^\/handlowiec\/klienci\/lista\?status=/);
    await user.type(screen.getByLabelText(/E-mail/), 'handlowiec@demo.rampa.pl');
    await user.type(screen.getByLabelText(/Hasło/), 'tajne-haslo');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/handlowiec/klienci/lista'));
    expect(router.state.location.search).toMatchObject({ status: ['active'] });
  });

  it.each([
    ['magazynier', /^\/magazynier\/?$/, 'Plan dnia'],
    ['kierowca', /^\/kierowca\/?$/, 'Moje awizacje'],
    ['klient', /^\/klient\/?$/, 'Awizacje firmy'],
    ['org_admin', /^\/admin\/?$/, 'Użytkownicy organizacji'],
  ] as const)('sends a signed-in %s from / to his own area', async (role, path, heading) => {
    const { router } = renderApp('/', { signedIn: true, roles: [role] });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(path);
  });

  it("shows Brak dostępu in another role's area and loads none of its data", async () => {
    const { queryClient } = renderApp('/handlowiec/klienci/lista', { signedIn: true, roles: ['magazynier'] });
    expect(await screen.findByRole('heading', { name: 'Brak dostępu', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText('Ta część aplikacji jest dla roli: Handlowiec lub Administrator.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do pulpitu' })).toHaveAttribute('href', '/magazynier');
    // This app's own queries, not the network: a request the test before left in flight may start during this one.
    // The header's notifications badge and avatar are the user's own, in every area; the area's data must not load.
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0])
      .filter((domain) => domain !== 'notifications' && domain !== 'storage');
    expect(asked).toEqual([]);
  });

  it('offers to switch to a role of his own that may enter, and then shows the page', async () => {
    const { user, router } = renderApp('/handlowiec/klienci/nowy-klient', {
      signedIn: true,
      roles: ['magazynier', 'handlowiec'],
    });
    await user.click(await screen.findByRole('button', { name: 'Przełącz na rolę Handlowiec' }));
    expect(await screen.findByRole('heading', { name: 'Nowy klient', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/handlowiec/klienci/nowy-klient');
  });

  it('signs out from the user menu and is back on /, with the stored user cleared', async () => {
    const { user, router, stores } = renderApp('/handlowiec/pulpit', { signedIn: true });
    const trigger = await screen.findByRole('button', { name: /Menu użytkownika/ });
    expect(within(trigger).getByText('Anna Nowak')).toBeInTheDocument();
    expect(within(trigger).getByText('handlowiec@demo.rampa.pl')).toBeInTheDocument();
    await user.click(trigger);
    const menu = await screen.findByRole('menu', { name: /Menu użytkownika/ });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profil & Ustawienia', 'Powiadomienia (2)', 'Wyloguj']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Wyloguj' }));
    expect(await signInHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(stores.user.getState().data).toBeNull();
  });
});
