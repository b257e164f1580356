import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** JSON for a failed request outside the Nhost APIs, which map their own errors. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status, error: 'internal-server-error', message: 'Internal server error' });
  }
  return reply.code(status).send({ status, error: 'bad-request', message: error.message });
}

export const notFoundBody = { status: 404, error: 'not-found', message: 'Not found' };
