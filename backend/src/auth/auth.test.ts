import { createHash } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../../test/support';
import { HASURA_CLAIMS_NAMESPACE } from './jwt';
import { generateRsaJwtSecretJson } from './jwt-secret';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INVALID_REFRESH_TOKEN = {
  status: 401,
  error: 'invalid-refresh-token',
  message: 'Invalid or expired refresh token',
};
const INVALID_EMAIL_PASSWORD = {
  status: 401,
  error: 'invalid-email-password',
  message: 'Incorrect email or password',
};
const INVALID_REQUEST = {
  status: 400,
  error: 'invalid-request',
  message: 'The request payload is incorrect',
};

interface Session {
  accessToken: string;
  accessTokenExpiresIn: number;
  refreshToken: string;
  refreshTokenId: string;
  user: Record<string, unknown>;
}

describe.each(DATABASE_KINDS)('auth API on %s', (kind) => {
  const server = useTestServer(kind);

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: `/v1/auth${url}`, payload: body as object, headers });
  const signIn = async (email = 'handlowiec@demo.rampa.pl', password = DEMO_PASSWORD) => {
    const response = await post('/signin/email-password', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { session: Session }).session;
  };
  const refresh = (refreshToken: string) => post('/token', { refreshToken });
  const sql = <R>(text: string, params: unknown[] = []) => server.app.rampa.db.query<R>(text, params);

  describe('GET /healthz', () => {
    it('answers "OK", also to HEAD', async () => {
      const get = await server.app.inject({ method: 'GET', url: '/v1/auth/healthz' });
      expect(get.statusCode).toBe(200);
      expect(get.headers['content-type']).toMatch(/^application\/json/);
      expect(get.body).toBe('"OK"');
      const head = await server.app.inject({ method: 'HEAD', url: '/v1/auth/healthz' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    });
  });

  describe('POST /signin/email-password', () => {
    it('answers a session with the exact wire shape', async () => {
      const response = await post('/signin/email-password', {
        email: 'handlowiec@demo.rampa.pl',
        password: DEMO_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(Object.keys(body)).toEqual(['session']);
      expect(body.session).toEqual({
        accessToken: expect.any(String),
        accessTokenExpiresIn: 900,
        refreshToken: expect.stringMatching(UUID),
        refreshTokenId: expect.stringMatching(UUID),
        user: {
          avatarUrl: '',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          defaultRole: 'handlowiec',
          displayName: 'Anna Nowak',
          email: 'handlowiec@demo.rampa.pl',
          emailVerified: true,
          id: expect.stringMatching(UUID),
          isAnonymous: false,
          locale: 'pl',
          // The demo seed gives the profile page first and last name.
          metadata: { firstName: 'Anna', lastName: 'Nowak' },
          phoneNumberVerified: false,
          roles: ['handlowiec'],
          activeMfaType: null,
        },
      });
    });

    it('issues an access token with the Hasura claims, signed HS256 with the generated secret', async () => {
      const session = await signIn('magazynier@demo.rampa.pl');
      const { jwtSecret } = server.app.rampa.secrets;
      expect(jwtSecret.algorithm).toBe('HS256');
      // A shared secret has no public key to publish (Nhost answers the same).
      const jwks = (await server.app.inject({ url: '/v1/auth/.well-known/jwks.json' })).json();
      expect(jwks).toEqual({ keys: [] });
      const { payload, protectedHeader } = await jwtVerify(session.accessToken, jwtSecret.verifyKey, {
        algorithms: ['HS256'],
        issuer: 'hasura-auth',
      });
      expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(payload).toEqual({
        [HASURA_CLAIMS_NAMESPACE]: {
          'x-hasura-allowed-roles': ['magazynier'],
          'x-hasura-default-role': 'magazynier',
          'x-hasura-user-id': session.user.id,
          'x-hasura-user-is-anonymous': 'false',
        },
        sub: session.user.id,
        // The session (refresh token) it belongs to: a password change keeps this one alone.
        sid: session.refreshTokenId,
        iss: 'hasura-auth',
        iat: expect.any(Number),
        exp: payload.iat! + 900,
      });
    });

    it('matches the e-mail case-insensitively', async () => {
      expect((await signIn('Klient@Demo.Rampa.PL')).user.email).toBe('klient@demo.rampa.pl');
    });

    it('answers the same 401 for a wrong password and an unknown account', async () => {
      for (const body of [
        { email: 'handlowiec@demo.rampa.pl', password: 'wrong password' },
        { email: 'nobody@demo.rampa.pl', password: DEMO_PASSWORD },
      ]) {
        const response = await post('/signin/email-password', body);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(INVALID_EMAIL_PASSWORD);
      }
    });

    it('refuses unverified and disabled users, only to someone who knows the password', async () => {
      await sql("UPDATE auth.users SET email_verified = false WHERE email = 'kierowca@demo.rampa.pl'");
      const unverified = await post('/signin/email-password', {
        email: 'kierowca@demo.rampa.pl',
        password: DEMO_PASSWORD,
      });
      expect(unverified.json()).toEqual({
        status: 401,
        error: 'unverified-user',
        message: 'User is not verified.',
      });
      const guessed = await post('/signin/email-password', {
        email: 'kierowca@demo.rampa.pl',
        password: 'guess',
      });
      expect(guessed.json()).toEqual(INVALID_EMAIL_PASSWORD);
      await sql(
        "UPDATE auth.users SET email_verified = true, disabled = true WHERE email = 'kierowca@demo.rampa.pl'",
      );
      const disabled = await post('/signin/email-password', {
        email: 'kierowca@demo.rampa.pl',
        password: DEMO_PASSWORD,
      });
      expect(disabled.statusCode).toBe(401);
      expect(disabled.json()).toEqual({ status: 401, error: 'disabled-user', message: 'User is disabled' });
      await sql("UPDATE auth.users SET disabled = false WHERE email = 'kierowca@demo.rampa.pl'");
    });

    it('verifies a bcrypt hash carried over from Nhost', async () => {
      const { rows } = await sql<{ hash: string }>(
        "SELECT password_hash AS hash FROM auth.users WHERE email = 'klient@demo.rampa.pl'",
      );
      // bcrypt of "U*U" (the OpenBSD reference vector), in hasura-auth's $2a$ format.
      await sql("UPDATE auth.users SET password_hash = $1 WHERE email = 'klient@demo.rampa.pl'", [
        '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW',
      ]);
      const session = await signIn('klient@demo.rampa.pl', 'U*U').finally(() =>
        sql("UPDATE auth.users SET password_hash = $1 WHERE email = 'klient@demo.rampa.pl'", [rows[0]!.hash]),
      );
      expect(session.user.email).toBe('klient@demo.rampa.pl');
    });

    it('answers an MFA ticket instead of a session when TOTP is active', async () => {
      await sql("UPDATE auth.users SET active_mfa_type = 'totp' WHERE email = 'admin@demo.rampa.pl'");
      const response = await post('/signin/email-password', {
        email: 'admin@demo.rampa.pl',
        password: DEMO_PASSWORD,
      });
      await sql("UPDATE auth.users SET active_mfa_type = NULL WHERE email = 'admin@demo.rampa.pl'");
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ mfa: { ticket: expect.stringMatching(/^mfaTotp:[0-9a-f-]{36}$/) } });
      const { rows } = await sql<{ ticket: string }>(
        "SELECT ticket FROM auth.users WHERE email = 'admin@demo.rampa.pl'",
      );
      expect(rows[0]?.ticket).toBe(body.mfa.ticket);
    });
  });

  describe('malformed requests', () => {
    const raw = (url: string, payload: string, contentType = 'application/json') =>
      server.app.inject({
        method: 'POST',
        url: `/v1/auth${url}`,
        payload,
        headers: { 'content-type': contentType },
      });

    it.each([
      ['bad JSON', '/signin/email-password', '{"email":', 'application/json'],
      ['an empty JSON body', '/token', '', 'application/json'],
      ['a text body', '/token', 'refreshToken=x', 'text/plain'],
      [
        'a form body',
        '/signin/email-password',
        'email=a%40b.pl&password=abc',
        'application/x-www-form-urlencoded',
      ],
      ['a JSON array', '/signout', '[]', 'application/json'],
      ['a JSON string', '/token', '"x"', 'application/json'],
      ['a prototype-poisoning body', '/token', '{"__proto__":{"x":1}}', 'application/json'],
    ])('answers %s with 400 request-validation-error', async (_name, url, payload, contentType) => {
      const response = await raw(url, payload, contentType);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'request-validation-error', reason: expect.any(String) });
    });

    it.each([
      ['a missing password', '/signin/email-password', { email: 'handlowiec@demo.rampa.pl' }],
      [
        'a numeric password',
        '/signin/email-password',
        { email: 'handlowiec@demo.rampa.pl', password: 12345 },
      ],
      ['a malformed e-mail', '/signin/email-password', { email: 'not-an-email', password: 'secret' }],
      ['a too short password', '/signin/email-password', { email: 'a@b.pl', password: 'ab' }],
      ['a too long password', '/signin/email-password', { email: 'a@b.pl', password: 'x'.repeat(51) }],
      ['a non-UUID refresh token', '/token', { refreshToken: 'not-a-uuid' }],
      ['a numeric refresh token', '/token', { refreshToken: 42 }],
      ['no refresh token', '/token', {}],
      ['a string for all', '/signout', { all: 'true' }],
    ])('answers %s with 400 request-validation-error naming the field', async (_name, url, body) => {
      const response = await post(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'request-validation-error',
        reason: expect.stringMatching(/^request body has an error: /),
      });
    });

    it('answers an oversized body with 413', async () => {
      const response = await raw('/token', JSON.stringify({ refreshToken: 'x'.repeat(2 * 1024 * 1024) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: 'request-validation-error' });
    });

    it('answers unknown auth routes with a JSON 404', async () => {
      const response = await post('/signin/carrier-pigeon', {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, error: 'not-found', message: 'Not found' });
    });
  });

  describe('last seen', () => {
    it('marks auth.users.last_seen at sign-in and again at each refresh', async () => {
      const lastSeen = async () =>
        (
          await sql<{ last_seen: Date | null }>(
            `SELECT last_seen FROM auth.users WHERE email = 'magazynier@demo.rampa.pl'`,
          )
        ).rows[0]!.last_seen;
      await sql(`UPDATE auth.users SET last_seen = NULL WHERE email = 'magazynier@demo.rampa.pl'`);
      const session = await signIn('magazynier@demo.rampa.pl');
      const signedIn = await lastSeen();
      expect(signedIn).toBeInstanceOf(Date);
      await sql(
        `UPDATE auth.users SET last_seen = now() - interval '1 day' WHERE email = 'magazynier@demo.rampa.pl'`,
      );
      expect((await refresh(session.refreshToken)).statusCode).toBe(200);
      expect((await lastSeen())!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('leaves a mark younger than a minute as it is at a refresh (the sessions of one user do not queue on it)', async () => {
      const session = await signIn('magazynier@demo.rampa.pl');
      const { rows } = await sql<{ last_seen: Date }>(
        `UPDATE auth.users SET last_seen = now() - interval '10 seconds'
         WHERE email = 'magazynier@demo.rampa.pl' RETURNING last_seen`,
      );
      const marked = rows[0]!.last_seen;
      const response = await refresh(session.refreshToken);
      expect(response.statusCode).toBe(200);
      const after = (
        await sql<{ last_seen: Date }>(
          `SELECT last_seen FROM auth.users WHERE email = 'magazynier@demo.rampa.pl'`,
        )
      ).rows[0]!.last_seen;
      expect(after.getTime()).toBe(marked.getTime());
    });
  });

  describe('POST /token', () => {
    it('rotates the token value and keeps the refreshTokenId', async () => {
      const session = await signIn();
      const response = await refresh(session.refreshToken);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const next = response.json() as Session;
      expect(Object.keys(next)).toEqual([
        'accessToken',
        'accessTokenExpiresIn',
        'refreshToken',
        'refreshTokenId',
        'user',
      ]);
      expect(next.refreshToken).toMatch(UUID);
      expect(next.refreshToken).not.toBe(session.refreshToken);
      expect(next.refreshTokenId).toBe(session.refreshTokenId);
      expect(next.user).toEqual(session.user);
      expect(decodeJwt(next.accessToken).sub).toBe(session.user.id);
      expect((await refresh(next.refreshToken)).statusCode).toBe(200);
    });

    it('stores only the sha256 of the current value, in the session row', async () => {
      const session = await signIn();
      const { rows } = await sql<{ hash: string }>(
        'SELECT refresh_token_hash AS hash FROM auth.refresh_tokens WHERE id = $1',
        [session.refreshTokenId],
      );
      expect(rows).toEqual([
        { hash: `\\x${createHash('sha256').update(session.refreshToken).digest('hex')}` },
      ]);
      const everything = JSON.stringify((await sql('SELECT * FROM auth.refresh_tokens')).rows);
      expect(everything).not.toContain(session.refreshToken);
    });

    it('revokes the whole session when a rotated-away token is presented again', async () => {
      const session = await signIn();
      const second = (await refresh(session.refreshToken)).json() as Session;
      const third = (await refresh(second.refreshToken)).json() as Session;

      const replay = await refresh(session.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(INVALID_REFRESH_TOKEN);
      // The legitimate holder's current token died with the session.
      const current = await refresh(third.refreshToken);
      expect(current.statusCode).toBe(401);
      expect(current.json()).toEqual(INVALID_REFRESH_TOKEN);
      expect(
        (await sql('SELECT 1 FROM auth.refresh_tokens WHERE id = $1', [session.refreshTokenId])).rowCount,
      ).toBe(0);
    });

    it('leaves the other sessions of the user alone when one is replayed', async () => {
      const stolen = await signIn();
      const other = await signIn();
      await refresh(stolen.refreshToken);
      // Past the reuse interval (refresh-tokens.test.ts), where a second presentation is a replay.
      await sql(
        `UPDATE rampa_backend.rotated_refresh_tokens SET rotated_at = rotated_at - interval '1 minute'
         WHERE refresh_token_id = $1`,
        [stolen.refreshTokenId],
      );
      expect((await refresh(stolen.refreshToken)).statusCode).toBe(401);
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it('answers 401 for an unknown and an expired token', async () => {
      expect((await refresh('7f0c2a51-9a4b-4c71-8d2e-5b3f6a7c8d9e')).json()).toEqual(INVALID_REFRESH_TOKEN);
      const session = await signIn();
      await sql("UPDATE auth.refresh_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [
        session.refreshTokenId,
      ]);
      const expired = await refresh(session.refreshToken);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual(INVALID_REFRESH_TOKEN);
    });

    it('slides the expiry forward by the refresh token lifetime', async () => {
      const session = await signIn();
      await sql("UPDATE auth.refresh_tokens SET expires_at = now() + interval '1 minute' WHERE id = $1", [
        session.refreshTokenId,
      ]);
      await refresh(session.refreshToken);
      const { rows } = await sql<{ seconds: number }>(
        'SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM auth.refresh_tokens WHERE id = $1',
        [session.refreshTokenId],
      );
      expect(rows[0]!.seconds).toBeGreaterThan(2_592_000 - 60);
    });

    it('ends the sessions of a user who is disabled (the trigger of nhost/migrations)', async () => {
      const session = await signIn('kierowca@demo.rampa.pl');
      await sql("UPDATE auth.users SET disabled = true WHERE email = 'kierowca@demo.rampa.pl'");
      await sql("UPDATE auth.users SET disabled = false WHERE email = 'kierowca@demo.rampa.pl'");
      expect((await refresh(session.refreshToken)).json()).toEqual(INVALID_REFRESH_TOKEN);
    });

    it('refuses to refresh a disabled user without using up the token (a project without that trigger)', async () => {
      const session = await signIn('kierowca@demo.rampa.pl');
      await sql('ALTER TABLE auth.users DISABLE TRIGGER end_sessions_of_disabled_user');
      try {
        await sql("UPDATE auth.users SET disabled = true WHERE email = 'kierowca@demo.rampa.pl'");
        const refused = await refresh(session.refreshToken);
        await sql("UPDATE auth.users SET disabled = false WHERE email = 'kierowca@demo.rampa.pl'");
        expect(refused.json()).toEqual({ status: 401, error: 'disabled-user', message: 'User is disabled' });
        expect((await refresh(session.refreshToken)).statusCode).toBe(200);
      } finally {
        await sql('ALTER TABLE auth.users ENABLE TRIGGER end_sessions_of_disabled_user');
      }
    });
  });

  describe('POST /signout', () => {
    it('ends the session of a refresh token', async () => {
      const session = await signIn();
      const response = await post('/signout', { refreshToken: session.refreshToken });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('"OK"');
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    });

    it('ends the session also when given a rotated-away value of it', async () => {
      const session = await signIn();
      const next = (await refresh(session.refreshToken)).json() as Session;
      expect((await post('/signout', { refreshToken: session.refreshToken })).statusCode).toBe(200);
      expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    });

    it('answers "OK" for a token it does not know', async () => {
      const response = await post('/signout', { refreshToken: '7f0c2a51-9a4b-4c71-8d2e-5b3f6a7c8d9e' });
      expect(response.body).toBe('"OK"');
    });

    it('ends every session of the user with all: true and a bearer token', async () => {
      const first = await signIn('magazynier@demo.rampa.pl');
      const second = await signIn('magazynier@demo.rampa.pl');
      const bystander = await signIn('klient@demo.rampa.pl');
      const response = await post(
        '/signout',
        { all: true },
        { authorization: `Bearer ${first.accessToken}` },
      );
      expect(response.body).toBe('"OK"');
      expect((await refresh(first.refreshToken)).statusCode).toBe(401);
      expect((await refresh(second.refreshToken)).statusCode).toBe(401);
      expect((await refresh(bystander.refreshToken)).statusCode).toBe(200);
    });

    it('needs a refresh token, or a valid bearer token with all: true', async () => {
      expect((await post('/signout', {})).json()).toEqual(INVALID_REQUEST);
      expect((await post('/signout', { all: false })).json()).toEqual(INVALID_REQUEST);
      expect((await post('/signout', { all: true })).json()).toEqual(INVALID_REQUEST);
      const forged = await post('/signout', { all: true }, { authorization: 'Bearer not.a.token' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ error: 'unauthorized', securityScheme: 'BearerAuth' });
    });
  });

  describe('GET /user', () => {
    const getUser = (authorization?: string) =>
      server.app.inject({ url: '/v1/auth/user', headers: authorization ? { authorization } : {} });

    it("answers the bearer's user", async () => {
      const session = await signIn('admin@demo.rampa.pl');
      const response = await getUser(`Bearer ${session.accessToken}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(session.user);
      expect(response.json()).toMatchObject({
        defaultRole: 'org_admin',
        roles: ['org_admin'],
        displayName: 'Marek Lewandowski',
      });
    });

    it('omits a missing e-mail and includes a phone number', async () => {
      const session = await signIn('admin@demo.rampa.pl');
      await sql("UPDATE auth.users SET phone_number = '+48500600700', metadata = '{\"a\":1}' WHERE id = $1", [
        session.user.id,
      ]);
      const user = (await getUser(`Bearer ${session.accessToken}`)).json();
      await sql('UPDATE auth.users SET phone_number = NULL, metadata = NULL WHERE id = $1', [
        session.user.id,
      ]);
      expect(user).toMatchObject({ phoneNumber: '+48500600700', metadata: { a: 1 } });
    });

    it.each([
      ['no header', undefined],
      ['a Basic header', 'Basic dXNlcjpwYXNz'],
      ['garbage', 'Bearer garbage'],
    ])('answers 401 unauthorized for %s', async (_name, authorization) => {
      const response = await getUser(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'unauthorized',
        reason: expect.any(String),
        securityScheme: 'BearerAuth',
      });
    });

    it('answers 401 for an expired or foreign-signed token', async () => {
      const session = await signIn();
      const { sub } = decodeJwt(session.accessToken);
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ sub })
        .setProtectedHeader({ alg: server.app.rampa.secrets.jwtSecret.algorithm })
        .setIssuedAt(now - 120)
        .setExpirationTime(now - 60)
        .sign(server.app.rampa.secrets.jwtSecret.signingKey);
      const foreign = await new SignJWT({ sub })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(32)));
      for (const token of [expired, foreign]) {
        const response = await getUser(`Bearer ${token}`);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: 'unauthorized' });
      }
    });
  });
});

describe.each(DATABASE_KINDS)('auth API with a configured RS256 secret on %s', (kind) => {
  const server = useTestServer(kind, { HASURA_GRAPHQL_JWT_SECRET: generateRsaJwtSecretJson() });

  it('signs sessions and refreshes RS256, verifiable with the published JWKS', async () => {
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/signin/email-password',
      payload: { email: 'magazynier@demo.rampa.pl', password: DEMO_PASSWORD },
    });
    const { session } = signIn.json() as { session: Session };
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const jwks = (await server.app.inject({ url: '/v1/auth/.well-known/jwks.json' })).json();
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' })]);
    for (const token of [session.accessToken, (refreshed.json() as Session).accessToken]) {
      const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
        algorithms: ['RS256'],
        issuer: 'hasura-auth',
      });
      expect(protectedHeader).toEqual({ alg: 'RS256', typ: 'JWT', kid: jwks.keys[0].kid });
      expect(payload.sub).toBe(session.user.id);
    }
  });
});
