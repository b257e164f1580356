import { type Client as NhostAuthClient, createAPIClient as createAuthApiClient } from '@nhost/nhost-js/auth';
import type { FetchFunction } from '@nhost/nhost-js/fetch';
import type { ServiceUrls } from '../config';
import { normaliseErrorBody, useFetch } from './middleware';

/**
 * nhost-js's auth client with our own chain. Deliberately without nhost-js's session-refresh middleware: the
 * auth machine owns refreshing, and that middleware recurses forever when the auth URL does not end in /v1
 * (ours is /v1/auth; nhost-wire.md §1.2). No automatic bearer either: the machine adds it only to the calls
 * that need one, so /token never carries a stale access token.
 */
export function createNhostAuth(urls: ServiceUrls, fetchImpl?: FetchFunction): NhostAuthClient {
  const auth = createAuthApiClient(urls.auth);
  auth.pushChainFunction(normaliseErrorBody);
  auth.pushChainFunction(useFetch(fetchImpl));
  return auth;
}
