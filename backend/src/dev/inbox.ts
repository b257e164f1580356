import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/types';

/** A message the auth API would have delivered, kept for developers and tests instead. */
export interface InboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  /** Nhost's template name, e.g. `email-verify`, `password-reset`, `signin-passwordless-sms`. */
  template: string;
  subject?: string;
  text: string;
  html?: string;
  /** The link in the message, when it has one. */
  link?: string;
  /** The one-time code in the message, when it has one. */
  code?: string;
  createdAt: string;
}

const CAPACITY = 500;

interface InboxRow {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  link: string | null;
  code: string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, channel, recipient, template, subject, body_text, body_html, link, code, created_at';

const fromRow = (row: InboxRow): InboxMessage => ({
  id: row.id,
  channel: row.channel,
  to: row.recipient,
  template: row.template,
  ...(row.subject !== null && { subject: row.subject }),
  text: row.body_text,
  ...(row.body_html !== null && { html: row.body_html }),
  ...(row.link !== null && { link: row.link }),
  ...(row.code !== null && { code: row.code }),
  createdAt: new Date(row.created_at).toISOString(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The newest messages (at most 500), nothing delivered. Kept in `rampa_backend.dev_inbox`, so every process on
 * one database shows the same inbox: a verification mail sent through one is read through another.
 */
export class DevInbox {
  constructor(private readonly db: Queryable) {}

  async add(message: Omit<InboxMessage, 'id' | 'createdAt'>): Promise<InboxMessage> {
    const { rows } = await this.db.query<InboxRow>(
      `INSERT INTO rampa_backend.dev_inbox (id, channel, recipient, template, subject, body_text, body_html, link, code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        message.channel,
        message.to,
        message.template,
        message.subject ?? null,
        message.text,
        message.html ?? null,
        message.link ?? null,
        message.code ?? null,
      ],
    );
    await this.db.query(
      `DELETE FROM rampa_backend.dev_inbox
        WHERE seq <= (SELECT seq FROM rampa_backend.dev_inbox ORDER BY seq DESC OFFSET $1 LIMIT 1)`,
      [CAPACITY],
    );
    return fromRow(rows[0]!);
  }

  /** Newest first; `to` matches case-insensitively. */
  async list(filter: { to?: string; template?: string; channel?: string } = {}): Promise<InboxMessage[]> {
    const { rows } = await this.db.query<InboxRow>(
      `SELECT ${COLUMNS} FROM rampa_backend.dev_inbox
        WHERE ($1::text IS NULL OR lower(recipient) = lower($1))
          AND ($2::text IS NULL OR template = $2)
          AND ($3::text IS NULL OR channel = $3)
        ORDER BY seq DESC`,
      [filter.to ?? null, filter.template ?? null, filter.channel ?? null],
    );
    return rows.map(fromRow);
  }

  async get(id: string): Promise<InboxMessage | undefined> {
    if (!UUID.test(id)) return undefined;
    const { rows } = await this.db.query<InboxRow>(
      `SELECT ${COLUMNS} FROM rampa_backend.dev_inbox WHERE id = $1`,
      [id],
    );
    return rows[0] && fromRow(rows[0]);
  }

  async clear(): Promise<void> {
    await this.db.query('DELETE FROM rampa_backend.dev_inbox');
  }
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const notFound = { status: 404, error: 'not-found', message: 'Not found' };
const unauthorized = {
  status: 401,
  error: 'unauthorized',
  message: 'The dev inbox needs its token: the x-dev-inbox-token header or ?token= (printed at start)',
};

/** The header, cookie and query parameter that carry the inbox token. */
export const DEV_INBOX_TOKEN_HEADER = 'x-dev-inbox-token';
const COOKIE = 'rampa_dev_inbox';

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (given: string | undefined, expected: string) =>
  given !== undefined && timingSafeEqual(digest(given), digest(expected));

const cookieValue = (header: string | undefined, name: string) => {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
};

/**
 * The dev inbox, registered with `prefix: '/v1/dev/inbox'` in embedded/dev mode only:
 * - `GET /` an HTML page listing the messages (newest first), with their links and codes;
 * - `GET /messages?to=&template=&channel=` the same as JSON `{messages: InboxMessage[]}`;
 * - `GET /messages/:id` one message as JSON, `GET /messages/:id/html` its HTML body as the recipient sees it;
 * - `DELETE /messages` empties the inbox.
 *
 * Whoever reads it can sign in as anyone, so every request needs the token (the `x-dev-inbox-token` header,
 * the project's admin secret as `x-hasura-admin-secret`, or `?token=`, which also sets an HttpOnly cookie
 * so that the page's own links work in a browser).
 */
export async function devInboxRoutes(
  app: FastifyInstance,
  { inbox, token, adminSecret }: { inbox: DevInbox; token: string; adminSecret?: string },
) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const query = (request.query ?? {}) as Record<string, unknown>;
    const fromQuery = typeof query.token === 'string' ? query.token : undefined;
    if (
      sameSecret(header(DEV_INBOX_TOKEN_HEADER), token) ||
      sameSecret(cookieValue(header('cookie'), COOKIE), token) ||
      (adminSecret !== undefined && sameSecret(header('x-hasura-admin-secret'), adminSecret))
    ) {
      return;
    }
    if (sameSecret(fromQuery, token)) {
      reply.header(
        'set-cookie',
        `${COOKIE}=${encodeURIComponent(token)}; Path=${app.prefix}; HttpOnly; SameSite=Strict`,
      );
      return;
    }
    return reply.code(401).send(unauthorized);
  });

  app.get('/', async (_request, reply) => {
    const rows = (await inbox.list()).map((message) => {
      const action = message.link
        ? `<a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a>`
        : '';
      const code = message.code ? `<strong class="code">${escapeHtml(message.code)}</strong>` : '';
      const body =
        message.channel === 'email'
          ? `<a href="${app.prefix}/messages/${message.id}/html">treść HTML</a>`
          : escapeHtml(message.text);
      return `<tr><td>${escapeHtml(new Date(message.createdAt).toLocaleString('pl-PL'))}</td><td>${message.channel === 'email' ? 'e-mail' : 'SMS'}</td><td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.subject ?? message.template)}</td><td>${code} ${action}</td><td>${body}</td></tr>`;
    });
    const html = `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Rampa: skrzynka deweloperska</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem; }
      table { border-collapse: collapse; width: 100%; }
      th, td { border-bottom: 1px solid #ddd; padding: .5rem; text-align: left; vertical-align: top; }
      .code { font-family: monospace; font-size: 1.2rem; letter-spacing: .2rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Skrzynka deweloperska</h1>
      <p>Wiadomości e-mail i SMS wysłane przez serwer, który nie ma skonfigurowanego SMTP (najnowsze na górze).
        Odśwież stronę, aby zobaczyć nowe. JSON: <a href="${app.prefix}/messages">messages</a>.</p>
      ${
        rows.length === 0
          ? '<p>Brak wiadomości.</p>'
          : `<table><thead><tr><th>Kiedy</th><th>Kanał</th><th>Do</th><th>Temat</th><th>Link / kod</th><th>Treść</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      }
    </main>
  </body>
</html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get('/messages', async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
    return {
      messages: await inbox.list({
        ...(text('to') !== undefined && { to: text('to') }),
        ...(text('template') !== undefined && { template: text('template') }),
        ...(text('channel') !== undefined && { channel: text('channel') }),
      }),
    };
  });

  app.get('/messages/:id', async (request, reply) => {
    const message = await inbox.get((request.params as { id: string }).id);
    return message ?? reply.code(404).send(notFound);
  });

  app.get('/messages/:id/html', async (request, reply) => {
    const message = await inbox.get((request.params as { id: string }).id);
    if (!message?.html) return reply.code(404).send(notFound);
    return reply.type('text/html; charset=utf-8').send(message.html);
  });

  app.delete('/messages', async () => {
    await inbox.clear();
    return { messages: [] };
  });
}
