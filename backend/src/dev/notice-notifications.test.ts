import { join } from 'node:path';
import type { OrganizationRole } from '@rampa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { BACKENDS, type TestDatabase } from '../graphql/testing';
import { DEMO_ORGANIZATION, seedDemo } from './demo';

// Migration 1795346000000_notice_notifications: a notice's status changes write notifications for the people
// concerned (sales side: the client's handlowiec and klient users; the warehouse: every magazynier), never for
// the one who made the change, with an e-mail pending unless the recipient switched e-mail off.
const PROJECT_DIR = join(repoRoot, 'nhost');
const ORG = DEMO_ORGANIZATION.id;
const KLIENT_CLIENT = 'de000001-0000-4000-8000-000000000003';
const MONDAY = '2030-01-07';
const at = (hhmm: string, date = MONDAY) => `${date}T${hhmm}:00+01:00`;

interface Note {
  user_id: string;
  title: string;
  body: string | null;
  link: string | null;
  email_pending: boolean;
}

describe.each(BACKENDS)('notice notifications on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  const users = new Map<OrganizationRole, string>();
  let warehouse: string;
  let ramp: string;
  let product: string;

  /** Runs `sql` in a transaction as a user of `role` (the session Hasura would set). */
  const as = (role: OrganizationRole | null, sql: string, params: unknown[]) =>
    db.transaction(async (tx) => {
      if (role) {
        await tx.query("SELECT set_config('hasura.user', $1, true)", [
          JSON.stringify({ 'x-hasura-role': role, 'x-hasura-user-id': users.get(role) }),
        ]);
      }
      return tx.query<{ id: string; number: string }>(sql, params);
    });
  const newNotice = async (role: OrganizationRole | null, values: Record<string, unknown> = {}) => {
    const row: Record<string, unknown> = {
      warehouse_id: warehouse,
      client_id: KLIENT_CLIENT,
      status: 'submitted',
      ramp_id: ramp,
      planned_start: at('08:00'),
      planned_end: at('09:00'),
      truck_plate: 'WA12345',
      ...values,
    };
    const columns = Object.keys(row);
    const { rows } = await as(
      role,
      `INSERT INTO public.delivery_notices (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, number`,
      Object.values(row),
    );
    return rows[0]!;
  };
  const setStatus = (role: OrganizationRole | null, id: string, status: string, extra = '') =>
    as(role, `UPDATE public.delivery_notices SET status = $2${extra} WHERE id = $1 RETURNING id, number`, [
      id,
      status,
    ]);
  const notes = async (number: string) =>
    (
      await db.query<Note>(
        `SELECT user_id, title, body, link, email_pending FROM public.notifications
          WHERE title LIKE '%' || $1 ORDER BY created_at, user_id`,
        [number],
      )
    ).rows;
  const recipients = (rows: Note[]) => new Set(rows.map((row) => row.user_id));

  beforeAll(async () => {
    database = await open();
    db = database.db;
    await migrate(db, PROJECT_DIR);
    await seedDemo(db, 'demo-password-for-tests');
    const { rows } = await db.query<{ role: OrganizationRole; user_id: string }>(
      'SELECT role, user_id FROM public.profiles WHERE org_id = $1',
      [ORG],
    );
    for (const row of rows) users.set(row.role, row.user_id);
    // The klient's company is owned by the demo handlowiec, and the demo klient works for it.
    await db.query(
      `UPDATE public.clients SET owner_id = (SELECT id FROM public.profiles WHERE org_id = $1 AND role = 'handlowiec')
        WHERE id = $2`,
      [ORG, KLIENT_CLIENT],
    );
    await db.query(`UPDATE public.profiles SET client_id = $2 WHERE org_id = $1 AND role = 'klient'`, [
      ORG,
      KLIENT_CLIENT,
    ]);
    warehouse = (
      await db.query<{ id: string }>(
        `INSERT INTO public.warehouses (org_id, code, name) VALUES ($1, 'NTF', 'Magazyn Powiadomień') RETURNING id`,
        [ORG],
      )
    ).rows[0]!.id;
    ramp = (
      await db.query<{ id: string }>(
        `INSERT INTO public.ramps (warehouse_id, code, name) VALUES ($1, 'N1', 'Rampa N1') RETURNING id`,
        [warehouse],
      )
    ).rows[0]!.id;
    product = (
      await db.query<{ id: string }>(
        `INSERT INTO public.products (org_id, sku, name, unit, net_price) VALUES ($1, 'NTF-1', 'Klej testowy', 'szt.', 9) RETURNING id`,
        [ORG],
      )
    ).rows[0]!.id;
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
  }, 60_000);

  it('writes nothing for the history the demo seed records', async () => {
    const { rows } = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM public.notifications WHERE kind = 'awizacja' AND org_id = $1",
      [ORG],
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('tells the magazynierzy of a new submission, not its author', async () => {
    const notice = await newNotice('handlowiec');
    const rows = await notes(notice.number);
    expect(recipients(rows)).toEqual(new Set([users.get('magazynier')]));
    expect(rows[0]).toMatchObject({
      title: `Nowa awizacja ${notice.number}`,
      link: `/magazynier/?warehouse=${warehouse}&day=${MONDAY}`,
      email_pending: true,
    });
    expect(rows[0]!.body).toContain('Magazyn Powiadomień');
    expect(rows[0]!.body).toContain('07.01.2030 08:00–09:00');
  });

  it('tells the handlowiec and the klient of a confirmation, not the magazynier who confirmed', async () => {
    const notice = await newNotice(null, { planned_start: at('10:00'), planned_end: at('11:00') });
    await setStatus('magazynier', notice.id, 'confirmed');
    const rows = (await notes(notice.number)).filter((row) => row.title.startsWith('Potwierdzono'));
    expect(recipients(rows)).toEqual(new Set([users.get('handlowiec'), users.get('klient')]));
    const handlowiec = rows.find((row) => row.user_id === users.get('handlowiec'))!;
    expect(handlowiec.link).toBe(`/handlowiec/awizacje/edit/${notice.id}`);
    expect(handlowiec.body).toBe('Magazyn Powiadomień · rampa Rampa N1 · 07.01.2030 10:00–11:00');
    expect(rows.find((row) => row.user_id === users.get('klient'))!.link).toBe(
      `/klient/awizacje/${notice.id}`,
    );
  });

  it('gives a rejection its reason and the proposed slot', async () => {
    const notice = await newNotice(null, { ramp_id: null });
    await setStatus(
      'magazynier',
      notice.id,
      'rejected',
      `, rejection_reason = 'Brak miejsca w strefie przyjęć', proposed_start = '${at('12:00', '2030-01-08')}', proposed_end = '${at('13:00', '2030-01-08')}'`,
    );
    const [row] = (await notes(notice.number)).filter((note) => note.title.startsWith('Odrzucono'));
    expect(row!.body).toBe(
      'Powód: Brak miejsca w strefie przyjęć. Proponowany termin: 08.01.2030 12:00–13:00.',
    );
  });

  it('refuses a proposed slot without a rejection, and one outside the opening hours', async () => {
    const notice = await newNotice(null, {
      ramp_id: null,
      planned_start: at('14:00'),
      planned_end: at('15:00'),
    });
    await expect(
      setStatus(
        'magazynier',
        notice.id,
        'submitted',
        `, proposed_start = '${at('12:00')}', proposed_end = '${at('13:00')}'`,
      ),
    ).rejects.toThrow(/notice_proposal_needs_rejection/);
    await expect(
      setStatus(
        'magazynier',
        notice.id,
        'rejected',
        `, rejection_reason = 'Za późno', proposed_start = '${at('23:00')}', proposed_end = '${at('23:30')}'`,
      ),
    ).rejects.toThrow(/notice_outside_opening_hours/);
  });

  it('tells the sales side of an arrival and of a completion with a short line', async () => {
    const notice = await newNotice(null, {
      status: 'confirmed',
      planned_start: at('12:00'),
      planned_end: at('13:00'),
    });
    await db.query(
      `INSERT INTO public.delivery_notice_items (notice_id, product_id, quantity) VALUES ($1, $2, 10), ($1, $2, 5)`,
      [notice.id, product],
    );
    await setStatus('kierowca', notice.id, 'arrived').catch(() => undefined); // not his notice: refused
    await setStatus('magazynier', notice.id, 'arrived');
    await setStatus('magazynier', notice.id, 'in_progress');
    await db.query(
      `UPDATE public.delivery_notice_items SET received_quantity = CASE WHEN quantity = 10 THEN 9 ELSE 5 END
        WHERE notice_id = $1`,
      [notice.id],
    );
    await setStatus('magazynier', notice.id, 'completed');
    const rows = await notes(notice.number);
    const arrived = rows.filter((row) => row.title.startsWith('Przyjazd'));
    expect(recipients(arrived)).toEqual(new Set([users.get('handlowiec'), users.get('klient')]));
    expect(arrived[0]!.body).toMatch(/^Magazyn Powiadomień · WA12345 · o \d{2}:\d{2}$/);
    // Unloading started is not news for the sales side.
    expect(rows.some((row) => row.title.includes('rozpocz'))).toBe(false);
    const completed = rows.filter((row) => row.title.startsWith('Zakończono'));
    expect(recipients(completed)).toEqual(new Set([users.get('handlowiec'), users.get('klient')]));
    expect(completed[0]!.body).toBe('Magazyn Powiadomień · różnica ilości w 1 pozycji');
  });

  it('tells the magazynierzy of a cancellation, and nobody of a draft dropped', async () => {
    const submitted = await newNotice(null, { ramp_id: null });
    await setStatus('klient', submitted.id, 'cancelled');
    const rows = (await notes(submitted.number)).filter((row) => row.title.startsWith('Anulowano'));
    expect(recipients(rows)).toEqual(new Set([users.get('magazynier')]));

    const draft = await newNotice('handlowiec', { status: 'draft', ramp_id: null });
    await setStatus('handlowiec', draft.id, 'cancelled');
    expect(await notes(draft.number)).toEqual([]);
  });

  it('leaves the e-mail off for a person who switched it off', async () => {
    await db.query(`UPDATE public.profiles SET email_notifications = false WHERE user_id = $1`, [
      users.get('klient'),
    ]);
    try {
      const notice = await newNotice(null, {
        status: 'confirmed',
        planned_start: at('15:00'),
        planned_end: at('16:00'),
      });
      await setStatus('magazynier', notice.id, 'no_show');
      const rows = (await notes(notice.number)).filter((row) => row.title.startsWith('Niestawienie'));
      expect(rows.map((row) => [row.user_id, row.email_pending]).sort()).toEqual(
        [
          [users.get('handlowiec'), true],
          [users.get('klient'), false],
        ].sort(),
      );
      expect(rows[0]!.title).toBe(`Niestawienie: ${notice.number}`);
    } finally {
      await db.query(`UPDATE public.profiles SET email_notifications = true WHERE user_id = $1`, [
        users.get('klient'),
      ]);
    }
  });

  it('writes nothing for another organization', async () => {
    const before = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM public.notifications WHERE org_id IS DISTINCT FROM $1`,
      [ORG],
    );
    await newNotice(null, { ramp_id: null, planned_start: at('16:00'), planned_end: at('17:00') });
    const after = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM public.notifications WHERE org_id IS DISTINCT FROM $1`,
      [ORG],
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
