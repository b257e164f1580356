import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import { BACKENDS, type TestDatabase } from '../graphql/testing';
import { DEMO_ORGANIZATION, seedDemo } from './demo';
import { seedBulkNotices } from './notices-bulk-seed';

// The set-based seed of `npm run seed:large` is PostgreSQL only (triggers off needs a superuser).
const POSTGRES = BACKENDS.filter((backend) => backend.name === 'postgres');

describe.each(POSTGRES)('the bulk notice seed on $name', ({ open }) => {
  let database: TestDatabase;
  const ORG = DEMO_ORGANIZATION.id;

  beforeAll(async () => {
    database = await open();
    await migrate(database.db, join(repoRoot, 'nhost'));
    await seedDemo(database.db, 'demo-password-for-tests');
  }, 400_000);
  afterAll(() => database?.drop(), 120_000);

  it('adds finished notices with unique numbers, search text and a line each; numbering goes on after them', async () => {
    const { db } = database;
    const before = Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM public.delivery_notices')).rows[0]!.n,
    );
    await seedBulkNotices(db, ORG, 300);
    await seedBulkNotices(db, ORG, 50);
    const { rows } = await db.query<{
      n: string;
      numbers: string;
      statuses: string[];
      empty_search: string;
      lines: string;
    }>(
      `SELECT count(*) AS n, count(DISTINCT number) AS numbers, array_agg(DISTINCT status ORDER BY status) AS statuses,
              count(*) FILTER (WHERE search_text = '' OR search_text NOT LIKE lower(number) || '%') AS empty_search,
              (SELECT count(*) FROM public.delivery_notice_items i JOIN public.delivery_notices d ON d.id = i.notice_id
                WHERE d.id::text LIKE 'b0000000-%') AS lines
         FROM public.delivery_notices WHERE id::text LIKE 'b0000000-%'`,
    );
    expect(rows[0]).toEqual({
      n: '350',
      numbers: '350',
      statuses: ['cancelled', 'completed', 'no_show', 'rejected'],
      empty_search: '0',
      lines: '350',
    });
    const total = Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM public.delivery_notices')).rows[0]!.n,
    );
    expect(total).toBe(before + 350);
    // The month counters moved past the seeded numbers: a notice created in a seeded month gets the next one.
    const month = (
      await db.query<{ created_at: Date; period: string; last: number }>(
        `SELECT d.created_at, k.period, k.last_value AS last FROM public.delivery_notices d
           JOIN public.delivery_notice_counters k
             ON k.org_id = d.org_id AND k.period = to_char(d.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY/MM')
          WHERE d.id::text LIKE 'b0000000-%' ORDER BY d.created_at LIMIT 1`,
      )
    ).rows[0]!;
    const { rows: added } = await db.query<{ number: string }>(
      `INSERT INTO public.delivery_notices (warehouse_id, client_id, direction, status, created_at)
       SELECT w.id, (SELECT id FROM public.clients WHERE org_id = $1 LIMIT 1), 'inbound', 'draft', $2
         FROM public.warehouses w WHERE w.org_id = $1 LIMIT 1 RETURNING number`,
      [ORG, month.created_at],
    );
    expect(added[0]!.number).toBe(`AW/${month.period}/${String(month.last + 1).padStart(4, '0')}`);
  }, 400_000);
});
