import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { createEngine, type Engine } from './engine';
import type { Limits } from './limits';
import { errorBody, HasuraError, toHasuraError } from './errors';
import { parseRequestBody, parseRequestQueryString, type GraphqlRequest } from './request';
import { resolveSession, type SessionOptions } from './session';
import { graphqlWebSocketHandler } from './subscriptions';
import { LiveQueries, type LiveQueryOptions } from './live';

export interface GraphqlOptions {
  db: Database;
  /** Empty only in dev mode: then every request is the admin. */
  adminSecret: string;
  verifyAccessToken(token: string): Promise<Record<string, unknown>>;
  /** The Nhost project folder; its `metadata` is served. */
  projectDir: string;
  /** Where the metadata's parsed YAML is kept for the next process (EngineOptions.metadataCacheFile). */
  metadataCacheFile?: string;
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
  /**
   * Told after every committed mutation: this server's, and on PostgreSQL another server's of the same database
   * (its notification), or that such notifications may have been missed (the listening connection was down).
   */
  onMutation?: () => void;
  /** How often live queries re-run at the latest (default 1 s); a mutation wakes the affected ones sooner. */
  liveQueryIntervalMs?: number;
  /** Debounce and least gap of woken live queries (live.ts). */
  liveQueryWake?: Partial<LiveQueryOptions>;
}

/** Largest accepted request body (a 10,000-product import is about 2.5 MB; Hasura sets no small limit), and most
 * operations in one batch. */
const BODY_LIMIT = 16 * 1024 * 1024;
const MAX_BATCH = 20;
/** How often live queries re-run at the latest (Nhost's liveQueriesMultiplexedRefetchInterval). */
const LIVE_QUERY_INTERVAL_MS = 1000;
/** The PostgreSQL channel on which servers of one database tell each other the tables a mutation wrote. */
export const LIVE_CHANNEL = 'rampa_live';

/** Serves Hasura's GraphQL API at /v1/graphql (POST and GET). */
export async function registerGraphql(app: FastifyInstance, options: GraphqlOptions): Promise<void> {
  if (options.adminSecret === '' && !options.devMode) {
    throw new Error('registerGraphql: an admin secret is required outside dev mode');
  }
  const live = new LiveQueries(options.liveQueryWake);
  // Tells this server's mutations apart from other servers' in the notifications all of them receive.
  const sender = randomUUID();
  // A write of this server or another: forget what it may have changed, wake the live queries that read it.
  const changed = (tables: Iterable<string> | undefined) => {
    options.onMutation?.();
    live.changed(tables);
  };
  const engine = createEngine({
    db: options.db,
    projectDir: options.projectDir,
    ...(options.metadataCacheFile !== undefined && { metadataCacheFile: options.metadataCacheFile }),
    devMode: options.devMode,
    log: (message) => app.log.warn(message),
    onMutation: changed,
    ...(options.db.kind === 'postgres' && { notify: { channel: LIVE_CHANNEL, sender } }),
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
    intervalMs: options.liveQueryIntervalMs ?? LIVE_QUERY_INTERVAL_MS,
    live,
  });
  const listener = listenForChanges(app, options.db, changed, sender);

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
  app.addHook('onClose', async () => {
    live.close();
    await listener?.close();
    await engine.close();
  });
  exposeEngine(app, engine);
  lives.set(app, live);
}

/**
 * Other servers' mutations on PostgreSQL: their `NOTIFY rampa_live` wakes this server's live queries and makes it
 * forget the organization memberships it confirmed (a membership removed through another server ends at once). While
 * the listening connection is down the interval still delivers every change; once it is back every live query
 * re-runs and the memberships are asked again, as notifications sent meanwhile are lost.
 */
function listenForChanges(
  app: FastifyInstance,
  db: Database,
  changed: (tables: Iterable<string> | undefined) => void,
  sender: string,
) {
  if (!db.listen) return undefined;
  let lost = false;
  return db.listen(LIVE_CHANNEL, {
    message(payload) {
      let parsed: { from?: unknown; tables?: unknown };
      try {
        parsed = JSON.parse(payload) as typeof parsed;
      } catch {
        return changed(undefined);
      }
      // This server woke its own live queries already.
      if (parsed.from === sender) return;
      const tables = parsed.tables;
      changed(
        Array.isArray(tables) && tables.every((t) => typeof t === 'string')
          ? (tables as string[])
          : undefined,
      );
    },
    connected() {
      if (lost) {
        app.log.info('live queries: listening for other servers’ changes again');
        changed(undefined);
      }
      lost = false;
    },
    disconnected(error, retryMs) {
      if (!lost)
        app.log.warn(
          `live queries: the connection listening for other servers’ changes failed (${error.message}); they arrive at the interval meanwhile, retrying in ${retryMs} ms`,
        );
      lost = true;
    },
  });
}

const lives = new WeakMap<FastifyInstance, LiveQueries>();

/** The live-query registry of `app` (tests count its wakes and runs). */
export function liveQueriesOf(app: FastifyInstance): LiveQueries | undefined {
  return lives.get(app);
}

const engines = new WeakMap<FastifyInstance, Engine>();
function exposeEngine(app: FastifyInstance, engine: Engine) {
  engines.set(app, engine);
}

/** The engine serving `app` (tests and the schema printer use it, e.g. to reload metadata after migrations). */
export function graphqlEngineOf(app: FastifyInstance): Engine | undefined {
  return engines.get(app);
}
