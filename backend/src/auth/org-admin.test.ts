import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/support';
import { DEMO_ORGANIZATION } from '../dev/demo';
import { signInDemo } from '../storage/testing';

// Issue 15 item 7: an org_admin changes only what is his organization's. A user who also works for another
// organization keeps his account (disabled, name, default role) and his roles whatever this org_admin does.
describe('org_admin and a user of two organizations', () => {
  const server = useTestServer('pglite');
  const sql = <R>(text: string, params: unknown[] = []) => server.app.rampa.db.query<R>(text, params);
  const graphql = (headers: Record<string, string>, query: string, variables: object) =>
    server.app.inject({ method: 'POST', url: '/v1/graphql', headers, payload: { query, variables } });

  const createUser = async (email: string, orgs: [string, string][]) => {
    const { rows } = await sql<{ id: string }>(
      `INSERT INTO auth.users (email, display_name, locale, default_role) VALUES ($1, 'Wspólny', 'pl', $2) RETURNING id`,
      [email, orgs[0]![1]],
    );
    const id = rows[0]!.id;
    for (const [org, role] of orgs) {
      await sql('INSERT INTO auth.user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        id,
        role,
      ]);
      await sql(
        `INSERT INTO public.profiles (user_id, org_id, role, display_name) VALUES ($1, $2, $3, 'Wspólny')`,
        [id, org, role],
      );
    }
    return id;
  };

  it('cannot disable, rename or strip the roles of a user who also belongs to another organization', async () => {
    const other = (
      await sql<{ id: string }>(`INSERT INTO public.organizations (name) VALUES ('Inna firma') RETURNING id`)
    ).rows[0]!.id;
    const shared = await createUser('wspolny@firma.test', [
      [DEMO_ORGANIZATION.id, 'magazynier'],
      [other, 'handlowiec'],
    ]);
    const own = await createUser('wlasny@firma.test', [[DEMO_ORGANIZATION.id, 'magazynier']]);
    const admin = await signInDemo(server.app, 'org_admin');
    const disable = (id: string) =>
      graphql(
        admin,
        'mutation($id: uuid!) { updateUser(pk_columns: {id: $id}, _set: {disabled: true, displayName: "Zmieniony"}) { id } }',
        { id },
      );
    const strip = (id: string) =>
      graphql(
        admin,
        'mutation($id: uuid!) { deleteAuthUserRoles(where: {userId: {_eq: $id}}) { affected_rows } }',
        { id },
      );

    expect((await disable(shared)).json()).toEqual({ data: { updateUser: null } });
    expect((await strip(shared)).json()).toEqual({ data: { deleteAuthUserRoles: { affected_rows: 0 } } });
    const after = await sql<{ disabled: boolean; display_name: string; roles: number }>(
      `SELECT disabled, display_name, (SELECT count(*)::int FROM auth.user_roles WHERE user_id = $1) AS roles
       FROM auth.users WHERE id = $1`,
      [shared],
    );
    expect(after.rows[0]).toEqual({ disabled: false, display_name: 'Wspólny', roles: 2 });

    // A user of his organization alone is still his to manage.
    expect((await disable(own)).json()).toEqual({ data: { updateUser: { id: own } } });
    expect((await strip(own)).json()).toEqual({ data: { deleteAuthUserRoles: { affected_rows: 1 } } });
  });
});
