import { join } from 'node:path';
import type { OrganizationRole } from '@rampa/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { BACKENDS, buildTestApp, watchLive, type TestDatabase } from '../graphql/testing';
import { roleGraphql } from '../../test/fixtures';
import { demoUsers, roleLiveClient } from './testing';
import { DEMO_ACCOUNTS, DEMO_NOTIFICATIONS, seedDemo } from './demo';

// Notifications (migration 1795342000000_notifications and its metadata) on the real engine: the demo seed, and
// that every role reads only the signed-in user's own and may only mark them read.
const PROJECT_DIR = join(repoRoot, 'nhost');
const ROLES: readonly OrganizationRole[] = ['handlowiec', 'magazynier', 'kierowca', 'klient', 'org_admin'];

describe.each(BACKENDS)('notifications on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  let app: FastifyInstance;
  let users = new Map<OrganizationRole, string>();

  const { gql, data } = roleGraphql(
    () => app,
    () => users,
  );
  const UNREAD = '{ notifications_aggregate(where: {read_at: {_is_null: true}}) { aggregate { count } } }';
  const unread = async (role: OrganizationRole) =>
    ((await data(role, UNREAD)).notifications_aggregate as { aggregate: { count: number } }).aggregate.count;

  beforeAll(async () => {
    database = await open();
    db = database.db;
    await migrate(db, PROJECT_DIR);
    await seedDemo(db, 'demo-password-for-tests');
    users = await demoUsers(db);
    app = await buildTestApp(db, { projectDir: PROJECT_DIR });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 60_000);

  it('seeds every demo user his notifications once, some unread', async () => {
    await seedDemo(db, 'demo-password-for-tests');
    for (const account of DEMO_ACCOUNTS) {
      const expected = DEMO_NOTIFICATIONS.filter((note) => !note.roles || note.roles.includes(account.role));
      const { rows } = await db.query<{ total: string; unread: string }>(
        `SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread
         FROM public.notifications WHERE user_id = $1`,
        [users.get(account.role)],
      );
      expect(Number(rows[0]!.total), account.email).toBe(expected.length);
      expect(Number(rows[0]!.unread)).toBe(expected.filter((note) => !note.read).length);
    }
  });

  it('shows every role only the signed-in user’s own notifications', async () => {
    for (const role of ROLES) {
      const { rows } = await db.query<{ n: string }>(
        'SELECT count(*) AS n FROM public.notifications WHERE user_id = $1',
        [users.get(role)],
      );
      const result = await data(role, '{ notifications { id title } }');
      expect(result.notifications as unknown[], role).toHaveLength(Number(rows[0]!.n));
      const others = await db.query<{ id: string }>(
        'SELECT id FROM public.notifications WHERE user_id <> $1',
        [users.get(role)],
      );
      const ids = new Set((result.notifications as { id: string }[]).map((row) => row.id));
      for (const other of others.rows) expect(ids.has(other.id)).toBe(false);
    }
    expect((await gql(null, '{ notifications { id } }')).data).toBeUndefined();
  });

  it('lets a user mark only his own read, only read_at, and never un-read', async () => {
    const { rows: mine } = await db.query<{ id: string }>(
      'SELECT id FROM public.notifications WHERE user_id = $1 AND read_at IS NULL ORDER BY created_at LIMIT 1',
      [users.get('kierowca')],
    );
    const { rows: theirs } = await db.query<{ id: string }>(
      'SELECT id FROM public.notifications WHERE user_id = $1 AND read_at IS NULL LIMIT 1',
      [users.get('handlowiec')],
    );
    const MARK = `mutation ($id: uuid!, $at: timestamptz!) {
      update_notifications(where: {id: {_eq: $id}}, _set: {read_at: $at}) { affected_rows }
    }`;
    const before = await unread('kierowca');
    // A device clock far in the past: the database stamps its own time.
    const marked = await data('kierowca', MARK, { id: mine[0]!.id, at: '2000-01-01T00:00:00Z' });
    expect(marked).toEqual({ update_notifications: { affected_rows: 1 } });
    expect(await unread('kierowca')).toBe(before - 1);
    const { rows: stamped } = await db.query<{ ok: boolean }>(
      'SELECT read_at >= created_at AS ok FROM public.notifications WHERE id = $1',
      [mine[0]!.id],
    );
    expect(stamped[0]!.ok).toBe(true);

    const foreign = await data('kierowca', MARK, { id: theirs[0]!.id, at: '2026-11-24T12:00:00Z' });
    expect(foreign).toEqual({ update_notifications: { affected_rows: 0 } });
    expect(await unread('handlowiec')).toBeGreaterThan(0);

    const retitle = await gql(
      'kierowca',
      'mutation ($id: uuid!) { update_notifications(where: {id: {_eq: $id}}, _set: {title: "x"}) { affected_rows } }',
      { id: mine[0]!.id },
    );
    expect(retitle.errors?.[0]?.extensions.code).toBe('validation-failed');
    for (const field of ['insert_notifications', 'delete_notifications']) {
      const body = await gql('kierowca', `mutation { ${field}(where: {}) { affected_rows } }`);
      expect(body.errors?.[0]?.extensions.code).toBe('validation-failed');
    }

    await db.query('UPDATE public.notifications SET read_at = NULL WHERE id = $1', [mine[0]!.id]);
    const { rows: still } = await db.query<{ read_at: unknown }>(
      'SELECT read_at FROM public.notifications WHERE id = $1',
      [mine[0]!.id],
    );
    expect(still[0]!.read_at).not.toBeNull();
  });

  it('sends the unread count live over graphql-ws, in the user’s role, and again after marking one read', async () => {
    const role = 'magazynier';
    const ws = await roleLiveClient(app, role, users.get(role)!);
    const live = watchLive<{ notifications_aggregate: { aggregate: { count: number } } }>(ws, {
      query:
        'subscription NotificationUnreadCountLive { notifications_aggregate(where: {read_at: {_is_null: true}}) { aggregate { count } } }',
    });
    const count = () => live.results.at(-1)?.notifications_aggregate.aggregate.count;
    try {
      const first = await unread(role);
      expect(first).toBeGreaterThan(0);
      await expect.poll(count, { timeout: 10_000 }).toBe(first);
      await data(
        role,
        'mutation { update_notifications(where: {read_at: {_is_null: true}}, _set: {read_at: "2026-01-01T00:00:00Z"}) { affected_rows } }',
      );
      await expect.poll(count, { timeout: 10_000 }).toBe(0);
    } finally {
      live.stop();
      await ws.dispose();
    }
  });

  it('refuses a link to another site and an empty title', async () => {
    const insert = (link: string | null, title = 'Test') =>
      db.query(
        `INSERT INTO public.notifications (user_id, kind, title, link) VALUES ($1, 'system', $2, $3)`,
        [users.get('klient'), title, link],
      );
    await expect(insert('/klient/')).resolves.toBeTruthy();
    await expect(insert('//evil.example/')).rejects.toThrow(/violates check constraint/);
    await expect(insert('https://evil.example/')).rejects.toThrow(/violates check constraint/);
    await expect(insert(null, '  ')).rejects.toThrow(/violates check constraint/);
  });
});
