import type { FastifyServerOptions } from 'fastify';

// Logs go through allow-lists: an error keeps its kind, message, code and stack, never the fields a database
// driver adds (the SQL text, its parameters, the row's detail), which may carry tokens, hashes or personal data.
const MAX_MESSAGE = 500;

// Query parameters whose values are harmless to log; every other value is replaced (tickets, tokens, codes,
// redirect addresses with tokens in them, presigned URL signatures).
const LOGGED_QUERY_PARAMETERS = new Set(['w', 'h', 'q', 'f', 'b', 'blur', 'template', 'channel', 'type']);

/** A URL as it may be logged: the path as it came, every query value not on the allow-list replaced. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      return LOGGED_QUERY_PARAMETERS.has(name) || !pair.includes('=') ? pair : `${name}=[redacted]`;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** An error as it may be logged (the `err` of every log line). */
export function loggableError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
} {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  }
  const { code } = error as { code?: unknown };
  return {
    type: error.constructor.name,
    message: error.message.slice(0, MAX_MESSAGE),
    stack: (error.stack ?? '').slice(0, 4000),
    ...((typeof code === 'string' || typeof code === 'number') && { code }),
    ...(error.cause !== undefined && { cause: loggableError(error.cause) }),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  id?: string;
}

/** Fastify's logger settings: the level and the allow-list serializers. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      err: loggableError,
      error: loggableError,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        ...(request.ip !== undefined && { remoteAddress: request.ip }),
        ...(request.id !== undefined && { id: request.id }),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
