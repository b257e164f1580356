import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

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

/** Fastify's logger settings: the level and the allow-list serializers (`stream`: elsewhere than stdout, for tests). */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
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

export interface RequestLogOptions {
  /** Requests slower than this many milliseconds are logged as a warning; 0 none (RAMPA_GRAPHQL_SLOW_MS). */
  slowMs: number;
  /** The share (0–1) of the other answered requests logged at `info` (RAMPA_REQUEST_LOG_SAMPLE); 0 none. */
  sample: number;
  /** Draws the sample; `Math.random` unless a test decides. */
  random?: () => number;
}

/**
 * Fastify's request lines, cut to the ones worth writing (issue 19): at `info` Fastify writes two lines for every
 * request, which costs a busy server more than some of its answers. Here a request gets one line when it ends,
 * and only when it failed (5xx or an error: `error`), was refused (4xx: `warn`), was slower than `slowMs`
 * (`warn`), or falls in the sample (`info`; none by default). The line carries the request (its URL through the
 * allow-list), the status and the time taken, never a body. Fastify's other lines (its error handler's, stream
 * errors) stay.
 */
class RequestLog extends LogController {
  private readonly random: () => number;
  constructor(private readonly options: RequestLogOptions) {
    super();
    this.random = options.random ?? Math.random;
  }

  override incomingRequest(): void {}

  /** The request's own line says it: an unknown route is a 404. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const slow = this.options.slowMs > 0 && responseTime >= this.options.slowMs;
    const failed = status >= 500 || Boolean(error);
    const level = failed
      ? 'error'
      : status >= 400 || slow
        ? 'warn'
        : this.options.sample > 0 && this.random() < this.options.sample
          ? 'info'
          : undefined;
    if (!level) return;
    const message = failed
      ? 'request failed'
      : status >= 400
        ? 'request refused'
        : slow
          ? 'slow request'
          : 'request completed';
    reply.log[level](
      {
        req: request,
        res: reply,
        responseTime: Math.round(responseTime * 10) / 10,
        ...(slow && { slow }),
        ...(error && { err: error }),
      },
      message,
    );
  }
}

/** The server's logger and its request lines (see RequestLog); `stream`: elsewhere than stdout, for tests. */
export function serverLogging(
  level: string,
  requests: RequestLogOptions,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger: loggerOptions(level, stream), logController: new RequestLog(requests) };
}
