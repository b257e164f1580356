import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { DEMO_ORGANIZATION, seedDemo } from '../dev/demo';
import { ADMIN_SECRET, BACKENDS, testToken, type TestDatabase } from '../graphql/testing';
import { serveFunctions, type FunctionsServer } from './testing';

// functions/admin/invite-user on the real engine: a klient is invited for one client of the administrator's
// organization, which his profile then points at; without one, with another organization's, or for another
// role, the function refuses and nothing is created.
const PROJECT_DIR = join(repoRoot, 'nhost');
const ORG = DEMO_ORGANIZATION.id;
const OTHER_ORG = '0e000000-0000-4000-8000-000000000071';

describe.each(BACKENDS)('admin/invite-user on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  let server: FunctionsServer | undefined;
  let adminToken = '';
  let ownClient = '';
  let foreignClient = '';

  const invite = (body: Record<string, unknown>) =>
    server!.app.inject({
      method: 'POST',
      url: '/v1/functions/admin/invite-user',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const profilesOf = async (email: string) =>
    (
      await db.query<{ role: string; client_id: string | null; org_id: string }>(
        `SELECT p.role, p.client_id, p.org_id FROM public.profiles p JOIN auth.users u ON u.id = p.user_id
         WHERE u.email = $1`,
        [email],
      )
    ).rows;

  beforeAll(async () => {
    database = await open();
    db = database.db;
    await migrate(db, PROJECT_DIR);
    await seedDemo(db, 'demo-password-for-tests');
    const admin = (
      await db.query<{ user_id: string }>(
        `SELECT user_id FROM public.profiles WHERE org_id = $1 AND role = 'org_admin' ORDER BY created_at LIMIT 1`,
        [ORG],
      )
    ).rows[0]!.user_id;
    adminToken = testToken({
      'x-hasura-allowed-roles': ['org_admin', 'user', 'me'],
      'x-hasura-default-role': 'org_admin',
      'x-hasura-user-id': admin,
    });
    ownClient = (
      await db.query<{ id: string }>(
        `SELECT id FROM public.clients WHERE org_id = $1 AND kind = 'company' ORDER BY code LIMIT 1`,
        [ORG],
      )
    ).rows[0]!.id;
    await db.query(`INSERT INTO public.organizations (id, name) VALUES ($1, 'Obca Hurtownia')`, [OTHER_ORG]);
    foreignClient = (
      await db.query<{ id: string }>(
        `INSERT INTO public.clients (org_id, kind, name) VALUES ($1, 'company', 'Obcy Odbiorca') RETURNING id`,
        [OTHER_ORG],
      )
    ).rows[0]!.id;

    server = await serveFunctions(db, (address) => ({
      NHOST_GRAPHQL_URL: `${address}/v1/graphql`,
      NHOST_ADMIN_SECRET: ADMIN_SECRET,
      // No auth service here: the password e-mail's request gets a 404, which the function does not read.
      NHOST_AUTH_URL: `${address}/v1/auth`,
    }));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  }, 60_000);

  it('invites a klient for a client of the organization: his profile points at it', async () => {
    const email = 'klient.zaproszony@firma.test';
    const res = await invite({
      email,
      displayName: 'Zofia Klientowska',
      role: 'klient',
      clientId: ownClient,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ userId: expect.any(String) });
    expect(await profilesOf(email)).toEqual([{ role: 'klient', client_id: ownClient, org_id: ORG }]);
  });

  it('refuses a klient without a client, with another organization’s client, or with a malformed one', async () => {
    for (const [email, clientId] of [
      ['bez.firmy@firma.test', undefined],
      ['obca.firma@firma.test', foreignClient],
      ['zla.firma@firma.test', 'nie-uuid'],
    ] as const) {
      const res = await invite({ email, displayName: 'Jan Odmowny', role: 'klient', clientId });
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: 'invalid-client' });
      expect(await profilesOf(email)).toEqual([]);
    }
  });

  it('refuses a client for any other role, and invites that role without one', async () => {
    const refused = await invite({
      email: 'handlowiec.z.firma@firma.test',
      displayName: 'Adam Handlowy',
      role: 'handlowiec',
      clientId: ownClient,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'invalid-client' });
    expect(await profilesOf('handlowiec.z.firma@firma.test')).toEqual([]);

    const email = 'magazynier.nowy@firma.test';
    const res = await invite({ email, displayName: 'Piotr Magazynowy', role: 'magazynier' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await profilesOf(email)).toEqual([{ role: 'magazynier', client_id: null, org_id: ORG }]);
  });
});
