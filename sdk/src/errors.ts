import { FetchError } from '@nhost/nhost-js/fetch';

/** Spec §8 status codes. Server errors carry their HTTP status instead. */
export const NETWORK_ERROR_CODE = 0;
export const OTHER_ERROR_CODE = 1;
export const VALIDATION_ERROR_CODE = 10;
export const STATE_ERROR_CODE = 20;

/** The catalogue's codes; servers may answer with any other code (e.g. `invalid-email-password`). */
export type CatalogueErrorCode =
  | 'invalid-email'
  | 'invalid-password'
  | 'invalid-phone-number'
  | 'invalid-mfa-ticket'
  | 'no-mfa-ticket'
  | 'no-refresh-token'
  | 'invalid-refresh-token'
  | 'refresher-already-running'
  | 'already-signed-in'
  | 'unauthenticated-user'
  | 'unverified-user'
  | 'invalid-sign-in-method'
  | 'network';

export type ErrorCode = CatalogueErrorCode | (string & {});

/** Spec §8: every error the sdk reports has this shape. Plain data, so it can live in snapshots. */
export interface ErrorPayload {
  readonly error: ErrorCode;
  readonly message: string;
  readonly status: number;
}

const entry = (error: CatalogueErrorCode, message: string, status: number): ErrorPayload =>
  Object.freeze({ error, message, status });

/** Spec §8, exact texts and statuses. */
export const ERRORS = {
  invalidEmail: entry('invalid-email', 'Email is incorrectly formatted', VALIDATION_ERROR_CODE),
  invalidPassword: entry('invalid-password', 'Password is incorrectly formatted', VALIDATION_ERROR_CODE),
  invalidPhoneNumber: entry(
    'invalid-phone-number',
    'Phone number is incorrectly formatted',
    VALIDATION_ERROR_CODE,
  ),
  invalidMfaTicket: entry('invalid-mfa-ticket', 'MFA ticket is invalid', VALIDATION_ERROR_CODE),
  noMfaTicket: entry('no-mfa-ticket', 'No MFA ticket has been provided', VALIDATION_ERROR_CODE),
  noRefreshToken: entry('no-refresh-token', 'No refresh token has been provided', VALIDATION_ERROR_CODE),
  invalidRefreshToken: entry(
    'invalid-refresh-token',
    'Invalid or expired refresh token',
    VALIDATION_ERROR_CODE,
  ),
  refresherAlreadyRunning: entry(
    'refresher-already-running',
    'The token refresher is already running. You must wait until is has finished before submitting a new token.',
    STATE_ERROR_CODE,
  ),
  alreadySignedIn: entry('already-signed-in', 'User is already signed in', STATE_ERROR_CODE),
  unauthenticatedUser: entry('unauthenticated-user', 'User is not authenticated', STATE_ERROR_CODE),
  unverifiedUser: entry('unverified-user', 'Email needs verification', STATE_ERROR_CODE),
  invalidSignInMethod: entry('invalid-sign-in-method', 'Invalid sign-in method', OTHER_ERROR_CODE),
  network: entry('network', 'Network Error', NETWORK_ERROR_CODE),
} as const satisfies Record<string, ErrorPayload>;

/** What is thrown (never put in state): an Error that still has the spec's three fields. */
export class SdkError extends Error implements ErrorPayload {
  override readonly name: string = 'SdkError';
  readonly error: ErrorCode;
  readonly status: number;

  constructor(payload: ErrorPayload, options?: { cause?: unknown }) {
    super(payload.message, options);
    this.error = payload.error;
    this.status = payload.status;
  }

  toJSON(): ErrorPayload {
    return { error: this.error, message: this.message, status: this.status };
  }
}

export const isErrorPayload = (value: unknown): value is ErrorPayload =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ErrorPayload).error === 'string' &&
  typeof (value as ErrorPayload).message === 'string' &&
  typeof (value as ErrorPayload).status === 'number';

const readString = (body: unknown, key: string): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Turns whatever a call to the auth or storage API threw into the spec's shape: server bodies
 * (`{status, error, message}`) keep their code and text with the HTTP status; anything that never
 * got an HTTP answer is the catalogue's network error.
 */
export function toErrorPayload(thrown: unknown): ErrorPayload {
  if (thrown instanceof SdkError) return thrown.toJSON();
  if (thrown instanceof FetchError) {
    return {
      status: thrown.status,
      error: readString(thrown.body, 'error') ?? 'unknown',
      message: readString(thrown.body, 'message') ?? thrown.message,
    };
  }
  if (thrown instanceof SyntaxError) {
    return {
      status: OTHER_ERROR_CODE,
      error: 'invalid-response',
      message: 'The server sent a malformed response',
    };
  }
  return ERRORS.network;
}

/** Spec §4: network errors and server errors are worth retrying; 4xx answers are final. */
export const isRetriable = (error: ErrorPayload): boolean =>
  error.status === NETWORK_ERROR_CODE || error.status >= 500;

/** Spec §8: a 401 `unverified-user`, or hasura-auth's older 'Email is not verified' text. */
export const isUnverifiedEmail = (error: ErrorPayload): boolean =>
  error.status === 401 && (error.error === 'unverified-user' || error.message === 'Email is not verified');
