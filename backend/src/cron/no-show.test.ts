import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { DEMO_ORGANIZATION, seedDemo } from '../dev/demo';
import { serveFunctions, type FunctionsServer } from '../functions/testing';
import { ADMIN_SECRET, BACKENDS, type TestDatabase } from '../graphql/testing';
import { createCronScheduler, loadCronTriggers, type CronScheduler } from './scheduler';

// The project's `mark-no-shows` cron trigger end to end on a fake clock: the scheduler reads it from
// nhost/metadata/cron_triggers.yaml, POSTs Hasura's cron body to functions/notices/mark-no-shows, which marks
// confirmed notices whose window ended more than 60 minutes before the firing as no_show through GraphQL.
const PROJECT_DIR = join(repoRoot, 'nhost');
const ORG = DEMO_ORGANIZATION.id;
const KLIENT_CLIENT = 'de000001-0000-4000-8000-000000000003';
const WEBHOOK_SECRET = 'no-show-test-webhook-secret';
const log = pino({ level: 'silent' });
// Monday 7 January 2030, Warsaw is UTC+1.
const at = (hhmm: string) => `2030-01-07T${hhmm}:00+01:00`;

describe.each(BACKENDS)('no-show cron trigger on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  let server: FunctionsServer | undefined;
  let clock: Date;
  let warehouse: string;
  let ramp: string;

  const notice = async (status: string, start: string, end: string) => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO public.delivery_notices (warehouse_id, client_id, status, ramp_id, planned_start, planned_end)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [warehouse, KLIENT_CLIENT, status, ramp, at(start), at(end)],
    );
    return rows[0]!.id;
  };
  const statusOf = async (id: string) =>
    (await db.query<{ status: string }>('SELECT status FROM public.delivery_notices WHERE id = $1', [id]))
      .rows[0]!.status;
  const scheduler = async (): Promise<CronScheduler> =>
    createCronScheduler({
      db,
      // This trigger alone: the price lists' render-pending one (every minute) is covered by the e2e.
      triggers: (await loadCronTriggers(PROJECT_DIR)).filter((trigger) => trigger.name === 'mark-no-shows'),
      log,
      now: () => clock,
    });

  beforeAll(async () => {
    database = await open();
    db = database.db;
    await migrate(db, PROJECT_DIR);
    await seedDemo(db, 'demo-password-for-tests');
    warehouse = (
      await db.query<{ id: string }>(
        `INSERT INTO public.warehouses (org_id, code, name) VALUES ($1, 'NSH', 'Magazyn Zegarowy') RETURNING id`,
        [ORG],
      )
    ).rows[0]!.id;
    ramp = (
      await db.query<{ id: string }>(
        `INSERT INTO public.ramps (warehouse_id, code, name) VALUES ($1, 'Z1', 'Rampa Z1') RETURNING id`,
        [warehouse],
      )
    ).rows[0]!.id;
    server = await serveFunctions(db, (address) => ({
      NHOST_GRAPHQL_URL: `${address}/v1/graphql`,
      NHOST_ADMIN_SECRET: ADMIN_SECRET,
      NHOST_FUNCTIONS_URL: `${address}/v1/functions`,
      NHOST_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  }, 60_000);

  it('marks a confirmed notice no_show once its window ended more than 60 minutes before the firing', async () => {
    const late = await notice('confirmed', '08:00', '09:00');
    const recent = await notice('confirmed', '09:30', '10:00');
    const arrived = await notice('arrived', '07:00', '08:00');
    const submitted = await notice('submitted', '06:00', '07:00');
    const cron = await scheduler();
    clock = new Date(at('09:52'));
    await cron.tick();
    clock = new Date(at('09:55'));
    await cron.tick(); // fires 09:55: the 09:00 window ended 55 minutes ago
    expect(await statusOf(late)).toBe('confirmed');
    clock = new Date(at('10:00'));
    await cron.tick(); // fires 10:00: 60 minutes is not more than 60
    expect(await statusOf(late)).toBe('confirmed');
    clock = new Date(at('10:05'));
    await cron.tick();
    expect(await statusOf(late)).toBe('no_show');
    expect(await statusOf(recent)).toBe('confirmed');
    expect(await statusOf(arrived)).toBe('arrived');
    expect(await statusOf(submitted)).toBe('submitted');

    const { rows } = await db.query<{ from_status: string; user_id: string | null; comment: string }>(
      `SELECT from_status, user_id, comment FROM public.delivery_notice_events WHERE notice_id = $1 AND to_status = 'no_show'`,
      [late],
    );
    expect(rows).toEqual([
      {
        from_status: 'confirmed',
        user_id: null,
        comment: 'Niestawienie: pojazd nie przyjechał do 60 min po końcu okna',
      },
    ]);
    const delivered = await db.query<{ status: string }>(
      `SELECT status FROM hdb_catalog.hdb_cron_events WHERE trigger_name = 'mark-no-shows' AND scheduled_time <= $1`,
      [clock.toISOString()],
    );
    expect(delivered.rows.map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered']);

    clock = new Date(at('11:05'));
    await cron.tick();
    expect(await statusOf(recent)).toBe('no_show');
  });

  it('marks each notice once when the function runs twice at the same moment', async () => {
    const late = await notice('confirmed', '12:00', '12:30');
    const call = () =>
      fetch(`${process.env.NHOST_FUNCTIONS_URL}/notices/mark-no-shows`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'nhost-webhook-secret': WEBHOOK_SECRET },
        body: JSON.stringify({
          scheduled_time: new Date(at('14:00')).toISOString(),
          payload: { toleranceMinutes: 60 },
        }),
      }).then((res) => res.json() as Promise<{ marked: { id: string }[] }>);
    const answers = await Promise.all([call(), call()]);
    expect(answers.flatMap((answer) => answer.marked.map((row) => row.id))).toEqual([late]);
    const { rows } = await db.query(
      `SELECT 1 FROM public.delivery_notice_events WHERE notice_id = $1 AND to_status = 'no_show'`,
      [late],
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses a caller without the webhook secret, and a bad tolerance', async () => {
    const url = `${process.env.NHOST_FUNCTIONS_URL}/notices/mark-no-shows`;
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await post({}, {})).status).toBe(401);
    expect((await post({ 'nhost-webhook-secret': 'wrong' }, {})).status).toBe(401);
    expect(
      (await post({ 'nhost-webhook-secret': WEBHOOK_SECRET }, { payload: { toleranceMinutes: -5 } })).status,
    ).toBe(400);
    expect((await fetch(url)).status).toBe(405);
  });
});
