import type { Database, Queryable } from '../db/types';

/** Notices per statement: one transaction each, so progress shows and a failure loses one chunk only. */
const CHUNK = 100_000;
/** 30-minute windows from 06:00 to 22:00 local time: 32 per ramp and day. */
const SLOTS_PER_DAY = 32;

/**
 * Adds `count` finished delivery notices (completed, cancelled, rejected, no-show) to an organization in a few
 * set-based statements (generate_series), for measurements: `npm run seed:large` and `npm run bench:notices`.
 * They fill the organization's active ramps 32 windows a day, going back from 61 days ago (before the demo's
 * ~8 weeks), with its clients, a goods line each, Polish plates, carriers and order references.
 *
 * PostgreSQL only, as a superuser: the rows are written with triggers off (session_replication_role =
 * replica), so this statement sets what the triggers would (number AW/RRRR/MM/NNNN from the month counters,
 * org_id, search_text) and moves the counters past the numbers it used. Constraints still hold: the statuses
 * do not hold ramps, so the overlap exclusion is not touched. No events or audit rows: history is not measured.
 */
export async function seedBulkNotices(
  db: Database,
  orgId: string,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  if (db.kind !== 'postgres') throw new Error('the bulk notice seed needs PostgreSQL (DATABASE_URL)');
  const setup = await db.query<{ ramps: string; clients: string; products: string }>(
    `SELECT (SELECT count(*) FROM public.ramps WHERE org_id = $1 AND active) AS ramps,
            (SELECT count(*) FROM public.clients WHERE org_id = $1) AS clients,
            (SELECT count(*) FROM public.products WHERE org_id = $1 AND active) AS products`,
    [orgId],
  );
  const { ramps, clients, products } = setup.rows[0]!;
  if (Number(ramps) === 0 || Number(clients) === 0 || Number(products) === 0)
    throw new Error('the organization needs ramps, clients and products first (the demo seed)');
  // Continue below the oldest window already there, so a second run adds older notices, never the same slots.
  const start = Number(
    (
      await db.query<{ n: string }>(
        `SELECT coalesce(max(('x' || lpad(substring(id::text, 25), 16, '0'))::bit(64)::bigint) + 1, 0) AS n
           FROM public.delivery_notices
          WHERE org_id = $1 AND id::text LIKE 'b0000000-0000-4000-8000-%'`,
        [orgId],
      )
    ).rows[0]!.n,
  );
  // Trigram (GIN) indexes cost ~1 ms a row to keep up row by row; built once afterwards they take seconds.
  const gin =
    count >= 50_000
      ? (
          await db.query<{ name: string; definition: string }>(
            `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
              WHERE schemaname = 'public' AND tablename = 'delivery_notices' AND indexdef LIKE '%USING gin%'`,
          )
        ).rows
      : [];
  const unlimited = <T>(fn: (tx: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.query('SET LOCAL statement_timeout = 0');
      return fn(tx);
    });
  try {
    for (const index of gin) await db.query(`DROP INDEX IF EXISTS public.${index.name}`);
    for (let from = start; from < start + count; from += CHUNK) {
      const to = Math.min(start + count, from + CHUNK) - 1;
      await unlimited(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query(BULK_SQL, [orgId, from, to, SLOTS_PER_DAY]);
      });
      onProgress?.(to - start + 1);
    }
  } finally {
    for (const index of gin) await unlimited((tx) => tx.query(index.definition));
  }
}

// $1 org, $2..$3 the range of i (the notice's place: day, ramp and slot), $4 slots per ramp and day. The counts are
// MATERIALIZED: inlined, a count could be planned as the inner side of a nested loop and recounted for every
// notice (100,000 clients × 50,000 notices: one chunk ran for over ten minutes instead of seconds).
const BULK_SQL = `
WITH ramp AS (
  SELECT r.id, r.warehouse_id, r.kind, (row_number() OVER (ORDER BY w.code, r.code) - 1)::int AS idx
    FROM public.ramps r JOIN public.warehouses w ON w.id = r.warehouse_id
   WHERE r.org_id = $1 AND r.active
), ramp_count AS MATERIALIZED (SELECT count(*)::int AS n FROM ramp),
client AS (
  SELECT c.id, c.name, (row_number() OVER (ORDER BY c.id) - 1)::int AS idx FROM public.clients c WHERE c.org_id = $1
), client_count AS MATERIALIZED (SELECT count(*)::int AS n FROM client),
product AS (
  SELECT p.id, (row_number() OVER (ORDER BY p.id) - 1)::int AS idx FROM public.products p
   WHERE p.org_id = $1 AND p.active
), product_count AS MATERIALIZED (SELECT count(*)::int AS n FROM product),
raw AS (
  SELECT g.i,
         (g.i / ($4 * rc.n)) AS day_back,
         ((g.i / $4) % rc.n)::int AS ramp_idx,
         (g.i % $4)::int AS slot,
         (g.i % 100)::int AS pick
    FROM generate_series($2::bigint, $3::bigint) AS g(i), ramp_count rc
), placed AS (
  SELECT raw.*, ramp.id AS ramp_id, ramp.warehouse_id, ramp.kind,
         ((date_trunc('day', now() AT TIME ZONE 'Europe/Warsaw') - make_interval(days => (61 + raw.day_back)::int)
           + make_interval(mins => 360 + raw.slot * 30)) AT TIME ZONE 'Europe/Warsaw') AS planned_start
    FROM raw JOIN ramp ON ramp.idx = raw.ramp_idx
), shaped AS (
  SELECT p.*,
         p.planned_start - make_interval(hours => 24 + (p.i % 96)::int) AS created_at,
         CASE WHEN p.pick < 80 THEN 'completed' WHEN p.pick < 88 THEN 'cancelled'
              WHEN p.pick < 93 THEN 'rejected' ELSE 'no_show' END AS status,
         CASE p.kind WHEN 'loading' THEN 'outbound' WHEN 'unloading' THEN 'inbound'
              ELSE (CASE WHEN p.i % 3 = 0 THEN 'outbound' ELSE 'inbound' END) END AS direction,
         (ARRAY['WA','PO','KR','EL','GD','WR','LU','SZ','BI','RZ'])[(p.i % 10)::int + 1]
           || (10000 + (p.i * 7919) % 90000)::text AS truck_plate,
         (ARRAY['WE','PZ','KK','ELW','GA','DW','LLU','ZS'])[(p.i % 8)::int + 1]
           || (1000 + (p.i * 104729) % 9000)::text AS trailer_plate,
         (ARRAY['Raben Logistics Polska Sp. z o.o.','DB Schenker Sp. z o.o.','Rohlig Suus Logistics S.A.',
                'Trans-Pol Jan Nowak','Fracht FWO Polska Sp. z o.o.','Dachser Sp. z o.o.',
                'No Limit Sp. z o.o.','Pekaes Sp. z o.o.'])[(p.i % 8)::int + 1] AS carrier_name,
         (ARRAY['Marek Wójcik','Tomasz Kowalczyk','Piotr Zieliński','Krzysztof Lewandowski','Andrzej Kamiński',
                'Paweł Szymański','Grzegorz Woźniak','Michał Dąbrowski'])[((p.i / 8) % 8)::int + 1] AS driver_name,
         c.id AS client_id, c.name AS client_name, pr.id AS product_id
    FROM placed p
    CROSS JOIN client_count cc CROSS JOIN product_count pc
    JOIN client c ON c.idx = ((p.i * 7919) % cc.n)::int
    JOIN product pr ON pr.idx = ((p.i * 31) % pc.n)::int
), numbered AS (
  SELECT s.*, to_char(s.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY/MM') AS period,
         row_number() OVER (PARTITION BY to_char(s.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY/MM') ORDER BY s.i)
           + coalesce(k.last_value, 0) AS seq
    FROM shaped s
    LEFT JOIN public.delivery_notice_counters k
      ON k.org_id = $1 AND k.period = to_char(s.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY/MM')
), inserted AS (
  INSERT INTO public.delivery_notices (
    id, org_id, number, direction, status, client_id, warehouse_id, ramp_id, planned_start, planned_end,
    carrier_name, truck_plate, trailer_plate, driver_name, driver_phone, pallets, weight_kg, adr,
    reference_numbers, arrived_at, started_at, completed_at, rejection_reason, created_at, updated_at, search_text)
  SELECT ('b0000000-0000-4000-8000-' || lpad(to_hex(n.i), 12, '0'))::uuid, $1,
         'AW/' || n.period || '/' || lpad(n.seq::text, 4, '0'),
         n.direction, n.status, n.client_id, n.warehouse_id, n.ramp_id, n.planned_start, n.planned_start + interval '30 minutes',
         n.carrier_name, n.truck_plate, n.trailer_plate, n.driver_name,
         '+48 6' || lpad(((n.i * 7717) % 100000000)::text, 8, '0'),
         1 + (n.i % 33)::int, (1 + (n.i % 33)) * (350 + (n.i % 400)), n.i % 20 = 0,
         ARRAY['ZAM/' || to_char(n.created_at, 'YYYY') || '/' || lpad((n.i % 100000)::text, 5, '0')],
         CASE WHEN n.status = 'completed' THEN n.planned_start - interval '10 minutes' END,
         CASE WHEN n.status = 'completed' THEN n.planned_start + interval '5 minutes' END,
         CASE WHEN n.status = 'completed' THEN n.planned_start + interval '28 minutes' END,
         CASE WHEN n.status = 'rejected' THEN 'Brak wolnej rampy w tym oknie' END,
         n.created_at, n.planned_start + interval '1 hour',
         lower(concat_ws(' ', 'AW/' || n.period || '/' || lpad(n.seq::text, 4, '0'), n.truck_plate, n.trailer_plate,
           n.client_name, 'ZAM/' || to_char(n.created_at, 'YYYY') || '/' || lpad((n.i % 100000)::text, 5, '0'),
           n.carrier_name))
    FROM numbered n
  RETURNING id
), lines AS (
  INSERT INTO public.delivery_notice_items (org_id, notice_id, product_id, quantity, received_quantity)
  SELECT $1, n.id, n.product_id, q.quantity, CASE WHEN n.status = 'completed' THEN q.quantity END
    FROM (SELECT ('b0000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid AS id, product_id, status, i
            FROM shaped) n
    CROSS JOIN LATERAL (SELECT (5 + (n.i % 60))::numeric AS quantity) q
  RETURNING 1
)
INSERT INTO public.delivery_notice_counters AS k (org_id, period, last_value)
SELECT $1, period, max(seq) FROM numbered GROUP BY period
ON CONFLICT (org_id, period) DO UPDATE SET last_value = greatest(k.last_value, EXCLUDED.last_value)
`;
