import { describe, expect, it } from 'vitest';
import { authClient, errorBody, UUID, type Session } from '../../test/auth-helpers';
import { DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../../test/support';

const INVALID_PAT = errorBody(401, 'invalid-pat', 'Invalid or expired personal access token');
const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

describe.each(DATABASE_KINDS)('personal access tokens on %s', (kind) => {
  const server = useTestServer(kind);
  const { post, bearer, sql, signIn } = authClient(() => server.app);

  it('creates a token that signs in with a regular session, storing only its hash', async () => {
    const owner = await signIn('handlowiec@demo.rampa.pl', DEMO_PASSWORD);
    const created = await post('/pat', { expiresAt: inAYear(), metadata: { name: 'CI' } }, bearer(owner));
    expect(created.statusCode, created.body).toBe(200);
    const { id, personalAccessToken } = created.json() as { id: string; personalAccessToken: string };
    expect(Object.keys(created.json()).sort()).toEqual(['id', 'personalAccessToken']);
    expect(id).toMatch(UUID);
    expect(personalAccessToken).toMatch(UUID);
    const stored = JSON.stringify((await sql('SELECT * FROM auth.refresh_tokens WHERE id = $1', [id])).rows);
    expect(stored).not.toContain(personalAccessToken);
    expect(stored).toContain('"type":"pat"');

    const response = await post('/signin/pat', { personalAccessToken });
    expect(response.statusCode).toBe(200);
    const { session } = response.json() as { session: Session };
    expect(Object.keys(response.json())).toEqual(['session']);
    expect(session.user.email).toBe('handlowiec@demo.rampa.pl');
    expect(session.refreshTokenId).not.toBe(id);
    // The session refreshes like any other; the PAT itself is not a refresh token.
    expect((await post('/token', { refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect((await post('/token', { refreshToken: personalAccessToken })).statusCode).toBe(401);
    // Signing out everywhere keeps the PAT.
    await post('/signout', { all: true }, bearer(session));
    expect((await post('/signin/pat', { personalAccessToken })).statusCode).toBe(200);
  });

  it('refuses unknown, expired and disabled users’ tokens', async () => {
    expect(
      (await post('/signin/pat', { personalAccessToken: '7f0c2a51-9a4b-4c71-8d2e-5b3f6a7c8d9e' })).json(),
    ).toEqual(INVALID_PAT);
    const owner = await signIn('magazynier@demo.rampa.pl', DEMO_PASSWORD);
    const { id, personalAccessToken } = (
      await post('/pat', { expiresAt: inAYear() }, bearer(owner))
    ).json() as {
      id: string;
      personalAccessToken: string;
    };
    await sql('UPDATE auth.users SET disabled = true WHERE id = $1', [owner.user.id]);
    const disabled = await post('/signin/pat', { personalAccessToken });
    await sql('UPDATE auth.users SET disabled = false WHERE id = $1', [owner.user.id]);
    expect(disabled.json()).toEqual(errorBody(401, 'disabled-user', 'User is disabled'));
    await sql("UPDATE auth.refresh_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    expect((await post('/signin/pat', { personalAccessToken })).json()).toEqual(INVALID_PAT);
  });

  it('answers malformed and unauthenticated requests with 4xx', async () => {
    expect((await post('/pat', { expiresAt: inAYear() })).statusCode).toBe(401);
    const owner = await signIn('klient@demo.rampa.pl', DEMO_PASSWORD);
    for (const body of [{}, { expiresAt: 'jutro' }, { expiresAt: inAYear(), metadata: 'x' }]) {
      expect((await post('/pat', body, bearer(owner))).statusCode, JSON.stringify(body)).toBe(400);
    }
    const past = await post('/pat', { expiresAt: '2000-01-01T00:00:00Z' }, bearer(owner));
    expect(past.json()).toMatchObject({ status: 400, error: 'invalid-request' });
    for (const body of [{}, { personalAccessToken: 'abc' }]) {
      expect((await post('/signin/pat', body)).statusCode).toBe(400);
    }
  });
});

describe('AUTH_REQUIRE_ELEVATED_CLAIM', () => {
  describe('required', () => {
    const server = useTestServer('pglite', { AUTH_REQUIRE_ELEVATED_CLAIM: 'required' });
    const { post, get, bearer, signIn } = authClient(() => server.app);

    it('refuses sensitive changes with a plain token and accepts an elevated one', async () => {
      const session = await signIn('klient@demo.rampa.pl', DEMO_PASSWORD);
      for (const response of [
        await post('/pat', { expiresAt: inAYear() }, bearer(session)),
        await post('/user/password', { newPassword: 'nowe-haslo' }, bearer(session)),
        await post('/user/email/change', { newEmail: 'n@firma.test' }, bearer(session)),
        await get('/mfa/totp/generate', bearer(session)),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: 'unauthorized',
          reason: 'elevated-claim-required',
          securityScheme: 'BearerAuth',
        });
      }
      const elevated = await server.app.rampa.jwt.sign({
        userId: session.user.id,
        defaultRole: 'klient',
        allowedRoles: ['klient'],
        isAnonymous: false,
        elevated: true,
      });
      const response = await post('/pat', { expiresAt: inAYear() }, { authorization: `Bearer ${elevated}` });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('recommended', () => {
    const server = useTestServer('pglite', { AUTH_REQUIRE_ELEVATED_CLAIM: 'recommended' });
    const { post, bearer, sql, signIn } = authClient(() => server.app);

    it('demands elevation only from users with a security key', async () => {
      const session = await signIn('klient@demo.rampa.pl', DEMO_PASSWORD);
      expect((await post('/pat', { expiresAt: inAYear() }, bearer(session))).statusCode).toBe(200);
      await sql("INSERT INTO auth.user_security_keys (user_id, credential_id) VALUES ($1, 'klucz')", [
        session.user.id,
      ]);
      expect((await post('/pat', { expiresAt: inAYear() }, bearer(session))).statusCode).toBe(401);
    });
  });
});
