import { ROLE_START_PATHS, type OrganizationRole } from '@rampa/domain';

/** Polish names of the organization's roles (the Hasura role names stay in the data). */
export const ROLE_LABELS: Record<OrganizationRole, string> = {
  handlowiec: 'Handlowiec',
  magazynier: 'Magazynier',
  kierowca: 'Kierowca',
  klient: 'Klient',
  org_admin: 'Administrator',
};

/** The app's areas (the first segment of their paths) and the roles that may work in each. */
export const AREA_ROLES = {
  // The organization's administrator may do everything in it, the sales rep's screens included.
  handlowiec: ['handlowiec', 'org_admin'],
  marketing: ['handlowiec', 'org_admin'],
  magazynier: ['magazynier'],
  kierowca: ['kierowca'],
  klient: ['klient'],
  admin: ['org_admin'],
} as const satisfies Record<string, readonly OrganizationRole[]>;
export type Area = keyof typeof AREA_ROLES;

/** Where a role starts: its area's dashboard; `/pulpit` for a user with no organization role. */
export const startPathOf = (role: OrganizationRole | null): string =>
  role ? ROLE_START_PATHS[role] : '/pulpit';

export const mayEnter = (area: Area, role: OrganizationRole | null): boolean =>
  role !== null && (AREA_ROLES[area] as readonly OrganizationRole[]).includes(role);

/** Thrown by an area's guard; the area's error component shows "Brak dostępu" for it. */
export class AccessDeniedError extends Error {
  override name = 'AccessDeniedError';
  constructor(readonly area: Area) {
    super(`The active role may not enter ${area}`);
  }
}

/**
 * An area route's `beforeLoad`: the active role must be one of the area's (the server refuses the data too).
 * It reads the sdk's role itself, not a copy in the router context, so a switch followed at once by a
 * navigation is checked against the new role.
 */
export function guardArea(area: Area, role: OrganizationRole | null): void {
  if (!mayEnter(area, role)) throw new AccessDeniedError(area);
}

/** The roles the user holds that may enter `area`, to offer a switch on the refusal. */
export const rolesFor = (area: Area, held: readonly OrganizationRole[]): OrganizationRole[] =>
  held.filter((role) => mayEnter(area, role));
