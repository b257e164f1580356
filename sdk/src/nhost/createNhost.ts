import { createNhostClient, type NhostClient } from '@nhost/nhost-js';
import type { FetchFunction } from '@nhost/nhost-js/fetch';
import type { ServiceUrls } from '../config';
import { rejectHttpFailures } from '../graphql/graphqlErrors';
import { attachAccessToken, normaliseErrorBody, useFetch } from './middleware';
import type { SessionVault } from './sessionVault';

/**
 * A bare nhost-js client with our own chain. Deliberately without nhost-js's session-refresh middleware:
 * the auth machine owns refreshing, and that middleware recurses forever when the auth URL does not end
 * in /v1 (ours is /v1/auth; nhost-wire.md §1.2). The auth client gets no automatic bearer either: the
 * machine adds it only to the calls that need one, so /token never carries a stale access token.
 */
export function createNhost(urls: ServiceUrls, vault: SessionVault, fetchImpl?: FetchFunction): NhostClient {
  const bearer = attachAccessToken(() => vault.get()?.accessToken ?? null);
  return createNhostClient({
    authUrl: urls.auth,
    storageUrl: urls.storage,
    graphqlUrl: urls.graphql,
    functionsUrl: urls.functions,
    storage: vault,
    configure: [
      ({ auth, storage, graphql, functions }) => {
        auth.pushChainFunction(normaliseErrorBody);
        auth.pushChainFunction(useFetch(fetchImpl));
        for (const client of [storage, functions]) {
          client.pushChainFunction(bearer);
          client.pushChainFunction(normaliseErrorBody);
          client.pushChainFunction(useFetch(fetchImpl));
        }
        graphql.pushChainFunction(bearer);
        graphql.pushChainFunction(rejectHttpFailures);
        graphql.pushChainFunction(useFetch(fetchImpl));
      },
    ],
  });
}
