import type { FastifyInstance } from 'fastify';

// The built app loads only its own scripts; avatars may come from other https hosts (e.g. Gravatar).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sets browser hardening headers on every answer; a route may still override one. */
export function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers({
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      ...(https && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
    });
  });
}
