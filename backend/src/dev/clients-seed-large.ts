import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import { embeddedDatabaseDir } from '../db/open';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seedManyClients } from './clients-seed';
import { seedManyProducts } from './products-seed-large';
import { DEMO_ORGANIZATION } from './demo';
import { seedBulkNotices } from './notices-bulk-seed';
import { seedDemoNotices, seedManyNotices } from './notices-seed';

/**
 * `npm run seed:large [-- --count 100000] [-- --notices 1000000]`: adds clients and delivery notices
 * (`--count 0` adds notices only) to the demo organization for measurements, in DATABASE_URL or else the
 * embedded database of RAMPA_DATA_DIR (default `.data`; the server must be stopped). On PostgreSQL it adds
 * 1,000,000 notices by default, set-based in SQL (notices-bulk-seed.ts); the embedded database adds none by
 * default, and any it is asked for row by row.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      notices: { type: 'string' },
      products: { type: 'string', default: '100000' },
    },
  });
  const url = process.env.DATABASE_URL?.trim();
  const count = Number(values.count);
  const notices = Number(values.notices ?? (url ? 1_000_000 : 0));
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 0) throw new Error(`--products must be a whole number`);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--count must be a whole number`);
  if (!Number.isInteger(notices) || notices < 0) throw new Error(`--notices must be a whole number`);
  const dataDir = resolve(
    process.env.INIT_CWD ?? process.cwd(),
    process.env.RAMPA_DATA_DIR?.trim() || join(repoRoot, '.data'),
  );
  const db = url ? openPostgres(url) : await openPglite(embeddedDatabaseDir(dataDir));
  try {
    await migrate(db, join(repoRoot, 'nhost'));
    await db.query(
      'INSERT INTO public.organizations (id, name, nip) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [DEMO_ORGANIZATION.id, DEMO_ORGANIZATION.name, DEMO_ORGANIZATION.nip],
    );
    const started = Date.now();
    if (count > 0)
      await seedManyClients(db, DEMO_ORGANIZATION.id, count, (done) =>
        process.stdout.write(`\r${done.toLocaleString('pl-PL')} / ${count.toLocaleString('pl-PL')} klientów`),
      );
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `\nDodano ${count} klientów w ${seconds.toFixed(1)} s (${url ? 'PostgreSQL' : dataDir}).\n`,
    );
    if (products > 0) {
      const productsStarted = Date.now();
      await seedManyProducts(db, DEMO_ORGANIZATION.id, products, (done) =>
        process.stdout.write(
          `\r${done.toLocaleString('pl-PL')} / ${products.toLocaleString('pl-PL')} produktów`,
        ),
      );
      const took = (Date.now() - productsStarted) / 1000;
      process.stdout.write(`\nDodano ${products} produktów w ${took.toFixed(1)} s.\n`);
    }
    if (notices > 0) {
      const noticesStarted = Date.now();
      const progress = (done: number) =>
        process.stdout.write(
          `\r${done.toLocaleString('pl-PL')} / ${notices.toLocaleString('pl-PL')} awizacji`,
        );
      if (db.kind === 'postgres') {
        // Warehouses, ramps, products and the demo's own notices first, as the server's demo seed adds them.
        await seedDemoNotices(db, DEMO_ORGANIZATION.id);
        await seedBulkNotices(db, DEMO_ORGANIZATION.id, notices, progress);
        await db.exec('ANALYZE public.delivery_notices, public.delivery_notice_items');
      } else {
        await seedManyNotices(db, DEMO_ORGANIZATION.id, notices, progress);
      }
      const took = (Date.now() - noticesStarted) / 1000;
      process.stdout.write(`\nDodano ${notices} awizacji w ${took.toFixed(1)} s.\n`);
    }
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
