import type { FastifyReply } from 'fastify';
import { HasuraError } from '../graphql/errors';

/**
 * A failed storage request, answered in hasura-storage's shape: `{"error": {"message", "data"?}}` with the
 * message repeated in the `X-Error` header (the only place a HEAD answer can carry it).
 */
export class StorageError extends Error {
  override name = 'StorageError';
  constructor(
    readonly status: number,
    message: string,
    readonly data?: Readonly<Record<string, unknown>>,
    /** Headers the error answer carries, e.g. Content-Range on a 416. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export const fileNotFound = () => new StorageError(404, 'file not found');
export const notAuthorized = () => new StorageError(403, 'you are not authorized');
export const invalidFileId = () => new StorageError(400, 'invalid file id');
export const internalError = () => new StorageError(500, 'an internal server error occurred');

/** How hasura-storage reports the GraphQL engine's refusals (nhost-wire.md §3), plus 401 for bad credentials. */
const HASURA_STATUS: Partial<Record<string, number>> = {
  'access-denied': 403,
  'validation-failed': 403,
  'permission-error': 403,
  'permission-denied': 403,
  // A permission that needs a session variable the caller does not have.
  'not-found': 403,
  'invalid-jwt': 401,
  'invalid-headers': 401,
  'jwt-invalid-claims': 401,
  'jwt-missing-role-claims': 401,
  'data-exception': 400,
  'constraint-violation': 400,
};

/** Any error of a storage request as the StorageError to answer; unknown ones become a bare 500. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof HasuraError) {
    const status = HASURA_STATUS[error.code];
    if (status === 403) return notAuthorized();
    if (status !== undefined) return new StorageError(status, error.message);
  }
  // Fastify's own refusals: a body it cannot parse, a content type it has no parser for.
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && error instanceof Error) {
    return status === 415
      ? new StorageError(400, 'the request body must be multipart/form-data')
      : new StorageError(status, error.message);
  }
  return internalError();
}

// Header values must stay on one line of visible ASCII.
const headerText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** Sends `error` (plus any fields of `extra`, e.g. `processedFiles`); a HEAD answer gets the header only. */
export function sendStorageError(
  reply: FastifyReply,
  error: StorageError,
  extra: Record<string, unknown> = {},
): FastifyReply {
  reply
    .code(error.status)
    .headers({ ...error.headers, 'x-error': headerText(error.message), 'cache-control': 'no-store' });
  if (reply.request.method === 'HEAD') return reply.send();
  return reply.send({
    ...extra,
    error: { message: error.message, ...(error.data !== undefined && { data: error.data }) },
  });
}

/** Answers any error of a storage request; a 500 is logged with its cause, which the client never sees. */
export function answerError(
  reply: FastifyReply,
  error: unknown,
  extra: Record<string, unknown> = {},
): FastifyReply {
  const storageError = toStorageError(error);
  if (storageError.status >= 500) reply.log.error({ err: error }, 'storage request failed');
  return sendStorageError(reply, storageError, extra);
}
