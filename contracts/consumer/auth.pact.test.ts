/**
 * rampa-app → nhost-auth: every /v1/auth call the sdk makes, through the sdk, against Pact's mock server.
 *
 * Only what the app reads through the sdk is asserted. A session: the access token (decoded for its claims), its
 * lifetime, the refresh token and its id (persisted), and of the user: what the sdk's user profile takes (id,
 * e-mail, locale, avatar, metadata), the registration state (isAnonymous) and the name the app shows when the
 * profile has none (displayName). When the sdk or the app starts reading another field, add it here.
 */
import {
  createMemoryStorage,
  createSdk,
  NHOST_REFRESH_TOKEN_ID_KEY,
  NHOST_REFRESH_TOKEN_KEY,
  type Sdk,
  type SdkOptions,
} from '@rampa/sdk';
import {
  createFakeWebAuthn,
  createTestJwt,
  testAssertion,
  testAttestation,
  testCreationOptions,
  testRequestOptions,
} from '@rampa/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activeTotpOf,
  anonymousSignInDisabled,
  anonymousSignInEnabled,
  emailOtpOf,
  idTokenOf,
  mfaTicketOf,
  noUser,
  pendingTotpOf,
  personalAccessTokenOf,
  refreshTokenOf,
  securityKeyAssertionOf,
  securityKeyElevationOf,
  securityKeyRegistrationOf,
  securityKeySignUpOf,
  signedInAnonymously,
  signedInAs,
  smsOtpOf,
  smsSignInDisabled,
  smsSignInEnabled,
  unverifiedUserWithPassword,
  userWithPassword,
  userWithTotp,
} from '../states';
import { booked, consumerPact } from './pact';
import { fromProviderState, integer, jwt, like, string, uuid } from './matchers';
import { MatchersV3 } from '@pact-foundation/pact';
import { contractSdk, type ContractSdk } from './sdk';

const pact = consumerPact('nhost-auth');

const EMAIL = 'anna.nowak@example.com';
/** A new account made by an ID-token sign-in. */
const ID_TOKEN_EMAIL = 'anna.idtoken@example.com';
const PASSWORD = 'Kontrakt-2026!';

// Fixed examples: the pact file must be byte-identical from run to run.
const USER_ID = '5f1c2b4e-8a7d-4c3b-9e21-0a6b7c8d9e10';
const REFRESH_TOKEN_ID = '7b2e9c41-3f6a-4d58-8c07-1e2d3f4a5b6c';
const REFRESH_TOKEN = '0b6d3e1a-2c4f-4a8b-9d7e-000000000001';
const ROTATED_REFRESH_TOKEN = '0b6d3e1a-2c4f-4a8b-9d7e-000000000002';
/** The id the server gives a newly added security key. */
const SECURITY_KEY_ID = '3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const ACCESS_TOKEN = createTestJwt({ userId: USER_ID, issuedAt: 4_102_443_900, expiresIn: 900 });

/** hasura-auth's Session, as far as the sdk reads it. */
const session = (refreshToken: string) => ({
  accessToken: jwt(ACCESS_TOKEN),
  accessTokenExpiresIn: integer(900),
  refreshToken: uuid(refreshToken),
  refreshTokenId: uuid(REFRESH_TOKEN_ID),
  user: like({
    id: uuid(USER_ID),
    displayName: 'Anna Nowak',
    email: EMAIL,
    locale: 'pl',
    avatarUrl: '',
    isAnonymous: false,
    metadata: {},
  }),
});

const sdks: ContractSdk[] = [];
const sdkFor = (url: string, storedItems?: Record<string, string>) => {
  const sdk = contractSdk(url, storedItems);
  sdks.push(sdk);
  return sdk;
};
afterEach(() => sdks.splice(0).forEach((sdk) => sdk.destroy()));

describe('POST /v1/auth/signin/email-password', () => {
  it('signs in with the right password', () =>
    pact
      .addInteraction()
      .given(...userWithPassword({ email: EMAIL, password: PASSWORD }))
      .uponReceiving('a sign-in with e-mail and the right password')
      .withRequest('POST', '/v1/auth/signin/email-password', (request) =>
        request.jsonBody({ email: EMAIL, password: PASSWORD }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ session: session(REFRESH_TOKEN) }))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);

          const result = await sdk.auth.signInEmailPassword({ email: EMAIL, password: PASSWORD });

          expect(result.outcome).toBe('signedIn');
          expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
          expect(sdk.auth.getUser()).toMatchObject({ id: USER_ID, email: EMAIL });
          expect(sdk.auth.getHasuraClaims()).toMatchObject({ userId: USER_ID });
          expect(sdk.clientStorage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBe(REFRESH_TOKEN);
          expect(sdk.clientStorage.getItem(NHOST_REFRESH_TOKEN_ID_KEY)).toBe(REFRESH_TOKEN_ID);
        }),
      ));

  it('reports a wrong password as invalid-email-password', () =>
    pact
      .addInteraction()
      .given(...userWithPassword({ email: EMAIL, password: PASSWORD }))
      .uponReceiving('a sign-in with e-mail and a wrong password')
      .withRequest('POST', '/v1/auth/signin/email-password', (request) =>
        request.jsonBody({ email: EMAIL, password: 'nie-to-haslo' }),
      )
      .willRespondWith(401, (response) =>
        response.jsonBody({ error: 'invalid-email-password', message: like('Incorrect email or password') }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);

          const result = await sdk.auth.signInEmailPassword({ email: EMAIL, password: 'nie-to-haslo' });

          expect(result).toEqual({
            outcome: 'failed',
            error: { status: 401, error: 'invalid-email-password', message: 'Incorrect email or password' },
          });
          expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
          expect(sdk.clientStorage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBeNull();
        }),
      ));
});

describe('POST /v1/auth/token', () => {
  it('exchanges a stored refresh token for a new session (rotation)', () =>
    pact
      .addInteraction()
      .given(...refreshTokenOf({ email: EMAIL }))
      .uponReceiving('a refresh with a valid refresh token')
      .withRequest('POST', '/v1/auth/token', (request) =>
        request.jsonBody({
          refreshToken: fromProviderState(refreshTokenOf.value('refreshToken'), REFRESH_TOKEN),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(session(ROTATED_REFRESH_TOKEN)))
      .executeTest(
        booked(async (mockserver) => {
          // A page load with a stored token: the sdk imports it at start-up.
          const sdk = sdkFor(mockserver.url, { [NHOST_REFRESH_TOKEN_KEY]: REFRESH_TOKEN });

          const snapshot = await sdk.auth.waitUntilReady();

          expect(snapshot.authentication).toBe('signedIn');
          expect(sdk.auth.getUser()).toMatchObject({ id: USER_ID });
          // The used token is gone: the rotated one and its (stable) id are what the next page load sends.
          expect(sdk.clientStorage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBe(ROTATED_REFRESH_TOKEN);
          expect(sdk.clientStorage.getItem(NHOST_REFRESH_TOKEN_ID_KEY)).toBe(REFRESH_TOKEN_ID);
        }),
      ));
});

// ---- Everything below: the rest of spec §7's /v1/auth calls and the extra ones of issue 3. -------------------

const NEW_EMAIL = 'jan.nowy@example.com';
const ANON_ID = '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const PAT = '3b0e2c5d-1f4a-4b6c-8d9e-0a1b2c3d4e5f';
const PAT_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const MFA_TICKET = 'mfaTotp:0c9f3a52-6e1b-4d7a-b8c4-2f5e6a7b8c9d';
const ANON_ACCESS_TOKEN = createTestJwt({
  userId: ANON_ID,
  defaultRole: 'anonymous',
  allowedRoles: ['anonymous'],
  isAnonymous: true,
  issuedAt: 4_102_443_900,
  expiresIn: 900,
});

const MFA_TICKET_PATTERN = '^mfaTotp:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** The bearer token of a provider-state session, injected by the provider. */
const bearer = (state: { value(key: 'accessToken'): string }, example = ACCESS_TOKEN) => ({
  Authorization: fromProviderState(`Bearer ${state.value('accessToken')}`, `Bearer ${example}`),
});

/** hasura-auth's error body, as far as the sdk reads it (the HTTP status is the status). */
const errorBody = (error: string, message: string) => ({ error, message: like(message) });

/**
 * A signed-in sdk whose start-up refresh is answered locally (that call has its own contract above), so the
 * interaction under test is the only request the mock server sees. Every other call goes to the mock.
 */
function signedInSdk(
  url: string,
  accessToken = ACCESS_TOKEN,
  userId = USER_ID,
  extra: SdkOptions = {},
): Sdk & { clientStorage: ContractSdk['clientStorage'] } {
  const storage = createMemoryStorage({ [NHOST_REFRESH_TOKEN_KEY]: REFRESH_TOKEN });
  const { fetch: next = fetch, ...rest } = extra;
  const local: typeof fetch = async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!href.endsWith('/v1/auth/token')) return next(href, init);
    return Response.json({
      accessToken,
      accessTokenExpiresIn: 900,
      refreshToken: ROTATED_REFRESH_TOKEN,
      refreshTokenId: REFRESH_TOKEN_ID,
      user: {
        id: userId,
        email: accessToken === ACCESS_TOKEN ? EMAIL : undefined,
        isAnonymous: accessToken !== ACCESS_TOKEN,
        metadata: {},
      },
    });
  };
  const sdk = Object.assign(
    createSdk({
      backendUrl: url,
      clientStorageType: storage,
      location: null,
      autoRefreshToken: false,
      fetch: local,
      ...rest,
    }),
    { clientStorage: storage },
  );
  sdks.push(sdk);
  return sdk;
}

describe('POST /v1/auth/signin/email-password (second factor, unverified e-mail)', () => {
  it('answers an MFA ticket for a user with TOTP on', () =>
    pact
      .addInteraction()
      .given(...userWithTotp({ email: EMAIL, password: PASSWORD }))
      .uponReceiving('a sign-in with e-mail and password of a user with TOTP on')
      .withRequest('POST', '/v1/auth/signin/email-password', (request) =>
        request.jsonBody({ email: EMAIL, password: PASSWORD }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ mfa: { ticket: MatchersV3.regex(MFA_TICKET_PATTERN, MFA_TICKET) } }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInEmailPassword({ email: EMAIL, password: PASSWORD });
          expect(result).toEqual({ outcome: 'needsMfa', ticket: MFA_TICKET });
          expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.needsMfa');
        }),
      ));

  it('reports an unverified e-mail as unverified-user', () =>
    pact
      .addInteraction()
      .given(...unverifiedUserWithPassword({ email: NEW_EMAIL, password: PASSWORD }))
      .uponReceiving('a sign-in with e-mail and password before the e-mail is verified')
      .withRequest('POST', '/v1/auth/signin/email-password', (request) =>
        request.jsonBody({ email: NEW_EMAIL, password: PASSWORD }),
      )
      .willRespondWith(401, (response) =>
        response.jsonBody(errorBody('unverified-user', 'User is not verified.')),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInEmailPassword({ email: NEW_EMAIL, password: PASSWORD });
          expect(result.outcome).toBe('needsEmailVerification');
          expect(sdk.auth.getSnapshot().registration).toBe('incomplete.needsEmailVerification');
        }),
      ));
});

describe('POST /v1/auth/signin/mfa/totp', () => {
  it('signs in with the ticket and a valid code', () =>
    pact
      .addInteraction()
      .given(...mfaTicketOf({ email: EMAIL }))
      .uponReceiving('a TOTP sign-in with a valid ticket and code')
      .withRequest('POST', '/v1/auth/signin/mfa/totp', (request) =>
        request.jsonBody({
          ticket: fromProviderState(mfaTicketOf.value('ticket'), MFA_TICKET),
          otp: fromProviderState(mfaTicketOf.value('otp'), '123456'),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ session: session(REFRESH_TOKEN) }))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInMfaTotp({ ticket: MFA_TICKET, otp: '123456' });
          expect(result.outcome).toBe('signedIn');
          expect(sdk.clientStorage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBe(REFRESH_TOKEN);
        }),
      ));

  it('reports a wrong code as invalid-totp', () =>
    pact
      .addInteraction()
      .given(...mfaTicketOf({ email: EMAIL }))
      .uponReceiving('a TOTP sign-in with a wrong code')
      .withRequest('POST', '/v1/auth/signin/mfa/totp', (request) =>
        request.jsonBody({
          ticket: fromProviderState(mfaTicketOf.value('ticket'), MFA_TICKET),
          otp: '000000',
        }),
      )
      .willRespondWith(401, (response) => response.jsonBody(errorBody('invalid-totp', 'Invalid TOTP code')))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInMfaTotp({ ticket: MFA_TICKET, otp: '000000' });
          expect(result).toMatchObject({ outcome: 'failed', error: { status: 401, error: 'invalid-totp' } });
          expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
        }),
      ));
});

describe('POST /v1/auth/signin/pat', () => {
  it('signs in with a personal access token (no refresh timer)', () =>
    pact
      .addInteraction()
      .given(...personalAccessTokenOf({ email: EMAIL }))
      .uponReceiving('a sign-in with a valid personal access token')
      .withRequest('POST', '/v1/auth/signin/pat', (request) =>
        request.jsonBody({
          personalAccessToken: fromProviderState(personalAccessTokenOf.value('personalAccessToken'), PAT),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ session: session(REFRESH_TOKEN) }))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInPersonalAccessToken(PAT);
          expect(result.outcome).toBe('signedIn');
          expect(sdk.auth.getSnapshot().refreshTimer).toBe('disabled');
        }),
      ));

  it('reports an unknown token as invalid-pat', () =>
    pact
      .addInteraction()
      .uponReceiving('a sign-in with an unknown personal access token')
      .withRequest('POST', '/v1/auth/signin/pat', (request) =>
        request.jsonBody({ personalAccessToken: PAT_ID }),
      )
      .willRespondWith(401, (response) =>
        response.jsonBody({ error: 'invalid-pat', message: string('Invalid PAT') }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInPersonalAccessToken(PAT_ID);
          expect(result).toMatchObject({ outcome: 'failed', error: { status: 401, error: 'invalid-pat' } });
        }),
      ));
});

describe('POST /v1/auth/signin/anonymous', () => {
  it('signs in an anonymous user, who stays incomplete in registration', () =>
    pact
      .addInteraction()
      .given(...anonymousSignInEnabled({}))
      .uponReceiving('an anonymous sign-in while it is enabled')
      .withRequest('POST', '/v1/auth/signin/anonymous', (request) =>
        // No body, as the v3 sdk sends it; nhost-js still labels the (empty) request as JSON.
        request.headers({ 'Content-Type': 'application/json' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          session: {
            accessToken: jwt(ANON_ACCESS_TOKEN),
            accessTokenExpiresIn: integer(900),
            refreshToken: uuid(REFRESH_TOKEN),
            refreshTokenId: uuid(REFRESH_TOKEN_ID),
            user: like({
              id: uuid(ANON_ID),
              displayName: 'Anonymous',
              locale: 'pl',
              isAnonymous: true,
              metadata: {},
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInAnonymous();
          expect(result.outcome).toBe('signedIn');
          expect(sdk.auth.getSnapshot().registration).toBe('incomplete.noErrors');
          expect(sdk.auth.getHasuraClaims()).toMatchObject({ isAnonymous: true });
        }),
      ));

  it('reports disabled-endpoint while it is off', () =>
    pact
      .addInteraction()
      .given(...anonymousSignInDisabled({}))
      .uponReceiving('an anonymous sign-in while it is disabled')
      .withRequest('POST', '/v1/auth/signin/anonymous', (request) =>
        // No body, as the v3 sdk sends it; nhost-js still labels the (empty) request as JSON.
        request.headers({ 'Content-Type': 'application/json' }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody(errorBody('disabled-endpoint', 'This endpoint is disabled')),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInAnonymous();
          expect(result).toMatchObject({
            outcome: 'failed',
            error: { status: 409, error: 'disabled-endpoint' },
          });
        }),
      ));
});

describe('passwordless e-mail: magic link and one-time code', () => {
  it('POST /signin/passwordless/email sends a magic link', () =>
    pact
      .addInteraction()
      .given(...userWithPassword({ email: EMAIL, password: PASSWORD }))
      .uponReceiving('a request for a magic link')
      .withRequest('POST', '/v1/auth/signin/passwordless/email', (request) =>
        request.jsonBody({ email: EMAIL }),
      )
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          expect(await sdk.auth.signInEmailPasswordless({ email: EMAIL })).toEqual({
            outcome: 'needsEmailVerification',
          });
        }),
      ));

  it('POST /signin/otp/email sends a code', () =>
    pact
      .addInteraction()
      .given(...userWithPassword({ email: EMAIL, password: PASSWORD }))
      .uponReceiving('a request for an e-mail sign-in code')
      .withRequest('POST', '/v1/auth/signin/otp/email', (request) => request.jsonBody({ email: EMAIL }))
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          expect(await sdk.auth.signInEmailOtp({ email: EMAIL })).toEqual({ outcome: 'needsOtp' });
          expect(sdk.auth.getSnapshot().registration).toBe('incomplete.needsOtp');
        }),
      ));

  it('POST /signin/otp/email/verify signs in with the code', () =>
    pact
      .addInteraction()
      .given(...emailOtpOf({ email: EMAIL }))
      .uponReceiving('an e-mail sign-in code that was sent')
      .withRequest('POST', '/v1/auth/signin/otp/email/verify', (request) =>
        request.jsonBody({ email: EMAIL, otp: fromProviderState(emailOtpOf.value('otp'), '123456') }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ session: session(REFRESH_TOKEN) }))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.verifyEmailOtp({ email: EMAIL, otp: '123456' });
          expect(result.outcome).toBe('signedIn');
          expect(sdk.auth.getSnapshot().registration).toBe('complete');
        }),
      ));

  it('POST /signin/otp/email/verify reports a wrong code as invalid-ticket', () =>
    pact
      .addInteraction()
      .given(...emailOtpOf({ email: EMAIL }))
      .uponReceiving('an e-mail sign-in code that is wrong')
      .withRequest('POST', '/v1/auth/signin/otp/email/verify', (request) =>
        request.jsonBody({ email: EMAIL, otp: 'zly-kod' }),
      )
      .willRespondWith(401, (response) => response.jsonBody(errorBody('invalid-ticket', 'Invalid ticket')))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.verifyEmailOtp({ email: EMAIL, otp: 'zly-kod' });
          expect(result).toMatchObject({
            outcome: 'failed',
            error: { status: 401, error: 'invalid-ticket' },
          });
          expect(sdk.auth.getSnapshot().registration).toBe('incomplete.failed');
        }),
      ));
});

describe('POST /v1/auth/signup/email-password', () => {
  it('signs up; no session until the e-mail is verified', () =>
    pact
      .addInteraction()
      .given(...noUser({ email: NEW_EMAIL }))
      .uponReceiving('a sign-up with a new e-mail address')
      .withRequest('POST', '/v1/auth/signup/email-password', (request) =>
        request.jsonBody({
          email: NEW_EMAIL,
          password: PASSWORD,
          options: { displayName: 'Jan Nowy', locale: 'pl' },
        }),
      )
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signUpEmailPassword({
            email: NEW_EMAIL,
            password: PASSWORD,
            options: { displayName: 'Jan Nowy', locale: 'pl' },
          });
          expect(result).toEqual({ outcome: 'needsEmailVerification' });
          expect(sdk.auth.getSnapshot().registration).toBe('incomplete.needsEmailVerification');
        }),
      ));

  it('reports an address in use as email-already-in-use', () =>
    pact
      .addInteraction()
      .given(...userWithPassword({ email: EMAIL, password: PASSWORD }))
      .uponReceiving('a sign-up with an e-mail address already in use')
      .withRequest('POST', '/v1/auth/signup/email-password', (request) =>
        request.jsonBody({ email: EMAIL, password: PASSWORD }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody(errorBody('email-already-in-use', 'Email already in use')),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signUpEmailPassword({ email: EMAIL, password: PASSWORD });
          expect(result).toMatchObject({
            outcome: 'failed',
            error: { status: 409, error: 'email-already-in-use' },
          });
          expect(sdk.auth.getSnapshot().registration).toBe('incomplete.failed');
        }),
      ));
});

describe('POST /v1/auth/token (rejected)', () => {
  it('drops a stored refresh token the server does not know', () =>
    pact
      .addInteraction()
      .uponReceiving('a refresh with an unknown refresh token')
      .withRequest('POST', '/v1/auth/token', (request) => request.jsonBody({ refreshToken: PAT_ID }))
      .willRespondWith(401, (response) =>
        response.jsonBody(errorBody('invalid-refresh-token', 'Invalid or expired refresh token')),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url, { [NHOST_REFRESH_TOKEN_KEY]: PAT_ID });
          const snapshot = await sdk.auth.waitUntilReady();
          expect(snapshot.authentication).toBe('signedOut.noErrors');
          expect(snapshot.context.errors.authentication).toMatchObject({
            status: 401,
            error: 'invalid-refresh-token',
          });
          expect(sdk.clientStorage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBeNull();
        }),
      ));
});

describe('POST /v1/auth/signout', () => {
  it('signs out this session with its refresh token', () =>
    pact
      .addInteraction()
      .given(...signedInAs({ email: EMAIL }))
      .uponReceiving('a sign-out of one session')
      .withRequest('POST', '/v1/auth/signout', (request) =>
        request.jsonBody({
          refreshToken: fromProviderState(signedInAs.value('refreshToken'), ROTATED_REFRESH_TOKEN),
          all: false,
        }),
      )
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url);
          await sdk.auth.waitUntilReady();
          expect(await sdk.auth.signOut()).toEqual({ outcome: 'signedOut' });
          expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.success');
          expect(sdk.clientStorage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBeNull();
        }),
      ));

  it('signs out everywhere with the bearer token', () =>
    pact
      .addInteraction()
      .given(...signedInAs({ email: EMAIL }))
      .uponReceiving('a sign-out of all sessions')
      .withRequest('POST', '/v1/auth/signout', (request) =>
        request.headers(bearer(signedInAs)).jsonBody({
          refreshToken: fromProviderState(signedInAs.value('refreshToken'), ROTATED_REFRESH_TOKEN),
          all: true,
        }),
      )
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url);
          await sdk.auth.waitUntilReady();
          expect(await sdk.auth.signOut({ all: true })).toEqual({ outcome: 'signedOut' });
        }),
      ));
});

describe('POST /v1/auth/user/deanonymize', () => {
  it('turns the anonymous user into an e-mail and password account', () =>
    pact
      .addInteraction()
      .given(...signedInAnonymously({}))
      .uponReceiving('a deanonymization with e-mail and password')
      .withRequest('POST', '/v1/auth/user/deanonymize', (request) =>
        request.headers(bearer(signedInAnonymously, ANON_ACCESS_TOKEN)).jsonBody({
          signInMethod: 'email-password',
          email: 'anonim.konto@example.com',
          password: PASSWORD,
        }),
      )
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url, ANON_ACCESS_TOKEN, ANON_ID);
          const result = await sdk.auth.deanonymize({
            signInMethod: 'email-password',
            email: 'anonim.konto@example.com',
            password: PASSWORD,
          });
          expect(result).toEqual({
            outcome: 'deanonymized',
            registration: 'incomplete.needsEmailVerification',
          });
        }),
      ));
});

describe('account calls of a signed-in user', () => {
  it('POST /user/email/change', () =>
    pact
      .addInteraction()
      .given(...signedInAs({ email: EMAIL }))
      .uponReceiving('a change of e-mail address')
      .withRequest('POST', '/v1/auth/user/email/change', (request) =>
        request.headers(bearer(signedInAs)).jsonBody({ newEmail: 'anna.nowa@example.com' }),
      )
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url);
          expect(await sdk.auth.changeEmail({ newEmail: 'anna.nowa@example.com' })).toEqual({
            outcome: 'success',
            value: undefined,
          });
        }),
      ));

  it('POST /user/password as the signed-in user', () =>
    pact
      .addInteraction()
      .given(...signedInAs({ email: EMAIL }))
      .uponReceiving('a change of password by the signed-in user')
      .withRequest('POST', '/v1/auth/user/password', (request) =>
        request.headers(bearer(signedInAs)).jsonBody({ newPassword: 'Nowe-haslo-2026!' }),
      )
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url);
          expect(await sdk.auth.changePassword({ newPassword: 'Nowe-haslo-2026!' })).toMatchObject({
            outcome: 'success',
          });
        }),
      ));

  it('POST /user/password with a wrong reset ticket', () =>
    pact
      .addInteraction()
      .uponReceiving('a change of password with an unknown reset ticket')
      .withRequest('POST', '/v1/auth/user/password', (request) =>
        request.jsonBody({ newPassword: 'Nowe-haslo-2026!', ticket: `passwordReset:${PAT_ID}` }),
      )
      .willRespondWith(401, (response) => response.jsonBody(errorBody('invalid-ticket', 'Invalid ticket')))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.changePassword({
            newPassword: 'Nowe-haslo-2026!',
            ticket: `passwordReset:${PAT_ID}`,
          });
          expect(result).toMatchObject({
            outcome: 'failed',
            error: { status: 401, error: 'invalid-ticket' },
          });
        }),
      ));

  it('GET /user', () =>
    pact
      .addInteraction()
      .given(...signedInAs({ email: EMAIL }))
      .uponReceiving('a request for the signed-in user')
      .withRequest('GET', '/v1/auth/user', (request) => request.headers(bearer(signedInAs)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          like({
            id: uuid(USER_ID),
            displayName: 'Anna Nowak',
            email: EMAIL,
            locale: 'pl',
            avatarUrl: '',
            isAnonymous: false,
            emailVerified: true,
            metadata: {},
          }),
        ),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url);
          const result = await sdk.auth.fetchUser();
          expect(result).toMatchObject({ outcome: 'success', value: { id: USER_ID, email: EMAIL } });
        }),
      ));

  it('GET /mfa/totp/generate', () =>
    pact
      .addInteraction()
      .given(...signedInAs({ email: EMAIL }))
      .uponReceiving('a request for a new TOTP secret')
      .withRequest('GET', '/v1/auth/mfa/totp/generate', (request) => request.headers(bearer(signedInAs)))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          imageUrl: MatchersV3.regex(
            '^data:image/png;base64,[A-Za-z0-9+/=]+$',
            'data:image/png;base64,iVBORw0KGgo=',
          ),
          totpSecret: string('JBSWY3DPEHPK3PXP'),
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url);
          expect(await sdk.auth.generateMfaTotp()).toEqual({
            outcome: 'success',
            value: { imageUrl: 'data:image/png;base64,iVBORw0KGgo=', totpSecret: 'JBSWY3DPEHPK3PXP' },
          });
        }),
      ));

  it('POST /user/mfa activates TOTP', () =>
    pact
      .addInteraction()
      .given(...pendingTotpOf({ email: EMAIL }))
      .uponReceiving('an activation of TOTP with a valid code')
      .withRequest('POST', '/v1/auth/user/mfa', (request) =>
        request.headers(bearer(pendingTotpOf)).jsonBody({
          code: fromProviderState(pendingTotpOf.value('code'), '123456'),
          activeMfaType: 'totp',
        }),
      )
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url);
          expect(await sdk.auth.activateMfaTotp('123456')).toMatchObject({ outcome: 'success' });
        }),
      ));

  it('POST /user/mfa deactivates TOTP', () =>
    pact
      .addInteraction()
      .given(...activeTotpOf({ email: EMAIL }))
      .uponReceiving('a deactivation of TOTP with a valid code')
      .withRequest('POST', '/v1/auth/user/mfa', (request) =>
        request
          .headers(bearer(activeTotpOf))
          .jsonBody({ code: fromProviderState(activeTotpOf.value('code'), '123456'), activeMfaType: '' }),
      )
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url);
          expect(await sdk.auth.deactivateMfa('123456')).toMatchObject({ outcome: 'success' });
        }),
      ));

  it('POST /user/mfa reports a wrong code as invalid-totp', () =>
    pact
      .addInteraction()
      .given(...pendingTotpOf({ email: EMAIL }))
      .uponReceiving('an activation of TOTP with a wrong code')
      .withRequest('POST', '/v1/auth/user/mfa', (request) =>
        request.headers(bearer(pendingTotpOf)).jsonBody({ code: 'zly-kod', activeMfaType: 'totp' }),
      )
      .willRespondWith(401, (response) => response.jsonBody(errorBody('invalid-totp', 'Invalid TOTP code')))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url);
          expect(await sdk.auth.activateMfaTotp('zly-kod')).toMatchObject({
            outcome: 'failed',
            error: { status: 401, error: 'invalid-totp' },
          });
        }),
      ));

  it('POST /pat creates a personal access token', () =>
    pact
      .addInteraction()
      .given(...signedInAs({ email: EMAIL }))
      .uponReceiving('a creation of a personal access token')
      .withRequest('POST', '/v1/auth/pat', (request) =>
        request
          .headers(bearer(signedInAs))
          .jsonBody({ expiresAt: '2031-01-01T00:00:00.000Z', metadata: { name: 'Integracja ERP' } }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ id: uuid(PAT_ID), personalAccessToken: uuid(PAT) }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url);
          const result = await sdk.auth.createPersonalAccessToken({
            expiresAt: new Date('2031-01-01T00:00:00.000Z'),
            metadata: { name: 'Integracja ERP' },
          });
          expect(result).toEqual({ outcome: 'success', value: { id: PAT_ID, personalAccessToken: PAT } });
        }),
      ));
});

describe('e-mails without a session', () => {
  it('POST /user/password/reset', () =>
    pact
      .addInteraction()
      .given(...userWithPassword({ email: EMAIL, password: PASSWORD }))
      .uponReceiving('a request for a password reset e-mail')
      .withRequest('POST', '/v1/auth/user/password/reset', (request) => request.jsonBody({ email: EMAIL }))
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          expect(await sdk.auth.resetPassword({ email: EMAIL })).toMatchObject({ outcome: 'success' });
        }),
      ));

  it('POST /user/email/send-verification-email', () =>
    pact
      .addInteraction()
      .given(...unverifiedUserWithPassword({ email: NEW_EMAIL, password: PASSWORD }))
      .uponReceiving('a request for another verification e-mail')
      .withRequest('POST', '/v1/auth/user/email/send-verification-email', (request) =>
        request.jsonBody({ email: NEW_EMAIL }),
      )
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          expect(await sdk.auth.sendVerificationEmail({ email: NEW_EMAIL })).toMatchObject({
            outcome: 'success',
          });
        }),
      ));

  it('POST /user/email/send-verification-email for a verified address', () =>
    pact
      .addInteraction()
      .given(...userWithPassword({ email: EMAIL, password: PASSWORD }))
      .uponReceiving('a request for a verification e-mail of a verified address')
      .withRequest('POST', '/v1/auth/user/email/send-verification-email', (request) =>
        request.jsonBody({ email: EMAIL }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(errorBody('email-already-verified', "User's email is already verified")),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          expect(await sdk.auth.sendVerificationEmail({ email: EMAIL })).toMatchObject({
            outcome: 'failed',
            error: { status: 400, error: 'email-already-verified' },
          });
        }),
      ));
});

describe('service endpoints', () => {
  it('GET /.well-known/jwks.json', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the token signing keys')
      .withRequest('GET', '/v1/auth/.well-known/jwks.json')
      .willRespondWith(200, (response) => response.jsonBody({ keys: like([]) }))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.getJwks();
          expect(result).toEqual({ outcome: 'success', value: { keys: [] } });
        }),
      ));

  it('GET /healthz', () =>
    pact
      .addInteraction()
      .uponReceiving('a health check')
      .withRequest('GET', '/v1/auth/healthz')
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          expect(await sdk.auth.healthCheck()).toEqual({ outcome: 'success', value: undefined });
        }),
      ));
});

describe('passwordless SMS', () => {
  const PHONE = '+48500100200';

  it('POST /signin/passwordless/sms sends a code (signedOut.needsSmsOtp)', () =>
    pact
      .addInteraction()
      .given(...smsSignInEnabled({}))
      .uponReceiving('a request for an SMS sign-in code')
      .withRequest('POST', '/v1/auth/signin/passwordless/sms', (request) =>
        request.jsonBody({ phoneNumber: PHONE }),
      )
      .willRespondWith(200)
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          expect(await sdk.auth.signInPasswordlessSms({ phoneNumber: PHONE })).toEqual({
            outcome: 'needsOtp',
          });
          expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.needsSmsOtp');
        }),
      ));

  it('POST /signin/passwordless/sms reports disabled-endpoint while it is off', () =>
    pact
      .addInteraction()
      .given(...smsSignInDisabled({}))
      .uponReceiving('a request for an SMS sign-in code while it is disabled')
      .withRequest('POST', '/v1/auth/signin/passwordless/sms', (request) =>
        request.jsonBody({ phoneNumber: PHONE }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody(errorBody('disabled-endpoint', 'This endpoint is disabled')),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          expect(await sdk.auth.signInPasswordlessSms({ phoneNumber: PHONE })).toMatchObject({
            outcome: 'failed',
            error: { status: 409, error: 'disabled-endpoint' },
          });
          expect(sdk.auth.getSnapshot().registration).toBe('incomplete.failed');
        }),
      ));

  it('POST /signin/passwordless/sms/otp signs in with the code', () =>
    pact
      .addInteraction()
      .given(...smsOtpOf({ phoneNumber: PHONE }))
      .uponReceiving('an SMS sign-in code that was sent')
      .withRequest('POST', '/v1/auth/signin/passwordless/sms/otp', (request) =>
        request.jsonBody({ phoneNumber: PHONE, otp: fromProviderState(smsOtpOf.value('otp'), '123456') }),
      )
      .willRespondWith(200, (response) =>
        // A user known by phone only: hasura-auth omits `email`.
        response.jsonBody({
          session: {
            ...session(REFRESH_TOKEN),
            user: like({
              id: uuid(USER_ID),
              displayName: PHONE,
              phoneNumber: PHONE,
              locale: 'pl',
              avatarUrl: '',
              isAnonymous: false,
              metadata: {},
            }),
          },
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInPasswordlessSmsOtp({ phoneNumber: PHONE, otp: '123456' });
          expect(result.outcome).toBe('signedIn');
          expect(sdk.auth.getSnapshot().registration).toBe('complete');
        }),
      ));

  it('POST /signin/passwordless/sms/otp reports a wrong code as invalid-otp', () =>
    pact
      .addInteraction()
      .given(...smsOtpOf({ phoneNumber: PHONE }))
      .uponReceiving('an SMS sign-in code that is wrong')
      .withRequest('POST', '/v1/auth/signin/passwordless/sms/otp', (request) =>
        request.jsonBody({ phoneNumber: PHONE, otp: 'zly-kod' }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(errorBody('invalid-otp', 'Invalid or expired OTP')),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInPasswordlessSmsOtp({ phoneNumber: PHONE, otp: 'zly-kod' });
          expect(result).toMatchObject({ outcome: 'failed', error: { status: 400, error: 'invalid-otp' } });
        }),
      ));
});

describe('security keys (WebAuthn): the options half of each ceremony', () => {
  // The browser half cannot run here; the user cancels the prompt, so each test makes exactly one call.
  const cancelled = () =>
    createFakeWebAuthn(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
        code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
      }),
    );
  const CANCELLED = {
    error: 'passthrough-see-cause-property',
    message: 'The operation either timed out or was not allowed.',
    status: 1,
  };
  const requestOptions = { challenge: string('Y2hhbGxlbmdlLWZvci1hc3NlcnRpb24') };
  const creationOptions = {
    challenge: string('Y2hhbGxlbmdlLWZvci1yZWdpc3RyYXRpb24'),
    rp: like({ name: 'Rampa' }),
    user: like({ id: 'AAECAwQFBgcICQoLDA0ODw', name: EMAIL, displayName: 'Anna Nowak' }),
    pubKeyCredParams: like([{ type: 'public-key', alg: -7 }]),
  };

  it('POST /signin/webauthn gives the request options for an e-mail', () => {
    const webauthn = cancelled();
    return pact
      .addInteraction()
      .given(...userWithPassword({ email: EMAIL, password: PASSWORD }))
      .uponReceiving('a request for security-key sign-in options for an e-mail')
      .withRequest('POST', '/v1/auth/signin/webauthn', (request) => request.jsonBody({ email: EMAIL }))
      .willRespondWith(200, (response) => response.jsonBody(requestOptions))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdkless(mockserver.url, webauthn);
          const result = await sdk.auth.signInSecurityKeyEmail({ email: EMAIL });
          expect(webauthn.authentications).toMatchObject([{ challenge: 'Y2hhbGxlbmdlLWZvci1hc3NlcnRpb24' }]);
          expect(result).toEqual({ outcome: 'failed', error: CANCELLED });
        }),
      );
  });

  it('POST /signup/webauthn gives the creation options for a new e-mail', () => {
    const webauthn = cancelled();
    return pact
      .addInteraction()
      .given(...noUser({ email: NEW_EMAIL }))
      .uponReceiving('a request for security-key sign-up options')
      .withRequest('POST', '/v1/auth/signup/webauthn', (request) => request.jsonBody({ email: NEW_EMAIL }))
      .willRespondWith(200, (response) => response.jsonBody(creationOptions))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdkless(mockserver.url, webauthn);
          const result = await sdk.auth.signUpSecurityKey({ email: NEW_EMAIL });
          expect(webauthn.registrations).toHaveLength(1);
          expect(result).toEqual({ outcome: 'failed', error: CANCELLED });
        }),
      );
  });

  it('POST /user/webauthn/add gives the creation options for another key', () => {
    const webauthn = cancelled();
    return pact
      .addInteraction()
      .given(...signedInAs({ email: EMAIL }))
      .uponReceiving('a request for options to add a security key')
      .withRequest('POST', '/v1/auth/user/webauthn/add', (request) =>
        request.headers({ ...bearer(signedInAs), 'Content-Type': 'application/json' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(creationOptions))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url, ACCESS_TOKEN, USER_ID, { webauthn });
          const result = await sdk.auth.addSecurityKey('Laptop');
          expect(webauthn.registrations).toHaveLength(1);
          expect(result).toEqual({ outcome: 'failed', error: CANCELLED });
        }),
      );
  });

  it('POST /elevate/webauthn gives the request options for elevation', () => {
    const webauthn = cancelled();
    return pact
      .addInteraction()
      .given(...signedInAs({ email: EMAIL }))
      .uponReceiving('a request for security-key elevation options')
      .withRequest('POST', '/v1/auth/elevate/webauthn', (request) =>
        request.headers(bearer(signedInAs)).jsonBody({ email: EMAIL }),
      )
      .willRespondWith(200, (response) => response.jsonBody(requestOptions))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url, ACCESS_TOKEN, USER_ID, { webauthn });
          const result = await sdk.auth.elevateSecurityKey();
          expect(webauthn.authentications).toHaveLength(1);
          expect(result).toEqual({ outcome: 'failed', error: CANCELLED });
        }),
      );
  });
});

describe('security keys (WebAuthn): the verification half of each ceremony', () => {
  // The options half of each ceremony is its own interaction above. Here the sdk gets the options without the
  // mock server, the fake authenticator answers, and the one call Pact sees is the verification, carrying the
  // credential the provider's software key made for its own challenge.
  const answering =
    (path: string, body: unknown): NonNullable<SdkOptions['fetch']> =>
    (url, init) =>
      new URL(url).pathname === `/v1/auth${path}` ? Promise.resolve(Response.json(body)) : fetch(url, init);
  const assertion = testAssertion();
  const attestation = testAttestation();
  type AssertionState = typeof securityKeyAssertionOf | typeof securityKeyElevationOf;
  const assertionBody = (state: AssertionState) => {
    const id = fromProviderState(state.value('credentialId'), assertion.id);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: fromProviderState(state.value('clientDataJSON'), assertion.response.clientDataJSON),
        authenticatorData: fromProviderState(
          state.value('authenticatorData'),
          assertion.response.authenticatorData,
        ),
        signature: fromProviderState(state.value('signature'), assertion.response.signature),
      },
      clientExtensionResults: {},
    };
  };
  type AttestationState = typeof securityKeyRegistrationOf | typeof securityKeySignUpOf;
  const attestationBody = (state: AttestationState) => {
    const id = fromProviderState(state.value('credentialId'), attestation.id);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: fromProviderState(state.value('clientDataJSON'), attestation.response.clientDataJSON),
        attestationObject: fromProviderState(
          state.value('attestationObject'),
          attestation.response.attestationObject,
        ),
      },
      clientExtensionResults: {},
    };
  };

  it('POST /signin/webauthn/verify signs in with the key’s assertion', () =>
    pact
      .addInteraction()
      .given(...securityKeyAssertionOf({ email: EMAIL }))
      .uponReceiving('a security-key sign-in with the assertion for its challenge')
      .withRequest('POST', '/v1/auth/signin/webauthn/verify', (request) =>
        request.jsonBody({ email: EMAIL, credential: assertionBody(securityKeyAssertionOf) }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ session: session(REFRESH_TOKEN) }))
      .executeTest(
        booked(async (mockserver) => {
          const webauthn = createFakeWebAuthn();
          const fetchImpl = answering('/signin/webauthn', testRequestOptions());
          const sdk = signedInSdkless(mockserver.url, webauthn, fetchImpl);
          const result = await sdk.auth.signInSecurityKeyEmail({ email: EMAIL });
          expect(result.outcome).toBe('signedIn');
          expect(webauthn.authentications).toHaveLength(1);
          expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
          expect(sdk.auth.getUser()).toMatchObject({ id: USER_ID, email: EMAIL });
        }),
      ));

  it('POST /elevate/webauthn/verify elevates the session with the key’s assertion', () =>
    pact
      .addInteraction()
      .given(...securityKeyElevationOf({ email: EMAIL }))
      .uponReceiving('a security-key elevation with the assertion for its challenge')
      .withRequest('POST', '/v1/auth/elevate/webauthn/verify', (request) =>
        request
          .headers(bearer(securityKeyElevationOf))
          .jsonBody({ email: EMAIL, credential: assertionBody(securityKeyElevationOf) }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ session: session(REFRESH_TOKEN) }))
      .executeTest(
        booked(async (mockserver) => {
          const webauthn = createFakeWebAuthn();
          const fetchImpl = answering('/elevate/webauthn', testRequestOptions());
          const sdk = signedInSdk(mockserver.url, ACCESS_TOKEN, USER_ID, { webauthn, fetch: fetchImpl });
          const result = await sdk.auth.elevateSecurityKey();
          expect(result.outcome).toBe('elevated');
          expect(webauthn.authentications).toHaveLength(1);
          expect(sdk.clientStorage.getItem(NHOST_REFRESH_TOKEN_KEY)).toBe(REFRESH_TOKEN);
        }),
      ));

  it('POST /user/webauthn/verify registers the new key', () =>
    pact
      .addInteraction()
      .given(...securityKeyRegistrationOf({ email: EMAIL }))
      .uponReceiving('a new security key with the attestation for the challenge of adding it')
      .withRequest('POST', '/v1/auth/user/webauthn/verify', (request) =>
        request
          .headers(bearer(securityKeyRegistrationOf))
          .jsonBody({ credential: attestationBody(securityKeyRegistrationOf), nickname: 'Laptop' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ id: uuid(SECURITY_KEY_ID), nickname: 'Laptop' }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const webauthn = createFakeWebAuthn();
          const fetchImpl = answering('/user/webauthn/add', testCreationOptions());
          const sdk = signedInSdk(mockserver.url, ACCESS_TOKEN, USER_ID, { webauthn, fetch: fetchImpl });
          const result = await sdk.auth.addSecurityKey('Laptop');
          expect(result).toEqual({ outcome: 'success', value: { id: SECURITY_KEY_ID, nickname: 'Laptop' } });
          expect(webauthn.registrations).toHaveLength(1);
        }),
      ));

  it('POST /signup/webauthn/verify creates the account, which then waits for its e-mail to be confirmed', () =>
    pact
      .addInteraction()
      .given(...securityKeySignUpOf({ email: NEW_EMAIL }))
      .uponReceiving('a security-key sign-up with the attestation for its challenge')
      .withRequest('POST', '/v1/auth/signup/webauthn/verify', (request) =>
        request.jsonBody({ credential: attestationBody(securityKeySignUpOf), options: {} }),
      )
      .willRespondWith(200, (response) => response.jsonBody({}))
      .executeTest(
        booked(async (mockserver) => {
          const webauthn = createFakeWebAuthn();
          const fetchImpl = answering('/signup/webauthn', testCreationOptions());
          const sdk = signedInSdkless(mockserver.url, webauthn, fetchImpl);
          const result = await sdk.auth.signUpSecurityKey({ email: NEW_EMAIL });
          expect(result).toEqual({ outcome: 'needsEmailVerification' });
          expect(webauthn.registrations).toHaveLength(1);
          expect(sdk.auth.getSnapshot().registration).toBe('incomplete.needsEmailVerification');
        }),
      ));
});

describe('POST /v1/auth/signin/idtoken', () => {
  it('refuses a provider the server does not accept ID tokens from', () =>
    pact
      .addInteraction()
      .uponReceiving('an ID-token sign-in with an unconfigured provider')
      .withRequest('POST', '/v1/auth/signin/idtoken', (request) =>
        request.jsonBody({ provider: 'nieznany', idToken: 'eyJ.nie.token' }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(errorBody('invalid-request', 'The request payload is incorrect')),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInIdToken({ provider: 'nieznany', idToken: 'eyJ.nie.token' });
          expect(result).toMatchObject({
            outcome: 'failed',
            error: { status: 400, error: 'invalid-request' },
          });
          expect(sdk.auth.getSnapshot().authentication).toBe('signedOut.failed');
        }),
      ));

  // The provider signs a fresh token in its state; this literal only stands in for it in the pact file.
  const ID_TOKEN = 'eyJhbGciOiJSUzI1NiIsImtpZCI6InRlc3Qta2V5In0.eyJzdWIiOiJrb250cmFrdCJ9.cG9kcGlz';

  it('signs in with an ID token the configured provider signed', () =>
    pact
      .addInteraction()
      .given(...idTokenOf({ provider: 'rampa-test', email: ID_TOKEN_EMAIL }))
      .uponReceiving('an ID-token sign-in with a token of a configured provider')
      .withRequest('POST', '/v1/auth/signin/idtoken', (request) =>
        request.jsonBody({
          provider: 'rampa-test',
          idToken: fromProviderState(idTokenOf.value('idToken'), ID_TOKEN),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ session: session(REFRESH_TOKEN) }))
      .executeTest(
        booked(async (mockserver) => {
          const sdk = sdkFor(mockserver.url);
          const result = await sdk.auth.signInIdToken({ provider: 'rampa-test', idToken: ID_TOKEN });
          expect(result.outcome).toBe('signedIn');
          expect(sdk.auth.getSnapshot().authentication).toBe('signedIn');
          expect(sdk.auth.getUser()).toMatchObject({ id: USER_ID });
        }),
      ));
});

/** A signed-out sdk with the given security-key ceremonies. */
function signedInSdkless(url: string, webauthn: SdkOptions['webauthn'], fetchImpl?: SdkOptions['fetch']) {
  const sdk = Object.assign(
    createSdk({
      backendUrl: url,
      clientStorageType: createMemoryStorage(),
      location: null,
      autoRefreshToken: false,
      webauthn,
      ...(fetchImpl && { fetch: fetchImpl }),
    }),
    { clientStorage: createMemoryStorage() },
  );
  sdks.push(sdk);
  return sdk;
}

describe('POST /v1/auth/link/idtoken', () => {
  it('refuses to link a provider the server does not accept ID tokens from', () =>
    pact
      .addInteraction()
      .given(...signedInAs({ email: EMAIL }))
      .uponReceiving('an ID-token link with an unconfigured provider')
      .withRequest('POST', '/v1/auth/link/idtoken', (request) =>
        request.headers(bearer(signedInAs)).jsonBody({ provider: 'nieznany', idToken: 'eyJ.nie.token' }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(errorBody('invalid-request', 'The request payload is incorrect')),
      )
      .executeTest(
        booked(async (mockserver) => {
          const sdk = signedInSdk(mockserver.url);
          const result = await sdk.auth.linkIdToken({ provider: 'nieznany', idToken: 'eyJ.nie.token' });
          expect(result).toMatchObject({
            outcome: 'failed',
            error: { status: 400, error: 'invalid-request' },
          });
        }),
      ));
});
