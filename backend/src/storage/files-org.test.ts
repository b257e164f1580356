import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, useTestServer } from '../../test/support';
import { DEMO_ORGANIZATION } from '../dev/demo';
import { signInDemo, upload } from './testing';

// Issue 15 item 1: a file belongs to the organization it was uploaded in, whoever uploaded it. A user who is
// magazynier in A and handlowiec in B uploads a CMR as magazynier in A: nobody of B may download, rename or
// delete it, and the reverse.
describe('files of a user of two organizations', () => {
  // A loaded machine builds the demo seed slowly: a longer statement bound than the server's default.
  const server = useTestServer('pglite', { RAMPA_STATEMENT_TIMEOUT: '60' });
  const app = (): FastifyInstance => server.app;
  const sql = <R>(text: string, params: unknown[] = []) => app().rampa.db.query<R>(text, params);
  const graphql = (headers: Record<string, string>, query: string, variables: object = {}) =>
    app().inject({ method: 'POST', url: '/v1/graphql', headers, payload: { query, variables } });

  /** A verified user with the demo password and a profile per (organization, role). */
  const createUser = async (email: string, profiles: [string, string][]) => {
    const { rows } = await sql<{ id: string }>(
      `INSERT INTO auth.users (email, display_name, locale, default_role, email_verified, password_hash)
       SELECT $1, 'Użytkownik testowy', 'pl', $2, true, password_hash FROM auth.users
       WHERE email = 'magazynier@demo.rampa.pl' RETURNING id`,
      [email, profiles[0]![1]],
    );
    const id = rows[0]!.id;
    for (const [org, role] of profiles) {
      await sql('INSERT INTO auth.user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        id,
        role,
      ]);
      await sql(
        `INSERT INTO public.profiles (user_id, org_id, role, display_name) VALUES ($1, $2, $3, 'Użytkownik testowy')`,
        [id, org, role],
      );
    }
    return id;
  };

  const signIn = async (email: string, role: string, orgId?: string) => {
    const response = await app().inject({
      method: 'POST',
      url: '/v1/auth/signin/email-password',
      payload: { email, password: DEMO_PASSWORD },
    });
    const token = response.json<{ session: { accessToken: string } }>().session.accessToken;
    return {
      authorization: `Bearer ${token}`,
      'x-hasura-role': role,
      ...(orgId !== undefined && { 'x-hasura-org-id': orgId }),
    };
  };

  const uploadCmr = async (headers: Record<string, string>, name: string) => {
    const response = await upload(
      app(),
      headers,
      [{ content: `CMR ${name}`, name, type: 'text/plain' }],
      'attachments',
    );
    expect(response.statusCode).toBe(201);
    return response.json<{ processedFiles: { id: string }[] }>().processedFiles[0]!.id;
  };

  const download = (headers: Record<string, string>, id: string) =>
    app().inject({ method: 'GET', url: `/v1/storage/files/${id}`, headers });
  const rename = (headers: Record<string, string>, id: string) =>
    graphql(
      headers,
      'mutation($id: uuid!) { updateFile(pk_columns: {id: $id}, _set: {name: "przemianowany.txt"}) { id } }',
      {
        id,
      },
    );
  const deleteByGraphql = (headers: Record<string, string>, id: string) =>
    graphql(headers, 'mutation($id: uuid!) { deleteFile(id: $id) { id } }', { id });
  const deleteByStorage = (headers: Record<string, string>, id: string) =>
    app().inject({ method: 'DELETE', url: `/v1/storage/files/${id}`, headers });

  /** Nobody acting for the other organization reaches the file, through storage or GraphQL. */
  const expectOutOfReach = async (headers: Record<string, string>, id: string) => {
    expect([403, 404]).toContain((await download(headers, id)).statusCode);
    expect((await rename(headers, id)).json()).toEqual({ data: { updateFile: null } });
    expect((await deleteByGraphql(headers, id)).json()).toEqual({ data: { deleteFile: null } });
    expect([403, 404]).toContain((await deleteByStorage(headers, id)).statusCode);
    const { rows } = await sql<{ name: string }>('SELECT name FROM storage.files WHERE id = $1', [id]);
    expect(rows).toEqual([{ name: expect.stringMatching(/^CMR-/) }]);
  };

  it('keeps a file in the organization it was uploaded in, both ways', async () => {
    const orgA = DEMO_ORGANIZATION.id;
    const orgB = (
      await sql<{ id: string }>(
        `INSERT INTO public.organizations (name) VALUES ('Spedycja Bis') RETURNING id`,
      )
    ).rows[0]!.id;
    await createUser('dwie.firmy@firma.test', [
      [orgA, 'magazynier'],
      [orgB, 'handlowiec'],
    ]);
    await createUser('handlowiec@spedycja-bis.test', [[orgB, 'handlowiec']]);
    await createUser('admin@spedycja-bis.test', [[orgB, 'org_admin']]);

    const sharedInA = await signIn('dwie.firmy@firma.test', 'magazynier');
    const sharedInB = await signIn('dwie.firmy@firma.test', 'handlowiec');
    const traderB = await signIn('handlowiec@spedycja-bis.test', 'handlowiec');
    const adminB = await signIn('admin@spedycja-bis.test', 'org_admin');
    const warehouseA = await signInDemo(app(), 'magazynier');
    const adminA = await signInDemo(app(), 'org_admin');

    const cmrA = await uploadCmr(sharedInA, 'CMR-orgA.txt');
    const cmrB = await uploadCmr(sharedInB, 'CMR-orgB.txt');
    await expectOutOfReach(traderB, cmrA);
    await expectOutOfReach(adminB, cmrA);
    await expectOutOfReach(warehouseA, cmrB);
    await expectOutOfReach(adminA, cmrB);

    const { rows } = await sql<{ id: string; org_id: string }>(
      'SELECT id, org_id FROM storage.files WHERE id = ANY($1::uuid[]) ORDER BY name',
      [[cmrA, cmrB]],
    );
    expect(rows).toEqual([
      { id: cmrA, org_id: orgA },
      { id: cmrB, org_id: orgB },
    ]);

    // Each organization still reaches its own file.
    expect((await download(adminA, cmrA)).statusCode).toBe(200);
    expect((await download(traderB, cmrB)).statusCode).toBe(200);
    expect((await download(adminB, cmrB)).statusCode).toBe(200);
  });

  it('takes the organization from x-hasura-org-id, checked against his profiles', async () => {
    const orgA = DEMO_ORGANIZATION.id;
    const orgC = (
      await sql<{ id: string }>(
        `INSERT INTO public.organizations (name) VALUES ('Hurtownia Trzecia') RETURNING id`,
      )
    ).rows[0]!.id;
    const orgD = (
      await sql<{ id: string }>(
        `INSERT INTO public.organizations (name) VALUES ('Hurtownia Czwarta') RETURNING id`,
      )
    ).rows[0]!.id;
    // The same role in two organizations: only the header says which one he acts in.
    await createUser('handlowiec.dwoch@firma.test', [
      [orgC, 'handlowiec'],
      [orgD, 'handlowiec'],
    ]);
    const inD = await signIn('handlowiec.dwoch@firma.test', 'handlowiec', orgD);
    const id = await uploadCmr(inD, 'CMR-orgD.txt');
    expect((await sql('SELECT org_id FROM storage.files WHERE id = $1', [id])).rows).toEqual([
      { org_id: orgD },
    ]);

    // Without the header the organization is ambiguous: the upload is refused rather than guessed.
    const ambiguous = await signIn('handlowiec.dwoch@firma.test', 'handlowiec');
    const refused = await upload(
      app(),
      ambiguous,
      [{ content: 'CMR', name: 'CMR-ktora.txt', type: 'text/plain' }],
      'attachments',
    );
    expect(refused.statusCode).toBe(403);

    // An organization he has no profile in (or none for the role) is refused, for GraphQL and storage alike.
    const foreign = await signIn('handlowiec.dwoch@firma.test', 'handlowiec', orgA);
    const query = await graphql(foreign, '{ files { id } }');
    expect(query.json()).toMatchObject({ errors: [{ extensions: { code: 'access-denied' } }] });
    expect((await download(foreign, id)).statusCode).toBe(403);
    const notUuid = await signIn('handlowiec.dwoch@firma.test', 'handlowiec', 'nie-uuid');
    expect((await graphql(notUuid, '{ files { id } }')).json()).toMatchObject({
      errors: [{ extensions: { code: 'access-denied' } }],
    });

    // The organization is the storage service's to set: no role may write it through GraphQL.
    const moved = await graphql(
      inD,
      'mutation($id: uuid!, $org: uuid!) { updateFile(pk_columns: {id: $id}, _set: {orgId: $org}) { id } }',
      {
        id,
        org: orgC,
      },
    );
    expect(moved.json()).toMatchObject({ errors: [{ extensions: { code: 'validation-failed' } }] });
  });
});
