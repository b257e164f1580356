import type { FetchFunction } from '@nhost/nhost-js/fetch';
import {
  type Client as NhostFunctionsClient,
  createAPIClient as createFunctionsApiClient,
} from '@nhost/nhost-js/functions';
import {
  type Client as NhostGraphqlClient,
  createAPIClient as createGraphqlApiClient,
} from '@nhost/nhost-js/graphql';
import {
  type Client as NhostStorageClient,
  createAPIClient as createStorageApiClient,
} from '@nhost/nhost-js/storage';
import type { ServiceUrls } from '../config';
import { rejectHttpFailures } from '../graphql/graphqlErrors';
import { attachAccessToken, normaliseErrorBody, useFetch } from './middleware';
import type { SessionVault } from './sessionVault';

export interface NhostServices {
  readonly storage: NhostStorageClient;
  readonly graphql: NhostGraphqlClient;
  readonly functions: NhostFunctionsClient;
}

/**
 * nhost-js's storage, GraphQL and functions clients, each sending the session's access token. Built apart from
 * the auth client, so an app that loads them lazily (`createLazySdk`) keeps them off its sign-in page.
 */
export function createNhostServices(
  urls: ServiceUrls,
  vault: SessionVault,
  fetchImpl?: FetchFunction,
): NhostServices {
  const bearer = attachAccessToken(() => vault.get()?.accessToken ?? null);
  const storage = createStorageApiClient(urls.storage);
  const functions = createFunctionsApiClient(urls.functions);
  for (const client of [storage, functions]) {
    client.pushChainFunction(bearer);
    client.pushChainFunction(normaliseErrorBody);
    client.pushChainFunction(useFetch(fetchImpl));
  }
  const graphql = createGraphqlApiClient(urls.graphql);
  graphql.pushChainFunction(bearer);
  graphql.pushChainFunction(rejectHttpFailures);
  graphql.pushChainFunction(useFetch(fetchImpl));
  return { storage, graphql, functions };
}
