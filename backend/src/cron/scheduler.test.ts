import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/types';
import { BACKENDS, type TestDatabase } from '../graphql/testing';
import { parseCron } from './cron-expression';
import { createCronScheduler, loadCronTriggers, type CronTrigger } from './scheduler';

const log = pino({ level: 'silent' });

describe('cron expressions', () => {
  const next = (expression: string, after: string) =>
    parseCron(expression).next(new Date(after)).toISOString();

  it('fires on steps, ranges, lists and whole minutes only, in UTC', () => {
    expect(next('*/5 * * * *', '2030-01-07T08:02:30Z')).toBe('2030-01-07T08:05:00.000Z');
    expect(next('*/5 * * * *', '2030-01-07T08:05:00Z')).toBe('2030-01-07T08:10:00.000Z');
    expect(next('0 6-8 * * *', '2030-01-07T08:00:00Z')).toBe('2030-01-08T06:00:00.000Z');
    expect(next('15,45 * * * *', '2030-01-07T08:20:00Z')).toBe('2030-01-07T08:45:00.000Z');
    expect(next('0 0 1 */3 *', '2030-01-07T00:00:00Z')).toBe('2030-04-01T00:00:00.000Z');
  });

  it('reads day-of-week (7 is Sunday) and matches either day field when both are set', () => {
    expect(next('0 12 * * 7', '2030-01-07T00:00:00Z')).toBe('2030-01-13T12:00:00.000Z');
    expect(next('0 0 20 * 1', '2030-01-07T01:00:00Z')).toBe('2030-01-14T00:00:00.000Z');
  });

  it('refuses what is not a five-field schedule', () => {
    for (const bad of ['* * * *', '60 * * * *', '*/0 * * * *', '@hourly', '0 0 * JAN *', '5-1 * * * *'])
      expect(() => parseCron(bad), bad).toThrow();
    expect(() => parseCron('0 0 31 2 *').next(new Date('2030-01-01T00:00:00Z'))).toThrow(/never/);
  });

  it('lists the firings between two moments', () => {
    const firings = parseCron('*/20 * * * *').between(
      new Date('2030-01-07T08:00:00Z'),
      new Date('2030-01-07T09:00:00Z'),
    );
    expect(firings.map((d) => d.toISOString().slice(11, 16))).toEqual(['08:20', '08:40', '09:00']);
  });
});

describe('cron trigger metadata', () => {
  it('reads the project’s cron triggers in Hasura’s format', async () => {
    const triggers = await loadCronTriggers(join(import.meta.dirname, '..', '..', '..', 'nhost'));
    expect(triggers).toEqual([
      expect.objectContaining({
        name: 'mark-no-shows',
        webhook: '{{NHOST_FUNCTIONS_URL}}/notices/mark-no-shows',
        schedule: '*/5 * * * *',
        payload: { toleranceMinutes: 60 },
        headers: [{ name: 'nhost-webhook-secret', value_from_env: 'NHOST_WEBHOOK_SECRET' }],
        retry: { numRetries: 3, retryIntervalSeconds: 30, timeoutSeconds: 60, toleranceSeconds: 21600 },
      }),
      expect.objectContaining({
        name: 'render-pending-price-lists',
        webhook: '{{NHOST_FUNCTIONS_URL}}/pricelists/render-pending',
        schedule: '* * * * *',
        headers: [{ name: 'nhost-webhook-secret', value_from_env: 'NHOST_WEBHOOK_SECRET' }],
        retry: { numRetries: 1, retryIntervalSeconds: 60, timeoutSeconds: 120, toleranceSeconds: 3600 },
      }),
    ]);
  });

  it('has none without the file, and refuses a trigger with a bad schedule', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cron-'));
    expect(await loadCronTriggers(dir)).toEqual([]);
    await mkdir(join(dir, 'metadata'));
    await writeFile(
      join(dir, 'metadata', 'cron_triggers.yaml'),
      '- name: x\n  webhook: http://x\n  schedule: "61 * * * *"\n',
    );
    await expect(loadCronTriggers(dir)).rejects.toThrow();
  });
});

describe.each(BACKENDS)('cron scheduler on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  let clock: Date;
  let calls: { url: string; headers: Record<string, string>; body: Record<string, unknown> }[];
  let answers: number[];

  const trigger = (overrides: Partial<CronTrigger> = {}): CronTrigger => ({
    name: 'every-five',
    webhook: '{{TEST_FUNCTIONS_URL}}/job',
    schedule: '*/5 * * * *',
    payload: { toleranceMinutes: 60 },
    comment: 'test',
    headers: [
      { name: 'nhost-webhook-secret', value_from_env: 'TEST_WEBHOOK_SECRET' },
      { name: 'x-fixed', value: 'yes' },
    ],
    retry: { numRetries: 2, retryIntervalSeconds: 30, timeoutSeconds: 5, toleranceSeconds: 3600 },
    ...overrides,
  });
  const fakeFetch: typeof fetch = async (url, init) => {
    calls.push({
      url: String(url),
      headers: init!.headers as Record<string, string>,
      body: JSON.parse(String(init!.body)) as Record<string, unknown>,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Response('{}', { status: answers.shift() ?? 200 });
  };
  const scheduler = (overrides: Partial<CronTrigger> = {}) =>
    createCronScheduler({
      db,
      triggers: [trigger(overrides)],
      log,
      now: () => clock,
      env: { TEST_FUNCTIONS_URL: 'http://functions.test/v1/functions', TEST_WEBHOOK_SECRET: 's3cret' },
      fetch: fakeFetch,
    });
  const events = async () =>
    (
      await db.query<{ status: string; tries: number; scheduled_time: Date | string }>(
        `SELECT status, tries, scheduled_time FROM hdb_catalog.hdb_cron_events
          WHERE trigger_name = 'every-five' AND scheduled_time <= $1 ORDER BY scheduled_time`,
        [clock.toISOString()],
      )
    ).rows.map((row) => ({ ...row, scheduled_time: new Date(row.scheduled_time).toISOString() }));

  beforeAll(async () => {
    database = await open();
    db = database.db;
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  }, 60_000);
  beforeEach(async () => {
    calls = [];
    answers = [];
    clock = new Date('2030-01-07T08:02:00Z');
    await db.exec(
      'DROP TABLE IF EXISTS hdb_catalog.hdb_cron_event_invocation_logs, hdb_catalog.hdb_cron_events',
    );
  });

  it('starts from now, then POSTs each firing once with Hasura’s body and the trigger’s headers', async () => {
    const cron = scheduler();
    await cron.tick();
    expect(calls).toEqual([]); // a new trigger does not fire for the past
    clock = new Date('2030-01-07T08:05:10Z');
    await cron.tick();
    await cron.tick();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('http://functions.test/v1/functions/job');
    expect(call!.headers).toMatchObject({
      'content-type': 'application/json',
      'nhost-webhook-secret': 's3cret',
      'x-fixed': 'yes',
    });
    expect(call!.body).toEqual({
      scheduled_time: '2030-01-07T08:05:00.000Z',
      payload: { toleranceMinutes: 60 },
      name: 'every-five',
      comment: 'test',
      id: expect.any(String),
    });
    clock = new Date('2030-01-07T08:16:00Z');
    await cron.tick();
    expect(calls.map((c) => c.body.scheduled_time)).toEqual([
      '2030-01-07T08:05:00.000Z',
      '2030-01-07T08:10:00.000Z',
      '2030-01-07T08:15:00.000Z',
    ]);
    expect((await events()).every((e) => e.status === 'delivered')).toBe(true);
  });

  it('retries a failed call after the retry interval, and gives up after num_retries', async () => {
    const cron = scheduler();
    await cron.tick();
    answers = [500, 503, 500];
    clock = new Date('2030-01-07T08:05:00Z');
    await cron.tick();
    expect(calls).toHaveLength(1);
    clock = new Date('2030-01-07T08:05:20Z');
    await cron.tick(); // before the retry interval: nothing
    expect(calls).toHaveLength(1);
    clock = new Date('2030-01-07T08:05:31Z');
    await cron.tick();
    clock = new Date('2030-01-07T08:06:02Z');
    await cron.tick();
    expect(calls).toHaveLength(3);
    expect(await events()).toEqual([
      { status: 'error', tries: 3, scheduled_time: '2030-01-07T08:05:00.000Z' },
    ]);
    const logs = await db.query<{ status: number }>(
      'SELECT status FROM hdb_catalog.hdb_cron_event_invocation_logs ORDER BY created_at',
    );
    expect(logs.rows.map((row) => row.status)).toEqual([500, 503, 500]);
  });

  it('delivers after a failure once the webhook answers', async () => {
    const cron = scheduler();
    await cron.tick();
    answers = [502];
    clock = new Date('2030-01-07T08:05:00Z');
    await cron.tick();
    clock = new Date('2030-01-07T08:05:30Z');
    await cron.tick();
    expect(await events()).toEqual([
      { status: 'delivered', tries: 2, scheduled_time: '2030-01-07T08:05:00.000Z' },
    ]);
  });

  it('lets a firing missed for longer than the tolerance die instead of sending it late', async () => {
    const cron = scheduler({
      retry: { numRetries: 0, retryIntervalSeconds: 10, timeoutSeconds: 5, toleranceSeconds: 600 },
    });
    await cron.tick();
    clock = new Date('2030-01-07T08:45:00Z'); // the backend was away for 40 minutes
    await cron.tick();
    const all = await events();
    expect(all.filter((e) => e.status === 'dead').map((e) => e.scheduled_time.slice(11, 16))).toEqual([
      '08:05',
      '08:10',
      '08:15',
      '08:20',
      '08:25',
      '08:30',
    ]);
    expect(calls.map((c) => String(c.body.scheduled_time).slice(11, 16))).toEqual([
      '08:35',
      '08:40',
      '08:45',
    ]);
  });

  it('delivers each firing once when two backends run at the same moment', async () => {
    const first = scheduler();
    const second = scheduler();
    await Promise.all([first.tick(), second.tick()]);
    clock = new Date('2030-01-07T08:20:00Z');
    await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
    expect(calls.map((c) => String(c.body.scheduled_time).slice(11, 16)).sort()).toEqual([
      '08:05',
      '08:10',
      '08:15',
      '08:20',
    ]);
  });
});
