import type { FastifyInstance } from 'fastify';
import { sendOk } from './context';

/** The hasura-auth release whose API this backend speaks. */
export const COMPATIBLE_VERSION = 'v0.42.0';

export function healthRoutes(app: FastifyInstance) {
  // Fastify answers HEAD from the GET route.
  app.get('/healthz', (_request, reply) => sendOk(reply));
  app.get('/version', async () => ({ version: COMPATIBLE_VERSION }));
}
