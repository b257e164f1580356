import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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

/** The newest messages in memory, per process; nothing is delivered. */
export class DevInbox {
  #messages: InboxMessage[] = [];

  add(message: Omit<InboxMessage, 'id' | 'createdAt'>): InboxMessage {
    const stored = { id: randomUUID(), createdAt: new Date().toISOString(), ...message };
    this.#messages.unshift(stored);
    this.#messages.length = Math.min(this.#messages.length, CAPACITY);
    return stored;
  }

  /** Newest first; `to` matches case-insensitively. */
  list(filter: { to?: string; template?: string; channel?: string } = {}): InboxMessage[] {
    const to = filter.to?.toLowerCase();
    return this.#messages.filter(
      (message) =>
        (to === undefined || message.to.toLowerCase() === to) &&
        (filter.template === undefined || message.template === filter.template) &&
        (filter.channel === undefined || message.channel === filter.channel),
    );
  }

  get(id: string): InboxMessage | undefined {
    return this.#messages.find((message) => message.id === id);
  }

  clear(): void {
    this.#messages = [];
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
    const rows = inbox.list().map((message) => {
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
      messages: inbox.list({
        ...(text('to') !== undefined && { to: text('to') }),
        ...(text('template') !== undefined && { template: text('template') }),
        ...(text('channel') !== undefined && { channel: text('channel') }),
      }),
    };
  });

  app.get('/messages/:id', async (request, reply) => {
    const message = inbox.get((request.params as { id: string }).id);
    return message ?? reply.code(404).send(notFound);
  });

  app.get('/messages/:id/html', async (request, reply) => {
    const message = inbox.get((request.params as { id: string }).id);
    if (!message?.html) return reply.code(404).send(notFound);
    return reply.type('text/html; charset=utf-8').send(message.html);
  });

  app.delete('/messages', async () => {
    inbox.clear();
    return { messages: [] };
  });
}
