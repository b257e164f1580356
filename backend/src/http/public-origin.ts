import type { FastifyRequest } from 'fastify';

// A DNS name (labels of letters, digits, `-` and `_`, as container names have) or an IPv4 address, or an IPv6
// address in brackets; then an optional port.
const HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where the browser that sent `request` reached this server, as an origin (`http://127.0.0.1:4000`): its
 * scheme and Host (X-Forwarded-Proto and X-Forwarded-Host when AUTH_TRUST_PROXY trusts the proxy, as Fastify
 * reads them). Undefined when the Host is missing or is not a plain host[:port], so no header can put a path,
 * a user or another scheme into a URL built on it.
 */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const protocol = request.protocol;
  const host = request.host;
  if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(host)) return undefined;
  return `${protocol}://${host.toLowerCase()}`;
}

/**
 * The base URL to put in a URL the answer to `request` hands to its browser (`${base}/v1/storage/…`):
 * RAMPA_PUBLIC_URL when it is set; otherwise the origin the browser reached. The default public URL
 * (`http://localhost:4000`, from HOST and PORT) is only a guess: a browser on `http://127.0.0.1:4000`, on the
 * machine's address, on a forwarded port or behind the Vite dev server is on another origin, and the app's
 * content security policy (`img-src 'self'`) and `Cross-Origin-Resource-Policy: same-origin` refuse an image
 * from there.
 */
export function publicBaseUrl(
  { publicUrl, publicUrlConfigured }: { publicUrl: string; publicUrlConfigured: boolean },
  request: FastifyRequest,
): string {
  if (publicUrlConfigured) return publicUrl;
  return requestOrigin(request) ?? publicUrl;
}
