import type { FastifyInstance } from 'fastify';

// NUL cannot be stored in a PostgreSQL text or jsonb value, and an unpaired UTF-16 surrogate is not text at all
// (it has no UTF-8 form): either would fail deep inside a query. Input carrying one is refused at the door.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored as PostgreSQL text. */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/**
 * Where in a parsed JSON value (keys included) a string holds a NUL character or an unpaired surrogate, as a
 * path like `options.metadata.a`; undefined when there is none.
 */
export function unstorableTextAt(value: unknown, path = ''): string | undefined {
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [current, at] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return at || 'body';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${at}[${index}]`]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const child = at === '' ? key : `${at}.${key}`;
        if (!isStorableText(key)) return child;
        pending.push([item, child]);
      }
    }
  }
  return undefined;
}

export const UNSTORABLE_MESSAGE = 'text may not contain NUL characters or unpaired surrogates';

/**
 * Refuses JSON bodies and query strings that carry text no database can store, before any route sees them,
 * with the error shape of the API asked: hasura-auth's 400 `request-validation-error` under `/v1/auth`,
 * hasura-storage's 400 `{error: {message}}` under `/v1/storage`, and `{status, error, message}` elsewhere.
 * GraphQL variables reach PostgreSQL as parameters, which answers Hasura's `data-exception`. Multipart fields
 * are checked where the storage API reads them.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (request.url.startsWith('/v1/graphql')) return;
    const where =
      unstorableTextAt(request.query, 'query') ??
      (typeof request.body === 'string'
        ? isStorableText(request.body)
          ? undefined
          : 'body'
        : unstorableTextAt(request.body));
    if (where === undefined) return;
    if (request.url.startsWith('/v1/auth/') || request.url.startsWith('/v1/auth?')) {
      return reply.code(400).send({
        error: 'request-validation-error',
        reason: `request body has an error: ${where}: ${UNSTORABLE_MESSAGE}`,
      });
    }
    const message = `${where}: ${UNSTORABLE_MESSAGE}`;
    if (request.url.startsWith('/v1/storage/')) return reply.code(400).send({ error: { message } });
    return reply.code(400).send({ status: 400, error: 'bad-request', message });
  });
}
