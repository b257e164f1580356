import type { OrganizationRole } from '@rampa/domain';
import type { FileRouteTypes } from '../../routeTree.gen';

/** A registered route path, so a menu item can never point nowhere. */
export type AppPath = FileRouteTypes['to'];

export interface NavLinkItem {
  label: string;
  to: AppPath;
  /** A fuller name for screen readers and the icon rail's tooltip where the label repeats ("Lista"). */
  name?: string;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

/** A role's sidebar: its dashboard first, then its groups. */
export interface RoleMenu {
  dashboard: NavLinkItem;
  groups: NavGroup[];
}

/** The spec §2 sidebar menu for Handlowiec, exactly (plus distinct names for the three "Lista" items). */
export const SALES_MENU: RoleMenu = {
  dashboard: { label: 'Pulpit', to: '/handlowiec/pulpit' },
  groups: [
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
  ],
};

/** Each role's menu; the areas' own screens join their menus as they are built. */
export const ROLE_MENUS: Record<OrganizationRole, RoleMenu> = {
  handlowiec: SALES_MENU,
  org_admin: {
    dashboard: SALES_MENU.dashboard,
    groups: [
      ...SALES_MENU.groups,
      {
        label: 'Organizacja',
        items: [
          { label: 'Administracja', to: '/admin' },
          { label: 'Magazyny i rampy', to: '/admin/magazyny' },
        ],
      },
    ],
  },
  magazynier: { dashboard: { label: 'Pulpit', to: '/magazynier' }, groups: [] },
  kierowca: { dashboard: { label: 'Moje awizacje', to: '/kierowca' }, groups: [] },
  klient: {
    dashboard: { label: 'Awizacje firmy', to: '/klient' },
    groups: [
      { label: 'Awizacje', items: [{ label: 'Nowa awizacja', to: '/klient/nowa' }] },
      { label: 'Oferta', items: [{ label: 'Cenniki', to: '/klient/cenniki' }] },
    ],
  },
};

/** A signed-in user without an organization role: the general dashboard only. */
export const NO_ROLE_MENU: RoleMenu = { dashboard: { label: 'Pulpit', to: '/pulpit' }, groups: [] };

export const menuFor = (role: OrganizationRole | null): RoleMenu => (role ? ROLE_MENUS[role] : NO_ROLE_MENU);

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
