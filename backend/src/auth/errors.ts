import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

// hasura-auth's error catalogue (nhost-wire.md §2): the HTTP status and message of each code.
const CATALOGUE = {
  'invalid-request': [400, 'The request payload is incorrect'],
  'default-role-must-be-in-allowed-roles': [400, 'Default role must be in allowed roles'],
  'email-already-verified': [400, "User's email is already verified"],
  'locale-not-allowed': [400, 'Locale not allowed'],
  'password-in-hibp-database': [400, 'Password is in HIBP database'],
  'password-too-short': [400, 'Password is too short'],
  'redirectTo-not-allowed': [400, 'The value of "options.redirectTo" is not allowed.'],
  'role-not-allowed': [400, 'Role not allowed'],
  'user-not-anonymous': [400, 'Logged in user is not anonymous'],
  'no-totp-secret': [400, 'User does not have a TOTP secret'],
  'mfa-type-not-found': [400, 'MFA type not found'],
  'totp-already-active': [400, 'TOTP MFA is already active'],
  'invalid-state': [400, 'Invalid state'],
  'oauth-token-echange-failed': [400, 'Failed to exchange token'],
  'oauth-profile-fetch-failed': [400, 'Failed to get user profile'],
  'oauth-provider-error': [400, 'Provider returned an error'],
  'cannot-send-sms': [400, 'Cannot send SMS, check your phone number is correct'],
  'invalid-otp': [400, 'Invalid or expired OTP'],
  'otp-too-many-attempts': [400, 'Too many incorrect attempts, please request a new OTP'],
  'provider-account-already-linked': [400, 'This provider account is already linked to a user'],
  'invalid-email-password': [401, 'Incorrect email or password'],
  'disabled-user': [401, 'User is disabled'],
  'unverified-user': [401, 'User is not verified.'],
  'invalid-refresh-token': [401, 'Invalid or expired refresh token'],
  'invalid-pat': [401, 'Invalid or expired personal access token'],
  'invalid-ticket': [401, 'Invalid ticket'],
  'disabled-mfa-totp': [401, 'User does not have TOTP MFA enabled'],
  'invalid-totp': [401, 'Invalid TOTP code'],
  'forbidden-anonymous': [403, 'Forbidden, user is anonymous.'],
  'signup-disabled': [403, 'Sign up is disabled.'],
  'disabled-endpoint': [409, 'This endpoint is disabled'],
  'email-already-in-use': [409, 'Email already in use'],
  'internal-server-error': [500, 'Internal server error'],
} as const satisfies Record<string, readonly [number, string]>;

export type AuthErrorCode = keyof typeof CATALOGUE;

// What AUTH_CONCEAL_ERRORS collapses into invalid-request, as hasura-auth's `isSensitive`.
const SENSITIVE = new Set<AuthErrorCode>([
  'disabled-user',
  'email-already-in-use',
  'email-already-verified',
  'forbidden-anonymous',
  'invalid-email-password',
  'invalid-pat',
  'role-not-allowed',
  'signup-disabled',
  'unverified-user',
  'invalid-refresh-token',
  'invalid-ticket',
  'disabled-mfa-totp',
  'invalid-totp',
  'invalid-otp',
  'otp-too-many-attempts',
  'no-totp-secret',
]);

/** A controller error, answered as `{status, message, error}` with `status` as the HTTP status. */
export class AuthError extends Error {
  override name = 'AuthError';
  readonly status: number;
  constructor(readonly code: AuthErrorCode) {
    super(CATALOGUE[code][1]);
    this.status = CATALOGUE[code][0];
  }
  body() {
    return { status: this.status, message: this.message, error: this.code };
  }
  /** The error as the client is told it: sensitive codes become invalid-request when concealing. */
  conceal(concealErrors: boolean): AuthError {
    return concealErrors && SENSITIVE.has(this.code) ? new AuthError('invalid-request') : this;
  }
}

/** A request that does not match the API schema: hasura-auth answers 400 `{error, reason}`. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
}

/** A missing or invalid bearer token: hasura-auth answers 401 naming the security scheme. */
export class UnauthorizedError extends Error {
  override name = 'UnauthorizedError';
}

/** Maps every error of the auth routes, Fastify's own included, to hasura-auth's shapes; never leaks a 500's cause. */
export function handleAuthError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  return sendAuthError(error, request, reply, false);
}

/** `handleAuthError`, concealing sensitive codes as AUTH_CONCEAL_ERRORS asks. */
export function createAuthErrorHandler(concealErrors: boolean) {
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) =>
    sendAuthError(error, request, reply, concealErrors);
}

function sendAuthError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
  concealErrors: boolean,
) {
  if (error instanceof AuthError) {
    const told = error.conceal(concealErrors);
    return reply.code(told.status).send(told.body());
  }
  if (error instanceof RequestValidationError) {
    return reply.code(400).send({ error: 'request-validation-error', reason: error.message });
  }
  if (error instanceof UnauthorizedError) {
    return reply
      .code(401)
      .send({ error: 'unauthorized', reason: error.message, securityScheme: 'BearerAuth' });
  }
  const status = 'statusCode' in error ? error.statusCode : undefined;
  // Fastify's body errors: bad JSON, wrong content type, empty or oversized body.
  if (status !== undefined && status >= 400 && status < 500) {
    return reply
      .code(status === 413 ? 413 : 400)
      .send({ error: 'request-validation-error', reason: `request body has an error: ${error.message}` });
  }
  request.log.error({ err: error }, 'auth request failed');
  return reply.code(500).send(new AuthError('internal-server-error').body());
}
