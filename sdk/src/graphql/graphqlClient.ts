import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Client as NhostGraphqlClient } from '@nhost/nhost-js/graphql';
import { type DocumentNode, Kind, print } from 'graphql';
import type { AuthClient } from '../auth/authClient';
import { ACCESS_TOKEN_RECHECK_MS, READY_TIMEOUT_MS } from '../auth/constants';
import { isLoadingState } from '../auth/state';
import type { OrganizationSource } from '../session/activeOrganization';
import type { RoleSource } from '../session/activeRole';
import { GraphqlRequestError, MALFORMED_GRAPHQL_RESPONSE, toGraphqlError } from './graphqlErrors';

export type GraphqlVariables = Record<string, unknown>;

export interface GraphqlRequestOptions {
  /**
   * Sent as `x-hasura-role`; Hasura then checks it against the token's allowed roles. Defaults to the session's
   * active role.
   */
  readonly role?: string;
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface GraphqlClient {
  readonly url: string;
  /** Resolves with `data`; rejects with {@link GraphqlRequestError} (spec §8 mapping). */
  request<TData, TVariables extends GraphqlVariables = GraphqlVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
    options?: GraphqlRequestOptions,
  ): Promise<TData>;
}

const operationName = (document: DocumentNode): string | undefined => {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operation && 'name' in operation ? operation.name?.value : undefined;
};

const printedDocuments = new WeakMap<DocumentNode, { query: string; operationName: string | undefined }>();

/**
 * The text sent for a document (house-style §9: print(document); nhost-js's own extraction needs `loc`, which
 * codegen omits), printed once per document: printing walks the whole tree, and a list page sends the same
 * document on every page, filter and refetch.
 */
export function printedDocument(document: DocumentNode): {
  query: string;
  operationName: string | undefined;
} {
  let printed = printedDocuments.get(document);
  if (!printed) {
    printed = { query: print(document), operationName: operationName(document) };
    printedDocuments.set(document, printed);
  }
  return printed;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type AuthView = Pick<AuthClient, 'getSnapshot' | 'waitUntilReady'>;

const accessTokenExpired = (auth: AuthView): boolean => {
  const { authentication, context } = auth.getSnapshot();
  const expiresAt = context.accessToken.expiresAt;
  return authentication === 'signedIn' && expiresAt !== null && expiresAt.getTime() <= Date.now();
};

/**
 * Spec §7: a request made while the token is expired waits for the refresh, re-checking every 100 ms
 * (bounded, so a dead refresh ends in the server's own 401 rather than a hang). Requests made during
 * start-up wait for the token import.
 */
export async function untilAccessTokenUsable(auth: AuthView): Promise<void> {
  if (isLoadingState(auth.getSnapshot().authentication)) await auth.waitUntilReady().catch(() => undefined);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (accessTokenExpired(auth) && Date.now() < deadline) await sleep(ACCESS_TOKEN_RECHECK_MS);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createGraphqlClient(
  nhostGraphql: NhostGraphqlClient,
  auth: AuthView,
  activeRole: RoleSource = () => null,
  activeOrganization: OrganizationSource = () => null,
): GraphqlClient {
  async function request<TData, TVariables extends GraphqlVariables = GraphqlVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
    options: GraphqlRequestOptions = {},
  ): Promise<TData> {
    await untilAccessTokenUsable(auth);
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
    const role = options.role ?? activeRole();
    if (role) headers['x-hasura-role'] = role;
    const orgId = activeOrganization();
    if (orgId && !('x-hasura-org-id' in headers)) headers['x-hasura-org-id'] = orgId;
    try {
      const response = await nhostGraphql.request<TData, TVariables>(
        { ...printedDocument(document), variables },
        { headers, signal: options.signal },
      );
      const { data } = response.body;
      if (!isObject(data)) throw new GraphqlRequestError(MALFORMED_GRAPHQL_RESPONSE);
      return data;
    } catch (thrown) {
      throw toGraphqlError(thrown);
    }
  }

  return { url: nhostGraphql.url, request };
}
