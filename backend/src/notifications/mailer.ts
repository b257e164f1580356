import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../auth/messages/outbox';
import type { Database } from '../db/types';

/**
 * Sends the e-mail copy of the notifications the database wrote with `email_pending` (the recipient did not
 * switch e-mail off: migration 1795346000000_notice_notifications), through the auth API's outbox (SMTP when
 * configured, else the dev inbox). Rows are claimed with one conditional UPDATE (`FOR UPDATE SKIP LOCKED`),
 * so backends sharing a database never send one twice; a failed send puts its row back for the next round.
 */
export interface NotificationMailer {
  /** Sends what is pending now (at most `limit`), returns how many were sent. */
  flush(limit?: number): Promise<number>;
  /** Flushes every `intervalMs` until `stop()`. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

interface Claimed {
  id: string;
  email: string;
  display_name: string | null;
  title: string;
  body: string | null;
  link: string | null;
}

const CLAIM = `
  UPDATE public.notifications n
     SET email_pending = false, emailed_at = now()
    FROM auth.users u
   WHERE n.id IN (
           SELECT id FROM public.notifications
            WHERE email_pending ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED
         )
     AND u.id = n.user_id
  RETURNING n.id, u.email, u.display_name, n.title, n.body, n.link`;

const RELEASE = 'UPDATE public.notifications SET email_pending = true, emailed_at = NULL WHERE id = $1';

export function createNotificationMailer({
  db,
  outbox,
  publicUrl,
  log,
}: {
  db: Database;
  outbox: Outbox;
  /** The app's address: a notification's link is a path of it. */
  publicUrl: string;
  log: FastifyBaseLogger;
}): NotificationMailer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const base = publicUrl.replace(/\/+$/, '');

  const flush = async (limit = 50): Promise<number> => {
    const { rows } = await db.query<Claimed>(CLAIM, [limit]);
    let sent = 0;
    for (const row of rows) {
      try {
        await outbox.email(row.email, 'notification', {
          title: row.title,
          ...(row.body !== null && { body: row.body }),
          ...(row.link !== null && { link: `${base}${row.link}` }),
          ...(row.display_name && { displayName: row.display_name }),
        });
        sent += 1;
      } catch (error) {
        log.warn(
          { err: error, notification: row.id },
          'a notification e-mail failed; it is tried again later',
        );
        await db.query(RELEASE, [row.id]);
      }
    }
    return sent;
  };

  return {
    flush,
    start(intervalMs) {
      const round = () => {
        running = flush().catch((error: unknown) =>
          log.warn({ err: error }, 'the notification mailer failed'),
        );
        void running.then(() => {
          if (timer) timer = setTimeout(round, intervalMs);
        });
      };
      timer = setTimeout(round, intervalMs);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
