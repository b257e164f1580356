import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutbox, type Outbox } from '../auth/messages/outbox';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { DEMO_ORGANIZATION, seedDemo } from '../dev/demo';
import { DevInbox } from '../dev/inbox';
import { BACKENDS, type TestDatabase } from '../graphql/testing';
import { createNotificationMailer } from './mailer';

// The e-mail copy of notice notifications: written pending by the database trigger, sent once through the
// outbox (here its dev inbox), never for a person who switched e-mail off in Profil.
const PROJECT_DIR = join(repoRoot, 'nhost');
const ORG = DEMO_ORGANIZATION.id;
const KLIENT_CLIENT = 'de000001-0000-4000-8000-000000000003';
const log = pino({ level: 'silent' });

describe.each(BACKENDS)('notification e-mails on $name', ({ open }) => {
  let database: TestDatabase;
  let db: Database;
  let inbox: DevInbox;
  let outbox: Outbox;
  let warehouse: string;
  let magazynier: { user_id: string; email: string };

  const submit = async (hhmm: string) => {
    const { rows } = await db.query<{ number: string }>(
      `INSERT INTO public.delivery_notices (warehouse_id, client_id, status, planned_start, planned_end)
       VALUES ($1, $2, 'submitted', $3, $4) RETURNING number`,
      [warehouse, KLIENT_CLIENT, `2030-01-07T${hhmm}:00+01:00`, `2030-01-07T${hhmm.slice(0, 2)}:30:00+01:00`],
    );
    return rows[0]!.number;
  };
  const mailer = () => createNotificationMailer({ db, outbox, publicUrl: 'https://rampa.example.pl/', log });

  beforeAll(async () => {
    database = await open();
    db = database.db;
    await migrate(db, PROJECT_DIR);
    await seedDemo(db, 'demo-password-for-tests');
    magazynier = (
      await db.query<{ user_id: string; email: string }>(
        `SELECT p.user_id, u.email FROM public.profiles p JOIN auth.users u ON u.id = p.user_id
          WHERE p.org_id = $1 AND p.role = 'magazynier'`,
        [ORG],
      )
    ).rows[0]!;
    warehouse = (
      await db.query<{ id: string }>(
        `INSERT INTO public.warehouses (org_id, code, name) VALUES ($1, 'MAIL', 'Magazyn Pocztowy') RETURNING id`,
        [ORG],
      )
    ).rows[0]!.id;
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  }, 60_000);
  beforeEach(async () => {
    inbox = new DevInbox(db);
    outbox = createOutbox({ inbox, log });
    await mailer().flush(1000); // whatever earlier notifications left pending
    await inbox.clear();
  });

  it('e-mails a notification once, with its title, body and a link into the app', async () => {
    const number = await submit('08:00');
    expect(await mailer().flush()).toBeGreaterThanOrEqual(1);
    expect(await mailer().flush()).toBe(0);
    const mails = await inbox.list({ to: magazynier.email, template: 'notification' });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ channel: 'email', subject: `Nowa awizacja ${number}` });
    expect(mail!.text).toContain('Magazyn Pocztowy');
    expect(mail!.text).toContain('07.01.2030 08:00–08:30');
    expect(mail!.link).toBe(`https://rampa.example.pl/magazynier/?warehouse=${warehouse}&day=2030-01-07`);
    const { rows } = await db.query<{ email_pending: boolean; emailed_at: Date | null }>(
      `SELECT email_pending, emailed_at FROM public.notifications WHERE user_id = $1 AND title LIKE '%' || $2`,
      [magazynier.user_id, number],
    );
    expect(rows).toEqual([{ email_pending: false, emailed_at: expect.anything() }]);
  });

  it('sends nothing to a person who switched e-mail off, and still notifies him in the app', async () => {
    await db.query('UPDATE public.profiles SET email_notifications = false WHERE user_id = $1', [
      magazynier.user_id,
    ]);
    try {
      const number = await submit('10:00');
      await mailer().flush();
      expect(await inbox.list({ to: magazynier.email })).toEqual([]);
      const { rows } = await db.query(
        `SELECT 1 FROM public.notifications WHERE user_id = $1 AND title LIKE '%' || $2`,
        [magazynier.user_id, number],
      );
      expect(rows).toHaveLength(1);
    } finally {
      await db.query('UPDATE public.profiles SET email_notifications = true WHERE user_id = $1', [
        magazynier.user_id,
      ]);
    }
  });

  it('puts a message back when the outbox fails, and sends it in a later round', async () => {
    const number = await submit('12:00');
    const failing: Outbox = { ...outbox, email: () => Promise.reject(new Error('SMTP down')) };
    expect(await createNotificationMailer({ db, outbox: failing, publicUrl: 'http://x', log }).flush()).toBe(
      0,
    );
    expect(await inbox.list({ to: magazynier.email })).toEqual([]);
    await mailer().flush();
    expect((await inbox.list({ to: magazynier.email })).map((mail) => mail.subject)).toEqual([
      `Nowa awizacja ${number}`,
    ]);
  });

  it('sends each message once when two mailers run at the same moment', async () => {
    for (const hhmm of ['13:00', '14:00', '15:00']) await submit(hhmm);
    await Promise.all([mailer().flush(), mailer().flush(), mailer().flush()]);
    expect(await inbox.list({ to: magazynier.email })).toHaveLength(3);
  });
});
