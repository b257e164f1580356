/**
 * Hasura's error envelope: `{"errors":[{"message", "extensions": {"path", "code"}}]}` with no `data` key,
 * served with HTTP 200 on /v1/graphql (hasura-graphql.md §1 "Errors").
 */
export type HasuraErrorCode =
  | 'access-denied'
  | 'bad-request'
  | 'constraint-error'
  | 'constraint-violation'
  | 'data-exception'
  | 'invalid-headers'
  | 'invalid-json'
  | 'invalid-jwt'
  | 'jwt-invalid-claims'
  | 'jwt-missing-role-claims'
  | 'not-found'
  | 'not-supported'
  | 'parse-failed'
  | 'permission-error'
  | 'postgres-error'
  | 'unexpected'
  | 'validation-failed';

export class HasuraError extends Error {
  constructor(
    readonly code: HasuraErrorCode,
    message: string,
    readonly path = '$',
    readonly internal?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HasuraError';
  }
}

export interface ErrorBody {
  errors: { message: string; extensions: { path: string; code: string; internal?: unknown } }[];
}

export function errorBody(error: HasuraError, devMode = false): ErrorBody {
  const extensions: ErrorBody['errors'][number]['extensions'] = { path: error.path, code: error.code };
  if (devMode && error.internal) extensions.internal = error.internal;
  return { errors: [{ message: error.message, extensions }] };
}

/** Anything thrown while serving a request, as Hasura would report it; unknown errors never leak details. */
export function toHasuraError(error: unknown): HasuraError {
  if (error instanceof HasuraError) return error;
  const internal = error instanceof Error ? { message: error.message } : undefined;
  return new HasuraError('unexpected', 'database query error', '$', internal);
}
