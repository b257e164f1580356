import type { FileRouteTypes } from '../../routeTree.gen';

/** A registered route path, so a menu item can never point nowhere. */
export type AppPath = FileRouteTypes['to'];

/** The spec §2 sidebar menu for Handlowiec, exactly. */
export interface NavLinkItem {
  label: string;
  to: AppPath;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

export const DASHBOARD_ITEM: NavLinkItem = { label: 'Pulpit', to: '/handlowiec/pulpit' };

export const NAV_GROUPS: NavGroup[] = [
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
];

/**
 * Spec §2: an item is active when the path equals or begins with its URL. "Begins with" is taken per path
 * segment, so /handlowiec/pulpit-stary does not light up /handlowiec/pulpit; a trailing slash is ignored.
 */
export function isNavItemActive(pathname: string, itemUrl: string): boolean {
  const path = stripTrailingSlash(pathname);
  const url = stripTrailingSlash(itemUrl);
  return path === url || path.startsWith(`${url}/`);
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Role names of spec §6; the switcher only changes the displayed label. */
export const ROLES = ['Handlowiec', 'Klient', 'Kierowca', 'Magazynier'] as const;
export type RoleLabel = (typeof ROLES)[number];
export const DEFAULT_ROLE: RoleLabel = 'Handlowiec';
