import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/support';
import { adminHeaders, signInDemo } from '../storage/testing';

// Issue 15 item 11: a refused insert's database detail ("Failing row contains (…)") is the whole rejected row;
// as Hasura does, only `admin` gets the database's own words (`extensions.internal`), even in dev mode.
describe('a refused GraphQL insert', () => {
  const server = useTestServer('pglite', { HASURA_GRAPHQL_DEV_MODE: 'true' });
  const graphql = (headers: Record<string, string>, query: string, variables: object = {}) =>
    server.app.inject({ method: 'POST', url: '/v1/graphql', headers, payload: { query, variables } });
  const INSERT = `mutation($org: uuid!) {
    insert_clients_one(object: {org_id: $org, name: "Poufna Sp. z o.o.", email: "to nie jest adres"}) { id }
  }`;

  it('echoes the rejected row to admin only', async () => {
    const handlowiec = await signInDemo(server.app, 'handlowiec');
    const org = (await graphql(handlowiec, '{ organizations { id } }')).json().data.organizations[0].id;

    const refused = (await graphql(handlowiec, INSERT, { org })).json();
    expect(refused.errors[0].extensions.code).toBe('constraint-violation');
    expect(refused.errors[0].extensions.internal).toBeUndefined();
    expect(JSON.stringify(refused)).not.toContain('Poufna');

    const asAdmin = (await graphql(adminHeaders(server.app), INSERT, { org })).json();
    expect(asAdmin.errors[0].extensions.code).toBe('constraint-violation');
    expect(JSON.stringify(asAdmin.errors[0].extensions.internal)).toContain('Poufna');
  });
});
