import { describe, expect, it } from 'vitest';
import { DASHBOARD_ITEM, NAV_GROUPS, ROLES, isNavItemActive } from './navigation';

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

describe('the sidebar menu', () => {
  it('is exactly the spec’s menu', () => {
    expect(DASHBOARD_ITEM).toEqual({ label: 'Pulpit', to: '/handlowiec/pulpit' });
    expect(NAV_GROUPS).toEqual([
      {
        label: 'Klienci',
        items: [
          { label: 'Nowy klient', to: '/handlowiec/klienci/nowy-klient' },
          { label: 'Lista', to: '/handlowiec/klienci/lista' },
        ],
      },
      {
        label: 'Awizacje',
        items: [
          { label: 'Nowa awizacja', to: '/handlowiec/awizacje/nowa' },
          { label: 'Lista', to: '/handlowiec/awizacje/lista' },
        ],
      },
      { label: 'Marketing', items: [{ label: 'Kampanie', to: '/marketing/kampanie' }] },
      { label: 'Produkty', items: [{ label: 'Lista', to: '/handlowiec/produkty/lista' }] },
    ]);
  });

  it('offers the four roles, Handlowiec first', () => {
    expect(ROLES).toEqual(['Handlowiec', 'Klient', 'Kierowca', 'Magazynier']);
  });
});
