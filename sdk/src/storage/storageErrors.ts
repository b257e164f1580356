import { FetchError } from '@nhost/nhost-js/fetch';
import {
  type ErrorPayload,
  NETWORK_ERROR_CODE,
  SdkError,
  toErrorPayload,
  VALIDATION_ERROR_CODE,
} from '../errors';

/** Spec §8's file errors, found before any request is made. */
export const STORAGE_ERRORS = {
  fileDoesNotExist: Object.freeze({
    error: 'file-does-not-exist',
    message: 'File does not exist',
    status: VALIDATION_ERROR_CODE,
  }),
  invalidFileId: Object.freeze({
    error: 'invalid-file-id',
    message: 'Invalid file id',
    status: VALIDATION_ERROR_CODE,
  }),
  aborted: Object.freeze({
    error: 'abort-error',
    message: 'The request was aborted',
    status: NETWORK_ERROR_CODE,
  }),
} as const satisfies Record<string, ErrorPayload>;

/**
 * A failed storage call (spec §8: "file errors carry the status and server message"). `error` is a code derived
 * from the HTTP status (hasura-storage's bodies have only a message); `data` is the server's `error.data`, e.g.
 * `{maxSize}` for 'file too big'. `processedFiles` lists what an upload stored before it failed.
 */
export class StorageRequestError extends SdkError {
  override readonly name = 'StorageRequestError';

  constructor(
    payload: ErrorPayload,
    readonly data?: Readonly<Record<string, unknown>>,
    options?: { cause?: unknown },
  ) {
    super(payload, options);
  }
}

const CODES: Readonly<Record<number, string>> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'file-not-found',
  412: 'precondition-failed',
  413: 'payload-too-large',
  416: 'range-not-satisfiable',
};

export const storageErrorCode = (status: number) =>
  CODES[status] ?? (status >= 500 ? 'server-error' : 'request-failed');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's answer to a failed call: hasura-storage's `{error: {message, data?}}`, or the X-Error header. */
export function fromResponse(
  status: number,
  body: unknown,
  headers: { get(name: string): string | null },
  cause?: unknown,
): StorageRequestError {
  const error = isRecord(body) ? body.error : undefined;
  const message =
    (isRecord(error) && typeof error.message === 'string' && error.message) ||
    (isRecord(body) && typeof body.message === 'string' && body.message) ||
    headers.get('x-error') ||
    `HTTP ${status}`;
  const data = isRecord(error) && isRecord(error.data) ? error.data : undefined;
  return new StorageRequestError({ error: storageErrorCode(status), message, status }, data, { cause });
}

/** Anything a storage call threw, in the spec's shape. */
export function toStorageError(thrown: unknown): StorageRequestError {
  if (thrown instanceof StorageRequestError) return thrown;
  if (thrown instanceof SdkError)
    return new StorageRequestError(thrown.toJSON(), undefined, { cause: thrown });
  if (thrown instanceof FetchError) return fromResponse(thrown.status, thrown.body, thrown.headers, thrown);
  if (thrown instanceof Error && thrown.name === 'AbortError') {
    return new StorageRequestError(STORAGE_ERRORS.aborted, undefined, { cause: thrown });
  }
  // A malformed answer, or none at all (the network).
  return new StorageRequestError(toErrorPayload(thrown), undefined, { cause: thrown });
}
