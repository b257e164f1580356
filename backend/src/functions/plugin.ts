import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createResponse, parseBody, type FunctionHandler, type FunctionRequest } from './express';
import { importFunction } from './load';
import { discoverFunctions, matchFunction } from './routes';

export interface FunctionsOptions {
  /** The `functions/` folder of the project. */
  functionsDir: string;
  /** Verifies a caller's access token (the auth service's JWT); functions reach it through `_utils/auth`. */
  verifyAccessToken(token: string): Promise<Record<string, unknown>>;
  /** How long a function may take to answer (default 60 s). */
  timeoutMs?: number;
}

const BODY_LIMIT = 10 * 1024 * 1024;

/** Serves every function of `functionsDir` at /v1/functions/<path>, Nhost style. */
export async function registerFunctions(app: FastifyInstance, options: FunctionsOptions): Promise<void> {
  const routes = discoverFunctions(options.functionsDir);
  const modules = new Map<string, Promise<FunctionHandler>>();
  const load = (file: string) => {
    let handler = modules.get(file);
    if (!handler) {
      handler = importFunction(file, options.functionsDir).then((module) => {
        const exported = (module as { default?: unknown }).default;
        // A CommonJS module compiled to ESM may nest its default export once more.
        const fn =
          typeof exported === 'function'
            ? exported
            : (exported as { default?: unknown } | undefined)?.default;
        if (typeof fn !== 'function') throw new Error(`${file} has no default export function`);
        return fn as FunctionHandler;
      });
      handler.catch(() => modules.delete(file));
      modules.set(file, handler);
    }
    return handler;
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/v1\/functions/, '') || '/';
    const found = matchFunction(routes, path);
    if (!found)
      return reply.code(404).type('text/plain; charset=utf-8').send(`Cannot ${request.method} ${path}`);
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let body: unknown;
    try {
      body = parseBody(rawBody, request.headers['content-type']);
    } catch {
      return reply
        .code(400)
        .send({ error: 'invalid-request', message: 'The request body is not valid JSON' });
    }
    const query: Record<string, string | string[]> = {};
    for (const [key, value] of url.searchParams) {
      const existing = query[key];
      query[key] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    const header = (name: string) => {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const req: FunctionRequest = {
      method: request.method,
      url: `${path}${url.search}`,
      originalUrl: request.url,
      path,
      query,
      params: found.params,
      headers: request.headers,
      body,
      rawBody,
      ip: request.ip,
      get: header,
      header,
      verifyAccessToken: options.verifyAccessToken,
    };
    const { res, answered } = createResponse();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), options.timeoutMs ?? 60_000);
    });
    try {
      const handler = await load(found.route.file);
      const ran = Promise.resolve(handler(req, res));
      // A function may answer and keep working, or return before answering from a callback.
      const answer = await Promise.race([answered, ran.then(() => answered), timeout]);
      void reply.code(answer.status);
      for (const [name, value] of Object.entries(answer.headers)) void reply.header(name, value);
      return await reply.send(answer.body);
    } catch (error) {
      request.log.error({ err: error, function: found.route.path }, 'function failed');
      const timedOut = error instanceof Error && error.message === 'timeout';
      if (reply.sent) return reply;
      return reply.code(timedOut ? 504 : 500).send({
        error: timedOut ? 'function-timeout' : 'function-error',
        message: timedOut ? 'The function did not answer in time' : 'The function failed',
      });
    } finally {
      clearTimeout(timer);
    }
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.all('/v1/functions', serve);
    scope.all('/v1/functions/*', serve);
  });
}
