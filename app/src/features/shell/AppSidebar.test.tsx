import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setViewportWidth } from '../../test/matchMedia';

const nav = () => screen.findByRole('navigation', { name: 'Nawigacja główna' });

function currentLinks(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.getAttribute('href'));
}

describe('the sidebar', () => {
  it('links every menu item to its route, in the spec’s order and groups', async () => {
    renderApp('/handlowiec/pulpit', { signedIn: true });
    const navigation = await nav();
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Pulpit', '/handlowiec/pulpit'],
      ['Nowy klient', '/handlowiec/klienci/nowy-klient'],
      ['Lista', '/handlowiec/klienci/lista'],
      ['Nowa awizacja', '/handlowiec/awizacje/nowa'],
      ['Lista', '/handlowiec/awizacje/lista'],
      ['Kampanie', '/marketing/kampanie'],
      ['Lista', '/handlowiec/produkty/lista'],
    ]);
    const groupLabels = within(navigation)
      .getAllByRole('group')
      .map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(groupLabels).toEqual(['Klienci', 'Awizacje', 'Marketing', 'Produkty']);
  });

  it('marks the item whose URL the path equals or begins with', async () => {
    renderApp('/handlowiec/klienci/lista', { signedIn: true });
    expect(currentLinks(await nav())).toEqual(['/handlowiec/klienci/lista']);
  });

  it('navigates client-side and moves the active item', async () => {
    const { user, router } = renderApp('/handlowiec/pulpit', { signedIn: true });
    const navigation = await nav();
    expect(currentLinks(navigation)).toEqual(['/handlowiec/pulpit']);
    await user.click(within(navigation).getByRole('link', { name: 'Kampanie' }));
    expect(await screen.findByRole('heading', { name: 'Kampanie', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketing/kampanie');
    await waitFor(() => expect(currentLinks(navigation)).toEqual(['/marketing/kampanie']));
  });

  it('shows a single role as its label, with nothing to switch to', async () => {
    renderApp('/handlowiec/pulpit', { signedIn: true });
    const navigation = await nav();
    expect(screen.getByText('Handlowiec')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rola/ })).not.toBeInTheDocument();
    expect(
      within(navigation)
        .getAllByRole('link', { name: /^Lista/ })
        .map((l) => l.getAttribute('aria-label')),
    ).toEqual(['Lista klientów', 'Lista awizacji', 'Lista produktów']);
  });

  it("switches among the user's own roles: another menu, area and start page, kept after a reload", async () => {
    const first = renderApp('/handlowiec/pulpit', { signedIn: true, roles: ['handlowiec', 'magazynier'] });
    await nav();
    const switcher = screen.getByRole('button', { name: /Rola/ });
    expect(switcher).toHaveTextContent('Handlowiec');
    await first.user.click(switcher);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Handlowiec', 'Magazynier']);
    await first.user.click(options[1]!);

    await waitFor(() => expect(first.router.state.location.pathname).toMatch(/^\/magazynier\/?$/));
    expect(screen.getByRole('button', { name: /Rola/ })).toHaveTextContent('Magazynier');
    expect(within(await nav()).queryByRole('link', { name: 'Nowy klient' })).not.toBeInTheDocument();
    expect(first.sdk.role.getSnapshot().role).toBe('magazynier');
    first.unmount();

    // The choice is remembered for this user on this device.
    const storage = first.sdk.clientStorage;
    const again = renderApp('/', {
      signedIn: true,
      roles: ['handlowiec', 'magazynier'],
      sdkOptions: { clientStorageType: storage },
    });
    await waitFor(() => expect(again.router.state.location.pathname).toMatch(/^\/magazynier\/?$/));
  });

  it('on a phone, opens as a sheet and closes after navigating', async () => {
    setViewportWidth(360);
    const { user, router } = renderApp('/handlowiec/pulpit', { signedIn: true });
    const trigger = await screen.findByRole('button', { name: 'Przełącz panel boczny' });
    expect(screen.queryByRole('navigation', { name: 'Nawigacja główna' })).not.toBeInTheDocument();

    await user.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Panel boczny' });
    await user.click(within(sheet).getByRole('link', { name: 'Nowa awizacja' }));

    expect(await screen.findByRole('heading', { name: 'Nowa awizacja', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/handlowiec/awizacje/nowa');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Panel boczny' })).not.toBeInTheDocument(),
    );
  });
});
