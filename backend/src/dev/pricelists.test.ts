import { join } from 'node:path';
import { ORGANIZATION_ROLES, type OrganizationRole } from '@rampa/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import type { Database, Queryable } from '../db/types';
import { BACKENDS, buildTestApp, type TestDatabase } from '../graphql/testing';
import {
  anotherDemoCompanyClient,
  insertForeignOrganization,
  KLIENT_CLIENT,
  roleGraphql,
} from '../../test/fixtures';
import { DEMO_ORGANIZATION, seedDemo } from './demo';
import { demoUsers } from './testing';

// Cenniki (migration 1795347000000_price_lists and its metadata) on the real engine: numbering, prices kept on
// the list, the demo seed, and what each role of each organization may see and do, files included.
const PROJECT_DIR = join(repoRoot, 'nhost');
const ORG = DEMO_ORGANIZATION.id;
const OTHER_ORG = '0e000000-0000-4000-8000-000000000013';
const OTHER_USER = '0e000000-0000-4000-8000-0000000000ac';
const YEAR = new Date().getUTCFullYear();

type Role = OrganizationRole;

const INSERT = `mutation ($list: price_lists_insert_input!) {
  insert_price_lists_one(object: $list) { id number org_id created_by discount_percent
    items(order_by: {position: asc}) { product_id catalogue_net_price net_price vat_rate gross_price } }
}`;

describe.each(BACKENDS)('price lists on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  let app: FastifyInstance;
  let users = new Map<Role, string>();
  let otherClient: string;
  let product: string;
  let zwProduct: string;
  let foreign: { client: string; product: string; list: string };

  const { gql, data } = roleGraphql(
    () => app,
    () => users,
  );
  const one = async <T>(q: Queryable, sql: string, params: unknown[] = []) =>
    (await q.query<T>(sql, params)).rows[0]!;

  beforeAll(async () => {
    database = await open();
    db = database.db;
    await migrate(db, PROJECT_DIR);
    await seedDemo(db, 'demo-password-for-tests');
    users = await demoUsers(db);
    product = (
      await one<{ id: string }>(
        db,
        `INSERT INTO public.products (org_id, sku, name, unit, net_price, vat_rate)
         VALUES ($1, 'CN-TST-1', 'Żwirek łupany 8–16 mm', 't', 10.01, '23') RETURNING id`,
        [ORG],
      )
    ).id;
    zwProduct = (
      await one<{ id: string }>(
        db,
        `INSERT INTO public.products (org_id, sku, name, unit, net_price, vat_rate)
         VALUES ($1, 'CN-TST-2', 'Usługa rozładunku', 'kpl.', 100, 'zw') RETURNING id`,
        [ORG],
      )
    ).id;
    otherClient = await anotherDemoCompanyClient(db);

    const otherOrg = await insertForeignOrganization(db, {
      id: OTHER_ORG,
      name: 'Obce Hurtownie',
      user: { id: OTHER_USER, email: 'obcy-cennik@x.pl' },
      client: 'Obcy Odbiorca',
      product: { sku: 'OBC-CN', name: 'Obcy towar' },
    });
    const fl = (
      await one<{ id: string }>(
        db,
        `INSERT INTO public.price_lists (client_id, valid_from) VALUES ($1, current_date) RETURNING id`,
        [otherOrg.client],
      )
    ).id;
    await db.query(`INSERT INTO public.price_list_items (price_list_id, product_id) VALUES ($1, $2)`, [
      fl,
      otherOrg.product,
    ]);
    foreign = { ...otherOrg, list: fl };
    app = await buildTestApp(db, { projectDir: PROJECT_DIR });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 60_000);

  it('seeds three demo price lists with discounted lines, two of them for the demo klient’s client, once', async () => {
    const { rows } = await db.query<{ number: string; client_id: string; lines: string; wrong: string }>(
      `SELECT l.number, l.client_id, count(i.id) AS lines,
              count(*) FILTER (WHERE i.net_price <> round(i.catalogue_net_price * (100 - l.discount_percent) / 100, 2)) AS wrong
         FROM public.price_lists l JOIN public.price_list_items i ON i.price_list_id = l.id
        WHERE l.org_id = $1 GROUP BY l.id ORDER BY l.number`,
      [ORG],
    );
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3].map((n) => `CN/${YEAR}/000${n}`));
    expect(rows.filter((r) => r.client_id === KLIENT_CLIENT)).toHaveLength(2);
    for (const row of rows) {
      expect(Number(row.lines)).toBeGreaterThan(0);
      expect(Number(row.wrong)).toBe(0);
    }
    await seedDemo(db, 'demo-password-for-tests');
    const again = await one<{ n: string }>(
      db,
      'SELECT count(*) AS n FROM public.price_lists WHERE org_id = $1',
      [ORG],
    );
    expect(Number(again.n)).toBe(3);
  });

  it('lets handlowiec make a list for his organization’s client: numbered, discounted half up, prices kept', async () => {
    const result = await data('handlowiec', INSERT, {
      list: {
        client_id: otherClient,
        valid_from: '2030-01-01',
        valid_to: '2030-03-31',
        discount_percent: 5,
        columns: 'sku,name,net,gross',
        items: {
          data: [
            { product_id: product, position: 1 },
            { product_id: zwProduct, position: 2, net_price: 80 },
          ],
        },
      },
    });
    const list = result.insert_price_lists_one as {
      id: string;
      number: string;
      org_id: string;
      created_by: string;
      items: Record<string, unknown>[];
    };
    expect(list.number).toMatch(new RegExp(`^CN/${YEAR}/\\d{4}$`));
    expect(list.org_id).toBe(ORG);
    expect(list.created_by).toBe(users.get('handlowiec'));
    // 10.01 less 5 % = 9.5095 → 9.51 net; 9.51 × 1.23 = 11.6973 → 11.70 gross.
    expect(list.items).toEqual([
      { product_id: product, catalogue_net_price: 10.01, net_price: 9.51, vat_rate: '23', gross_price: 11.7 },
      { product_id: zwProduct, catalogue_net_price: 100, net_price: 80, vat_rate: 'zw', gross_price: 80 },
    ]);
    // The catalogue changes; the list keeps its prices.
    await db.query(`UPDATE public.products SET net_price = 12, vat_rate = '8' WHERE id = $1`, [product]);
    const kept = await one<{ net_price: string; vat_rate: string }>(
      db,
      'SELECT net_price, vat_rate FROM public.price_list_items WHERE price_list_id = $1 AND product_id = $2',
      [list.id, product],
    );
    expect(kept).toEqual({ net_price: '9.51', vat_rate: '23' });
    const audit = await one<{ n: string }>(
      db,
      `SELECT count(*) AS n FROM public.audit_log WHERE table_name = 'price_lists' AND row_id = $1 AND action = 'INSERT' AND changed_by = $2`,
      [list.id, users.get('handlowiec')],
    );
    expect(Number(audit.n)).toBe(1);
  });

  it('numbers lists CN/RRRR/NNNN per organization without gaps, also after a refused insert', async () => {
    const before = await one<{ last_value: number }>(
      db,
      'SELECT last_value FROM public.price_list_counters WHERE org_id = $1 AND year = $2',
      [ORG, YEAR],
    );
    await expect(
      db.query(
        `INSERT INTO public.price_lists (client_id, valid_from, valid_to) VALUES ($1, '2030-02-01', '2030-01-01')`,
        [otherClient],
      ),
    ).rejects.toThrow(/price_list_validity/);
    const made = await one<{ number: string }>(
      db,
      'INSERT INTO public.price_lists (client_id, valid_from) VALUES ($1, current_date) RETURNING number',
      [otherClient],
    );
    expect(made.number).toBe(`CN/${YEAR}/${String(before.last_value + 1).padStart(4, '0')}`);
    const other = await one<{ number: string }>(db, 'SELECT number FROM public.price_lists WHERE id = $1', [
      foreign.list,
    ]);
    expect(other.number).toBe(`CN/${YEAR}/0001`);
  });

  it('refuses a list for another organization’s client and a line with another organization’s product', async () => {
    const body = await gql('handlowiec', INSERT, {
      list: {
        client_id: foreign.client,
        valid_from: '2030-01-01',
        items: { data: [{ product_id: product }] },
      },
    });
    expect(body.errors?.[0]?.extensions.code).toBeDefined();
    expect(body.data ?? null).toBeNull();
    const count = await one<{ n: string }>(
      db,
      'SELECT count(*) AS n FROM public.price_lists WHERE client_id = $1',
      [foreign.client],
    );
    expect(Number(count.n)).toBe(1);
    const mixed = await gql('handlowiec', INSERT, {
      list: {
        client_id: otherClient,
        valid_from: '2030-01-01',
        items: { data: [{ product_id: foreign.product }] },
      },
    });
    expect(JSON.stringify(mixed.errors)).toMatch(/price_list_item_other_org/);
  });

  it('keeps a made list as it is: no change to its terms or lines, and no update permission for anyone', async () => {
    const list = await one<{ id: string }>(
      db,
      'SELECT price_list_id AS id FROM public.price_list_items i JOIN public.price_lists l ON l.id = i.price_list_id WHERE l.org_id = $1 LIMIT 1',
      [ORG],
    );
    await expect(
      db.query('UPDATE public.price_lists SET discount_percent = 50 WHERE id = $1', [list.id]),
    ).rejects.toThrow(/price_list_immutable/);
    await expect(
      db.query('UPDATE public.price_list_items SET net_price = 1 WHERE price_list_id = $1', [list.id]),
    ).rejects.toThrow(/price_list_immutable/);
    for (const role of ORGANIZATION_ROLES) {
      const body = await gql(
        role,
        `mutation ($id: uuid!) { update_price_lists_by_pk(pk_columns: {id: $id}, _set: {note: "x"}) { id } }`,
        { id: list.id },
      );
      expect(body.errors, role).toBeDefined();
    }
  });

  it('shows each role of each organization only the lists it may see', async () => {
    const klientLists = (await data('klient', '{ price_lists { client_id org_id } }')).price_lists as {
      client_id: string;
    }[];
    expect(klientLists.length).toBeGreaterThanOrEqual(2);
    expect(new Set(klientLists.map((l) => l.client_id))).toEqual(new Set([KLIENT_CLIENT]));
    for (const role of ['handlowiec', 'org_admin'] as const) {
      const lists = (await data(role, '{ price_lists { org_id client_id } }')).price_lists as {
        org_id: string;
        client_id: string;
      }[];
      expect(
        lists.some((l) => l.client_id === otherClient),
        role,
      ).toBe(true);
      expect(new Set(lists.map((l) => l.org_id)), role).toEqual(new Set([ORG]));
    }
    const theirs = (await data('handlowiec', '{ price_lists { org_id } }', undefined, OTHER_USER))
      .price_lists;
    expect(theirs).toEqual([{ org_id: OTHER_ORG }]);
    for (const role of ['magazynier', 'kierowca'] as const) {
      const body = await gql(role, '{ price_lists { id } }');
      expect(body.errors?.[0]?.extensions.code, role).toBe('validation-failed');
      const items = await gql(role, '{ price_list_items { id } }');
      expect(items.errors?.[0]?.extensions.code, role).toBe('validation-failed');
    }
    const klientItems = (await data('klient', '{ price_list_items { price_list { client_id } } }'))
      .price_list_items as { price_list: { client_id: string } }[];
    expect(klientItems.length).toBeGreaterThan(0);
    expect(new Set(klientItems.map((i) => i.price_list.client_id))).toEqual(new Set([KLIENT_CLIENT]));
    const klientInsert = await gql('klient', INSERT, {
      list: { client_id: KLIENT_CLIENT, valid_from: '2030-01-01' },
    });
    expect(klientInsert.errors).toBeDefined();
  });

  it('lets the klient read the files of his lists only, and the office its organization’s', async () => {
    const fileFor = async (listId: string, name: string) => {
      const pdf = await one<{ id: string }>(
        db,
        `INSERT INTO storage.files (bucket_id, name, mime_type, size, is_uploaded)
         VALUES ('price-lists', $1, 'application/pdf', 100, true) RETURNING id`,
        [name],
      );
      await db.query('UPDATE public.price_lists SET pdf_file_id = $2 WHERE id = $1', [listId, pdf.id]);
      return pdf.id;
    };
    const mine = await one<{ id: string }>(
      db,
      'SELECT id FROM public.price_lists WHERE client_id = $1 LIMIT 1',
      [KLIENT_CLIENT],
    );
    const notMine = await one<{ id: string }>(
      db,
      'SELECT id FROM public.price_lists WHERE client_id = $1 LIMIT 1',
      [otherClient],
    );
    const myFile = await fileFor(mine.id, 'cennik-klienta.pdf');
    const otherFile = await fileFor(notMine.id, 'cennik-innego.pdf');
    const foreignFile = await fileFor(foreign.list, 'cennik-obcy.pdf');
    const ids = async (role: Role) =>
      (
        (await data(role, '{ files(where: {bucketId: {_eq: "price-lists"}}) { id } }')).files as {
          id: string;
        }[]
      ).map((f) => f.id);
    expect(await ids('klient')).toEqual([myFile]);
    for (const role of ['handlowiec', 'org_admin'] as const) {
      const seen = await ids(role);
      expect(seen, role).toContain(myFile);
      expect(seen, role).toContain(otherFile);
      expect(seen, role).not.toContain(foreignFile);
    }
    expect(await ids('magazynier')).toEqual([]);
    await expect(
      db.query(
        `INSERT INTO storage.files (bucket_id, name, mime_type, size) VALUES ('price-lists', 'x.exe', 'application/x-msdownload', 1)`,
      ),
    ).rejects.toThrow(/price_list_file_type/);
    for (const role of ORGANIZATION_ROLES) {
      const body = await gql(
        role,
        `mutation { insertFile(object: {bucketId: "price-lists", name: "a.pdf", mimeType: "application/pdf"}) { id } }`,
      );
      expect(body.errors, role).toBeDefined();
    }
  });
});
