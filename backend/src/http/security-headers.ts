import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The built app loads only its own scripts, and runs the inline scripts of its `index.html` by their hashes (no
 * `'unsafe-inline'`); avatars may come from other https hosts (e.g. Gravatar).
 */
function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** `sha256-…` of each inline `<script>` (one without `src`) of a page, as CSP's script-src names it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`,
  );
}

/** The hashes of the built app's `index.html` inline scripts; none when the app is not built. */
export function appInlineScriptHashes(appDist: string): string[] {
  const index = join(appDist, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}

/** Sets browser hardening headers on every answer; a route may still override one. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { https, scriptHashes = [] }: { https: boolean; scriptHashes?: readonly string[] },
) {
  const policy = contentSecurityPolicy(scriptHashes);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers({
      'content-security-policy': policy,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      ...(https && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
    });
  });
}
