import { isOrganizationRole, ORG_ADMIN_ROLE, ORGANIZATION_ROLES, type OrganizationRole } from '@rampa/domain';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { getFragmentData } from '../gql';
import type { Users_Bool_Exp, Users_Order_By } from '../gql/graphql';
import type { GraphqlClient } from '../graphql/graphqlClient';
import type { MutationMeta } from '../graphql/mutationMeta';
import {
  AdminSetKlientClientDocument,
  AdminSetUserDisabledDocument,
  AdminSetUserRolesDocument,
  AdminUserFragment,
  AdminUsersDocument,
} from './admin.documents';
import { ADMIN_USER_SORT_FIELDS, DEFAULT_ADMIN_PAGE_SIZE, type AdminUserSortField } from './admin.constants';

// The list's options are in a module of their own, without documents: the app's route files (its first load) read them.
export { ADMIN_USER_SORT_FIELDS, DEFAULT_ADMIN_PAGE_SIZE, type AdminUserSortField };

/** The roles an organization hands out (public.profiles.role), from @rampa/domain. */
export { isOrganizationRole, ORGANIZATION_ROLES, type OrganizationRole };

export interface AdminUserFilters {
  /** Matches the name or the e-mail address (case-insensitive). */
  q?: string;
  role?: OrganizationRole;
  /** true: disabled only, false: active only. */
  disabled?: boolean;
  sort?: AdminUserSortField;
  direction?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function adminUserWhere(filters: AdminUserFilters): Users_Bool_Exp {
  const and: Users_Bool_Exp[] = [];
  const q = filters.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    and.push({ _or: [{ displayName: { _ilike: pattern } }, { email: { _ilike: pattern } }] });
  }
  if (filters.role) and.push({ roles: { role: { _eq: filters.role } } });
  if (filters.disabled !== undefined) and.push({ disabled: { _eq: filters.disabled } });
  return and.length === 0 ? {} : { _and: and };
}

export function adminUserOrderBy(filters: AdminUserFilters): Users_Order_By[] {
  const direction = filters.direction === 'desc' ? 'desc_nulls_last' : 'asc_nulls_last';
  const sort = filters.sort ?? 'displayName';
  return [{ [sort]: direction }, { id: 'asc' }];
}

export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filters: AdminUserFilters) => [...adminKeys.users(), filters] as const,
};

/** The /admin list as the organization's administrator (`x-hasura-role: org_admin`) sees it. */
export function createAdminQueries(graphql: GraphqlClient) {
  const options = { role: ORG_ADMIN_ROLE };
  return {
    users: (filters: AdminUserFilters = {}) => {
      const pageSize = filters.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE;
      const page = Math.max(1, filters.page ?? 1);
      return queryOptions({
        queryKey: adminKeys.userList(filters),
        queryFn: async ({ signal }) => {
          const data = await graphql.request(
            AdminUsersDocument,
            {
              where: adminUserWhere(filters),
              orderBy: adminUserOrderBy(filters),
              limit: pageSize,
              offset: (page - 1) * pageSize,
            },
            { ...options, signal },
          );
          return {
            rows: data.users.map((row) => {
              const user = getFragmentData(AdminUserFragment, row);
              // Nhost's own roles (`user`, `me`) are not the organization's; the list shows its roles only.
              return { ...user, roles: user.roles.map((r) => r.role).filter(isOrganizationRole) };
            }),
            total: data.usersAggregate.aggregate?.count ?? 0,
            page,
            pageSize,
          };
        },
        placeholderData: keepPreviousData,
      });
    },
  };
}
export type AdminQueries = ReturnType<typeof createAdminQueries>;
export type AdminUserPage = Awaited<ReturnType<NonNullable<ReturnType<AdminQueries['users']>['queryFn']>>>;
export type AdminUser = AdminUserPage['rows'][number];

export interface SetRolesInput {
  user: Pick<AdminUser, 'id' | 'displayName' | 'roles' | 'defaultRole'> & {
    profiles: readonly Pick<AdminUser['profiles'][number], 'org_id' | 'role'>[];
  };
  /** The organization the roles are in (the administrator's). */
  orgId: string;
  roles: readonly OrganizationRole[];
  /** The client a newly added `klient` role is for (the database refuses a klient profile without one). */
  clientId?: string;
}

/** What changes: roles to add and remove, and the default role (kept when still held). */
export function rolesChange(input: SetRolesInput) {
  const current = new Set(input.user.profiles.filter((p) => p.org_id === input.orgId).map((p) => p.role));
  const currentJwt = new Set(input.user.roles);
  const wanted = ORGANIZATION_ROLES.filter((role) => input.roles.includes(role));
  if (wanted.length === 0) throw new Error('a user keeps at least one role');
  const defaultRole = wanted.includes(input.user.defaultRole as OrganizationRole)
    ? input.user.defaultRole
    : wanted[0]!;
  return {
    addProfiles: wanted
      .filter((role) => !current.has(role))
      .map((role) => ({
        user_id: input.user.id,
        org_id: input.orgId,
        role,
        display_name: input.user.displayName,
        ...(role === 'klient' && { client_id: input.clientId ?? null }),
      })),
    addRoles: wanted.filter((role) => !currentJwt.has(role)).map((role) => ({ userId: input.user.id, role })),
    remove: ORGANIZATION_ROLES.filter((role) => !wanted.includes(role)),
    defaultRole,
  };
}

export interface SetKlientClientInput {
  /** The user's `klient` profile in the administrator's organization. */
  profileId: string;
  /** Another client of the same organization. */
  clientId: string;
}

/** A user's `klient` profile in the organization, with its company (null: not a klient there). */
export const klientProfileOf = (user: Pick<AdminUser, 'profiles'>, orgId?: string) =>
  user.profiles.find((p) => p.role === 'klient' && (orgId === undefined || p.org_id === orgId)) ?? null;

export interface InviteUserInput {
  email: string;
  displayName: string;
  role: OrganizationRole;
  /** The client a `klient` is invited for (required for that role; the function refuses it for others). */
  clientId?: string;
  /** Where the e-mail's link brings the invitee to set his password. */
  redirectTo?: string;
}

/** Calls functions/admin/invite-user; answers its `{ userId }` or throws its `{ status, error, message }`. */
export type InviteUserCall = (input: InviteUserInput) => Promise<{ userId: string }>;

export function createAdminMutations(graphql: GraphqlClient, inviteUser: InviteUserCall) {
  const options = { role: ORG_ADMIN_ROLE };
  const meta = (successMessage: string, errorMessage: string): MutationMeta => ({
    successMessage,
    errorMessage,
    invalidates: adminKeys.users(),
  });
  return {
    setDisabled: () =>
      mutationOptions({
        mutationFn: async ({ id, disabled }: { id: string; disabled: boolean }) => {
          const data = await graphql.request(AdminSetUserDisabledDocument, { id, disabled }, options);
          if (!data.updateUser) throw new Error('the user is out of reach');
          return data.updateUser;
        },
        meta: meta('Zapisano zmiany konta', 'Nie udało się zmienić konta'),
      }),
    setRoles: () =>
      mutationOptions({
        mutationFn: async (input: SetRolesInput) => {
          const change = rolesChange(input);
          const data = await graphql.request(
            AdminSetUserRolesDocument,
            { userId: input.user.id, orgId: input.orgId, ...change },
            options,
          );
          if (!data.updateUser) throw new Error('the user is out of reach');
          return data.updateUser;
        },
        meta: meta('Zapisano role użytkownika', 'Nie udało się zmienić ról'),
      }),
    setKlientClient: () =>
      mutationOptions({
        mutationFn: async ({ profileId, clientId }: SetKlientClientInput) => {
          const data = await graphql.request(AdminSetKlientClientDocument, { profileId, clientId }, options);
          if (!data.update_profiles_by_pk) throw new Error('the klient profile is out of reach');
          return data.update_profiles_by_pk;
        },
        meta: meta('Zmieniono firmę klienta', 'Nie udało się zmienić firmy klienta'),
      }),
    invite: () =>
      mutationOptions({
        mutationFn: (input: InviteUserInput) => inviteUser(input),
        meta: {
          invalidates: adminKeys.users(),
        } satisfies MutationMeta,
      }),
  };
}
export type AdminMutations = ReturnType<typeof createAdminMutations>;
