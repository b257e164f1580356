import type { FastifyInstance } from 'fastify';

/** Names the process that answered, when RAMPA_INSTANCE_NAME is set. */
export const INSTANCE_HEADER = 'x-rampa-instance';

/** WebSocket close code 1012 "Service Restart": clients (graphql-ws among them) reconnect, to another process. */
export const SERVICE_RESTART = 1012;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once a drain began: `/healthz` answers 503 so that load balancers stop sending work here. */
    draining: boolean;
  }
}

/**
 * With `instanceName`, every answer carries it in `x-rampa-instance`.
 * `GET /healthz` (and HEAD): whether this process takes requests. 200 `{"status":"ok"}` while it serves,
 * 503 `{"status":"draining"}` once `drain` began, for a load balancer's health check or an orchestrator's
 * readiness probe. (`/v1/auth/healthz` is hasura-auth's own and stays as Nhost has it.)
 */
export function registerReadiness(
  app: FastifyInstance,
  { instanceName }: { instanceName?: string } = {},
): void {
  app.decorate('draining', false);
  // RAMPA_INSTANCE_NAME: which process answered, for the operator (and the cluster test) behind a load balancer.
  if (instanceName !== undefined) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header(INSTANCE_HEADER, instanceName);
    });
    // A WebSocket's upgrade answer is written by `ws`, not by a reply.
    app.addHook('onReady', async () => {
      if (app.hasDecorator('websocketServer')) {
        app.websocketServer.on('headers', (headers) => headers.push(`${INSTANCE_HEADER}: ${instanceName}`));
      }
    });
  }
  // While draining every answer ends its connection: the client's next request opens a new one, which goes
  // to another process (and an idle keep-alive connection does not hold the shutdown up).
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    return { status: 'ok' };
  });
}

export interface DrainOptions {
  /** How long `/healthz` fails while the process still serves, so that health checks notice first (ms). */
  delayMs?: number;
  log?: (message: string) => void;
}

/**
 * Stops this process without losing a request: `/healthz` fails at once; after `delayMs` the listening socket
 * closes (a load balancer's next connection goes to another process), open WebSockets are closed with 1012
 * so their clients reconnect elsewhere, requests in flight are answered, and only then the database closes
 * (`app.close()` runs the onClose hooks after the HTTP server has no connection left).
 */
export async function drain(app: FastifyInstance, { delayMs = 0, log }: DrainOptions = {}): Promise<void> {
  if (app.hasDecorator('draining')) app.draining = true;
  if (delayMs > 0) {
    log?.(`draining: /healthz answers 503, closing in ${delayMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  const sockets = app.hasDecorator('websocketServer') ? [...app.websocketServer.clients] : [];
  for (const socket of sockets) socket.close(SERVICE_RESTART, 'Service Restart');
  const started = Date.now();
  // Connections that were busy when the server stopped listening and are idle now (answered before
  // the onSend hook existed, or by a client that ignores `connection: close`) would keep it open.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
  log?.(
    `drained: ${sockets.length} WebSocket${sockets.length === 1 ? '' : 's'} closed with ${SERVICE_RESTART}, ` +
      `requests in flight answered in ${Date.now() - started} ms`,
  );
}
