import type { GraphQLHandler } from 'msw';
import type { OrganizationRole } from '@rampa/domain';
import {
  AdminSetKlientClientDocument,
  AdminUserFragment,
  AdminUsersDocument,
  makeFragmentData,
  type AdminUser,
} from '@rampa/sdk';
import { clientListItemFixture, createGraphqlHandlers, FIXTURE_USER_ID } from '@rampa/sdk/testing';
import { STORY_URLS } from './appStory';

// The sdk's testing entry has no handlers for /admin yet; these follow the shape of its clients handlers
// (typed by the sdk's document and fragment, so a schema change breaks them) and belong there eventually.

const ORG_ID = 'de000000-0000-4000-8000-000000000001';

interface AdminUserFixture extends Partial<Omit<AdminUser, 'roles' | 'profiles'>> {
  roles?: OrganizationRole[];
  /** A klient's company (the sdk's client fixture of this index). */
  company?: number;
}

/** The sdk's client fixture `index` as a profile's `client` (name and code as its clients handlers answer). */
export const fixtureCompany = (index: number) => {
  const { id, name, code } = clientListItemFixture(index);
  return { id, name, code };
};

function adminUser(index: number, fixture: AdminUserFixture) {
  const { roles = ['handlowiec'], company, ...rest } = fixture;
  const id = `ad000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return makeFragmentData(
    {
      id,
      displayName: `Użytkownik ${index}`,
      email: `uzytkownik${index}@demo.rampa.pl`,
      emailVerified: true,
      disabled: false,
      defaultRole: roles[0] ?? 'user',
      lastSeen: '2026-11-20T07:45:00.000Z',
      createdAt: '2026-02-01T08:00:00.000Z',
      roles: roles.map((role) => ({ id: `${id}-${role}`, role })),
      profiles: roles.map((role, i) => {
        const client = role === 'klient' && company !== undefined ? fixtureCompany(company) : null;
        return { id: `${id}-p${i}`, org_id: ORG_ID, role, client_id: client?.id ?? null, client };
      }),
      ...rest,
    },
    AdminUserFragment,
  );
}

/** The organization's users: the signed-in administrator, active staff, an invitee and a blocked account. */
export const ADMIN_USERS = [
  adminUser(1, {
    id: FIXTURE_USER_ID,
    displayName: 'Anna Nowak',
    email: 'admin@demo.rampa.pl',
    roles: ['org_admin', 'handlowiec'],
  }),
  adminUser(2, { displayName: 'Jan Wiśniewski', email: 'jan.wisniewski@demo.rampa.pl' }),
  adminUser(3, {
    displayName: 'Piotr Zieliński',
    email: 'piotr.zielinski@demo.rampa.pl',
    roles: ['magazynier'],
  }),
  adminUser(4, {
    displayName: 'Tomasz Wójcik',
    email: 'tomasz.wojcik@demo.rampa.pl',
    roles: ['kierowca'],
    lastSeen: '2026-11-21T16:10:00.000Z',
  }),
  adminUser(5, {
    displayName: 'Katarzyna Lewandowska',
    email: 'k.lewandowska@hurtownia-lew.pl',
    roles: ['klient'],
    company: 2,
    emailVerified: false,
    lastSeen: null,
  }),
  adminUser(6, {
    displayName: 'Marek Kamiński',
    email: 'marek.kaminski@demo.rampa.pl',
    roles: ['handlowiec', 'magazynier'],
    disabled: true,
  }),
];

const admin = createGraphqlHandlers(STORY_URLS.graphql);

export const adminHandlers = {
  /** The users above, paged as asked. */
  users: (users = ADMIN_USERS): GraphQLHandler =>
    admin.data(AdminUsersDocument, ({ limit, offset }) => ({
      users: users.slice(offset, offset + limit),
      usersAggregate: { aggregate: { count: users.length } },
    })),
  /** No user matches. */
  noUsers: (): GraphQLHandler =>
    admin.data(AdminUsersDocument, { users: [], usersAggregate: { aggregate: { count: 0 } } }),
  /** Moves the klient profile to the company asked for (one of the sdk's client fixtures), as Hasura answers. */
  setKlientClient: (
    onRequest?: (variables: { profileId: string; clientId: string }) => void,
  ): GraphQLHandler =>
    admin.data(AdminSetKlientClientDocument, ({ profileId, clientId: id }) => {
      onRequest?.({ profileId, clientId: id });
      const index = Number(id.slice(-12));
      return { update_profiles_by_pk: { id: profileId, client_id: id, client: fixtureCompany(index) } };
    }),
  /** The database refuses the company (trigger profiles_client_same_org), as Hasura reports it. */
  setKlientClientRefused: (): GraphQLHandler =>
    admin.errors(AdminSetKlientClientDocument, [
      {
        message: "a profile's client must belong to the profile's organization",
        extensions: { code: 'constraint-violation' },
      },
    ]),
  /** The profile is out of the administrator's reach (no longer a klient of his organization). */
  setKlientClientOutOfReach: (): GraphQLHandler =>
    admin.data(AdminSetKlientClientDocument, { update_profiles_by_pk: null }),
  /** Hasura refuses the query, e.g. a role without permission on `users`. */
  usersError: (): GraphQLHandler =>
    admin.errors(AdminUsersDocument, [
      {
        message: 'field "users" not found in type: \'query_root\'',
        extensions: { code: 'validation-failed' },
      },
    ]),
};
