import { join } from 'node:path';
import type { OrganizationRole } from '@rampa/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { BACKENDS, buildTestApp, type TestDatabase } from '../graphql/testing';
import { insertForeignOrganization, roleGraphql } from '../../test/fixtures';
import { DEMO_CLIENT_COUNT, seedDemoClients } from './clients-seed';
import { DEMO_ORGANIZATION, seedDemo } from './demo';
import { demoUsers } from './testing';

// The Klienci data of nhost/ (migration 1795320000000_clients and its metadata) on the real engine:
// database rules, the demo seed, and what each role may see and do.
const PROJECT_DIR = join(repoRoot, 'nhost');
const OTHER_ORG = '0e000000-0000-4000-8000-000000000002';
const OTHER_USER = '0e000000-0000-4000-8000-0000000000aa';

type Role = OrganizationRole;

describe.each(BACKENDS)('clients on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  let app: FastifyInstance;
  let users = new Map<Role, string>();

  const { gql, data } = roleGraphql(
    () => app,
    () => users,
  );
  const fieldsOf = async (role: Role, type: string) => {
    const result = await data(role, `{ __type(name: "${type}") { fields { name } } }`);
    return ((result.__type as { fields: { name: string }[] } | null)?.fields ?? []).map((f) => f.name);
  };
  const rejects = async (sql: string, params: unknown[] = []) => {
    await expect(db.query(sql, params)).rejects.toThrow(/violates check constraint|must|null value/);
  };
  const insertClient = (values: Record<string, unknown>, org: string = DEMO_ORGANIZATION.id) => {
    const columns = Object.keys(values);
    return db.query<{ code: string; name: string }>(
      `INSERT INTO public.clients (org_id, ${columns.join(', ')})
       VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING code, name`,
      [org, ...Object.values(values)],
    );
  };

  beforeAll(async () => {
    database = await open();
    db = database.db;
    await migrate(db, PROJECT_DIR);
    await seedDemo(db, 'demo-password-for-tests');
    users = await demoUsers(db);
    await insertForeignOrganization(db, {
      id: OTHER_ORG,
      name: 'Inna Firma',
      user: { id: OTHER_USER, email: 'inny@x.pl', displayName: 'Inny' },
    });
    await insertClient({ kind: 'company', name: 'Obca Firma S.A.', nip: '5422845917' }, OTHER_ORG);
    app = await buildTestApp(db, { projectDir: PROJECT_DIR });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 60_000);

  describe('database rules', () => {
    it.each([
      [
        'NIP',
        'nip',
        ['5422845917', '9721237317'],
        ['4724987170', '5422845918', '542284591', '542-284-59-17'],
      ],
      ['REGON', 'regon', ['302046830', '123456785'], ['30204683000000', '123456786', '12345678']],
      [
        'PESEL',
        'pesel',
        ['44051401359', '02270803624', '00100112340'],
        ['92060512181', '44043101350', '4405140135'],
      ],
      ['KRS', 'krs', ['0000413516'], ['413516', '00004135161']],
      ['postal code', 'postal_code', ['00-950', '31-042'], ['00950', '1-234', '00-95']],
    ])('checks the %s', async (_label, column, valid, invalid) => {
      for (const value of valid) {
        await expect(
          insertClient({ kind: 'company', name: `Test ${value}`, [column]: value }),
        ).resolves.toBeTruthy();
      }
      for (const value of invalid) {
        await expect(insertClient({ kind: 'company', name: 'Zły', [column]: value }), value).rejects.toThrow(
          /violates check constraint/,
        );
      }
    });

    it('needs a name for a company and first and last name for a person, and names the person', async () => {
      await rejects(`INSERT INTO public.clients (org_id, kind, name) VALUES ($1, 'company', '  ')`, [
        OTHER_ORG,
      ]);
      await rejects(
        `INSERT INTO public.clients (org_id, kind, name, first_name) VALUES ($1, 'person', '', 'Jan')`,
        [OTHER_ORG],
      );
      const { rows } = await insertClient(
        { kind: 'person', name: '', first_name: 'Jan', last_name: 'Kowalski' },
        OTHER_ORG,
      );
      expect(rows[0]!.name).toBe('Jan Kowalski');
    });

    it('numbers clients per organization, KL-000001 onwards, and keeps codes unique in one', async () => {
      const codes = (
        await db.query<{ code: string }>('SELECT code FROM public.clients WHERE org_id = $1 ORDER BY code', [
          OTHER_ORG,
        ])
      ).rows.map((row) => row.code);
      expect(codes.slice(0, 2)).toEqual(['KL-000001', 'KL-000002']);
      await expect(
        insertClient({ kind: 'company', name: 'Duplikat', code: 'KL-000001' }, OTHER_ORG),
      ).rejects.toThrow(/clients_org_id_code_key/);
      // An explicit code moves the counter past it.
      await insertClient({ kind: 'company', name: 'Import', code: 'KL-000500' }, OTHER_ORG);
      expect((await insertClient({ kind: 'company', name: 'Po imporcie' }, OTHER_ORG)).rows[0]!.code).toBe(
        'KL-000501',
      );
    });

    it('refuses an owner from another organization', async () => {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM public.profiles WHERE org_id = $1', [
        OTHER_ORG,
      ]);
      await expect(insertClient({ kind: 'company', name: 'Cudzy', owner_id: rows[0]!.id })).rejects.toThrow(
        /owner must be a profile/,
      );
    });
  });

  describe('demo seed', () => {
    it('gives the demo organization 2,000 clients with contacts and consents, once', async () => {
      const { rows } = await db.query<{
        clients: string;
        contacts: string;
        consents: string;
        owners: string;
      }>(
        `SELECT (SELECT count(*) FROM public.clients WHERE org_id = $1 AND id::text LIKE 'de000001%') AS clients,
                (SELECT count(*) FROM public.client_contacts WHERE org_id = $1) AS contacts,
                (SELECT count(*) FROM public.client_consents WHERE org_id = $1) AS consents,
                (SELECT count(DISTINCT owner_id) FROM public.clients WHERE org_id = $1 AND id::text LIKE 'de000001%') AS owners`,
        [DEMO_ORGANIZATION.id],
      );
      expect(Number(rows[0]!.clients)).toBe(DEMO_CLIENT_COUNT);
      expect(Number(rows[0]!.contacts)).toBeGreaterThan(1000);
      expect(Number(rows[0]!.consents)).toBeGreaterThan(1000);
      expect(Number(rows[0]!.owners)).toBe(1);
      expect(await seedDemoClients(db, DEMO_ORGANIZATION.id)).toBe(0);
    });

    it('writes an audit entry for every seeded row', async () => {
      const { rows } = await db.query<{ missing: string }>(
        `SELECT count(*) AS missing FROM public.clients c
         WHERE c.id::text LIKE 'de000001%'
           AND NOT EXISTS (SELECT 1 FROM public.audit_log a WHERE a.table_name = 'clients' AND a.row_id = c.id)`,
      );
      expect(rows[0]!.missing).toBe('0');
    });
  });

  describe('permissions', () => {
    const COUNT = '{ clients_aggregate { aggregate { count } } }';
    const demoCount = async () =>
      Number(
        (
          await db.query<{ n: string }>('SELECT count(*) AS n FROM public.clients WHERE org_id = $1', [
            DEMO_ORGANIZATION.id,
          ])
        ).rows[0]!.n,
      );

    it('lets handlowiec and org_admin read all of their organization and nothing of another', async () => {
      for (const role of ['handlowiec', 'org_admin'] as const) {
        const result = await data(role, COUNT);
        expect(result).toEqual({ clients_aggregate: { aggregate: { count: await demoCount() } } });
        const foreign = await data(role, '{ clients(where: {name: {_eq: "Obca Firma S.A."}}) { id } }');
        expect(foreign).toEqual({ clients: [] });
        expect(await fieldsOf(role, 'clients')).toEqual(
          expect.arrayContaining([
            'pesel',
            'credit_limit',
            'payment_term_days',
            'notes',
            'history',
            'contacts',
          ]),
        );
      }
    });

    it('shows magazynier and kierowca only the name and code, and no PESEL, money, address or phone', async () => {
      const relationships = [
        'organization',
        'owner',
        'profiles',
        'profiles_aggregate',
        'delivery_notices',
        'delivery_notices_aggregate',
      ];
      const magazynier = await fieldsOf('magazynier', 'clients');
      expect(magazynier.filter((f) => !relationships.includes(f)).sort()).toEqual(['code', 'id', 'name']);
      const kierowca = await fieldsOf('kierowca', 'clients');
      expect(kierowca.filter((f) => !relationships.includes(f)).sort()).toEqual(['code', 'id', 'name']);
      for (const fields of [magazynier, kierowca]) {
        for (const hidden of [
          'pesel',
          'credit_limit',
          'payment_term_days',
          'nip',
          'notes',
          'street',
          'city',
          'phone',
          'email',
        ]) {
          expect(fields).not.toContain(hidden);
        }
      }
      const body = await gql('magazynier', '{ clients(limit: 1) { pesel } }');
      expect(body.errors?.[0]?.extensions.code).toBe('validation-failed');
      expect((await data('magazynier', '{ clients(limit: 3) { code name } }')).clients).toHaveLength(3);
      for (const role of ['magazynier', 'kierowca', 'klient'] as const) {
        expect(await fieldsOf(role, 'mutation_root')).not.toContain('insert_clients');
        expect(await fieldsOf(role, 'query_root')).not.toContain('audit_log');
      }
    });

    it('shows klient only his own client record', async () => {
      const result = await data('klient', '{ clients { id code } }');
      expect(result.clients).toEqual([
        { id: 'de000001-0000-4000-8000-000000000003', code: expect.any(String) },
      ]);
      expect(await fieldsOf('klient', 'clients')).not.toContain('notes');
    });

    it('gives anonymous callers nothing', async () => {
      const body = await gql(null, COUNT);
      expect(body.data).toBeUndefined();
    });

    it('lets handlowiec create a client with contacts and consents in his organization only', async () => {
      const created = await data(
        'handlowiec',
        `mutation ($object: clients_insert_input!) { insert_clients_one(object: $object) { id code org_id created_by contacts { first_name is_primary } } }`,
        {
          object: {
            org_id: DEMO_ORGANIZATION.id,
            kind: 'company',
            name: 'Nowa Hurtownia Sp. z o.o.',
            nip: '5422845917',
            postal_code: '00-950',
            city: 'Warszawa',
            voivodeship: 'mazowieckie',
            contacts: { data: [{ first_name: 'Ewa', last_name: 'Nowak', is_primary: true }] },
            consents: { data: [{ channel: 'email', granted: true, source: 'form' }] },
          },
        },
      );
      const client = created.insert_clients_one as { id: string; code: string; created_by: string };
      expect(client.code).toMatch(/^KL-\d{6}$/);
      expect(client.created_by).toBe(users.get('handlowiec'));

      const foreign = await gql(
        'handlowiec',
        `mutation { insert_clients_one(object: {org_id: "${OTHER_ORG}", kind: "company", name: "Podstęp"}) { id } }`,
      );
      expect(foreign.errors?.[0]?.extensions.code).toBe('permission-error');

      const invalid = await gql(
        'handlowiec',
        `mutation { insert_clients_one(object: {org_id: "${DEMO_ORGANIZATION.id}", kind: "person", first_name: "Jan", last_name: "Nowak", name: "", pesel: "92060512181"}) { id } }`,
      );
      expect(invalid.errors?.[0]?.extensions.code).toBe('constraint-violation');

      // A change of city is in the client's history, with the old and the new value.
      await data(
        'handlowiec',
        `mutation ($id: uuid!) { update_clients_by_pk(pk_columns: {id: $id}, _set: {city: "Kraków", postal_code: "31-042", voivodeship: "małopolskie"}) { id } }`,
        { id: client.id },
      );
      const history = await data(
        'handlowiec',
        `query ($id: uuid!) { audit_log(where: {client_id: {_eq: $id}}, order_by: {id: asc}) { table_name action old_data new_data } }`,
        { id: client.id },
      );
      expect(history.audit_log).toEqual([
        expect.objectContaining({ table_name: 'clients', action: 'INSERT' }),
        expect.objectContaining({ table_name: 'client_contacts', action: 'INSERT' }),
        expect.objectContaining({ table_name: 'client_consents', action: 'INSERT' }),
        {
          table_name: 'clients',
          action: 'UPDATE',
          old_data: { city: 'Warszawa', postal_code: '00-950', voivodeship: 'mazowieckie' },
          new_data: { city: 'Kraków', postal_code: '31-042', voivodeship: 'małopolskie' },
        },
      ]);
    });

    it('keeps handlowiec from changing or deleting another organization’s clients', async () => {
      const update = await data(
        'handlowiec',
        `mutation { update_clients(where: {name: {_eq: "Obca Firma S.A."}}, _set: {status: "blocked"}) { affected_rows } }`,
      );
      expect(update).toEqual({ update_clients: { affected_rows: 0 } });
      const remove = await data(
        'org_admin',
        `mutation { delete_clients(where: {name: {_eq: "Obca Firma S.A."}}) { affected_rows } }`,
      );
      expect(remove).toEqual({ delete_clients: { affected_rows: 0 } });
    });
  });
});
