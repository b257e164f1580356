// `npm run bench:pricelist` (here, not in backend/bench: backend may not import functions/): (1) the price list PDF of 2,000 products as functions/pricelists/generate renders it
// (wall and CPU time, extra RSS; goal ≤ 3 s, ≤ 200 MB), and its CSV; (2) the Produkty list query (the sdk's
// ProductList operation through the GraphQL engine, as a handlowiec) with 100,000 products on PostgreSQL, in a
// database of its own (`pricelists`, or BENCH_DATABASE_NAME; made again each run): p50/p99 of the default page, a search and a category
// page (goal p99 ≤ 50 ms).
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { priceListCsv, renderPriceListPdf, type PriceListDocument } from '../functions/pricelists/_document';
import { stopPdfThread, warmPdfThread } from '../functions/pricelists/_pdf-thread';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import {
  buildServer,
  hashPassword,
  loadConfig,
  migrate,
  openPostgres,
  repoRoot,
  seedManyProducts,
} from '@rampa/backend';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const LINES = Number(process.env.BENCH_LINES ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = process.env.BENCH_DATABASE_NAME ?? 'pricelists';
const ORG = 'be000000-0000-4000-8000-000000000001';
const USER = 'be000000-0000-4000-8000-0000000000a1';
const PASSWORD = 'bench-password-123';

// As sdk/src/products/products.documents.ts has it: the count stops at PRODUCT_COUNT_CAP + 1 (10,001).
const PRODUCT_LIST = `query ProductList($where: products_bool_exp!, $orderBy: [products_order_by!]!, $limit: Int!, $offset: Int!) {
  products(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) { ...ProductListItem }
  products_aggregate(where: $where, limit: 10001) { aggregate { count } }
}
fragment ProductListItem on products {
  id sku ean name unit net_price vat_rate gross_price active category_id image_file_id updated_at category { id name }
}`;
const COUNT_LIMIT = 10_001;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
/** The goals of issue #13, printed beside each figure. */
const GOALS = { pdfSeconds: 3, pdfRssMb: 200, listP99Ms: 50 };
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main() {
  await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${DATABASE}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${DATABASE}`;
  const db = openPostgres(url.toString(), { statementTimeoutMs: 0 });
  try {
    await migrate(db, join(repoRoot, 'nhost'));
    await db.query(
      `INSERT INTO public.organizations (id, name, nip) VALUES ($1, 'Hurtownia Benchmark Sp. z o.o.', '5260250274')`,
      [ORG],
    );
    await db.query(
      `INSERT INTO auth.users (id, email, locale, default_role, email_verified, password_hash)
       VALUES ($1, 'bench@x.pl', 'pl', 'handlowiec', true, $2)`,
      [USER, await hashPassword(PASSWORD)],
    );
    await db.query(`INSERT INTO auth.user_roles (user_id, role) VALUES ($1, 'handlowiec')`, [USER]);
    await db.query(
      `INSERT INTO public.profiles (user_id, org_id, role, display_name) VALUES ($1, $2, 'handlowiec', 'Bench')`,
      [USER, ORG],
    );
    const seeded = performance.now();
    await seedManyProducts(db, ORG, PRODUCTS, (done) =>
      process.stdout.write(`\rseeding ${done} / ${PRODUCTS}`),
    );
    await db.query('ANALYZE');
    process.stdout.write(
      `\nseeded ${PRODUCTS} products in ${((performance.now() - seeded) / 1000).toFixed(1)} s\n`,
    );

    // (1) The PDF of 2,000 of them, as the function builds it.
    const { rows } = await db.query<{
      sku: string;
      ean: string | null;
      name: string;
      unit: string;
      category: string;
      sort_order: number;
      net_price: string;
      vat_rate: string;
      gross_price: string;
    }>(
      `SELECT p.sku, p.ean, p.name, p.unit, c.name AS category, c.sort_order,
              round(p.net_price * 0.95, 2) AS net_price, p.vat_rate, p.gross_price
         FROM public.products p JOIN public.product_categories c ON c.id = p.category_id
        WHERE p.org_id = $1 ORDER BY p.sku LIMIT $2`,
      [ORG, LINES],
    );
    const doc: PriceListDocument = {
      number: 'CN/2026/0001',
      organization: { name: 'Hurtownia Benchmark Sp. z o.o.', nip: '5260250274' },
      client: { name: 'Przedsiębiorstwo Budowlane Żuraw Sp. z o.o.', nip: '7251801126' },
      validFrom: '2026-11-25',
      validTo: '2027-02-28',
      discountPercent: 5,
      columns: ['sku', 'ean', 'name', 'unit', 'net', 'vat', 'gross'],
      note: null,
      createdAt: new Date().toISOString(),
      lines: rows.map((r) => ({
        sku: r.sku,
        ean: r.ean,
        name: r.name,
        unit: r.unit,
        category: r.category,
        categoryOrder: r.sort_order,
        net: Number(r.net_price),
        vatRate: r.vat_rate,
        gross: Number(r.gross_price),
      })),
    };
    // Wall and CPU time (this process's, the PDF thread's included) and the peak of extra RSS of `work`.
    const measure = async (work: () => Promise<Buffer | void>) => {
      global.gc?.();
      const rss0 = process.memoryUsage().rss;
      let peak = rss0;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const pdf = await work();
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      return { wall, cpu: (cpu.user + cpu.system) / 1000, rss: peak - rss0, bytes: pdf ? pdf.length : 0 };
    };
    // (a) A cold thread, as a list made without the generator open finds it (the render-pending cron trigger, an
    // API call): the thread's start, pdfkit and Noto Sans, V8 compiling as it goes. (b) The same thread again.
    // (c) A fresh thread warmed as the generator's opening warms it (pricelists/warm), then the user's first list.
    const pdfRuns = [
      { label: 'cold thread (first list, no warm-up)', ...(await measure(() => renderPriceListPdf(doc))) },
      { label: 'second list, same thread', ...(await measure(() => renderPriceListPdf(doc))) },
    ];
    await stopPdfThread();
    const warmUp = await measure(() => warmPdfThread());
    pdfRuns.push({
      label: 'first list after the generator warmed the thread',
      ...(await measure(() => renderPriceListPdf(doc))),
    });
    const csv0 = performance.now();
    const csv = priceListCsv(doc);
    const csvMs = performance.now() - csv0;

    // (2) The product list through the engine.
    const dataDir = await mkdtemp(join(tmpdir(), 'rampa-bench-pricelist-'));
    const app = await buildServer(
      loadConfig({
        RAMPA_DATA_DIR: dataDir,
        RAMPA_APP_DIST: join(dataDir, 'no-app'),
        RAMPA_DEMO_SEED: 'false',
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT_ENABLE: 'false',
        DATABASE_URL: url.toString(),
        HASURA_GRAPHQL_ADMIN_SECRET: 'bench-admin-secret',
        STORAGE_SIGNING_SECRET: 'bench-storage-signing-secret-0123456789',
        HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({
          type: 'HS256',
          key: 'bench-jwt-secret-of-at-least-32-characters!',
        }),
      }),
    );
    const signIn = await app.inject({
      method: 'POST',
      url: '/v1/auth/signin/email-password',
      payload: { email: 'bench@x.pl', password: PASSWORD },
    });
    const token = (signIn.json() as { session?: { accessToken?: string } }).session?.accessToken;
    if (!token) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
    const list = async (variables: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ query: PRODUCT_LIST, operationName: 'ProductList', variables }),
      });
      const body = response.json() as {
        data?: { products_aggregate: { aggregate: { count: number } } };
        errors?: unknown;
      };
      if (!body.data) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
      return body.data.products_aggregate.aggregate.count;
    };
    const category = (
      await db.query<{ id: string }>(
        `SELECT id FROM public.product_categories WHERE org_id = $1 ORDER BY sort_order LIMIT 1`,
        [ORG],
      )
    ).rows[0]!.id;
    // The variables as the sdk's productWhere and productOrderBy build them for the list's filters (a search
    // sorts nulls first: none are null, and its plan then reads the matches rather than walking the name index).
    const page = { where: {}, orderBy: [{ name: 'asc' }, { id: 'asc' }], limit: 25, offset: 0 };
    const search = (text: string) => ({
      ...page,
      where: { _or: [{ name: { _ilike: `%${text}%` } }, { sku: { _ilike: `%${text}%` } }] },
      orderBy: [{ name: 'asc_nulls_first' }, { id: 'asc' }],
    });
    const cases: [string, Record<string, unknown>][] = [
      ['default page (by name)', page],
      ['search "wełna ocieplony"', search('wełna ocieplony')],
      ['search SKU "PL-00123"', search('PL-00123')],
      [
        'one category, active, by gross desc',
        {
          ...page,
          where: { _and: [{ category_id: { _eq: category } }, { active: { _eq: true } }] },
          orderBy: [{ gross_price: 'desc' }, { id: 'asc' }],
        },
      ],
    ];
    const results: { label: string; count: number; p50: number; p99: number }[] = [];
    for (const [label, variables] of cases) {
      const count = await list(variables);
      for (let i = 0; i < 10; i += 1) await list(variables);
      const latencies: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        await list(variables);
        latencies.push(performance.now() - t0);
      }
      latencies.sort((a, b) => a - b);
      results.push({ label, count, p50: percentile(latencies, 50), p99: percentile(latencies, 99) });
    }
    await app.close();
    await rm(dataDir, { recursive: true, force: true });

    process.stdout.write(`\nPrice list PDF, ${LINES} products (goal ≤ 3 s, ≤ 200 MB extra RSS)\n`);
    for (const r of pdfRuns)
      process.stdout.write(
        `  ${`${r.label}:`.padEnd(51)} wall ${(r.wall / 1000).toFixed(2)} s (goal ≤ ${GOALS.pdfSeconds} s: ${verdict(r.wall <= GOALS.pdfSeconds * 1000)}), CPU ${(r.cpu / 1000).toFixed(2)} s, extra RSS ${mb(r.rss)} (goal ≤ ${GOALS.pdfRssMb} MB: ${verdict(r.rss <= GOALS.pdfRssMb * 1024 * 1024)}), ${(r.bytes / 1024).toFixed(0)} KiB\n`,
      );
    process.stdout.write(
      `  (the warm-up itself, in the background while the user chooses: wall ${(warmUp.wall / 1000).toFixed(2)} s, CPU ${(warmUp.cpu / 1000).toFixed(2)} s, extra RSS ${mb(warmUp.rss)})\n`,
    );
    process.stdout.write(
      `  CSV: ${csvMs.toFixed(1)} ms, ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KiB\n`,
    );
    process.stdout.write(
      `\nProdukty list through the GraphQL engine, PostgreSQL, ${PRODUCTS} products, ${RUNS} runs (goal p99 ≤ 50 ms)\n`,
    );
    for (const r of results)
      process.stdout.write(
        `  ${`${r.label} [${r.count >= COUNT_LIMIT ? '> 10000' : r.count}]`.padEnd(48)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms (goal ≤ ${GOALS.listP99Ms} ms: ${verdict(r.p99 <= GOALS.listP99Ms)})\n`,
      );
    process.stdout.write(
      `\nload average: ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (2 cores)\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
