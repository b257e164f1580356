import type { PactV4 } from '@pact-foundation/pact';
import type { GraphqlClient } from '@rampa/sdk';
import { createTestJwt } from '@rampa/sdk/testing';
import { Kind, print, type DocumentNode } from 'graphql';
import { onTestFinished } from 'vitest';
import { fromProviderState } from './matchers';
import { contractSdk, type ContractSdk } from './sdk';

/** Where the sdk sends every query and mutation (`<backend>/v1/graphql`). */
export const GRAPHQL_PATH = '/v1/graphql';

type RequestBuilder = NonNullable<Parameters<ReturnType<PactV4['addInteraction']>['withRequest']>[2]>;

export interface GraphqlSessionOptions {
  /** The Rampa role the user signed in with: the example token's default role. */
  readonly role: string;
  /** The access token the provider state issues, as `state.value('accessToken')`. */
  readonly accessToken: string;
  /**
   * Whether the sdk sends `x-hasura-role`: it does for the options made in the session's active role (the
   * default), and not for the profile's, which act in the token's default role.
   */
  readonly sendsRole?: boolean;
}

export interface GraphqlSession {
  /**
   * `.withRequest(...)`'s arguments: POST /v1/graphql with the signed-in headers and the exact body the sdk sends
   * for this document (its printed text, these variables, its operation name).
   */
  request(
    document: DocumentNode,
    variables?: Readonly<Record<string, unknown>>,
  ): [method: 'POST', path: string, builder: RequestBuilder];
  /** The app's sdk pointed at the mock server, and its GraphQL client with the bearer token attached. */
  connect(url: string): { sdk: ContractSdk; graphql: GraphqlClient };
  /** {@link connect}'s GraphQL client alone. */
  graphql(url: string): GraphqlClient;
}

/** The name the sdk sends as `operationName`: the document's (only) operation's. */
export function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const name = operation?.kind === Kind.OPERATION_DEFINITION ? operation.name?.value : undefined;
  if (!name) throw new Error(`A contract needs a named operation:\n${print(document)}`);
  return name;
}

/**
 * A user signed in with one role, as the GraphQL contracts see him: on the request side the headers his sdk sends
 * (the provider state's token, through `fromProviderState`, and the role), on the sdk side a client that attaches
 * the example token the app's signed-in sdk would. The token is a fixed test JWT (issued in 2100, so the sdk never
 * waits for a refresh), so the pact files do not change between runs. Every sdk made here is destroyed when its
 * test ends.
 */
export function graphqlSession({
  role,
  accessToken,
  sendsRole = true,
}: GraphqlSessionOptions): GraphqlSession {
  const exampleToken = createTestJwt({ defaultRole: role, issuedAt: 4_102_443_900, expiresIn: 900 });
  const headers = {
    Authorization: fromProviderState(`Bearer ${accessToken}`, `Bearer ${exampleToken}`),
    ...(sendsRole && { 'x-hasura-role': role }),
    'Content-Type': 'application/json',
  };
  const connect = (url: string) => {
    const sdk = contractSdk(url);
    onTestFinished(() => sdk.destroy());
    const graphql: GraphqlClient = {
      url: sdk.graphql.url,
      request: (document, variables, options) =>
        sdk.graphql.request(document, variables, {
          ...options,
          headers: { ...options?.headers, Authorization: `Bearer ${exampleToken}` },
        }),
    };
    return { sdk, graphql };
  };
  return {
    request: (document, variables = {}) => [
      'POST',
      GRAPHQL_PATH,
      (request) => {
        request
          .headers(headers)
          .jsonBody({ query: print(document), variables, operationName: operationName(document) });
      },
    ],
    connect,
    graphql: (url) => connect(url).graphql,
  };
}
