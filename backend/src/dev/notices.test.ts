import { join } from 'node:path';
import {
  canRoleChangeNoticeStatus,
  DELIVERY_NOTICE_STATUSES,
  ORGANIZATION_ROLES,
  type DeliveryNoticeStatus,
  type OrganizationRole,
} from '@rampa/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import type { Database, Queryable } from '../db/types';
import { ADMIN_SECRET, BACKENDS, buildTestApp, watchLive, type TestDatabase } from '../graphql/testing';
import {
  anotherDemoCompanyClient,
  insertForeignOrganization,
  KLIENT_CLIENT,
  roleGraphql,
  type GraphqlBody,
} from '../../test/fixtures';
import { roleLiveClient } from './testing';
import { DEMO_ORGANIZATION, seedDemo } from './demo';

// The Awizacje data of nhost/ (migrations 1795340000000_products and 1795341000000_delivery_notices and
// their metadata) on the real engine: numbering, transitions per role, the ramp overlap, opening hours, and
// what each role of each organization may see and do.
const PROJECT_DIR = join(repoRoot, 'nhost');
const ORG = DEMO_ORGANIZATION.id;
const OTHER_ORG = '0e000000-0000-4000-8000-000000000012';
const OTHER_USER = '0e000000-0000-4000-8000-0000000000ab';
// A Monday in winter (UTC+1): 08:00–09:00 in Warsaw.
const MONDAY = '2030-01-07';
const at = (date: string, hhmm: string) => `${date}T${hhmm}:00+01:00`;

type Role = OrganizationRole;
class Rollback extends Error {}

describe.each(BACKENDS)('delivery notices on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  let app: FastifyInstance;
  const users = new Map<Role, string>();
  let kierowcaProfile: string;
  let otherClient: string;
  let warehouse: string;
  let ramp1: string;
  let ramp2: string;
  let loadingRamp: string;
  let product: string;
  let client: string;
  let foreign: { warehouse: string; ramp: string; client: string; notice: string; product: string };

  const { gql, data } = roleGraphql(
    () => app,
    () => users,
  );
  const one = async <T>(q: Queryable, sql: string, params: unknown[] = []) =>
    (await q.query<T>(sql, params)).rows[0]!;

  /** A notice inserted as the admin (no session), so any status can be set up. */
  const insertNotice = (q: Queryable, values: Record<string, unknown> = {}) => {
    const row: Record<string, unknown> = {
      warehouse_id: warehouse,
      client_id: client,
      direction: 'inbound',
      status: 'submitted',
      ramp_id: ramp1,
      planned_start: at(MONDAY, '08:00'),
      planned_end: at(MONDAY, '09:00'),
      ...values,
    };
    const columns = Object.keys(row);
    return one<{ id: string; number: string; status: string; truck_plate: string | null }>(
      q,
      `INSERT INTO public.delivery_notices (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, number, status, truck_plate`,
      Object.values(row),
    );
  };
  const asRole = (q: Queryable, role: Role) =>
    q.query("SELECT set_config('hasura.user', $1, true)", [
      JSON.stringify({ 'x-hasura-role': role, 'x-hasura-user-id': users.get(role) }),
    ]);

  beforeAll(async () => {
    database = await open();
    db = database.db;
    await migrate(db, PROJECT_DIR);
    await seedDemo(db, 'demo-password-for-tests');
    const { rows } = await db.query<{ role: Role; user_id: string; id: string }>(
      'SELECT role, user_id, id FROM public.profiles WHERE org_id = $1',
      [ORG],
    );
    for (const row of rows) users.set(row.role, row.user_id);
    kierowcaProfile = rows.find((r) => r.role === 'kierowca')!.id;

    warehouse = (
      await one<{ id: string }>(
        db,
        `INSERT INTO public.warehouses (org_id, code, name, opening_hours)
         VALUES ($1, 'TST', 'Magazyn testowy', '{"1": {"open": "06:00", "close": "18:00"}, "2": {"open": "06:00", "close": "18:00"}, "3": {"open": "06:00", "close": "18:00"}, "4": {"open": "06:00", "close": "18:00"}, "5": {"open": "06:00", "close": "18:00"}, "6": {"open": "07:00", "close": "14:00"}}')
         RETURNING id`,
        [ORG],
      )
    ).id;
    const ramp = async (code: string, kind: string) =>
      (
        await one<{ id: string }>(
          db,
          `INSERT INTO public.ramps (warehouse_id, code, name, kind) VALUES ($1, $2, $3, $4) RETURNING id`,
          [warehouse, code, `Rampa ${code}`, kind],
        )
      ).id;
    ramp1 = await ramp('T1', 'both');
    ramp2 = await ramp('T2', 'both');
    loadingRamp = await ramp('T3', 'loading');
    product = (
      await one<{ id: string }>(
        db,
        `INSERT INTO public.products (org_id, sku, name, unit, net_price) VALUES ($1, 'TST-1', 'Cement testowy', 'opak.', 21.5) RETURNING id`,
        [ORG],
      )
    ).id;
    client = KLIENT_CLIENT;
    otherClient = await anotherDemoCompanyClient(db);

    // Another organization with one of everything.
    const otherOrg = await insertForeignOrganization(db, {
      id: OTHER_ORG,
      name: 'Obca Logistyka',
      user: { id: OTHER_USER, email: 'obcy@x.pl' },
      warehouse: { code: 'OBC', name: 'Obcy magazyn' },
      ramp: { code: 'R1', name: 'Obca rampa' },
      client: 'Obcy Klient',
      product: { sku: 'OBC-1', name: 'Obcy towar' },
    });
    const fn = await insertNotice(db, {
      warehouse_id: otherOrg.warehouse,
      client_id: otherOrg.client,
      ramp_id: otherOrg.ramp,
      status: 'confirmed',
      planned_start: at(MONDAY, '10:00'),
      planned_end: at(MONDAY, '11:00'),
    });
    await db.query(
      `INSERT INTO public.delivery_notice_items (notice_id, product_id, quantity) VALUES ($1, $2, 5)`,
      [fn.id, otherOrg.product],
    );
    const ff = (
      await one<{ id: string }>(
        db,
        `INSERT INTO storage.files (bucket_id, name, mime_type, size, is_uploaded, uploaded_by_user_id, org_id)
         VALUES ('attachments', 'cmr-obcy.pdf', 'application/pdf', 100, true, $1, $2) RETURNING id`,
        [OTHER_USER, OTHER_ORG],
      )
    ).id;
    await db.query(
      `INSERT INTO public.delivery_notice_attachments (notice_id, file_id, kind) VALUES ($1, $2, 'cmr')`,
      [fn.id, ff],
    );
    await db.query(`INSERT INTO public.product_categories (org_id, name) VALUES ($1, 'Obca kategoria')`, [
      OTHER_ORG,
    ]);
    foreign = { ...otherOrg, notice: fn.id };
    app = await buildTestApp(db, { projectDir: PROJECT_DIR });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 60_000);

  describe('demo seed', () => {
    it('gives the demo organization warehouses, products and about 1,500 notices in every status, once', async () => {
      const counts = await one<Record<string, string>>(
        db,
        `SELECT (SELECT count(*) FROM public.warehouses WHERE org_id = $1 AND code IN ('STR', 'GDA')) AS warehouses,
                (SELECT count(*) FROM public.ramps r JOIN public.warehouses w ON w.id = r.warehouse_id
                  WHERE w.code IN ('STR', 'GDA') AND w.org_id = $1) AS ramps,
                (SELECT count(*) FROM public.products WHERE org_id = $1) AS products,
                (SELECT count(DISTINCT category_id) FROM public.products WHERE org_id = $1) AS categories,
                (SELECT count(*) FROM public.delivery_notices WHERE org_id = $1 AND number LIKE 'AW/%') AS notices,
                (SELECT count(DISTINCT status) FROM public.delivery_notices WHERE org_id = $1) AS statuses,
                (SELECT count(*) FROM public.delivery_notices n JOIN public.profiles p ON p.id = n.driver_profile_id
                  WHERE p.role = 'kierowca' AND n.org_id = $1) AS driven,
                (SELECT count(*) FROM public.delivery_notices WHERE client_id = $2) AS klient,
                (SELECT count(*) FROM public.delivery_notice_items i JOIN public.delivery_notices n ON n.id = i.notice_id
                  WHERE n.status = 'completed' AND i.received_quantity IS NULL AND n.org_id = $1) AS unreceived,
                (SELECT count(*) FROM public.delivery_notices n WHERE n.org_id = $1 AND NOT EXISTS (
                  SELECT 1 FROM public.delivery_notice_events e WHERE e.notice_id = n.id AND e.to_status = n.status)) AS without_event`,
        [ORG, KLIENT_CLIENT],
      );
      expect(Number(counts.warehouses)).toBe(2);
      expect(Number(counts.ramps)).toBe(7);
      expect(Number(counts.products)).toBeGreaterThanOrEqual(30);
      // The awizacje's ten categories and the demo catalogue's (products-seed.ts): two more and subcategories.
      expect(Number(counts.categories)).toBeGreaterThanOrEqual(12);
      expect(Number(counts.notices)).toBeGreaterThan(1200);
      expect(Number(counts.notices)).toBeLessThan(1900);
      expect(Number(counts.statuses)).toBe(9);
      expect(Number(counts.driven)).toBeGreaterThan(0);
      expect(Number(counts.klient)).toBeGreaterThan(0);
      expect(Number(counts.unreceived)).toBe(0);
      expect(Number(counts.without_event)).toBe(0);
      await seedDemo(db, 'demo-password-for-tests');
      const again = await one<{ n: string }>(
        db,
        'SELECT count(*) AS n FROM public.warehouses WHERE org_id = $1',
        [ORG],
      );
      expect(Number(again.n)).toBe(3); // Stryków, Gdańsk and this test's own
    });
  });

  describe('database rules', () => {
    it('numbers notices AW/RRRR/MM/NNNN per organization and month, unique under 50 concurrent inserts', async () => {
      const org = (
        await one<{ id: string }>(
          db,
          `INSERT INTO public.organizations (name) VALUES ('Numeracja') RETURNING id`,
        )
      ).id;
      const w = (
        await one<{ id: string }>(
          db,
          `INSERT INTO public.warehouses (org_id, code, name) VALUES ($1, 'N', 'N') RETURNING id`,
          [org],
        )
      ).id;
      const c = (
        await one<{ id: string }>(
          db,
          `INSERT INTO public.clients (org_id, kind, name) VALUES ($1, 'company', 'Numerowany') RETURNING id`,
          [org],
        )
      ).id;
      const created = await Promise.all(
        Array.from({ length: 50 }, () =>
          insertNotice(db, { warehouse_id: w, client_id: c, ramp_id: null, status: 'draft' }),
        ),
      );
      const numbers = created.map((n) => n.number).sort();
      const period = (
        await one<{ p: string }>(db, `SELECT to_char(now() AT TIME ZONE 'Europe/Warsaw', 'YYYY/MM') AS p`)
      ).p;
      expect(numbers).toEqual(
        Array.from({ length: 50 }, (_, i) => `AW/${period}/${String(i + 1).padStart(4, '0')}`),
      );
      // A notice made in another month starts that month's numbering.
      const march = await insertNotice(db, {
        warehouse_id: w,
        client_id: c,
        ramp_id: null,
        status: 'draft',
        created_at: '2029-03-10T10:00:00Z',
      });
      expect(march.number).toBe('AW/2029/03/0001');
    });

    it('lets each role make exactly the status changes of the transition table', async () => {
      const statuses: (DeliveryNoticeStatus | null)[] = [null, ...DELIVERY_NOTICE_STATUSES];
      const mismatches: string[] = [];
      for (const role of ORGANIZATION_ROLES) {
        for (const from of statuses) {
          for (const to of DELIVERY_NOTICE_STATUSES) {
            if (from === to) continue;
            const extra = to === 'rejected' ? { rejection_reason: 'Brak miejsca' } : {};
            let outcome: string;
            try {
              await db.transaction(async (tx) => {
                if (from === null) {
                  await asRole(tx, role);
                  await insertNotice(tx, { status: to, driver_profile_id: kierowcaProfile, ...extra });
                } else {
                  const notice = await insertNotice(tx, {
                    status: from,
                    driver_profile_id: kierowcaProfile,
                    ...(from === 'rejected' && { rejection_reason: 'Brak miejsca' }),
                  });
                  await asRole(tx, role);
                  await tx.query(
                    `UPDATE public.delivery_notices SET status = $2${to === 'rejected' ? ", rejection_reason = 'Brak miejsca'" : ''} WHERE id = $1`,
                    [notice.id, to],
                  );
                }
                throw new Rollback();
              });
              outcome = 'committed';
            } catch (error) {
              outcome = error instanceof Rollback ? 'allowed' : (error as Error).message;
            }
            const expected = canRoleChangeNoticeStatus(role, from, to);
            const ok = expected
              ? outcome === 'allowed'
              : outcome.startsWith('rule "notice_transition"') ||
                // A new notice that may not hold a window without one, refused before the role check.
                /check constraint/.test(outcome);
            if (!ok) mismatches.push(`${role} ${from ?? '(new)'} → ${to}: ${outcome}`);
          }
        }
      }
      expect(mismatches).toEqual([]);
    }, 120_000);

    it('refuses two ramp-holding notices overlapping on one ramp, also when confirmed at once', async () => {
      const a = await insertNotice(db, {
        planned_start: at(MONDAY, '12:00'),
        planned_end: at(MONDAY, '13:00'),
      });
      const b = await insertNotice(db, {
        planned_start: at(MONDAY, '12:30'),
        planned_end: at(MONDAY, '13:30'),
      });
      const confirm = (id: string) =>
        db.transaction(async (tx) => {
          await asRole(tx, 'magazynier');
          await tx.query(`UPDATE public.delivery_notices SET status = 'confirmed' WHERE id = $1`, [id]);
        });
      const results = await Promise.allSettled([confirm(a.id), confirm(b.id)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refusal = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      // The trigger names the rule; under a true race the exclusion constraint refuses the second.
      expect(String(refusal.reason.message)).toMatch(
        /rule "notice_ramp_overlap"|delivery_notices_ramp_overlap/,
      );
      // Back to back is fine, and so is the same window on another ramp.
      await insertNotice(db, {
        status: 'confirmed',
        planned_start: at(MONDAY, '13:30'),
        planned_end: at(MONDAY, '14:00'),
      });
      await insertNotice(db, {
        status: 'confirmed',
        ramp_id: ramp2,
        planned_start: at(MONDAY, '12:00'),
        planned_end: at(MONDAY, '13:00'),
      });
      // Cancelled and draft notices do not hold the ramp.
      await insertNotice(db, {
        status: 'draft',
        planned_start: at(MONDAY, '12:00'),
        planned_end: at(MONDAY, '13:00'),
      });
      // A request sent for a ramp and window a booking holds is refused; submitted requests may compete.
      await expect(
        insertNotice(db, {
          status: 'submitted',
          planned_start: at(MONDAY, '12:30'),
          planned_end: at(MONDAY, '13:30'),
        }),
      ).rejects.toThrow(/rule "notice_ramp_overlap"/);
      await insertNotice(db, {
        status: 'submitted',
        planned_start: at(MONDAY, '14:00'),
        planned_end: at(MONDAY, '15:00'),
      });
      await insertNotice(db, {
        status: 'submitted',
        planned_start: at(MONDAY, '14:00'),
        planned_end: at(MONDAY, '15:00'),
      });
    });

    it('refuses overlapping ramp holders by the exclusion constraint itself, with the trigger off', async () => {
      // session_replication_role = replica fires no trigger (delivery_notices_before_write, nor the foreign keys'
      // own) but still checks every constraint: a refusal here is delivery_notices_ramp_overlap's, as when two
      // writes both passed the trigger's look before either committed. Without the trigger, org_id and number
      // are given here. Every case rolls back.
      const SUNDAY = '2030-01-13'; // closed: the trigger would refuse every ramp holder on it
      let serial = 0;
      const write = (tx: Queryable, values: Record<string, unknown> = {}) =>
        insertNotice(tx, {
          org_id: ORG,
          number: `AW/2030/01/${9000 + ++serial}`,
          status: 'confirmed',
          planned_start: at(SUNDAY, '10:00'),
          planned_end: at(SUNDAY, '11:00'),
          ...values,
        });
      /**
       * What the database says to `fn` run with the triggers off: 'passed' (rolled back as planned), or the
       * refusal's code, constraint and whether its message names delivery_notices_ramp_overlap.
       */
      const withoutTriggers = async (fn: (tx: Queryable) => Promise<void>) => {
        try {
          await db.transaction(async (tx) => {
            await tx.query('SET LOCAL session_replication_role = replica');
            await fn(tx);
            throw new Rollback();
          });
          return 'committed'; // not reached: fn's transaction always ends in Rollback
        } catch (error) {
          if (error instanceof Rollback) return 'passed';
          const { code, constraint, message } = error as Error & { code?: string; constraint?: string };
          return { code, constraint, named: message.includes('"delivery_notices_ramp_overlap"') };
        }
      };
      const refused = { code: '23P01', constraint: 'delivery_notices_ramp_overlap', named: true };
      const overlapping = { planned_start: at(SUNDAY, '10:30'), planned_end: at(SUNDAY, '11:30') };

      // An insert that overlaps a booking on its ramp, whatever ramp-holding status either has.
      for (const [held, status] of [
        ['confirmed', 'confirmed'],
        ['confirmed', 'arrived'],
        ['arrived', 'in_progress'],
        ['in_progress', 'confirmed'],
      ] as const) {
        const outcome = await withoutTriggers(async (tx) => {
          await write(tx, { status: held });
          await write(tx, { status, ...overlapping });
        });
        expect(outcome, `${status} over ${held}`).toEqual(refused);
      }
      // The same window exactly, and one inside another.
      expect(
        await withoutTriggers(async (tx) => {
          await write(tx);
          await write(tx);
        }),
      ).toEqual(refused);
      expect(
        await withoutTriggers(async (tx) => {
          await write(tx);
          await write(tx, { planned_start: at(SUNDAY, '10:15'), planned_end: at(SUNDAY, '10:45') });
        }),
      ).toEqual(refused);
      // And nothing but the constraint refuses it: dropped in the rolled-back transaction, the overlap goes in.
      expect(
        await withoutTriggers(async (tx) => {
          await tx.query('ALTER TABLE public.delivery_notices DROP CONSTRAINT delivery_notices_ramp_overlap');
          await write(tx);
          await write(tx, overlapping);
        }),
      ).toBe('passed');
      // An update: confirming a submitted request over a booking, and moving a booking onto another's window.
      expect(
        await withoutTriggers(async (tx) => {
          await write(tx);
          const request = await write(tx, { status: 'submitted', ...overlapping });
          await tx.query(`UPDATE public.delivery_notices SET status = 'confirmed' WHERE id = $1`, [
            request.id,
          ]);
        }),
      ).toEqual(refused);
      expect(
        await withoutTriggers(async (tx) => {
          await write(tx);
          const later = await write(tx, {
            planned_start: at(SUNDAY, '12:00'),
            planned_end: at(SUNDAY, '13:00'),
          });
          await tx.query(
            'UPDATE public.delivery_notices SET planned_start = $2, planned_end = $3 WHERE id = $1',
            [later.id, overlapping.planned_start, overlapping.planned_end],
          );
        }),
      ).toEqual(refused);

      // What does not overlap on one ramp, or does not hold it, passes: back to back ('[)'), the same window on
      // another ramp, any status that holds no ramp, and a booking again once the first is cancelled.
      expect(
        await withoutTriggers(async (tx) => {
          const first = await write(tx);
          await write(tx, { planned_start: at(SUNDAY, '11:00'), planned_end: at(SUNDAY, '12:00') });
          await write(tx, { planned_start: at(SUNDAY, '09:00'), planned_end: at(SUNDAY, '10:00') });
          await write(tx, { ramp_id: ramp2, ...overlapping });
          for (const status of ['draft', 'submitted', 'completed', 'rejected', 'cancelled', 'no_show']) {
            await write(tx, { status, ...overlapping });
          }
          await tx.query(`UPDATE public.delivery_notices SET status = 'cancelled' WHERE id = $1`, [first.id]);
          await write(tx);
        }),
      ).toBe('passed');
    });

    it('confirms only inside the opening hours, on an active ramp of the right kind, with a ramp', async () => {
      const attempt = async (values: Record<string, unknown>) => {
        try {
          await insertNotice(db, { status: 'confirmed', ...values });
          return 'ok';
        } catch (error) {
          return /rule "([a-z_]+)"/.exec((error as Error).message)?.[1] ?? (error as Error).message;
        }
      };
      const sunday = '2030-01-13';
      const saturday = '2030-01-12';
      expect(await attempt({ planned_start: at(sunday, '08:00'), planned_end: at(sunday, '09:00') })).toBe(
        'notice_outside_opening_hours',
      );
      expect(
        await attempt({ planned_start: at(saturday, '13:30'), planned_end: at(saturday, '14:30') }),
      ).toBe('notice_outside_opening_hours');
      expect(await attempt({ planned_start: at(MONDAY, '05:30'), planned_end: at(MONDAY, '06:30') })).toBe(
        'notice_outside_opening_hours',
      );
      expect(
        await attempt({ planned_start: at(saturday, '13:00'), planned_end: at(saturday, '14:00') }),
      ).toBe('ok');
      expect(await attempt({ planned_start: at(MONDAY, '17:00'), planned_end: at(MONDAY, '18:00') })).toBe(
        'ok',
      );
      // Summer time: 06:00 in Warsaw is 04:00 UTC.
      const summerMonday = '2030-07-01';
      expect(
        await attempt({
          planned_start: `${summerMonday}T04:00:00Z`,
          planned_end: `${summerMonday}T05:00:00Z`,
        }),
      ).toBe('ok');
      expect(await attempt({ ramp_id: null })).toBe('notice_confirm_needs_ramp');
      expect(
        await attempt({
          ramp_id: loadingRamp,
          planned_start: at(MONDAY, '15:00'),
          planned_end: at(MONDAY, '16:00'),
        }),
      ).toBe('notice_ramp_kind');
      await db.query(`UPDATE public.ramps SET active = false WHERE id = $1`, [ramp2]);
      expect(
        await attempt({
          ramp_id: ramp2,
          planned_start: at(MONDAY, '15:00'),
          planned_end: at(MONDAY, '16:00'),
        }),
      ).toBe('notice_ramp_inactive');
      await db.query(`UPDATE public.ramps SET active = true WHERE id = $1`, [ramp2]);
      expect(await attempt({ planned_start: at(MONDAY, '10:00'), planned_end: at(MONDAY, '09:00') })).toBe(
        'notice_window',
      );
    });

    it('needs a reason to reject, received quantities to complete, and keeps plates normalised', async () => {
      const n = await insertNotice(db, {
        status: 'in_progress',
        truck_plate: 'wa 123-45',
        planned_start: at('2030-01-14', '08:00'),
        planned_end: at('2030-01-14', '09:00'),
      });
      expect(n.truck_plate).toBe('WA12345');
      const item = await one<{ id: string }>(
        db,
        `INSERT INTO public.delivery_notice_items (notice_id, product_id, quantity) VALUES ($1, $2, 10) RETURNING id`,
        [n.id, product],
      );
      await expect(
        db.query(`UPDATE public.delivery_notices SET status = 'completed' WHERE id = $1`, [n.id]),
      ).rejects.toThrow('rule "notice_complete_needs_received"');
      await db.query(`UPDATE public.delivery_notice_items SET received_quantity = 9 WHERE id = $1`, [
        item.id,
      ]);
      const done = await one<{ completed_at: unknown }>(
        db,
        `UPDATE public.delivery_notices SET status = 'completed' WHERE id = $1 RETURNING completed_at`,
        [n.id],
      );
      expect(done.completed_at).not.toBeNull();
      const s = await insertNotice(db, {
        planned_start: at('2030-01-14', '10:00'),
        planned_end: at('2030-01-14', '11:00'),
      });
      await expect(
        db.query(`UPDATE public.delivery_notices SET status = 'rejected' WHERE id = $1`, [s.id]),
      ).rejects.toThrow('rule "notice_reject_needs_reason"');
      await expect(insertNotice(db, { pallets: -1 })).rejects.toThrow(/check constraint/);
      await expect(insertNotice(db, { weight_kg: -5 })).rejects.toThrow(/check constraint/);
      await expect(insertNotice(db, { client_id: foreign.client })).rejects.toThrow(
        'rule "notice_client_other_org"',
      );
      await expect(insertNotice(db, { ramp_id: foreign.ramp })).rejects.toThrow(
        'rule "notice_ramp_other_warehouse"',
      );
      await expect(
        db.query(
          `INSERT INTO public.delivery_notice_items (notice_id, product_id, quantity) VALUES ($1, $2, 1)`,
          [s.id, foreign.product],
        ),
      ).rejects.toThrow('rule "notice_product_other_org"');
    });

    it('writes one event per status change with its comment, and audit rows outside the client history', async () => {
      const n = await insertNotice(db, {
        status: 'draft',
        ramp_id: null,
        planned_start: null,
        planned_end: null,
      });
      await db.transaction(async (tx) => {
        await asRole(tx, 'handlowiec');
        await tx.query(
          `UPDATE public.delivery_notices SET status = 'cancelled', status_comment = 'Klient zrezygnował' WHERE id = $1`,
          [n.id],
        );
      });
      const events = await db.query(
        `SELECT from_status, to_status, comment, user_id FROM public.delivery_notice_events WHERE notice_id = $1 ORDER BY created_at, to_status DESC`,
        [n.id],
      );
      expect(events.rows).toEqual([
        { from_status: null, to_status: 'draft', comment: null, user_id: null },
        {
          from_status: 'draft',
          to_status: 'cancelled',
          comment: 'Klient zrezygnował',
          user_id: users.get('handlowiec'),
        },
      ]);
      const audit = await db.query<{ client_id: string | null; action: string }>(
        `SELECT client_id, action FROM public.audit_log WHERE table_name = 'delivery_notices' AND row_id = $1 ORDER BY id`,
        [n.id],
      );
      expect(audit.rows).toEqual([
        { client_id: null, action: 'INSERT' },
        { client_id: null, action: 'UPDATE' },
      ]);
    });

    it('keeps a search text of number, plates, client, references and carrier, also after a client is renamed', async () => {
      const n = await insertNotice(db, {
        status: 'draft',
        ramp_id: null,
        client_id: otherClient,
        truck_plate: 'gd 4711x',
        reference_numbers: '{ZAM/77/2030}',
        carrier_name: 'Pekaes',
      });
      const text = async () =>
        (
          await one<{ search_text: string }>(
            db,
            'SELECT search_text FROM public.delivery_notices WHERE id = $1',
            [n.id],
          )
        ).search_text;
      const { name } = await one<{ name: string }>(db, 'SELECT name FROM public.clients WHERE id = $1', [
        otherClient,
      ]);
      expect(await text()).toBe([n.number, 'gd4711x', name, 'zam/77/2030', 'pekaes'].join(' ').toLowerCase());
      const found = await data(
        'handlowiec',
        `{ delivery_notices(where: {search_text: {_like: "%gd4711%"}}) { id } }`,
      );
      expect(found.delivery_notices).toEqual([{ id: n.id }]);
      const audited = await one<{ n: string }>(
        db,
        'SELECT count(*) AS n FROM public.audit_log WHERE row_id = $1',
        [n.id],
      );
      await db.transaction(async (tx) => {
        await asRole(tx, 'handlowiec');
        await tx.query(`UPDATE public.clients SET name = 'Przemianowana Hurtownia' WHERE id = $1`, [
          otherClient,
        ]);
      });
      expect(await text()).toContain('przemianowana hurtownia');
      // The rename changes no notice in its audit trail.
      expect(
        (await one<{ n: string }>(db, 'SELECT count(*) AS n FROM public.audit_log WHERE row_id = $1', [n.id]))
          .n,
      ).toBe(audited.n);
    });

    it('refuses to delete a client with notices, but an organization goes with all of its data', async () => {
      await expect(db.query('DELETE FROM public.clients WHERE id = $1', [client])).rejects.toThrow(
        'rule "client_has_notices"',
      );
      const org = (
        await one<{ id: string }>(
          db,
          `INSERT INTO public.organizations (name) VALUES ('Do usunięcia') RETURNING id`,
        )
      ).id;
      const w = (
        await one<{ id: string }>(
          db,
          `INSERT INTO public.warehouses (org_id, code, name) VALUES ($1, 'D', 'D') RETURNING id`,
          [org],
        )
      ).id;
      const c = (
        await one<{ id: string }>(
          db,
          `INSERT INTO public.clients (org_id, kind, name) VALUES ($1, 'company', 'D') RETURNING id`,
          [org],
        )
      ).id;
      await insertNotice(db, { warehouse_id: w, client_id: c, ramp_id: null, status: 'draft' });
      await db.query('DELETE FROM public.organizations WHERE id = $1', [org]);
      expect((await db.query('SELECT 1 FROM public.delivery_notices WHERE org_id = $1', [org])).rows).toEqual(
        [],
      );
    });

    it('gives back the goods lines in the order they were entered, after a create and after an edit with lines', async () => {
      // Lines saved together share created_at: only line_no (from a sequence, in insertion order) tells them apart.
      const quantities = (body: Record<string, unknown>) =>
        (body.delivery_notices_by_pk as { items: { quantity: string }[] }).items.map((i) =>
          Number(i.quantity),
        );
      const read = `query ($id: uuid!) { delivery_notices_by_pk(id: $id) { items(order_by: {line_no: asc}) { quantity } } }`;
      const created = await data(
        'handlowiec',
        `mutation ($o: delivery_notices_insert_input!) { insert_delivery_notices_one(object: $o) { id } }`,
        {
          o: {
            client_id: client,
            warehouse_id: warehouse,
            status: 'draft',
            planned_start: at('2030-01-18', '08:00'),
            planned_end: at('2030-01-18', '09:00'),
            items: { data: [5, 3, 1, 4, 2].map((quantity) => ({ product_id: product, quantity })) },
          },
        },
      );
      const id = (created.insert_delivery_notices_one as { id: string }).id;
      for (const role of ['handlowiec', 'magazynier', 'org_admin'] as const) {
        expect(quantities(await data(role, read, { id })), role).toEqual([5, 3, 1, 4, 2]);
      }
      const { same } = await one<{ same: boolean }>(
        db,
        'SELECT count(DISTINCT created_at) = 1 AS same FROM public.delivery_notice_items WHERE notice_id = $1',
        [id],
      );
      expect(same).toBe(true);

      // The sdk's edit with lines: the fields, then the lines deleted and inserted again, in one request.
      await data(
        'handlowiec',
        `mutation ($id: uuid!, $set: delivery_notices_set_input!, $items: [delivery_notice_items_insert_input!]!) {
          update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: $set) { id }
          delete_delivery_notice_items(where: {notice_id: {_eq: $id}}) { affected_rows }
          insert_delivery_notice_items(objects: $items) { affected_rows }
        }`,
        {
          id,
          set: { pallets: 4 },
          items: [2, 7, 5, 1, 6].map((quantity) => ({ notice_id: id, product_id: product, quantity })),
        },
      );
      expect(quantities(await data('handlowiec', read, { id }))).toEqual([2, 7, 5, 1, 6]);

      // Nobody writes the position: it is not in any insert or update input.
      const written = await gql(
        'org_admin',
        `mutation ($id: uuid!) { insert_delivery_notice_items_one(object: {notice_id: $id, product_id: "${product}", quantity: 1, line_no: 1}) { id } }`,
        { id },
      );
      expect(written.errors?.[0]?.extensions.code).toBe('validation-failed');
      await expect(
        db.query('UPDATE public.delivery_notice_items SET line_no = 1 WHERE notice_id = $1', [id]),
      ).rejects.toThrow(/line_no/);
    });
  });

  describe('permissions', () => {
    const TABLES = [
      'products',
      'product_categories',
      'warehouses',
      'ramps',
      'delivery_notices',
      'delivery_notice_items',
      'delivery_notice_events',
      'delivery_notice_attachments',
    ] as const;

    it('shows no role any row of another organization, in any new table', async () => {
      // The other organization has a row in every table (else the check below would pass on nothing).
      const res = await app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
        payload: JSON.stringify({
          query: `{ ${TABLES.map((t) => `${t}(where: {org_id: {_eq: "${OTHER_ORG}"}}) { org_id }`).join(' ')} }`,
        }),
      });
      const seen = (res.json() as GraphqlBody).data!;
      for (const table of TABLES) expect((seen[table] as unknown[]).length, table).toBeGreaterThan(0);
      for (const role of ORGANIZATION_ROLES) {
        for (const table of TABLES) {
          const result = await data(role, `{ ${table}(where: {org_id: {_eq: "${OTHER_ORG}"}}) { org_id } }`);
          expect(result[table], `${role} ${table}`).toEqual([]);
        }
      }
      // The other organization's handlowiec sees his own and none of ours.
      const body = await gql(
        'handlowiec',
        '{ delivery_notices { org_id } warehouses { org_id } products { org_id } }',
        undefined,
        OTHER_USER,
      );
      expect(body.data!.delivery_notices).toEqual([{ org_id: OTHER_ORG }]);
      expect(body.data!.warehouses).toEqual([{ org_id: OTHER_ORG }]);
      expect(body.data!.products).toEqual([{ org_id: OTHER_ORG }]);
    });

    it('lets the office and warehouse roles read the organization’s catalogue, warehouses and notices', async () => {
      for (const role of ['handlowiec', 'magazynier', 'org_admin'] as const) {
        const result = await data(
          role,
          '{ warehouses(where: {code: {_eq: "TST"}}) { ramps { code } } products(where: {sku: {_eq: "TST-1"}}) { name } delivery_notices_aggregate { aggregate { count } } }',
        );
        expect(result.products, role).toEqual([{ name: 'Cement testowy' }]);
        expect((result.warehouses as { ramps: unknown[] }[])[0]!.ramps, role).toHaveLength(3);
        expect(
          (result.delivery_notices_aggregate as { aggregate: { count: number } }).aggregate.count,
        ).toBeGreaterThan(0);
      }
    });

    it('shows kierowca only notices assigned to him and klient only his company’s', async () => {
      const mine = await insertNotice(db, {
        status: 'confirmed',
        driver_profile_id: kierowcaProfile,
        planned_start: at('2030-01-15', '08:00'),
        planned_end: at('2030-01-15', '09:00'),
      });
      const notMine = await insertNotice(db, {
        status: 'confirmed',
        client_id: otherClient,
        planned_start: at('2030-01-15', '10:00'),
        planned_end: at('2030-01-15', '11:00'),
      });
      const kierowca = (
        await data(
          'kierowca',
          '{ delivery_notices(order_by: {planned_start: desc}, limit: 20) { id driver_profile_id } }',
        )
      ).delivery_notices as { id: string; driver_profile_id: string }[];
      expect(kierowca.map((n) => n.id)).toContain(mine.id);
      expect(kierowca.every((n) => n.driver_profile_id === kierowcaProfile)).toBe(true);
      const klient = (
        await data(
          'klient',
          '{ delivery_notices(order_by: {planned_start: desc}, limit: 20) { id client_id } }',
        )
      ).delivery_notices as {
        id: string;
        client_id: string;
      }[];
      expect(klient.map((n) => n.id)).not.toContain(notMine.id);
      expect(klient.every((n) => n.client_id === KLIENT_CLIENT)).toBe(true);

      // kierowca reports arrival of his own notice, not of another.
      const arrived = await data(
        'kierowca',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {status: "arrived"}) { status arrived_at } }`,
        { id: mine.id },
      );
      expect(arrived.update_delivery_notices_by_pk).toEqual({
        status: 'arrived',
        arrived_at: expect.any(String),
      });
      const other = await data(
        'kierowca',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {status: "arrived"}) { status } }`,
        { id: notMine.id },
      );
      expect(other.update_delivery_notices_by_pk).toBeNull();
    });

    it('lets kierowca read only the clients he drives for, by name and code', async () => {
      const mine = await insertNotice(db, {
        status: 'confirmed',
        driver_profile_id: kierowcaProfile,
        planned_start: at('2030-01-22', '08:00'),
        planned_end: at('2030-01-22', '09:00'),
      });
      const driven = new Set(
        (
          await db.query<{ client_id: string }>(
            'SELECT DISTINCT client_id FROM public.delivery_notices WHERE driver_profile_id = $1',
            [kierowcaProfile],
          )
        ).rows.map((r) => r.client_id),
      );
      const clients = (await data('kierowca', '{ clients(limit: 100) { id code name } }')).clients as {
        id: string;
      }[];
      expect(clients.length).toBeGreaterThan(0);
      expect(clients.filter((c) => !driven.has(c.id))).toEqual([]);
      // Another client of the organization, with no notice of his: not visible.
      const stranger = (
        await one<{ id: string }>(
          db,
          `INSERT INTO public.clients (org_id, kind, name, phone, street, city)
           VALUES ($1, 'company', 'Nieznajomy Sp. z o.o.', '+48 22 111 22 33', 'Prosta 1', 'Łódź') RETURNING id`,
          [ORG],
        )
      ).id;
      const picked = await data(
        'kierowca',
        'query ($ids: [uuid!]!) { clients(where: {id: {_in: $ids}}) { id } }',
        { ids: [client, stranger] },
      );
      expect(picked.clients).toEqual([{ id: client }]);
      const address = await gql('kierowca', '{ clients { phone street city credit_limit } }');
      expect(address.errors?.[0]?.extensions.code).toBe('validation-failed');
      // Through his notice he sees the client's name only.
      const viaNotice = await data(
        'kierowca',
        `query ($id: uuid!) { delivery_notices_by_pk(id: $id) { client { name } warehouse { address } } }`,
        { id: mine.id },
      );
      expect(viaNotice.delivery_notices_by_pk).toEqual({
        client: { name: expect.any(String) },
        warehouse: { address: null },
      });
    });

    it('lets kierowca report arrival only of a confirmed notice, with a tap time of the last twelve hours', async () => {
      const today = new Date();
      const window = (hours: number) => new Date(today.getTime() + hours * 3_600_000).toISOString();
      // Today, whatever the opening hours: no ramp, so no opening-hours rule.
      const insertToday = (values: Record<string, unknown>) =>
        insertNotice(db, {
          driver_profile_id: kierowcaProfile,
          ramp_id: null,
          planned_start: window(-1),
          planned_end: window(1),
          ...values,
        });
      const arrive = (id: string, arrivedAt?: string) =>
        gql(
          'kierowca',
          `mutation ($id: uuid!, $set: delivery_notices_set_input!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: $set) { status arrived_at } }`,
          { id, set: { status: 'arrived', ...(arrivedAt && { arrived_at: arrivedAt }) } },
        );
      // Submitted (not yet confirmed): refused by the transition table.
      const submitted = await insertToday({ status: 'submitted' });
      expect((await arrive(submitted.id)).errors?.[0]?.message).toMatch(/rule "notice_transition"/);
      // Confirmed, with the time of a tap made offline twenty minutes ago: kept as the arrival time.
      const confirmed = await insertNotice(db, {
        status: 'confirmed',
        driver_profile_id: kierowcaProfile,
        planned_start: at('2030-01-23', '08:00'),
        planned_end: at('2030-01-23', '09:00'),
      });
      const tappedAt = new Date(Date.now() - 20 * 60_000).toISOString();
      const done = await arrive(confirmed.id, tappedAt);
      expect(done.errors).toBeUndefined();
      expect(
        Date.parse((done.data!.update_delivery_notices_by_pk as { arrived_at: string }).arrived_at),
      ).toBe(Date.parse(tappedAt));
      // A tap of yesterday or of the future is refused.
      const other = await insertNotice(db, {
        status: 'confirmed',
        driver_profile_id: kierowcaProfile,
        planned_start: at('2030-01-23', '10:00'),
        planned_end: at('2030-01-23', '11:00'),
      });
      for (const when of [window(-13), window(1)]) {
        expect((await arrive(other.id, when)).errors?.[0]?.message).toMatch(/rule "notice_arrival_time"/);
      }
      // The arrival time alone, without the status change, is refused too.
      const alone = await gql(
        'kierowca',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {arrived_at: "${tappedAt}"}) { id } }`,
        { id: other.id },
      );
      expect(alone.errors?.[0]?.message).toMatch(/rule "notice_arrival_time"/);
      // Arrived already: the same report sent again (a retry after a reconnect) changes nothing; with
      // another time it is refused.
      const again = await arrive(confirmed.id);
      expect(again.errors).toBeUndefined();
      expect(
        Date.parse((again.data!.update_delivery_notices_by_pk as { arrived_at: string }).arrived_at),
      ).toBe(Date.parse(tappedAt));
      expect((await arrive(confirmed.id, window(0))).errors?.[0]?.message).toMatch(
        /rule "notice_arrival_time"/,
      );
    });

    it('shows klient his client id, none of another client’s notices, and lets him cancel only while submitted', async () => {
      const profile = (await data('klient', '{ profiles { role client_id } }')).profiles;
      expect(profile).toEqual([{ role: 'klient', client_id: KLIENT_CLIENT }]);
      const theirs = await insertNotice(db, {
        status: 'submitted',
        client_id: otherClient,
        planned_start: at('2030-01-24', '08:00'),
        planned_end: at('2030-01-24', '09:00'),
      });
      expect(
        (
          await data('klient', `query ($id: uuid!) { delivery_notices_by_pk(id: $id) { id } }`, {
            id: theirs.id,
          })
        ).delivery_notices_by_pk,
      ).toBeNull();
      const cancel = (id: string) =>
        data(
          'klient',
          `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {status: "cancelled", status_comment: "Zmiana planów"}) { status } }`,
          { id },
        );
      expect((await cancel(theirs.id)).update_delivery_notices_by_pk).toBeNull();
      const own = await insertNotice(db, {
        status: 'submitted',
        planned_start: at('2030-01-24', '10:00'),
        planned_end: at('2030-01-24', '11:00'),
      });
      expect((await cancel(own.id)).update_delivery_notices_by_pk).toEqual({ status: 'cancelled' });
      const confirmed = await insertNotice(db, {
        status: 'confirmed',
        planned_start: at('2030-01-24', '12:00'),
        planned_end: at('2030-01-24', '13:00'),
      });
      expect((await cancel(confirmed.id)).update_delivery_notices_by_pk).toBeNull();
      // Nor any client record but his own, through any notice.
      const clients = (await data('klient', '{ clients { id } }')).clients;
      expect(clients).toEqual([{ id: KLIENT_CLIENT }]);
    });

    it('lets klient request a notice for his own company only, which lands as submitted', async () => {
      const created = await data(
        'klient',
        `mutation ($o: delivery_notices_insert_object_placeholder) { x: __typename }`.replace(
          'mutation ($o: delivery_notices_insert_object_placeholder) { x: __typename }',
          `mutation ($o: delivery_notices_insert_input!) { insert_delivery_notices_one(object: $o) { status number client_id items { quantity } } }`,
        ),
        {
          o: {
            client_id: KLIENT_CLIENT,
            warehouse_id: warehouse,
            direction: 'inbound',
            planned_start: at('2030-01-16', '08:00'),
            planned_end: at('2030-01-16', '09:00'),
            truck_plate: 'po 12345',
            items: { data: [{ product_id: product, quantity: 3 }] },
          },
        },
      );
      expect(created.insert_delivery_notices_one).toEqual({
        status: 'submitted',
        number: expect.stringMatching(/^AW\/\d{4}\/\d{2}\/\d{4}$/),
        client_id: KLIENT_CLIENT,
        items: [{ quantity: 3 }],
      });
      const foreignClient = await gql(
        'klient',
        `mutation ($o: delivery_notices_insert_input!) { insert_delivery_notices_one(object: $o) { id } }`,
        {
          o: {
            client_id: otherClient,
            warehouse_id: warehouse,
            planned_start: at('2030-01-16', '10:00'),
            planned_end: at('2030-01-16', '11:00'),
          },
        },
      );
      expect(foreignClient.errors?.[0]?.message).toMatch(
        /notice_klient_own_client|check constraint of an insert permission/,
      );
    });

    it('lets handlowiec create and cancel but not confirm, edit a confirmed notice, or delete', async () => {
      const created = await data(
        'handlowiec',
        `mutation ($o: delivery_notices_insert_input!) { insert_delivery_notices_one(object: $o) { id status created_by } }`,
        {
          o: {
            client_id: otherClient,
            warehouse_id: warehouse,
            status: 'submitted',
            planned_start: at('2030-01-17', '08:00'),
            planned_end: at('2030-01-17', '09:00'),
          },
        },
      );
      const n = created.insert_delivery_notices_one as { id: string; created_by: string };
      expect(n.created_by).toBe(users.get('handlowiec'));
      const confirm = await gql(
        'handlowiec',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {status: "confirmed", ramp_id: "${ramp1}"}) { id } }`,
        { id: n.id },
      );
      expect(confirm.errors?.[0]?.message).toMatch(/^Check constraint violation\. rule "notice_transition"/);
      await data(
        'magazynier',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {status: "confirmed", ramp_id: "${ramp1}"}) { id } }`,
        { id: n.id },
      );
      const edit = await gql(
        'handlowiec',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {pallets: 33}) { id } }`,
        { id: n.id },
      );
      expect(edit.errors?.[0]?.message).toMatch(/rule "notice_locked"/);
      const cancel = await data(
        'handlowiec',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {status: "cancelled", status_comment: "Zmiana planów"}) { status } }`,
        { id: n.id },
      );
      expect(cancel.update_delivery_notices_by_pk).toEqual({ status: 'cancelled' });
      // The events come from an AFTER trigger: as in Hasura, the mutation's own answer does not see them yet.
      const events = await data(
        'handlowiec',
        `query ($id: uuid!) { delivery_notices_by_pk(id: $id) { events(order_by: {created_at: asc}) { to_status comment } } }`,
        { id: n.id },
      );
      expect(events.delivery_notices_by_pk).toEqual({
        events: [
          { to_status: 'submitted', comment: null },
          { to_status: 'confirmed', comment: null },
          { to_status: 'cancelled', comment: 'Zmiana planów' },
        ],
      });
      for (const role of ORGANIZATION_ROLES) {
        const fields = (await data(role, '{ __type(name: "mutation_root") { fields { name } } }')).__type as {
          fields: { name: string }[];
        };
        expect(fields.fields.map((f) => f.name)).not.toContain('delete_delivery_notices');
      }
    });

    it('lets only org_admin manage warehouses, ramps and products', async () => {
      for (const role of ['handlowiec', 'magazynier', 'kierowca', 'klient'] as const) {
        const fields = (
          (await data(role, '{ __type(name: "mutation_root") { fields { name } } }')).__type as {
            fields: { name: string }[];
          }
        ).fields.map((f) => f.name);
        for (const forbidden of ['insert_warehouses', 'insert_ramps', 'insert_products', 'update_products']) {
          expect(fields, role).not.toContain(forbidden);
        }
      }
      const created = await data(
        'org_admin',
        `mutation { insert_warehouses_one(object: {org_id: "${ORG}", code: "poz", name: "Poznań", ramps: {data: [{code: "P1", name: "Rampa 1", kind: "unloading"}]}}) { code ramps { org_id } } }`,
      );
      expect(created.insert_warehouses_one).toEqual({ code: 'POZ', ramps: [{ org_id: ORG }] });
      const foreignWh = await gql(
        'org_admin',
        `mutation { insert_warehouses_one(object: {org_id: "${OTHER_ORG}", code: "X", name: "X"}) { id } }`,
      );
      expect(foreignWh.errors?.[0]?.extensions.code).toBe('permission-error');
      const product = await data(
        'org_admin',
        `mutation { insert_products_one(object: {org_id: "${ORG}", sku: "CEM-32", name: "Cement CEM I 32,5R 25 kg", unit: "opak.", net_price: "18.99", vat_rate: "23", ean: "5901234123457"}) { gross_price } }`,
      );
      expect(product.insert_products_one).toEqual({ gross_price: 23.36 });
      const badEan = await gql(
        'org_admin',
        `mutation { insert_products_one(object: {org_id: "${ORG}", sku: "X-1", name: "X", net_price: 1, ean: "5901234123458"}) { id } }`,
      );
      expect(badEan.errors?.[0]?.extensions.code).toBe('constraint-violation');
    });

    it('puts a warehouse org_admin adds without org_id into his organization, and lets him deactivate it', async () => {
      const created = (
        await data(
          'org_admin',
          `mutation ($hours: jsonb!) { insert_warehouses_one(object: {code: "wro", name: "Wrocław", slot_minutes: 45, opening_hours: $hours}) { id org_id code slot_minutes } }`,
          { hours: { '1': { open: '07:00', close: '15:00' } } },
        )
      ).insert_warehouses_one as { id: string; org_id: string; code: string; slot_minutes: number };
      expect(created).toMatchObject({ org_id: ORG, code: 'WRO', slot_minutes: 45 });
      const ramp = (
        await data(
          'org_admin',
          `mutation { insert_ramps_one(object: {warehouse_id: "${created.id}", code: "w1", name: "Rampa 1", kind: "loading"}) { id org_id code } }`,
        )
      ).insert_ramps_one as { id: string; org_id: string; code: string };
      expect(ramp).toMatchObject({ org_id: ORG, code: 'W1' });
      const off = await data(
        'org_admin',
        `mutation { update_warehouses_by_pk(pk_columns: {id: "${created.id}"}, _set: {active: false}) { active } update_ramps_by_pk(pk_columns: {id: "${ramp.id}"}, _set: {active: false, kind: "both"}) { active kind } }`,
      );
      expect(off).toEqual({
        update_warehouses_by_pk: { active: false },
        update_ramps_by_pk: { active: false, kind: 'both' },
      });
      const bad = await gql(
        'org_admin',
        `mutation ($hours: jsonb!) { update_warehouses_by_pk(pk_columns: {id: "${created.id}"}, _set: {opening_hours: $hours}) { id } }`,
        { hours: { '1': { open: '15:00', close: '07:00' } } },
      );
      expect(bad.errors?.[0]?.extensions.code).toBe('constraint-violation');
      // handlowiec may not change a warehouse.
      const refused = await gql(
        'handlowiec',
        `mutation { update_warehouses_by_pk(pk_columns: {id: "${created.id}"}, _set: {active: true}) { id } }`,
      );
      expect(refused.errors?.[0]?.extensions.code).toBe('validation-failed');
    });

    it('lets klient read the files attached to his notices, not others', async () => {
      const fileFor = async (noticeId: string, name: string) => {
        const file = await one<{ id: string }>(
          db,
          `INSERT INTO storage.files (bucket_id, name, mime_type, size, is_uploaded, uploaded_by_user_id)
           VALUES ('attachments', $1, 'application/pdf', 100, true, $2) RETURNING id`,
          [name, users.get('handlowiec')],
        );
        await db.query(
          `INSERT INTO public.delivery_notice_attachments (notice_id, file_id, kind) VALUES ($1, $2, 'cmr')`,
          [noticeId, file.id],
        );
        return file.id;
      };
      const mine = await insertNotice(db, { status: 'draft', ramp_id: null });
      const theirs = await insertNotice(db, { status: 'draft', ramp_id: null, client_id: otherClient });
      const myFile = await fileFor(mine.id, 'cmr-klienta.pdf');
      const otherFile = await fileFor(theirs.id, 'cmr-obcy.pdf');
      const files = (await data('klient', `{ files(where: {bucketId: {_eq: "attachments"}}) { id } }`))
        .files as { id: string }[];
      expect(files.map((f) => f.id)).toContain(myFile);
      expect(files.map((f) => f.id)).not.toContain(otherFile);
      await expect(
        db.query(
          `INSERT INTO public.delivery_notice_attachments (notice_id, file_id) SELECT $1, id FROM storage.files WHERE bucket_id = 'attachments' AND id <> $2 LIMIT 0`,
          [mine.id, myFile],
        ),
      ).resolves.toBeTruthy();
    });
  });
  describe('attachments and warehouses', () => {
    const attachFile = (role: Role, noticeId: string, fileId: string) =>
      gql(
        role,
        `mutation ($o: delivery_notice_attachments_insert_input!) { insert_delivery_notice_attachments_one(object: $o) { id } }`,
        { o: { notice_id: noticeId, file_id: fileId, kind: 'cmr' } },
      );
    const detach = (role: Role, id: string) =>
      gql(role, `mutation ($id: uuid!) { delete_delivery_notice_attachments_by_pk(id: $id) { id } }`, { id });
    const uploadedBy = async (role: Role, name: string) =>
      (
        await one<{ id: string }>(
          db,
          `INSERT INTO storage.files (bucket_id, name, mime_type, size, is_uploaded, uploaded_by_user_id, org_id)
           VALUES ('attachments', $1, 'application/pdf', 100, true, $2, $3) RETURNING id`,
          [name, users.get(role), ORG],
        )
      ).id;
    const ruleOf = (body: GraphqlBody) =>
      /rule "([a-z_]+)"/.exec(body.errors?.[0]?.message ?? '')?.[1] ?? null;

    it('lets handlowiec and klient attach and detach files only while the notice is a draft or submitted', async () => {
      const n = await insertNotice(db, { status: 'draft', ramp_id: null });
      const first = await attachFile('handlowiec', n.id, await uploadedBy('handlowiec', 'cmr-1.pdf'));
      expect(first.errors).toBeUndefined();
      const firstId = (first.data!.insert_delivery_notice_attachments_one as { id: string }).id;
      const kept = await attachFile('handlowiec', n.id, await uploadedBy('handlowiec', 'wz-1.pdf'));
      const keptId = (kept.data!.insert_delivery_notice_attachments_one as { id: string }).id;
      // While a draft, detaching works, and the file he uploaded may go with it (what the sdk's detach does).
      const detached = await detach('handlowiec', firstId);
      expect(detached.errors).toBeUndefined();
      expect(detached.data!.delete_delivery_notice_attachments_by_pk).toEqual({ id: firstId });

      await db.query(`UPDATE public.delivery_notices SET status = 'cancelled' WHERE id = $1`, [n.id]);
      expect(ruleOf(await attachFile('handlowiec', n.id, await uploadedBy('handlowiec', 'cmr-2.pdf')))).toBe(
        'notice_locked',
      );
      expect(ruleOf(await detach('handlowiec', keptId))).toBe('notice_locked');
      // Deleting the attached file itself would take its attachment with it: refused the same way.
      const keptFile = await one<{ file_id: string }>(
        db,
        'SELECT file_id FROM public.delivery_notice_attachments WHERE id = $1',
        [keptId],
      );
      const fileDelete = await gql('handlowiec', `mutation ($id: uuid!) { deleteFile(id: $id) { id } }`, {
        id: keptFile.file_id,
      });
      expect(ruleOf(fileDelete)).toBe('notice_locked');
      expect(
        (await db.query('SELECT 1 FROM public.delivery_notice_attachments WHERE id = $1', [keptId])).rows,
      ).toHaveLength(1);

      // klient: his company's notice, once confirmed.
      const own = await insertNotice(db, {
        status: 'confirmed',
        planned_start: at('2030-01-21', '08:00'),
        planned_end: at('2030-01-21', '09:00'),
      });
      expect(ruleOf(await attachFile('klient', own.id, await uploadedBy('klient', 'cmr-k.pdf')))).toBe(
        'notice_locked',
      );
      // The warehouse still files the signed CMR of a notice it handled.
      const byWarehouse = await attachFile('magazynier', own.id, await uploadedBy('magazynier', 'cmr-m.pdf'));
      expect(byWarehouse.errors).toBeUndefined();
    });

    it('takes no submits or confirms at an inactive warehouse, nor notices moved there', async () => {
      const wh = (
        await one<{ id: string }>(
          db,
          `INSERT INTO public.warehouses (org_id, code, name) VALUES ($1, 'NIE', 'Magazyn wyłączany') RETURNING id`,
          [ORG],
        )
      ).id;
      const rampId = (
        await one<{ id: string }>(
          db,
          `INSERT INTO public.ramps (warehouse_id, code, name) VALUES ($1, 'N1', 'Rampa N1') RETURNING id`,
          [wh],
        )
      ).id;
      const slot = { warehouse_id: wh, ramp_id: rampId };
      const waiting = await insertNotice(db, { ...slot, status: 'submitted' });
      const draft = await insertNotice(db, {
        ...slot,
        status: 'draft',
        planned_start: at(MONDAY, '10:00'),
        planned_end: at(MONDAY, '11:00'),
      });
      await db.query('UPDATE public.warehouses SET active = false WHERE id = $1', [wh]);

      const submit = await gql(
        'handlowiec',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {status: "submitted"}) { id } }`,
        { id: draft.id },
      );
      expect(ruleOf(submit)).toBe('notice_warehouse_inactive');
      const confirm = await gql(
        'magazynier',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {status: "confirmed"}) { id } }`,
        { id: waiting.id },
      );
      expect(ruleOf(confirm)).toBe('notice_warehouse_inactive');
      const created = await gql(
        'handlowiec',
        `mutation ($o: delivery_notices_insert_input!) { insert_delivery_notices_one(object: $o) { id } }`,
        {
          o: {
            client_id: client,
            warehouse_id: wh,
            status: 'submitted',
            planned_start: at('2030-01-22', '08:00'),
            planned_end: at('2030-01-22', '09:00'),
          },
        },
      );
      expect(ruleOf(created)).toBe('notice_warehouse_inactive');
      // Whoever asks: the rule is not the session's.
      await expect(insertNotice(db, { ...slot, status: 'confirmed' })).rejects.toThrow(
        /notice_warehouse_inactive/,
      );
      // Moving a submitted notice from an active warehouse to the inactive one is refused too.
      const elsewhere = await insertNotice(db, {
        status: 'submitted',
        ramp_id: null,
        planned_start: at('2030-01-23', '08:00'),
        planned_end: at('2030-01-23', '09:00'),
      });
      const moved = await gql(
        'handlowiec',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {warehouse_id: "${wh}"}) { id } }`,
        { id: elsewhere.id },
      );
      expect(ruleOf(moved)).toBe('notice_warehouse_inactive');
      // What is already there can still be answered and kept: a draft is saved, a waiting notice rejected or cancelled.
      await data(
        'handlowiec',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {pallets: 4}) { id } }`,
        { id: draft.id },
      );
      const rejected = await data(
        'magazynier',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {status: "rejected", rejection_reason: "Magazyn zamknięty"}) { status } }`,
        { id: waiting.id },
      );
      expect(rejected.update_delivery_notices_by_pk).toEqual({ status: 'rejected' });
      // Active again: the same submit goes through.
      await db.query('UPDATE public.warehouses SET active = true WHERE id = $1', [wh]);
      const again = await data(
        'handlowiec',
        `mutation ($id: uuid!) { update_delivery_notices_by_pk(pk_columns: {id: $id}, _set: {status: "submitted"}) { status } }`,
        { id: draft.id },
      );
      expect(again.update_delivery_notices_by_pk).toEqual({ status: 'submitted' });
    });
  });

  describe('live list', () => {
    it('sends a handlowiec his list page over graphql-ws, and again when a magazynier confirms or rejects', async () => {
      // Its own day, so the page holds only these two.
      const day = '2031-03-17';
      const first = await insertNotice(db, {
        planned_start: at(day, '08:00'),
        planned_end: at(day, '09:00'),
      });
      const second = await insertNotice(db, {
        ramp_id: ramp2,
        planned_start: at(day, '10:00'),
        planned_end: at(day, '11:00'),
      });
      const ws = await roleLiveClient(app, 'handlowiec', users.get('handlowiec')!);
      type Row = { id: string; status: string; rejection_reason: string | null };
      // The shape of the sdk's NoticeListLive: the list's where, order and page, no count.
      const live = watchLive<{ delivery_notices: Row[] }>(ws, {
        query: `subscription NoticeListLive($where: delivery_notices_bool_exp!, $orderBy: [delivery_notices_order_by!]!, $limit: Int!, $offset: Int!) {
            delivery_notices(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) { id status rejection_reason }
          }`,
        variables: {
          where: {
            _and: [
              { planned_start: { _gte: at(day, '00:00') } },
              { planned_start: { _lt: at(day, '23:59') } },
            ],
          },
          orderBy: [{ planned_start: 'asc' }, { id: 'asc' }],
          limit: 25,
          offset: 0,
        },
      });
      const page = () => live.results.at(-1)?.delivery_notices;
      const statuses = () => page()?.map((row) => row.status);
      try {
        await expect.poll(statuses, { timeout: 10_000 }).toEqual(['submitted', 'submitted']);
        expect(page()!.map((row) => row.id)).toEqual([first.id, second.id]);
        await data(
          'magazynier',
          `mutation { update_delivery_notices_by_pk(pk_columns: {id: "${first.id}"}, _set: {status: "confirmed"}) { id } }`,
        );
        await expect.poll(statuses, { timeout: 10_000 }).toEqual(['confirmed', 'submitted']);
        await data(
          'magazynier',
          `mutation { update_delivery_notices_by_pk(pk_columns: {id: "${second.id}"}, _set: {status: "rejected", rejection_reason: "Brak miejsca"}) { id } }`,
        );
        await expect.poll(statuses, { timeout: 10_000 }).toEqual(['confirmed', 'rejected']);
        expect(page()![1]!.rejection_reason).toBe('Brak miejsca');
      } finally {
        live.stop();
        await ws.dispose();
      }
    });

    it('sends a klient his notice over graphql-ws when a magazynier confirms it, and nothing of another client', async () => {
      const day = '2031-03-18';
      const mine = await insertNotice(db, {
        planned_start: at(day, '08:00'),
        planned_end: at(day, '09:00'),
      });
      const notMine = await insertNotice(db, {
        client_id: otherClient,
        ramp_id: ramp2,
        planned_start: at(day, '10:00'),
        planned_end: at(day, '11:00'),
      });
      const ws = await roleLiveClient(app, 'klient', users.get('klient')!);
      type Stamp = { id: string; status: string; updated_at: string } | null;
      // The sdk's NoticeByIdLive.
      const query = `subscription NoticeByIdLive($id: uuid!) { delivery_notices_by_pk(id: $id) { id status updated_at } }`;
      const watch = (id: string) => {
        const live = watchLive<{ delivery_notices_by_pk: Stamp }>(ws, { query, variables: { id } });
        return { stamps: () => live.results.map((result) => result.delivery_notices_by_pk), stop: live.stop };
      };
      const own = watch(mine.id);
      const other = watch(notMine.id);
      try {
        await expect.poll(() => own.stamps().at(-1)?.status, { timeout: 10_000 }).toBe('submitted');
        // The other subscription's first answer may come after the first one's.
        await expect.poll(() => other.stamps().length, { timeout: 10_000 }).toBeGreaterThan(0);
        const before = own.stamps().at(-1)!.updated_at;
        await data(
          'magazynier',
          `mutation { update_delivery_notices_by_pk(pk_columns: {id: "${mine.id}"}, _set: {status: "confirmed"}) { id } }`,
        );
        await expect.poll(() => own.stamps().at(-1)?.status, { timeout: 10_000 }).toBe('confirmed');
        expect(Date.parse(own.stamps().at(-1)!.updated_at)).toBeGreaterThan(Date.parse(before));
        // Another client's notice is invisible to him live too: the answer is null, never the row.
        expect(other.stamps().every((stamp) => stamp === null)).toBe(true);
      } finally {
        own.stop();
        other.stop();
        await ws.dispose();
      }
    });
  });
});
