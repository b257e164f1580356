import type { HasuraClaims, OrganizationRole } from '@rampa/sdk';

/** Polish names of the organization's roles (the Hasura role names stay in the data). */
export const ROLE_LABELS: Record<OrganizationRole, string> = {
  handlowiec: 'Handlowiec',
  magazynier: 'Magazynier',
  kierowca: 'Kierowca',
  klient: 'Klient',
  org_admin: 'Administrator',
};

/** The /admin area is for the organization's administrator: `org_admin` among the JWT's allowed roles. */
export const ADMIN_ROLE: OrganizationRole = 'org_admin';
export const isOrgAdmin = (claims: Pick<HasuraClaims, 'allowedRoles'> | null | undefined): boolean =>
  claims?.allowedRoles.includes(ADMIN_ROLE) ?? false;
