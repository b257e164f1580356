import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
import { graphql, type GraphQLHandler, HttpResponse } from 'msw';
import type { GraphqlVariables } from '../graphql/graphqlClient';

type DataResolver<TData, TVariables> = TData | ((variables: TVariables) => TData);

/**
 * MSW handlers for one GraphQL endpoint (`sdk.urls.graphql`), typed by the document: fixtures that drift
 * from the schema stop compiling.
 */
export function createGraphqlHandlers(graphqlUrl: string) {
  const link = graphql.link(graphqlUrl);
  return {
    data: <TData extends Record<string, unknown>, TVariables extends GraphqlVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      data: DataResolver<TData, TVariables>,
      options?: { once?: boolean },
    ): GraphQLHandler =>
      link.operation<TData, TVariables>(({ variables, operationName }) => {
        if (operationName !== operationNameOf(document)) return undefined;
        return HttpResponse.json({
          data: typeof data === 'function' ? (data as (variables: TVariables) => TData)(variables) : data,
        });
      }, options),
    errors: <TData, TVariables extends GraphqlVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      errors: readonly GraphQLFormattedError[],
      options?: { once?: boolean },
    ): GraphQLHandler =>
      link.operation(({ operationName }) => {
        if (operationName !== operationNameOf(document)) return undefined;
        return HttpResponse.json({ errors: [...errors] });
      }, options),
  };
}

function operationNameOf(document: TypedDocumentNode<unknown, never> | { definitions: readonly unknown[] }) {
  for (const definition of document.definitions as readonly { kind: string; name?: { value: string } }[]) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}
