import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { DEMO_ORGANIZATION, seedDemo } from '../dev/demo';
import { ADMIN_SECRET, BACKENDS, buildTestApp, testToken, type TestDatabase } from './testing';

// Nhost's own tables as nhost/metadata tracks them (auth_*.yaml, storage_*.yaml), and who may see and change
// users and their roles: a user reads his own row, the organization's administrator (`org_admin`) reads and
// manages the people of his organization only, and nobody but the admin secret sees hashes or tokens.
const PROJECT_DIR = join(repoRoot, 'nhost');
const OTHER_ORG = '0e000000-0000-4000-8000-000000000002';
const OTHER_USER = '0e000000-0000-4000-8000-0000000000aa';
const MEMBER = '0e000000-0000-4000-8000-0000000000bb';

type Role = 'handlowiec' | 'org_admin' | 'klient';
interface GraphqlBody {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string } }[];
}

describe.each(BACKENDS)('Nhost auth tables on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  let app: FastifyInstance;
  const users = new Map<Role, string>();

  const post = async (
    headers: Record<string, string>,
    query: string,
    variables?: Record<string, unknown>,
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query, variables }),
    });
    return res.json() as GraphqlBody;
  };
  const as = (role: Role, userId = users.get(role)!) => ({
    authorization: `Bearer ${testToken({
      'x-hasura-allowed-roles': [role],
      'x-hasura-default-role': role,
      'x-hasura-user-id': userId,
    })}`,
  });
  const data = async (role: Role, query: string, variables?: Record<string, unknown>) => {
    const body = await post(as(role), query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  const errorCode = async (role: Role, query: string, variables?: Record<string, unknown>) => {
    const body = await post(as(role), query, variables);
    expect(body.errors, JSON.stringify(body)).toBeDefined();
    return body.errors![0]!.extensions.code;
  };
  const rolesOf = async (userId: string) =>
    (
      await db.query<{ role: string }>('SELECT role FROM auth.user_roles WHERE user_id = $1 ORDER BY role', [
        userId,
      ])
    ).rows.map((row) => row.role);
  const profileRolesOf = async (userId: string) =>
    (
      await db.query<{ role: string }>('SELECT role FROM public.profiles WHERE user_id = $1 ORDER BY role', [
        userId,
      ])
    ).rows.map((row) => row.role);

  beforeAll(async () => {
    database = await open();
    db = database.db;
    await migrate(db, PROJECT_DIR);
    await seedDemo(db, 'demo-password-for-tests');
    const { rows } = await db.query<{ role: Role; user_id: string }>(
      'SELECT role, user_id FROM public.profiles WHERE org_id = $1',
      [DEMO_ORGANIZATION.id],
    );
    for (const row of rows) users.set(row.role, row.user_id);
    await db.query(`INSERT INTO public.organizations (id, name) VALUES ($1, 'Inna Firma')`, [OTHER_ORG]);
    await db.query(
      `INSERT INTO auth.users (id, email, locale, default_role, display_name, password_hash, ticket)
       VALUES ($1, 'inny@x.pl', 'pl', 'handlowiec', 'Inny', 'hash', 'ticket'),
              ($2, 'nowy@demo.rampa.pl', 'pl', 'handlowiec', 'Nowy Pracownik', 'secret-hash', 'secret-ticket')`,
      [OTHER_USER, MEMBER],
    );
    await db.query(
      `INSERT INTO auth.user_roles (user_id, role) VALUES ($1, 'handlowiec'), ($2, 'handlowiec')`,
      [OTHER_USER, MEMBER],
    );
    await db.query(
      `INSERT INTO public.profiles (user_id, org_id, role, display_name)
       VALUES ($1, $2, 'handlowiec', 'Inny'), ($3, $4, 'handlowiec', 'Nowy Pracownik')`,
      [OTHER_USER, OTHER_ORG, MEMBER, DEMO_ORGANIZATION.id],
    );
    app = await buildTestApp(db, { projectDir: PROJECT_DIR });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 60_000);

  it("serves Nhost's root fields and camelCase columns for auth and storage tables", async () => {
    const body = await post(
      { 'x-hasura-admin-secret': ADMIN_SECRET },
      `{ q: __type(name: "query_root") { fields { name } } m: __type(name: "mutation_root") { fields { name } }
         u: __type(name: "users") { fields { name } } r: __type(name: "authUserRoles") { fields { name } } }`,
    );
    const names = (key: string) =>
      ((body.data![key] as { fields: { name: string }[] }).fields ?? []).map((field) => field.name);
    expect(names('q')).toEqual(
      expect.arrayContaining([
        'users',
        'user',
        'usersAggregate',
        'authUserRoles',
        'authUserRole',
        'authRoles',
        'authRefreshTokens',
        'authProviders',
        'authProviderRequests',
        'authUserProviders',
        'authUserSecurityKeys',
        'files',
        'file',
        'filesAggregate',
        'buckets',
        'bucket',
      ]),
    );
    expect(names('m')).toEqual(
      expect.arrayContaining([
        'insertUser',
        'insertUsers',
        'updateUser',
        'updateUsers',
        'deleteUser',
        'insertAuthUserRoles',
        'deleteAuthUserRoles',
        'insertFile',
        'updateBucket',
      ]),
    );
    expect(names('u')).toEqual(
      expect.arrayContaining([
        'displayName',
        'avatarUrl',
        'emailVerified',
        'defaultRole',
        'lastSeen',
        'metadata',
        'disabled',
        'passwordHash',
        'currentChallenge',
        'roles',
        'refreshTokens',
        'defaultRoleByRole',
      ]),
    );
    expect(names('r')).toEqual(expect.arrayContaining(['id', 'role', 'userId', 'createdAt', 'user']));
  });

  it('lets a user read his own row, with limited columns, and nobody else', async () => {
    const me = users.get('handlowiec')!;
    const result = await data('handlowiec', '{ users { id email displayName defaultRole } }');
    expect(result.users).toEqual([
      { id: me, email: 'handlowiec@demo.rampa.pl', displayName: 'Anna Nowak', defaultRole: 'handlowiec' },
    ]);
    expect(await data('handlowiec', 'query ($id: uuid!) { user(id: $id) { id } }', { id: MEMBER })).toEqual({
      user: null,
    });
    expect(await errorCode('handlowiec', '{ users { disabled } }')).toBe('validation-failed');
    expect(await errorCode('handlowiec', '{ users { passwordHash } }')).toBe('validation-failed');
    expect(await errorCode('handlowiec', '{ usersAggregate { aggregate { count } } }')).toBe(
      'validation-failed',
    );
    expect(
      await errorCode(
        'handlowiec',
        'mutation ($id: uuid!) { updateUser(pk_columns: {id: $id}, _set: {disabled: true}) { id } }',
        {
          id: me,
        },
      ),
    ).toBe('validation-failed');
    expect(await data('handlowiec', '{ authUserRoles { role } }')).toEqual({
      authUserRoles: [{ role: 'handlowiec' }],
    });
  });

  it("shows the organization's administrator his organization's users only, never hashes or tokens", async () => {
    const result = await data(
      'org_admin',
      `{ users(order_by: {email: asc}) { email disabled roles(order_by: {role: asc}) { role } }
         usersAggregate { aggregate { count } } }`,
    );
    const emails = (result.users as { email: string }[]).map((user) => user.email);
    expect(emails).toEqual([
      'admin@demo.rampa.pl',
      'handlowiec@demo.rampa.pl',
      'kierowca@demo.rampa.pl',
      'klient@demo.rampa.pl',
      'magazynier@demo.rampa.pl',
      'nowy@demo.rampa.pl',
    ]);
    expect(result.usersAggregate).toEqual({ aggregate: { count: 6 } });
    // auth.email is a domain with a check: a search pattern is compared as text, not cast to it.
    expect(
      await data(
        'org_admin',
        `{ users(where: {_or: [{email: {_ilike: "%NOWY%"}}, {displayName: {_ilike: "%nowy%"}}]}) { email } }`,
      ),
    ).toEqual({ users: [{ email: 'nowy@demo.rampa.pl' }] });
    for (const field of ['passwordHash', 'ticket', 'otpHash', 'totpSecret', 'currentChallenge']) {
      expect(await errorCode('org_admin', `{ users { ${field} } }`), field).toBe('validation-failed');
    }
    expect(await errorCode('org_admin', '{ authRefreshTokens { refreshTokenHash } }')).toBe(
      'validation-failed',
    );
    expect(await errorCode('org_admin', '{ authUserSecurityKeys { credentialPublicKey } }')).toBe(
      'validation-failed',
    );
    for (const root of ['authUserProviders', 'authProviderRequests']) {
      expect(await errorCode('org_admin', `{ ${root} { __typename } }`), root).toBe('validation-failed');
    }
    // Sessions and personal access tokens stay their owner's, even from the administrator.
    await db.query(
      `INSERT INTO auth.refresh_tokens (user_id, expires_at, type, refresh_token_hash)
       VALUES ($1, now() + interval '1 day', 'pat', 'h')`,
      [MEMBER],
    );
    expect(await data('org_admin', '{ authRefreshTokens { id } }')).toEqual({ authRefreshTokens: [] });
    expect(
      await data('org_admin', 'query ($id: uuid!) { user(id: $id) { id } }', { id: OTHER_USER }),
    ).toEqual({
      user: null,
    });
  });

  it('lets the administrator disable and enable a member and change his default role, within the organization', async () => {
    const disable = `mutation ($id: uuid!, $disabled: Boolean!) {
      updateUser(pk_columns: {id: $id}, _set: {disabled: $disabled}) { id disabled } }`;
    const sessions = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM auth.refresh_tokens WHERE user_id = $1 AND type = 'regular'`,
          [MEMBER],
        )
      ).rows[0]!.n;
    await db.query(
      `INSERT INTO auth.refresh_tokens (user_id, refresh_token_hash, expires_at)
       VALUES ($1, '\\x01', now() + interval '1 day'), ($1, '\\x02', now() + interval '1 day')`,
      [MEMBER],
    );
    expect(await sessions()).toBe(2);
    expect(await data('org_admin', disable, { id: MEMBER, disabled: true })).toEqual({
      updateUser: { id: MEMBER, disabled: true },
    });
    // Disabling ends his sessions (a trigger of nhost/migrations, so it holds under any engine).
    expect(await sessions()).toBe(0);
    expect(await data('org_admin', disable, { id: MEMBER, disabled: false })).toEqual({
      updateUser: { id: MEMBER, disabled: false },
    });
    // Another organization's user and the administrator himself are out of reach.
    expect(await data('org_admin', disable, { id: OTHER_USER, disabled: true })).toEqual({
      updateUser: null,
    });
    expect(await errorCode('org_admin', disable, { id: users.get('org_admin')!, disabled: true })).toBe(
      'permission-error',
    );
    const { rows } = await db.query<{ disabled: boolean }>('SELECT disabled FROM auth.users WHERE id = $1', [
      OTHER_USER,
    ]);
    expect(rows[0]!.disabled).toBe(false);
    const defaultRole = `mutation ($id: uuid!, $role: String!) {
      updateUser(pk_columns: {id: $id}, _set: {defaultRole: $role}) { defaultRole } }`;
    expect(await errorCode('org_admin', defaultRole, { id: MEMBER, role: 'user' })).toBe('permission-error');
    expect(
      await errorCode(
        'org_admin',
        'mutation ($id: uuid!) { updateUser(pk_columns: {id: $id}, _set: {email: "x@y.pl"}) { id } }',
        { id: MEMBER },
      ),
    ).toBe('validation-failed');
  });

  it("changes a member's roles among the organization's roles, in auth.user_roles and profiles together", async () => {
    const grant = `mutation ($userId: uuid!, $role: String!, $org: uuid!, $name: String!) {
      insert_profiles(objects: [{user_id: $userId, org_id: $org, role: $role, display_name: $name}]) { affected_rows }
      insertAuthUserRoles(objects: [{userId: $userId, role: $role}]) { affected_rows }
      updateUser(pk_columns: {id: $userId}, _set: {defaultRole: $role}) { defaultRole } }`;
    expect(
      await data('org_admin', grant, {
        userId: MEMBER,
        role: 'magazynier',
        org: DEMO_ORGANIZATION.id,
        name: 'Nowy Pracownik',
      }),
    ).toEqual({
      insert_profiles: { affected_rows: 1 },
      insertAuthUserRoles: { affected_rows: 1 },
      updateUser: { defaultRole: 'magazynier' },
    });
    expect(await rolesOf(MEMBER)).toEqual(['handlowiec', 'magazynier']);

    const revoke = `mutation ($userId: uuid!, $org: uuid!, $roles: [String!]!) {
      delete_profiles(where: {user_id: {_eq: $userId}, org_id: {_eq: $org}, role: {_in: $roles}}) { affected_rows }
      deleteAuthUserRoles(where: {userId: {_eq: $userId}, role: {_in: $roles}}) { affected_rows } }`;
    expect(
      await data('org_admin', revoke, { userId: MEMBER, org: DEMO_ORGANIZATION.id, roles: ['handlowiec'] }),
    ).toEqual({
      delete_profiles: { affected_rows: 1 },
      deleteAuthUserRoles: { affected_rows: 1 },
    });
    expect(await rolesOf(MEMBER)).toEqual(['magazynier']);
    expect(await profileRolesOf(MEMBER)).toEqual(['magazynier']);

    // Nhost's own roles are not the organization's to hand out; a stranger cannot be pulled in, nor touched.
    const insertRole =
      'mutation ($u: uuid!, $r: String!) { insertAuthUserRole(object: {userId: $u, role: $r}) { id } }';
    expect(await errorCode('org_admin', insertRole, { u: MEMBER, r: 'user' })).toBe('permission-error');
    expect(await errorCode('org_admin', insertRole, { u: OTHER_USER, r: 'magazynier' })).toBe(
      'permission-error',
    );
    expect(await errorCode('org_admin', insertRole, { u: users.get('org_admin')!, r: 'klient' })).toBe(
      'permission-error',
    );
    expect(
      await errorCode(
        'org_admin',
        `mutation ($u: uuid!, $org: uuid!) {
          insert_profiles_one(object: {user_id: $u, org_id: $org, role: "handlowiec", display_name: "Obcy"}) { id } }`,
        { u: OTHER_USER, org: DEMO_ORGANIZATION.id },
      ),
    ).toBe('permission-error');
    expect(
      await data('org_admin', revoke, { userId: OTHER_USER, org: OTHER_ORG, roles: ['handlowiec'] }),
    ).toEqual({
      delete_profiles: { affected_rows: 0 },
      deleteAuthUserRoles: { affected_rows: 0 },
    });
    expect(await rolesOf(OTHER_USER)).toEqual(['handlowiec']);
    expect(await profileRolesOf(OTHER_USER)).toEqual(['handlowiec']);
  });
  it("moves a klient of the organization to another of its clients, and nobody else's company", async () => {
    const client = async (org: string, name: string) =>
      (
        await db.query<{ id: string }>(
          `INSERT INTO public.clients (org_id, kind, name) VALUES ($1, 'company', $2) RETURNING id`,
          [org, name],
        )
      ).rows[0]!.id;
    const first = await client(DEMO_ORGANIZATION.id, 'Pierwsza Hurtownia');
    const second = await client(DEMO_ORGANIZATION.id, 'Druga Hurtownia');
    const foreign = await client(OTHER_ORG, 'Obcy Odbiorca');
    const klient = users.get('klient')!;
    await db.query(`UPDATE public.profiles SET client_id = $2 WHERE user_id = $1 AND role = 'klient'`, [
      klient,
      first,
    ]);
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM public.profiles WHERE user_id = $1 AND role = 'klient'`,
      [klient],
    );
    const profileId = rows[0]!.id;
    const clientOf = async (id: string) =>
      (
        await db.query<{ client_id: string | null }>('SELECT client_id FROM public.profiles WHERE id = $1', [
          id,
        ])
      ).rows[0]!.client_id;
    const move = `mutation ($id: uuid!, $client: uuid) {
      update_profiles_by_pk(pk_columns: {id: $id}, _set: {client_id: $client}) { id client_id client { name } } }`;

    expect(await data('org_admin', move, { id: profileId, client: second })).toEqual({
      update_profiles_by_pk: { id: profileId, client_id: second, client: { name: 'Druga Hurtownia' } },
    });
    expect(await clientOf(profileId)).toBe(second);
    // The list shows the administrator each klient's company.
    expect(
      await data(
        'org_admin',
        'query ($id: uuid!) { profiles_by_pk(id: $id) { client_id client { name } } }',
        {
          id: profileId,
        },
      ),
    ).toEqual({ profiles_by_pk: { client_id: second, client: { name: 'Druga Hurtownia' } } });

    // Another organization's client, no client at all: refused by the database, nothing changed.
    expect(await errorCode('org_admin', move, { id: profileId, client: foreign })).toBe(
      'constraint-violation',
    );
    expect(await errorCode('org_admin', move, { id: profileId, client: null })).toBe('constraint-violation');
    expect(await clientOf(profileId)).toBe(second);

    // A profile that is not a klient's has no company to change: out of reach.
    const handlowiecProfile = (
      await db.query<{ id: string }>(
        `SELECT id FROM public.profiles WHERE user_id = $1 AND role <> 'klient'`,
        [MEMBER],
      )
    ).rows[0];
    const notKlient = handlowiecProfile!.id;
    expect(await data('org_admin', move, { id: notKlient, client: second })).toEqual({
      update_profiles_by_pk: null,
    });
    // The administrator changes a klient's company, never his notification e-mails.
    expect(
      await errorCode(
        'org_admin',
        'mutation ($id: uuid!) { update_profiles_by_pk(pk_columns: {id: $id}, _set: {email_notifications: false}) { id } }',
        { id: profileId },
      ),
    ).toBe('constraint-violation');
    // Other roles change no company, not even the klient his own.
    expect(await errorCode('handlowiec', move, { id: profileId, client: first })).toBe('validation-failed');
    expect(await errorCode('klient', move, { id: profileId, client: first })).toBe('validation-failed');
    expect(await clientOf(profileId)).toBe(second);

    // Adding the klient role takes the company with it; without one the database refuses the whole change.
    const grant = `mutation ($p: [profiles_insert_input!]!) { insert_profiles(objects: $p) { affected_rows } }`;
    const klientProfile = {
      user_id: MEMBER,
      org_id: DEMO_ORGANIZATION.id,
      role: 'klient',
      display_name: 'Nowy',
    };
    expect(await errorCode('org_admin', grant, { p: [klientProfile] })).toBe('constraint-violation');
    expect(await errorCode('org_admin', grant, { p: [{ ...klientProfile, client_id: foreign }] })).toBe(
      'constraint-violation',
    );
    expect(await profileRolesOf(MEMBER)).not.toContain('klient');
    expect(await data('org_admin', grant, { p: [{ ...klientProfile, client_id: first }] })).toEqual({
      insert_profiles: { affected_rows: 1 },
    });
    expect(await profileRolesOf(MEMBER)).toContain('klient');

    // A client's deletion still unlinks its users (nested, not a person's change of the profile).
    await data('org_admin', 'mutation ($id: uuid!) { delete_clients_by_pk(id: $id) { id } }', { id: second });
    expect(await clientOf(profileId)).toBeNull();
  });
});
