import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { createEngine, type Engine } from './engine';
import type { Limits } from './limits';
import { errorBody, HasuraError, toHasuraError } from './errors';
import { parseRequestBody, parseRequestQueryString, type GraphqlRequest } from './request';
import { resolveSession, type SessionOptions } from './session';
import { graphqlWebSocketHandler } from './subscriptions';

export interface GraphqlOptions {
  db: Database;
  /** Empty only in dev mode: then every request is the admin. */
  adminSecret: string;
  verifyAccessToken(token: string): Promise<Record<string, unknown>>;
  /** The Nhost project folder; its `metadata` is served. */
  projectDir: string;
  unauthorizedRole?: string;
  /** Checks the organization a request names in `x-hasura-org-id` (see session.ts). */
  verifyOrganization?: SessionOptions['verifyOrganization'];
  devMode: boolean;
  /** HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES; unset: the environment, else the project's nhost.toml. */
  stringifyNumericTypes?: boolean;
  /** Row limits, cost and response caps (RAMPA_GRAPHQL_*); unset ones keep the defaults of limits.ts. */
  limits?: Partial<Limits>;
  /** Operations slower than this are logged as warnings (RAMPA_GRAPHQL_SLOW_MS); 0 none. */
  slowQueryMs?: number;
  /** Told after every committed mutation. */
  onMutation?: () => void;
}

/** Largest accepted request body (a 10,000-product import is about 2.5 MB; Hasura sets no small limit), and most
 * operations in one batch. */
const BODY_LIMIT = 16 * 1024 * 1024;
const MAX_BATCH = 20;
/** How often live queries re-run (Nhost's liveQueriesMultiplexedRefetchInterval). */
const LIVE_QUERY_INTERVAL_MS = 1000;

/** Serves Hasura's GraphQL API at /v1/graphql (POST and GET). */
export async function registerGraphql(app: FastifyInstance, options: GraphqlOptions): Promise<void> {
  if (options.adminSecret === '' && !options.devMode) {
    throw new Error('registerGraphql: an admin secret is required outside dev mode');
  }
  const engine = createEngine({
    db: options.db,
    projectDir: options.projectDir,
    devMode: options.devMode,
    log: (message) => app.log.warn(message),
    ...(options.onMutation && { onMutation: options.onMutation }),
    ...(options.limits && { limits: options.limits }),
    ...(options.slowQueryMs !== undefined && { slowQueryMs: options.slowQueryMs }),
    ...(options.stringifyNumericTypes !== undefined && {
      stringifyNumericTypes: options.stringifyNumericTypes,
    }),
  });
  const sessionOptions: SessionOptions = {
    adminSecret: options.adminSecret,
    verifyAccessToken: options.verifyAccessToken,
    ...(options.unauthorizedRole ? { unauthorizedRole: options.unauthorizedRole } : {}),
    ...(options.verifyOrganization && { verifyOrganization: options.verifyOrganization }),
  };

  // One WebSocket server for the whole app; another plugin may have registered it already.
  if (!app.hasDecorator('websocketServer')) await app.register(fastifyWebsocket);
  const wsHandler = graphqlWebSocketHandler({
    engine,
    session: sessionOptions,
    intervalMs: LIVE_QUERY_INTERVAL_MS,
  });

  await app.register(async (scope) => {
    // Bodies are parsed here, so that bad JSON gets Hasura's envelope rather than Fastify's 400.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
      done(null, body);
    });
    scope.setErrorHandler((error, _request, reply) => {
      const status = (error as { statusCode?: number }).statusCode;
      const hasuraError =
        status === 413
          ? new HasuraError('bad-request', 'request body is too large')
          : status !== undefined && status < 500
            ? new HasuraError('bad-request', 'malformed request')
            : toHasuraError(error);
      void reply.code(200).send(errorBody(hasuraError, options.devMode));
    });

    const json = (reply: FastifyReply, text: string) =>
      reply.code(200).type('application/json; charset=utf-8').send(text);
    const failure = (error: unknown) => JSON.stringify(errorBody(toHasuraError(error), options.devMode));

    const handle = async (
      request: FastifyRequest,
      reply: FastifyReply,
      read: () => GraphqlRequest | GraphqlRequest[],
    ) => {
      try {
        const session = await resolveSession(request.headers, sessionOptions);
        const parsed = read();
        const method = request.method === 'GET' ? 'GET' : 'POST';
        if (!Array.isArray(parsed)) return await json(reply, await engine.execute(session, parsed, method));
        if (parsed.length > MAX_BATCH) {
          throw new HasuraError('bad-request', `too many operations in one batch (at most ${MAX_BATCH})`);
        }
        const results: string[] = [];
        for (const item of parsed) results.push(await engine.execute(session, item, method).catch(failure));
        return await json(reply, `[${results.join(',')}]`);
      } catch (error) {
        return json(reply, failure(error));
      }
    };

    scope.post('/v1/graphql', (request, reply) =>
      handle(request, reply, () => parseRequestBody(typeof request.body === 'string' ? request.body : '')),
    );
    scope.route({
      method: 'GET',
      url: '/v1/graphql',
      handler: (request, reply) =>
        handle(request, reply, () =>
          parseRequestQueryString((request.query ?? {}) as Record<string, unknown>),
        ),
      wsHandler,
    });
  });
  app.addHook('onClose', () => engine.close());
  exposeEngine(app, engine);
}

const engines = new WeakMap<FastifyInstance, Engine>();
function exposeEngine(app: FastifyInstance, engine: Engine) {
  engines.set(app, engine);
}

/** The engine serving `app` (tests and the schema printer use it, e.g. to reload metadata after migrations). */
export function graphqlEngineOf(app: FastifyInstance): Engine | undefined {
  return engines.get(app);
}
