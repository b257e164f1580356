import { type ChainFunction, FetchError } from '@nhost/nhost-js/fetch';
import type { GraphQLFormattedError } from 'graphql';
import { type ErrorPayload, NETWORK_ERROR_CODE, SdkError } from '../errors';

/** Spec §8: a malformed answer. Status 0 as upstream: nothing usable came back. */
export const MALFORMED_GRAPHQL_RESPONSE: ErrorPayload = {
  error: 'invalid-response',
  message: 'incorrect response data from GraphQL server',
  status: NETWORK_ERROR_CODE,
};

export class GraphqlRequestError extends SdkError {
  override readonly name = 'GraphqlRequestError';

  constructor(
    payload: ErrorPayload,
    /** The server's `errors`, when it sent any (Hasura puts its code in `extensions.code`). */
    readonly graphqlErrors: readonly GraphQLFormattedError[] = [],
    options?: { cause?: unknown },
  ) {
    super(payload, options);
  }
}

/** Thrown from inside the fetch chain so the HTTP status text survives nhost-js's JSON parsing. */
class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(statusText);
  }
}

const hasErrorsArray = (text: string): boolean => {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && Array.isArray((body as { errors?: unknown }).errors);
  } catch {
    return false;
  }
};

/** Non-2xx answers without GraphQL `errors` are transport failures (spec §8: status text and code). */
export const rejectHttpFailures: ChainFunction = (next) => async (url, init) => {
  const response = await next(url, init);
  if (response.ok || hasErrorsArray(await response.clone().text())) return response;
  throw new HttpFailure(response.status, response.statusText || `HTTP ${response.status}`);
};

const isErrorsBody = (value: unknown): value is { errors: GraphQLFormattedError[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { errors?: unknown }).errors);

/** Spec §8 mapping of anything a GraphQL call threw. */
export function toGraphqlError(thrown: unknown): GraphqlRequestError {
  if (thrown instanceof GraphqlRequestError) return thrown;
  if (thrown instanceof HttpFailure) {
    return new GraphqlRequestError({
      error: thrown.statusText,
      message: thrown.statusText,
      status: thrown.status,
    });
  }
  if (thrown instanceof FetchError && isErrorsBody(thrown.body)) {
    const { errors } = thrown.body;
    const [first] = errors;
    const code = first?.extensions?.['code'];
    return new GraphqlRequestError(
      {
        error: typeof code === 'string' ? code : 'graphql-error',
        message: errors.map((error) => error.message).join(', '),
        status: thrown.status,
      },
      errors,
      { cause: thrown },
    );
  }
  if (thrown instanceof SyntaxError)
    return new GraphqlRequestError(MALFORMED_GRAPHQL_RESPONSE, [], { cause: thrown });
  const error = thrown instanceof Error ? thrown : new Error(String(thrown));
  const aborted = error.name === 'AbortError';
  return new GraphqlRequestError(
    { error: aborted ? 'abort-error' : 'unknown', message: error.message, status: aborted ? 0 : 500 },
    [],
    { cause: thrown },
  );
}

/**
 * Whether the server refused the caller (Hasura's `access-denied` or `permission-error`, HTTP 401/403): the app
 * shows "Brak dostępu" rather than a load error.
 */
export function isAccessDenied(error: unknown): boolean {
  if (!(error instanceof SdkError)) return false;
  if (error.error === 'access-denied' || error.error === 'permission-error') return true;
  if (error instanceof GraphqlRequestError && error.graphqlErrors.length > 0) {
    return error.graphqlErrors.some((entry) => {
      const code = entry.extensions?.['code'];
      return code === 'access-denied' || code === 'permission-error';
    });
  }
  return error.status === 401 || error.status === 403;
}

/**
 * Whether asking again may help: a lost connection, a server error, an unknown failure. A refusal (Hasura's
 * `access-denied`, a validation error, any 4xx) answers the same every time, so the app shows it at once.
 */
export function isTransientError(error: unknown): boolean {
  if (error instanceof GraphqlRequestError) {
    if (error.graphqlErrors.length > 0) return false;
    return error.status === 0 ? error.error !== 'abort-error' : error.status >= 500;
  }
  if (error instanceof SdkError) return error.status === 0 || error.status >= 500;
  return true;
}
