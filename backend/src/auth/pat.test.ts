import { describe, expect, it } from 'vitest';
import { AUTH_FEATURES, authClient, errorBody, UUID, type Session } from '../../test/auth-helpers';
import { DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../../test/support';

const INVALID_PAT = errorBody(401, 'invalid-pat', 'Invalid or expired personal access token');
const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

describe.each(DATABASE_KINDS)('personal access tokens on %s', (kind) => {
  const server = useTestServer(kind, AUTH_FEATURES);
  const { post, bearer, sql, signIn, signUpVerified } = authClient(() => server.app);

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
    // Signing out everywhere ends the PAT too (issue 15: a stolen session must not leave a token behind).
    await post('/signout', { all: true }, bearer(session));
    expect((await post('/signin/pat', { personalAccessToken })).json()).toEqual(INVALID_PAT);
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

  it('caps a token’s lifetime at AUTH_PAT_MAX_EXPIRES_IN (one year by default)', async () => {
    const owner = await signIn('kierowca@demo.rampa.pl', DEMO_PASSWORD);
    for (const expiresAt of ['9999-12-31T23:59:59Z', new Date(Date.now() + 366 * 86_400_000).toISOString()]) {
      const response = await post('/pat', { expiresAt }, bearer(owner));
      expect(response.statusCode, expiresAt).toBe(400);
      expect(response.json()).toEqual({
        error: 'request-validation-error',
        reason: expect.stringMatching(/expiresAt: a personal access token lives at most 31536000 seconds/),
      });
    }
    expect((await post('/pat', { expiresAt: inAYear() }, bearer(owner))).statusCode).toBe(200);
  });

  const newPat = async (session: Session) =>
    (await post('/pat', { expiresAt: inAYear() }, bearer(session))).json<{ personalAccessToken: string }>()
      .personalAccessToken;

  it('revokes every personal access token and other session on a password change, keeping the caller’s', async () => {
    const email = `zmiana-${kind}@firma.test`;
    const here = await signUpVerified(email, 'stare-haslo');
    const elsewhere = await signIn(email, 'stare-haslo');
    const personalAccessToken = await newPat(here);
    expect((await post('/signin/pat', { personalAccessToken })).statusCode).toBe(200);

    const changed = await post('/user/password', { newPassword: 'nowe-haslo' }, bearer(here));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await post('/signin/pat', { personalAccessToken })).json()).toEqual(INVALID_PAT);
    expect((await post('/token', { refreshToken: elsewhere.refreshToken })).statusCode).toBe(401);
    expect((await post('/token', { refreshToken: here.refreshToken })).statusCode).toBe(200);
  });

  it('revokes every personal access token and session on a reset by ticket', async () => {
    const email = `reset-${kind}@firma.test`;
    const session = await signUpVerified(email, 'stare-haslo');
    const personalAccessToken = await newPat(session);
    await post('/user/password/reset', { email });
    const ticket = new URL(
      (await server.app.rampa.inbox!.list({ to: email, template: 'password-reset' }))[0]!.link!,
    ).searchParams.get('ticket')!;
    expect((await post('/user/password', { newPassword: 'nowe-haslo', ticket })).statusCode).toBe(200);
    expect((await post('/signin/pat', { personalAccessToken })).json()).toEqual(INVALID_PAT);
    expect((await post('/token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });

  it('revokes every personal access token on sign-out everywhere', async () => {
    const email = `wszedzie-${kind}@firma.test`;
    const session = await signUpVerified(email, 'haslo-haslo');
    const personalAccessToken = await newPat(session);
    expect((await post('/signout', { all: true }, bearer(session))).statusCode).toBe(200);
    expect((await post('/signin/pat', { personalAccessToken })).json()).toEqual(INVALID_PAT);
    expect((await post('/token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });
});

describe('AUTH_PAT_MAX_EXPIRES_IN', () => {
  const server = useTestServer('pglite', { AUTH_PAT_MAX_EXPIRES_IN: '3600' });
  const { post, bearer, signIn } = authClient(() => server.app);

  it('sets the cap', async () => {
    const owner = await signIn('klient@demo.rampa.pl', DEMO_PASSWORD);
    expect((await post('/pat', { expiresAt: inAYear() }, bearer(owner))).statusCode).toBe(400);
    const soon = new Date(Date.now() + 1800_000).toISOString();
    expect((await post('/pat', { expiresAt: soon }, bearer(owner))).statusCode).toBe(200);
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
