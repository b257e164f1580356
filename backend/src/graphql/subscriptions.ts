import { performance } from 'node:perf_hooks';
import type { WebsocketHandler } from '@fastify/websocket';
import { parse, type ExecutionResult } from 'graphql';
// graphql-ws checks `instanceof GraphQLError` against the CommonJS build of graphql it imports; this path is that
// same module under every loader (Node, tsx, and vitest, which would otherwise hand us the .mjs build).
import { GraphQLError } from 'graphql/error/GraphQLError.js';
import { CloseCode } from 'graphql-ws';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import type { Engine, PreparedOperation } from './engine';
import { toHasuraError } from './errors';
import { LiveQueries } from './live';
import { resolveSession, type Session, type SessionOptions } from './session';

/**
 * GraphQL over WebSocket (the graphql-ws protocol, `graphql-transport-ws`), as Nhost's client speaks it.
 * The connection's session comes from `connection_init`'s `headers` (or its top-level keys, or the upgrade
 * request's headers). Subscriptions are live queries: the compiled statement re-runs when `live` wakes it (a
 * committed mutation wrote a table it reads, see live.ts) and at the latest every `intervalMs`, and a new result is
 * sent only when it differs from the last one (Nhost's default refetch interval is 1 s).
 */
export interface SubscriptionOptions {
  engine: Engine;
  session: SessionOptions;
  intervalMs: number;
  live: LiveQueries;
}

type Headers = Record<string, string>;

function connectionHeaders(params: Readonly<Record<string, unknown>> | undefined, request: Headers): Headers {
  const headers: Headers = {};
  const add = (source: unknown) => {
    if (source === null || typeof source !== 'object') return;
    for (const [key, value] of Object.entries(source))
      if (typeof value === 'string') headers[key.toLowerCase()] = value;
  };
  add(request);
  add(params);
  add(params?.headers);
  return headers;
}

function errorResult(error: unknown): ExecutionResult {
  const hasuraError = toHasuraError(error);
  return {
    errors: [
      new GraphQLError(hasuraError.message, {
        extensions: { path: hasuraError.path, code: hasuraError.code },
      }),
    ],
  };
}

async function runOnce(prepared: PreparedOperation): Promise<ExecutionResult> {
  try {
    return JSON.parse(await prepared.run()) as ExecutionResult;
  } catch (error) {
    return errorResult(error);
  }
}

/**
 * Re-runs a prepared operation until the client stops, when `live` wakes it and at the latest every `intervalMs`;
 * yields only changed results; ends after an error. One run at a time: a wake during a run (or while the last
 * result is being sent) runs it once more afterwards, no sooner than `live`'s least gap after the last woken run.
 */
export function liveQuery(
  prepared: PreparedOperation,
  intervalMs: number,
  live: LiveQueries = new LiveQueries(),
): AsyncIterableIterator<ExecutionResult> {
  let stopped = false;
  let last: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let resume: (() => void) | undefined;
  let woken = false;
  let lastWokenRun = -Infinity;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const wait = woken ? Math.max(0, lastWokenRun + live.options.minGapMs - performance.now()) : intervalMs;
      if (wait === 0) return resolve();
      resume = resolve;
      timer = setTimeout(resolve, wait);
    });
  const remove = live.add({
    reads: () => prepared.reads?.(),
    wake: () => {
      if (woken || stopped) return;
      woken = true;
      // Asleep until the interval: sleep only the rest of the least gap instead.
      if (resume) {
        clearTimeout(timer);
        const wait = Math.max(0, lastWokenRun + live.options.minGapMs - performance.now());
        timer = setTimeout(resume, wait);
      }
    },
  });
  const stop = () => {
    stopped = true;
    remove();
    clearTimeout(timer);
    resume?.();
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      while (!stopped) {
        if (last !== undefined) await sleep();
        resume = undefined;
        if (stopped) break;
        if (woken) lastWokenRun = performance.now();
        woken = false;
        let text: string;
        live.ran();
        try {
          text = await prepared.run();
        } catch (error) {
          stop();
          return { value: errorResult(error), done: false };
        }
        if (text !== last) {
          last = text;
          return { value: JSON.parse(text) as ExecutionResult, done: false };
        }
      }
      return { value: undefined, done: true };
    },
    async return() {
      stop();
      return { value: undefined, done: true };
    },
    async throw(error: unknown) {
      stop();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

interface Extra extends Record<PropertyKey, unknown> {
  session?: Session;
}

/** The WebSocket handler for /v1/graphql. */
export function graphqlWebSocketHandler(options: SubscriptionOptions): WebsocketHandler {
  return makeHandler<Record<string, unknown>, Extra>({
    onConnect: async (ctx) => {
      const headers = connectionHeaders(ctx.connectionParams, ctx.extra.request.headers as Headers);
      let session: Session;
      try {
        session = await resolveSession(headers, options.session);
      } catch {
        return false;
      }
      ctx.extra.session = session;
      if (session.expiresAt !== undefined) {
        // As Hasura does, a connection authenticated by a JWT ends when the token expires.
        const socket = ctx.extra.socket;
        const timer = setTimeout(
          () => socket.close(CloseCode.Forbidden, 'JWT expired'),
          Math.max(0, session.expiresAt - Date.now()),
        );
        socket.once('close', () => clearTimeout(timer));
      }
      return true;
    },
    onSubscribe: async (ctx, _id, payload) => {
      const session = ctx.extra.session!;
      try {
        const prepared = await options.engine.prepare(session, {
          query: payload.query,
          variables: payload.variables ?? {},
          ...(payload.operationName ? { operationName: payload.operationName } : {}),
        });
        return {
          schema: await options.engine.schemaFor(session.role),
          document: parse(payload.query),
          ...(payload.operationName ? { operationName: payload.operationName } : {}),
          contextValue: prepared,
        };
      } catch (error) {
        return errorResult(error).errors!;
      }
    },
    execute: (args) => runOnce(args.contextValue as PreparedOperation),
    subscribe: (args) => liveQuery(args.contextValue as PreparedOperation, options.intervalMs, options.live),
  });
}
