import { describe, expect, it } from 'vitest';
import { isNavItemActive, menuFor } from './navigation';

describe('isNavItemActive', () => {
  it('is active on the item URL itself', () => {
    expect(isNavItemActive('/handlowiec/pulpit', '/handlowiec/pulpit')).toBe(true);
  });

  it('is active on paths below the item URL', () => {
    expect(isNavItemActive('/handlowiec/klienci/lista/filtry', '/handlowiec/klienci/lista')).toBe(true);
    expect(isNavItemActive('/marketing/kampanie/123', '/marketing/kampanie')).toBe(true);
  });

  it('ignores a trailing slash on either side', () => {
    expect(isNavItemActive('/handlowiec/pulpit/', '/handlowiec/pulpit')).toBe(true);
    expect(isNavItemActive('/handlowiec/pulpit', '/handlowiec/pulpit/')).toBe(true);
  });

  it('is not active on siblings, parents or a longer segment with the same prefix', () => {
    expect(isNavItemActive('/handlowiec/klienci/nowy-klient', '/handlowiec/klienci/lista')).toBe(false);
    expect(isNavItemActive('/handlowiec', '/handlowiec/pulpit')).toBe(false);
    expect(isNavItemActive('/handlowiec/pulpit-archiwum', '/handlowiec/pulpit')).toBe(false);
    expect(isNavItemActive('/', '/handlowiec/pulpit')).toBe(false);
  });
});

describe('the sidebar menus', () => {
  it('is exactly the spec’s menu for Handlowiec, with distinct names for the three lists', () => {
    expect(menuFor('handlowiec').dashboard).toEqual({ label: 'Pulpit', to: '/handlowiec/pulpit' });
    expect(menuFor('handlowiec').groups).toEqual([
      {
        label: 'Klienci',
        items: [
          { label: 'Nowy klient', to: '/handlowiec/klienci/nowy-klient' },
          { label: 'Lista', to: '/handlowiec/klienci/lista', name: 'Lista klientów' },
        ],
      },
      {
        label: 'Awizacje',
        items: [
          { label: 'Nowa awizacja', to: '/handlowiec/awizacje/nowa' },
          { label: 'Lista', to: '/handlowiec/awizacje/lista', name: 'Lista awizacji' },
        ],
      },
      { label: 'Marketing', items: [{ label: 'Kampanie', to: '/marketing/kampanie' }] },
      {
        label: 'Produkty',
        items: [{ label: 'Lista', to: '/handlowiec/produkty/lista', name: 'Lista produktów' }],
      },
    ]);
  });

  it("gives the administrator the sales rep's menu and Administracja", () => {
    const items = menuFor('org_admin').groups.flatMap((group) => group.items.map((item) => item.to));
    expect(items).toContain('/handlowiec/klienci/lista');
    expect(items).toContain('/admin');
    expect(menuFor('handlowiec').groups.flatMap((g) => g.items.map((i) => i.to))).not.toContain('/admin');
  });

  it("starts every other role's menu on its own area, never the sales rep's", () => {
    expect(menuFor('magazynier').dashboard.to).toBe('/magazynier');
    expect(menuFor('kierowca').dashboard.to).toBe('/kierowca');
    expect(menuFor('klient').dashboard.to).toBe('/klient');
    expect(menuFor(null).dashboard.to).toBe('/pulpit');
    for (const role of ['magazynier', 'kierowca', 'klient'] as const) {
      const paths = [menuFor(role).dashboard, ...menuFor(role).groups.flatMap((g) => g.items)].map(
        (i) => i.to,
      );
      expect(paths.some((path) => path.startsWith('/handlowiec'))).toBe(false);
    }
  });
});
