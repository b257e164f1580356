// The roles an organization hands out: Hasura role names, carried in the JWT (`x-hasura-allowed-roles`) and
// stored in public.profiles.role. Polish labels belong to the app.

/** In the order the role switcher lists them (product.md, "Roles and areas"). */
export const ORGANIZATION_ROLES = ['handlowiec', 'magazynier', 'kierowca', 'klient', 'org_admin'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** The organization's administrator (not Hasura's `admin`, which bypasses every permission). */
export const ORG_ADMIN_ROLE = 'org_admin' satisfies OrganizationRole;

export const isOrganizationRole = (role: string): role is OrganizationRole =>
  (ORGANIZATION_ROLES as readonly string[]).includes(role);

/** Where a role lands after signing in or switching to it: its area's dashboard. */
export const ROLE_START_PATHS = {
  handlowiec: '/handlowiec/pulpit',
  magazynier: '/magazynier/',
  kierowca: '/kierowca/',
  klient: '/klient/',
  org_admin: '/admin',
} as const satisfies Record<OrganizationRole, string>;
