import type { ChainFunction, FetchFunction } from '@nhost/nhost-js/fetch';

/**
 * The innermost link. nhost-js captures the global `fetch` when a client is built; resolving it per call
 * lets MSW (which patches the global later) and an injected fetch both work.
 */
export const useFetch =
  (fetchImpl?: FetchFunction): ChainFunction =>
  () =>
  (url, init) =>
    (fetchImpl ?? globalThis.fetch)(url, init);

export const attachAccessToken =
  (getAccessToken: () => string | null): ChainFunction =>
  (next) =>
  (url, init = {}) => {
    const headers = new Headers(init.headers);
    const token = getAccessToken();
    if (!token || headers.has('Authorization')) return next(url, init);
    headers.set('Authorization', `Bearer ${token}`);
    return next(url, { ...init, headers });
  };

/**
 * nhost-js parses every error body as JSON, so a proxy's HTML 502 page would surface as a SyntaxError and
 * lose its status. Rewrap such bodies in hasura-auth's error shape to keep the status (and retries).
 */
export const normaliseErrorBody: ChainFunction = (next) => async (url, init) => {
  const response = await next(url, init);
  if (response.status < 300) return response;
  const text = await response.clone().text();
  if (text === '') return response;
  try {
    JSON.parse(text);
    return response;
  } catch {
    const body = { status: response.status, error: 'http-error', message: response.statusText || text };
    return new Response(JSON.stringify(body), {
      status: response.status,
      statusText: response.statusText,
      headers: { 'Content-Type': 'application/json' },
    });
  }
};
