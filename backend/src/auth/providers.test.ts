import { createHash } from 'node:crypto';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, errorBody, type Session } from '../../test/auth-helpers';
import { TestOidcProvider } from '../../test/oidc-provider';
import { DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../../test/support';

const INVALID_REQUEST = errorBody(400, 'invalid-request', 'The request payload is incorrect');
const CLIENT_URL = 'http://app.rampa.test';

describe.each(DATABASE_KINDS)('ID tokens and OAuth sign-in on %s', (kind) => {
  const provider = new TestOidcProvider();
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await provider.start();
    Object.assign(env, {
      AUTH_CLIENT_URL: CLIENT_URL,
      AUTH_PROVIDER_OIDC_IDS: 'corp',
      AUTH_PROVIDER_OIDC_CORP_ISSUER: provider.issuer,
      AUTH_PROVIDER_OIDC_CORP_CLIENT_ID: provider.clientId,
      AUTH_PROVIDER_OIDC_CORP_CLIENT_SECRET: provider.clientSecret,
    });
  });
  afterAll(() => provider.stop());
  const server = useTestServer(kind, env);
  const { post, get, bearer, signIn } = authClient(() => server.app);

  describe('POST /signin/idtoken', () => {
    it('signs up a new provider account and signs it in again', async () => {
      const account = { sub: 'corp-1', email: 'idtoken@firma.test', email_verified: true, name: 'Ida Token' };
      const response = await post('/signin/idtoken', {
        provider: 'corp',
        idToken: await provider.idToken(account, { nonce: 'n-1' }),
        nonce: 'n-1',
        options: { locale: 'pl' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { session } = response.json() as { session: Session };
      expect(session.user).toMatchObject({
        email: 'idtoken@firma.test',
        emailVerified: true,
        displayName: 'Ida Token',
        locale: 'pl',
        // Without a picture from the provider, the address's Gravatar (hasura-auth's default).
        avatarUrl: `https://www.gravatar.com/avatar/${createHash('md5').update('idtoken@firma.test').digest('hex')}?d=blank&r=g`,
      });
      const again = await post('/signin/idtoken', {
        provider: 'corp',
        idToken: await provider.idToken(account),
      });
      expect((again.json() as { session: Session }).session.user.id).toBe(session.user.id);
    });

    it("keeps the provider's picture as the avatar", async () => {
      const response = await post('/signin/idtoken', {
        provider: 'corp',
        idToken: await provider.idToken(
          { sub: 'corp-picture', email: 'zdjecie@firma.test', email_verified: true },
          { picture: 'https://idp.firma.test/zdjecie.png' },
        ),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { session } = response.json() as { session: Session };
      expect(session.user.avatarUrl).toBe('https://idp.firma.test/zdjecie.png');
    });

    it('links to the user with the provider-verified e-mail', async () => {
      const response = await post('/signin/idtoken', {
        provider: 'corp',
        idToken: await provider.idToken({
          sub: 'corp-2',
          email: 'klient@demo.rampa.pl',
          email_verified: true,
        }),
      });
      expect((response.json() as { session: Session }).session.user.displayName).toBe('Katarzyna Zielińska');
      const unverified = await post('/signin/idtoken', {
        provider: 'corp',
        idToken: await provider.idToken({
          sub: 'corp-3',
          email: 'magazynier@demo.rampa.pl',
          email_verified: false,
        }),
      });
      expect(unverified.json()).toEqual(errorBody(409, 'email-already-in-use', 'Email already in use'));
    });

    it('refuses forged, expired, foreign-audience and wrong-nonce tokens and unknown providers', async () => {
      const account = { sub: 'corp-9', email: 'zly@firma.test', email_verified: true };
      const { privateKey: foreignKey } = await generateKeyPair('RS256');
      for (const idToken of [
        await provider.idToken(account, {}, foreignKey),
        await provider.idToken(account, { exp: Math.floor(Date.now() / 1000) - 60 }),
        await provider.idToken(account, { aud: 'someone-else' }),
        await provider.idToken(account, { iss: 'https://evil.test' }),
        'not-a-jwt',
      ]) {
        expect((await post('/signin/idtoken', { provider: 'corp', idToken })).json()).toEqual(
          INVALID_REQUEST,
        );
      }
      const wrongNonce = await post('/signin/idtoken', {
        provider: 'corp',
        idToken: await provider.idToken(account, { nonce: 'a' }),
        nonce: 'b',
      });
      expect(wrongNonce.json()).toEqual(INVALID_REQUEST);
      const unknown = await post('/signin/idtoken', {
        provider: 'google',
        idToken: await provider.idToken(account),
      });
      expect(unknown.json()).toEqual(INVALID_REQUEST);
      expect((await post('/signin/idtoken', { provider: 'corp' })).statusCode).toBe(400);
    });
  });

  describe('POST /link/idtoken', () => {
    it('links a provider account to the signed-in user, once', async () => {
      const session = await signIn('handlowiec@demo.rampa.pl', DEMO_PASSWORD);
      const idToken = await provider.idToken({ sub: 'corp-link', email: 'inny@firma.test' });
      const linked = await post('/link/idtoken', { provider: 'corp', idToken }, bearer(session));
      expect(linked.body).toBe('"OK"');
      const signedIn = await post('/signin/idtoken', { provider: 'corp', idToken });
      expect((signedIn.json() as { session: Session }).session.user.id).toBe(session.user.id);
      const other = await signIn('magazynier@demo.rampa.pl', DEMO_PASSWORD);
      const taken = await post('/link/idtoken', { provider: 'corp', idToken }, bearer(other));
      expect(taken.json()).toEqual(
        errorBody(
          400,
          'provider-account-already-linked',
          'This provider account is already linked to a user',
        ),
      );
      expect((await post('/link/idtoken', { provider: 'corp', idToken })).statusCode).toBe(401);
    });
  });

  describe('GET /signin/provider/{provider}', () => {
    const start = async (query: string) => {
      const response = await get(`/signin/provider/corp?${query}`);
      expect(response.statusCode, response.body).toBe(302);
      return response.headers.location as string;
    };
    const callback = async (login: { code: string; state: string; redirectUri: string }) => {
      const url = new URL(login.redirectUri);
      url.searchParams.set('code', login.code);
      url.searchParams.set('state', login.state);
      const response = await server.app.inject({ url: `${url.pathname}${url.search}` });
      expect(response.statusCode, response.body).toBe(302);
      return new URL(response.headers.location as string);
    };

    it('sends the browser to the provider and back to redirectTo with a refresh token', async () => {
      const authorize = new URL(
        await start(`redirectTo=${encodeURIComponent(`${CLIENT_URL}/po-logowaniu`)}&locale=pl&displayName=X`),
      );
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/authorize`);
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: `${server.config.authServerUrl}/signin/provider/corp/callback`,
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      const login = provider.login(authorize.href, {
        sub: 'oauth-1',
        email: 'oauth@firma.test',
        email_verified: true,
        name: 'Olga Auth',
      });
      const target = await callback(login);
      expect(target.pathname).toBe('/po-logowaniu');
      const session = (
        await post('/token', { refreshToken: target.searchParams.get('refreshToken') })
      ).json() as Session;
      expect(session.user).toMatchObject({
        email: 'oauth@firma.test',
        displayName: 'Olga Auth',
        locale: 'pl',
      });
      // The state is used up.
      expect(
        (
          await server.app.inject({
            url: `/v1/auth/signin/provider/corp/callback?state=${login.state}&code=x`,
          })
        ).json(),
      ).toEqual(errorBody(400, 'invalid-state', 'Invalid state'));
    });

    it('redirects provider errors and failed code exchanges with an error', async () => {
      const denied = new URL(await start(''));
      const state = denied.searchParams.get('state')!;
      const response = await server.app.inject({
        url: `/v1/auth/signin/provider/corp/callback?state=${state}&error=access_denied`,
      });
      const target = new URL(response.headers.location as string);
      expect(target.origin).toBe(CLIENT_URL);
      expect(target.searchParams.get('error')).toBe('oauth-provider-error');

      const forged = provider.login(await start(''), { sub: 'oauth-2' });
      const failed = await callback({ ...forged, code: 'not-issued' });
      expect(failed.searchParams.get('error')).toBe('oauth-token-echange-failed');
    });

    it('refuses unknown providers, foreign redirect targets and bad states with JSON errors', async () => {
      expect((await get('/signin/provider/myspace')).json()).toEqual(INVALID_REQUEST);
      expect((await get('/signin/provider/corp?redirectTo=https%3A%2F%2Fevil.test')).json()).toMatchObject({
        error: 'redirectTo-not-allowed',
      });
      expect((await get('/signin/provider/corp/callback?state=x')).statusCode).toBe(400);
      const bad = new URL(await start('metadata=%7Bbroken'));
      expect(bad.searchParams.get('error')).toBe('invalid-request');
    });
  });
});
