import { join } from 'node:path';
import type { OrganizationRole } from '@rampa/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { BACKENDS, buildTestApp, type TestDatabase } from '../graphql/testing';
import { DEMO_ORGANIZATION, seedDemo } from './demo';
import { demoUsers, roleToken } from './testing';

// The CSV import of products (migration 1795354000000_product_imports) on the real engine, as the sdk sends it:
// one `insert_product_imports_one` carrying every row; all of them go in, or, when one row is refused, none.
const PROJECT_DIR = join(repoRoot, 'nhost');
const ORG = DEMO_ORGANIZATION.id;
const IMPORT = `mutation ImportProducts($object: product_imports_insert_input!) {
  insert_product_imports_one(object: $object) { id row_count }
}`;

interface GraphqlBody {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string } }[];
}

/** A valid EAN-13 (prefix 590, Poland) for a number: the check digit computed as GS1 does. */
function ean(index: number): string {
  const first12 = `590${String(index).padStart(9, '0')}`;
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const rows = (prefix: string, count: number, categoryId: string | null) =>
  Array.from({ length: count }, (_, i) => ({
    sku: `${prefix}-${String(i).padStart(5, '0')}`,
    ean: ean(i + 1),
    name: `Wkręt ocynkowany ${i} mm – opakowanie`,
    description: null,
    category_id: categoryId,
    unit: i % 3 === 0 ? 'opak.' : 'szt.',
    net_price: `${i % 900}.${String(i % 100).padStart(2, '0')}`,
    vat_rate: i % 10 === 0 ? '8' : '23',
    active: true,
  }));

describe.each(BACKENDS)('the products CSV import on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  let app: FastifyInstance;
  let users = new Map<OrganizationRole, string>();
  let category: string;

  const importAs = async (role: OrganizationRole, products: unknown[], orgId: string = ORG) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${roleToken(role, users.get(role)!)}`,
      },
      payload: JSON.stringify({ query: IMPORT, variables: { object: { org_id: orgId, products } } }),
    });
    return res.json() as GraphqlBody;
  };
  const countLike = async (prefix: string) =>
    Number(
      (
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM public.products WHERE org_id = $1 AND sku LIKE $2`,
          [ORG, `${prefix}-%`],
        )
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    // Unbounded while the demo seed runs: it is the other suites' seed, and this machine is shared.
    database = await open({ statementTimeoutMs: 0 });
    db = database.db;
    let started = performance.now();
    await migrate(db, PROJECT_DIR);
    console.info(`migrate: ${Math.round(performance.now() - started)} ms`);
    started = performance.now();
    await seedDemo(db, 'demo-password-for-tests');
    console.info(`seed: ${Math.round(performance.now() - started)} ms`);
    users = await demoUsers(db);
    category = (
      await db.query<{ id: string }>(
        `SELECT id FROM public.product_categories WHERE org_id = $1 ORDER BY sort_order LIMIT 1`,
        [ORG],
      )
    ).rows[0]!.id;
    app = await buildTestApp(db, { projectDir: PROJECT_DIR });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 60_000);

  it('seeds about 600 demo products in a category tree, valid EANs, keeping the SKUs the awizacje use', async () => {
    const { rows: counts } = await db.query<Record<string, string>>(
      `SELECT (SELECT count(*) FROM public.products WHERE org_id = $1) AS products,
              (SELECT count(*) FROM public.products WHERE org_id = $1 AND NOT public.is_valid_ean13(ean)) AS bad_ean,
              (SELECT count(*) FROM public.product_categories WHERE org_id = $1 AND parent_id IS NULL) AS tops,
              (SELECT count(*) FROM public.product_categories WHERE org_id = $1 AND parent_id IS NOT NULL) AS subs,
              (SELECT count(*) FROM public.products p JOIN public.product_categories c ON c.id = p.category_id
                WHERE p.org_id = $1 AND c.parent_id IS NOT NULL) AS in_subs,
              (SELECT count(*) FROM public.products WHERE org_id = $1 AND sku IN ('CEG-PEL-65', 'PRE-12-B')) AS kept,
              (SELECT count(*) FROM public.products WHERE org_id = $1 AND name ~ '[ąęłśżźćńó]') AS polish`,
      [ORG],
    );
    const c = Object.fromEntries(Object.entries(counts[0]!).map(([k, v]) => [k, Number(v)]));
    expect(c.products).toBeGreaterThanOrEqual(580);
    expect(c.products).toBeLessThanOrEqual(700);
    expect(c.bad_ean).toBe(0);
    expect(c.tops).toBe(12);
    expect(c.subs).toBeGreaterThanOrEqual(10);
    expect(c.in_subs).toBeGreaterThan(100);
    expect(c.kept).toBe(2);
    expect(c.polish).toBeGreaterThan(100);
  });

  it('imports 10,000 products in one request, all in one statement, with the gross price derived', async () => {
    const products = rows('IMP', 10_000, category);
    const started = performance.now();
    const body = await importAs('org_admin', products);
    const ms = performance.now() - started;
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(body.data!.insert_product_imports_one).toMatchObject({ row_count: 10_000 });
    // A figure for the report, not an assertion (tests never assert wall time).
    console.info(`products import: 10,000 rows in ${Math.round(ms)} ms`);
    expect(await countLike('IMP')).toBe(10_000);
    const sample = await db.query<{
      net_price: string;
      gross_price: string;
      unit: string;
      created_by: string;
    }>(
      `SELECT p.net_price::text, p.gross_price::text, p.unit, i.created_by
         FROM public.products p, public.product_imports i
        WHERE p.org_id = $1 AND p.sku = 'IMP-00123' AND i.org_id = $1`,
      [ORG],
    );
    expect(sample.rows[0]).toEqual({
      net_price: '123.23',
      gross_price: '151.57',
      unit: 'opak.',
      created_by: users.get('org_admin'),
    });
    const audit = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM public.audit_log WHERE table_name = 'products' AND action = 'INSERT'
          AND changed_by = $1 AND new_data ->> 'sku' LIKE 'IMP-%'`,
      [users.get('org_admin')],
    );
    expect(Number(audit.rows[0]!.n)).toBe(10_000);
  }, 180_000);

  it('imports nothing of a large file when one row is refused: a taken SKU, a wrong EAN, a negative price', async () => {
    const cases: [string, (products: ReturnType<typeof rows>) => void, string][] = [
      ['DUP', (p) => (p[1_999]!.sku = 'IMP-00007'), 'products_org_id_sku_key'],
      ['EAN', (p) => (p[1_500]!.ean = '5901234123458'), 'products_ean_check'],
      ['NEG', (p) => (p[42]!.net_price = '-1.00'), 'products_net_price_check'],
      ['VAT', (p) => (p[3]!.vat_rate = '7'), 'products_vat_rate_check'],
      ['UNI', (p) => (p[4]!.unit = 'litr'), 'products_unit_check'],
    ];
    for (const [prefix, spoil, constraint] of cases) {
      const products = rows(prefix, 2_000, category);
      spoil(products);
      const body = await importAs('org_admin', products);
      expect(body.errors?.[0]?.extensions.code, prefix).toBe('constraint-violation');
      expect(body.errors?.[0]?.message, prefix).toContain(constraint);
      expect(await countLike(prefix), prefix).toBe(0);
    }
    const imports = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM public.product_imports WHERE org_id = $1`,
      [ORG],
    );
    expect(Number(imports.rows[0]!.n)).toBe(1);
  }, 180_000);

  it('refuses other roles and other organizations', async () => {
    for (const role of ['handlowiec', 'magazynier', 'kierowca', 'klient'] as const) {
      const body = await importAs(role, rows(`R${role.slice(0, 2).toUpperCase()}`, 3, null));
      expect(body.errors?.[0]?.extensions.code, role).toBe('validation-failed');
    }
    const OTHER = '0e000000-0000-4000-8000-000000000031';
    await db.query(`INSERT INTO public.organizations (id, name) VALUES ($1, 'Inna Hurtownia')`, [OTHER]);
    const foreign = await importAs('org_admin', rows('OBC', 3, null), OTHER);
    expect(foreign.errors?.[0]?.extensions.code).toBe('permission-error');
    for (const prefix of ['RHA', 'RMA', 'RKI', 'RKL']) expect(await countLike(prefix), prefix).toBe(0);
    const { rows: left } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM public.products WHERE org_id = $1`,
      [OTHER],
    );
    expect(Number(left[0]!.n)).toBe(0);
  }, 60_000);
});
