import { type ErrorPayload, OTHER_ERROR_CODE, STATE_ERROR_CODE } from '../errors';

/** The errors every part of the auth client may answer with, and the `failed` outcome they share. */
export const BUSY: ErrorPayload = {
  error: 'auth-busy',
  message: 'Another sign-in or sign-out is in progress',
  status: STATE_ERROR_CODE,
};
export const INVALID_RESPONSE: ErrorPayload = {
  error: 'invalid-response',
  message: 'The server answered without a session',
  status: OTHER_ERROR_CODE,
};

export const failed = (error: ErrorPayload) => ({ outcome: 'failed', error }) as const;
