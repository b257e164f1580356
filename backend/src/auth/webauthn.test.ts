import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUTH_FEATURES, authClient, errorBody, type Session } from '../../test/auth-helpers';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../../test/support';
import { HASURA_CLAIMS_NAMESPACE } from './jwt';

const INVALID_REQUEST = errorBody(400, 'invalid-request', 'The request payload is incorrect');
const ORIGIN = 'http://app.rampa.test';

describe.each(DATABASE_KINDS)('security keys on %s', (kind) => {
  const server = useTestServer(kind, { ...AUTH_FEATURES, AUTH_CLIENT_URL: ORIGIN });
  const { post, bearer, sql, signIn, lastMessage, follow } = authClient(() => server.app);

  const signUpWithKey = async (email: string, authenticator: SoftwareAuthenticator) => {
    const options = await post('/signup/webauthn', { email, options: { displayName: 'Kluczowy' } });
    expect(options.statusCode, options.body).toBe(200);
    const creation = options.json();
    expect(creation).toMatchObject({
      rp: { name: 'Rampa', id: 'app.rampa.test' },
      user: { name: email, displayName: 'Kluczowy' },
      challenge: expect.any(String),
      timeout: 60000,
    });
    const verified = await post('/signup/webauthn/verify', {
      credential: authenticator.create(creation),
      nickname: 'YubiKey',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return verified;
  };

  const signInWithKey = async (authenticator: SoftwareAuthenticator, email?: string) => {
    const options = (await post('/signin/webauthn', email ? { email } : undefined)).json();
    return post('/signin/webauthn/verify', { credential: authenticator.get(options) });
  };

  it('signs up with a key, verifies the e-mail and signs in with the key', async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const signedUp = await signUpWithKey('klucz@firma.test', authenticator);
    expect(signedUp.json()).toEqual({});
    const { rows } = await sql<{ nickname: string; counter: number }>(
      `SELECT nickname, counter::int AS counter FROM auth.user_security_keys k
       JOIN auth.users u ON u.id = k.user_id WHERE u.email = 'klucz@firma.test'`,
    );
    expect(rows).toEqual([{ nickname: 'YubiKey', counter: 0 }]);

    const unverified = await signInWithKey(authenticator, 'klucz@firma.test');
    expect(unverified.json()).toEqual(errorBody(401, 'unverified-user', 'User is not verified.'));
    await follow((await lastMessage('klucz@firma.test', 'email-verify')).link!);

    const response = await signInWithKey(authenticator, 'klucz@firma.test');
    expect(response.statusCode, response.body).toBe(200);
    const { session } = response.json() as { session: Session };
    expect(session.user).toMatchObject({ email: 'klucz@firma.test', displayName: 'Kluczowy' });
    // A passkey: no e-mail needed.
    expect((await signInWithKey(authenticator)).statusCode).toBe(200);
  });

  it('refuses a replayed assertion, a foreign origin and an unknown key', async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await signUpWithKey('klucz2@firma.test', authenticator);
    await sql("UPDATE auth.users SET email_verified = true WHERE email = 'klucz2@firma.test'");
    const options = (await post('/signin/webauthn', { email: 'klucz2@firma.test' })).json();
    const credential = authenticator.get(options);
    expect((await post('/signin/webauthn/verify', { credential })).statusCode).toBe(200);
    expect((await post('/signin/webauthn/verify', { credential })).json()).toEqual(INVALID_REQUEST);

    const phishing = (await post('/signin/webauthn', {})).json();
    const foreign = authenticator.get(phishing, undefined, 'https://rampa-login.evil.test');
    expect((await post('/signin/webauthn/verify', { credential: foreign })).json()).toEqual(INVALID_REQUEST);

    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.create({ challenge: 'x' });
    const unknown = stranger.get((await post('/signin/webauthn', {})).json());
    expect((await post('/signin/webauthn/verify', { credential: unknown })).json()).toEqual(INVALID_REQUEST);
  });

  it('adds a key to a signed-in user and elevates with it', async () => {
    const session = await signIn('handlowiec@demo.rampa.pl', DEMO_PASSWORD);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const creation = (await post('/user/webauthn/add', undefined, bearer(session))).json();
    expect(creation.user.name).toBe('handlowiec@demo.rampa.pl');
    const added = await post(
      '/user/webauthn/verify',
      { credential: authenticator.create(creation), nickname: 'Laptop' },
      bearer(session),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ id: expect.any(String), nickname: 'Laptop' });

    const request = (await post('/elevate/webauthn', undefined, bearer(session))).json();
    expect(request.allowCredentials).toHaveLength(1);
    const elevated = await post(
      '/elevate/webauthn/verify',
      { credential: authenticator.get(request) },
      bearer(session),
    );
    expect(elevated.statusCode, elevated.body).toBe(200);
    const { session: next } = elevated.json() as { session: Session };
    const claims = decodeJwt(next.accessToken)[HASURA_CLAIMS_NAMESPACE] as Record<string, string>;
    expect(claims['x-hasura-auth-elevated']).toBe(session.user.id);
    expect(decodeJwt(session.accessToken)[HASURA_CLAIMS_NAMESPACE]).not.toHaveProperty(
      'x-hasura-auth-elevated',
    );

    // The challenge is used up.
    const again = await post(
      '/elevate/webauthn/verify',
      { credential: authenticator.get(request) },
      bearer(session),
    );
    expect(again.json()).toEqual(INVALID_REQUEST);
  });

  it('answers 409 for a taken e-mail and 4xx for malformed credentials', async () => {
    const taken = await post('/signup/webauthn', { email: 'klient@demo.rampa.pl' });
    expect(taken.json()).toEqual(errorBody(409, 'email-already-in-use', 'Email already in use'));
    for (const credential of [
      undefined,
      'x',
      { id: 'a', rawId: 'a', type: 'public-key', response: {} },
      { id: '!', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'a', attestationObject: 'a' } },
    ]) {
      expect((await post('/signup/webauthn/verify', { credential })).statusCode).toBe(400);
    }
    const garbage = await post('/signup/webauthn/verify', {
      credential: {
        id: 'YQ',
        rawId: 'YQ',
        type: 'public-key',
        response: { clientDataJSON: 'YQ', attestationObject: 'YQ' },
      },
    });
    expect(garbage.json()).toEqual(INVALID_REQUEST);
    expect((await post('/user/webauthn/add')).statusCode).toBe(401);
    expect((await post('/elevate/webauthn')).statusCode).toBe(401);
  });
});

describe('security keys turned off', () => {
  const server = useTestServer('pglite', { AUTH_WEBAUTHN_ENABLED: 'false' });
  const { post } = authClient(() => server.app);

  it('answers 409 disabled-endpoint', async () => {
    expect((await post('/signup/webauthn', { email: 'a@firma.test' })).json()).toEqual(
      errorBody(409, 'disabled-endpoint', 'This endpoint is disabled'),
    );
    expect((await post('/signin/webauthn', {})).statusCode).toBe(409);
  });
});
