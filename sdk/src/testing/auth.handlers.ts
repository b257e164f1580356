import type {
  RefreshTokenRequest,
  SignInEmailPasswordRequest,
  SignInEmailPasswordResponse,
  SignInPATRequest,
  SignOutRequest,
} from '@nhost/nhost-js/auth';
import { type JsonBodyType, delay, http, type HttpHandler, HttpResponse, type PathParams } from 'msw';
import type { Session, User } from '../auth/state';
import {
  createTestSession,
  createTestUser,
  FIXTURE_MFA_TICKET,
  FIXTURE_PAT,
  FIXTURE_PAT_ID,
  FIXTURE_SECURITY_KEY_ID,
  FIXTURE_TOTP_IMAGE_URL,
  FIXTURE_TOTP_SECRET,
  testCreationOptions,
  testRequestOptions,
} from './auth.fixtures';

/** hasura-auth's error body (nhost-wire.md §2). */
export interface AuthErrorBody {
  readonly status: number;
  readonly error: string;
  readonly message: string;
}

export interface HandlerOptions {
  /** Answer only the first matching request. */
  readonly once?: boolean;
  /** Milliseconds, or 'infinite' for a request that never settles (loading states). */
  readonly delay?: number | 'infinite';
}

/** The error bodies hasura-auth sends for the cases the sdk branches on. */
export const AUTH_ERROR_BODIES = {
  invalidRefreshToken: {
    status: 401,
    error: 'invalid-refresh-token',
    message: 'Invalid or expired refresh token',
  },
  invalidEmailPassword: {
    status: 401,
    error: 'invalid-email-password',
    message: 'Incorrect email or password',
  },
  unverifiedUser: { status: 401, error: 'unverified-user', message: 'User is not verified.' },
  disabledUser: { status: 401, error: 'disabled-user', message: 'User is disabled' },
  invalidPat: { status: 401, error: 'invalid-pat', message: 'Invalid personal access token' },
  invalidRequest: { status: 400, error: 'invalid-request', message: 'The request payload is incorrect' },
  disabledEndpoint: { status: 409, error: 'disabled-endpoint', message: 'This endpoint is disabled' },
  invalidTotp: { status: 401, error: 'invalid-totp', message: 'Invalid TOTP code' },
  invalidTicket: { status: 401, error: 'invalid-ticket', message: 'Invalid ticket' },
  invalidOtp: { status: 400, error: 'invalid-otp', message: 'Invalid or expired OTP' },
  emailAlreadyInUse: { status: 409, error: 'email-already-in-use', message: 'Email already in use' },
  emailAlreadyVerified: {
    status: 400,
    error: 'email-already-verified',
    message: "User's email is already verified",
  },
  userNotAnonymous: { status: 400, error: 'user-not-anonymous', message: 'Logged in user is not anonymous' },
  unauthorized: { status: 401, error: 'unauthorized', message: 'Unauthorized' },
  internalServerError: { status: 500, error: 'internal-server-error', message: 'Internal server error' },
} as const satisfies Record<string, AuthErrorBody>;

type Resolved<T, B> = T | ((body: B) => T);

const resolve = <T, B>(value: Resolved<T, B>, body: B): T =>
  typeof value === 'function' ? (value as (body: B) => T)(body) : value;

async function wait(options: HandlerOptions | undefined) {
  if (options?.delay !== undefined) await delay(options.delay);
}

/**
 * Typed MSW handlers for the auth endpoints the sdk calls, scoped to one auth URL
 * (`sdk.urls.auth`). Every factory returns a fresh handler; pass them to `setupServer`/`server.use`
 * or Storybook's `msw.use`.
 */
export function createAuthHandlers(authUrl: string) {
  const url = (path: string) => `${authUrl}${path}`;

  function post<Body extends object, Reply extends JsonBodyType>(
    path: string,
    reply: Resolved<Reply, Body>,
    options?: HandlerOptions,
  ) {
    // The reply is typed by this function's signature; msw's conditional body type cannot see through it.
    return http.post<PathParams, Body>(
      url(path),
      async ({ request }) => {
        await wait(options);
        const body = (await request.json()) as Body;
        return HttpResponse.json(resolve(reply, body));
      },
      { once: options?.once },
    );
  }

  function fail(
    method: 'get' | 'post',
    path: string,
    body: AuthErrorBody,
    options?: HandlerOptions,
  ): HttpHandler {
    return http[method](
      url(path),
      async () => {
        await wait(options);
        return HttpResponse.json(body, { status: body.status });
      },
      { once: options?.once },
    );
  }

  function networkError(method: 'get' | 'post', path: string, options?: HandlerOptions): HttpHandler {
    return http[method](
      url(path),
      async () => {
        await wait(options);
        return HttpResponse.error();
      },
      { once: options?.once },
    );
  }

  const errorsFor = (method: 'get' | 'post', path: string) => ({
    serverError: (options?: HandlerOptions) =>
      fail(method, path, AUTH_ERROR_BODIES.internalServerError, options),
    networkError: (options?: HandlerOptions) => networkError(method, path, options),
    error: (body: AuthErrorBody, options?: HandlerOptions) => fail(method, path, body, options),
  });

  function json<Body>(
    method: 'get' | 'post',
    path: string,
    reply: Resolved<JsonBodyType, Body>,
    options?: HandlerOptions,
  ): HttpHandler {
    return http[method](
      url(path),
      async ({ request }) => {
        await wait(options);
        const text = method === 'post' ? await request.text() : '';
        return HttpResponse.json(resolve(reply, (text ? JSON.parse(text) : {}) as Body));
      },
      { once: options?.once },
    );
  }

  /** An endpoint answering `{session}`; the session may depend on the request body. */
  const endpointWithSession = (path: string) => ({
    success: (
      session: Resolved<Session, Record<string, unknown>> = () => createTestSession(),
      options?: HandlerOptions,
    ) =>
      json<Record<string, unknown>>('post', path, (body) => ({ session: resolve(session, body) }), options),
    ...errorsFor('post', path),
  });

  /** An endpoint answering the JSON string "OK". */
  const endpointWithOk = (path: string) => ({
    success: (options?: HandlerOptions) => json('post', path, 'OK', options),
    ...errorsFor('post', path),
  });

  const endpointWithJson = <Body>(path: string, reply: (body: Body) => JsonBodyType) => ({
    success: (options?: HandlerOptions) => json<Body>('post', path, reply, options),
    ...errorsFor('post', path),
  });

  const sessionEndpoint = (path: string, session: Session, options?: HandlerOptions) =>
    json('post', path, { session }, options);

  const anonymousSession = () =>
    createTestSession({ user: createTestUser({ isAnonymous: true, email: undefined, displayName: '' }) });

  return {
    /** POST /token: a bare Session. The default rotates the refresh token and keeps its id. */
    token: {
      success: (
        session: Resolved<Session, RefreshTokenRequest> = () => createTestSession(),
        options?: HandlerOptions,
      ) => post<RefreshTokenRequest, Session>('/token', session, options),
      unauthorized: (options?: HandlerOptions) =>
        fail('post', '/token', AUTH_ERROR_BODIES.invalidRefreshToken, options),
      ...errorsFor('post', '/token'),
    },
    /** POST /signin/email-password: `{session}` or `{mfa}`. */
    signInEmailPassword: {
      success: (
        session: Resolved<Session, SignInEmailPasswordRequest> = () => createTestSession(),
        options?: HandlerOptions,
      ) =>
        post<SignInEmailPasswordRequest, SignInEmailPasswordResponse>(
          '/signin/email-password',
          (body) => ({ session: resolve(session, body) }),
          options,
        ),
      needsMfa: (ticket: string = FIXTURE_MFA_TICKET, options?: HandlerOptions) =>
        post<SignInEmailPasswordRequest, SignInEmailPasswordResponse>(
          '/signin/email-password',
          { mfa: { ticket } },
          options,
        ),
      unauthorized: (options?: HandlerOptions) =>
        fail('post', '/signin/email-password', AUTH_ERROR_BODIES.invalidEmailPassword, options),
      unverified: (options?: HandlerOptions) =>
        fail('post', '/signin/email-password', AUTH_ERROR_BODIES.unverifiedUser, options),
      ...errorsFor('post', '/signin/email-password'),
    },
    /** POST /signin/pat: `{session}`. */
    signInPersonalAccessToken: {
      success: (
        session: Resolved<Session, SignInPATRequest> = () => createTestSession(),
        options?: HandlerOptions,
      ) =>
        post<SignInPATRequest, { session: Session }>(
          '/signin/pat',
          (body) => ({ session: resolve(session, body) }),
          options,
        ),
      unauthorized: (options?: HandlerOptions) =>
        fail('post', '/signin/pat', AUTH_ERROR_BODIES.invalidPat, options),
      ...errorsFor('post', '/signin/pat'),
    },
    /** POST /signout: the JSON string "OK". */
    signOut: {
      success: (options?: HandlerOptions) => post<SignOutRequest, 'OK'>('/signout', 'OK', options),
      ...errorsFor('post', '/signout'),
    },
    /** GET /user (bearer). */
    user: {
      success: (user: User = createTestUser(), options?: HandlerOptions) =>
        http.get<PathParams, never, User>(
          url('/user'),
          async () => {
            await wait(options);
            return HttpResponse.json(user);
          },
          { once: options?.once },
        ),
      unauthorized: (options?: HandlerOptions) =>
        fail('get', '/user', { status: 401, error: 'unauthorized', message: 'Unauthorized' }, options),
      ...errorsFor('get', '/user'),
    },
    /** POST /signin/anonymous: `{session}` with an anonymous user; 409 when the server has it off. */
    signInAnonymous: {
      success: (session: Session = anonymousSession(), options?: HandlerOptions) =>
        sessionEndpoint('/signin/anonymous', session, options),
      disabled: (options?: HandlerOptions) =>
        fail('post', '/signin/anonymous', AUTH_ERROR_BODIES.disabledEndpoint, options),
      ...errorsFor('post', '/signin/anonymous'),
    },
    signInIdToken: endpointWithSession('/signin/idtoken'),
    signInMfaTotp: {
      ...endpointWithSession('/signin/mfa/totp'),
      invalidTotp: (options?: HandlerOptions) =>
        fail('post', '/signin/mfa/totp', AUTH_ERROR_BODIES.invalidTotp, options),
    },
    /** POST /signin/webauthn: the request options a security key signs. */
    signInWebauthn: endpointWithJson('/signin/webauthn', () => testRequestOptions()),
    signInWebauthnVerify: endpointWithSession('/signin/webauthn/verify'),
    signInPasswordlessEmail: endpointWithOk('/signin/passwordless/email'),
    signInOtpEmail: endpointWithOk('/signin/otp/email'),
    verifyOtpEmail: {
      ...endpointWithSession('/signin/otp/email/verify'),
      invalidTicket: (options?: HandlerOptions) =>
        fail('post', '/signin/otp/email/verify', AUTH_ERROR_BODIES.invalidTicket, options),
    },
    signInPasswordlessSms: endpointWithOk('/signin/passwordless/sms'),
    signInPasswordlessSmsOtp: {
      ...endpointWithSession('/signin/passwordless/sms/otp'),
      invalidOtp: (options?: HandlerOptions) =>
        fail('post', '/signin/passwordless/sms/otp', AUTH_ERROR_BODIES.invalidOtp, options),
    },
    /** POST /signup/email-password: `{session}`, or `{}` while the e-mail awaits verification. */
    signUpEmailPassword: {
      ...endpointWithSession('/signup/email-password'),
      needsVerification: (options?: HandlerOptions) => json('post', '/signup/email-password', {}, options),
      emailAlreadyInUse: (options?: HandlerOptions) =>
        fail('post', '/signup/email-password', AUTH_ERROR_BODIES.emailAlreadyInUse, options),
    },
    signUpWebauthn: endpointWithJson('/signup/webauthn', () => testCreationOptions()),
    signUpWebauthnVerify: {
      ...endpointWithSession('/signup/webauthn/verify'),
      needsVerification: (options?: HandlerOptions) => json('post', '/signup/webauthn/verify', {}, options),
    },
    deanonymize: endpointWithOk('/user/deanonymize'),
    changeEmail: endpointWithOk('/user/email/change'),
    changePassword: endpointWithOk('/user/password'),
    resetPassword: endpointWithOk('/user/password/reset'),
    sendVerificationEmail: endpointWithOk('/user/email/send-verification-email'),
    /** GET /mfa/totp/generate. */
    generateTotp: {
      success: (options?: HandlerOptions) =>
        json(
          'get',
          '/mfa/totp/generate',
          { imageUrl: FIXTURE_TOTP_IMAGE_URL, totpSecret: FIXTURE_TOTP_SECRET },
          options,
        ),
      ...errorsFor('get', '/mfa/totp/generate'),
    },
    userMfa: {
      ...endpointWithOk('/user/mfa'),
      invalidTotp: (options?: HandlerOptions) =>
        fail('post', '/user/mfa', AUTH_ERROR_BODIES.invalidTotp, options),
    },
    createPat: endpointWithJson('/pat', () => ({ id: FIXTURE_PAT_ID, personalAccessToken: FIXTURE_PAT })),
    addSecurityKey: endpointWithJson('/user/webauthn/add', () => testCreationOptions()),
    verifySecurityKey: endpointWithJson('/user/webauthn/verify', (body: { nickname?: string }) => ({
      id: FIXTURE_SECURITY_KEY_ID,
      nickname: body.nickname,
    })),
    elevateWebauthn: endpointWithJson('/elevate/webauthn', () => testRequestOptions()),
    elevateWebauthnVerify: endpointWithSession('/elevate/webauthn/verify'),
    linkIdToken: endpointWithOk('/link/idtoken'),
    /** A happy path for every endpoint above. */
    defaults: (): HttpHandler[] => [
      post<RefreshTokenRequest, Session>('/token', () => createTestSession()),
      post<SignInEmailPasswordRequest, SignInEmailPasswordResponse>('/signin/email-password', () => ({
        session: createTestSession(),
      })),
      post<SignInPATRequest, { session: Session }>('/signin/pat', () => ({ session: createTestSession() })),
      post<SignOutRequest, 'OK'>('/signout', 'OK'),
      http.get(url('/user'), () => HttpResponse.json(createTestUser())),
    ],
  };
}

export type AuthHandlers = ReturnType<typeof createAuthHandlers>;
