import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_FEATURES, authClient, errorBody, type Session } from '../../test/auth-helpers';
import { TestPwnedPasswords } from '../../test/pwned-passwords';
import { DATABASE_KINDS, useTestServer } from '../../test/support';
import { loadConfig } from '../config';

const PWNED = errorBody(400, 'password-in-hibp-database', 'Password is in HIBP database');
const INTERNAL = errorBody(500, 'internal-server-error', 'Internal server error');
const BREACHED = 'password123';
// Listed by the fake API only as padding (count 0): not breached.
const SAFE = 'Rampa-bezpieczne-haslo-42';
const prefixOf = (password: string) =>
  createHash('sha1').update(password).digest('hex').slice(0, 5).toUpperCase();

describe('AUTH_PASSWORD_HIBP_*', () => {
  it('is off by default, as in hasura-auth, and asks the public API when on', () => {
    expect(loadConfig({}).auth.passwordHibp).toEqual({
      enabled: false,
      url: 'https://api.pwnedpasswords.com',
      timeoutMs: 5000,
    });
    expect(
      loadConfig({
        AUTH_PASSWORD_HIBP_ENABLED: 'true',
        AUTH_PASSWORD_HIBP_URL: 'http://hibp.intranet.test/',
        AUTH_PASSWORD_HIBP_TIMEOUT: '2s',
      }).auth.passwordHibp,
    ).toEqual({ enabled: true, url: 'http://hibp.intranet.test', timeoutMs: 2000 });
  });
});

describe.each(DATABASE_KINDS)('Pwned Passwords check of new passwords on %s', (kind) => {
  const api = new TestPwnedPasswords({ [BREACHED]: 2_254_650 }, [SAFE]);
  const env: Record<string, string> = {
    ...AUTH_FEATURES,
    AUTH_ANONYMOUS_USERS_ENABLED: 'true',
    AUTH_PASSWORD_HIBP_ENABLED: 'true',
    AUTH_PASSWORD_HIBP_TIMEOUT: '300ms',
  };
  beforeAll(async () => {
    await api.start();
    env.AUTH_PASSWORD_HIBP_URL = api.url;
  });
  afterAll(() => api.stop());
  afterEach(() => {
    api.mode = 'answer';
  });
  const server = useTestServer(kind, env);
  const { post, bearer, sql, signIn, lastMessage, signUpVerified } = authClient(() => server.app);
  const userCount = async (email: string) =>
    (await sql('SELECT 1 FROM auth.users WHERE email = $1::public.citext', [email])).rows.length;

  it('refuses a breached password at sign-up, sending only the first five hex digits of its SHA-1', async () => {
    api.requests.length = 0;
    const response = await post('/signup/email-password', { email: 'wyciek@firma.test', password: BREACHED });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(PWNED);
    expect(await userCount('wyciek@firma.test')).toBe(0);
    expect(api.requests).toEqual([{ path: `/range/${prefixOf(BREACHED)}`, padding: 'true' }]);
  });

  it('accepts a password the API lists only as padding', async () => {
    const session = await signUpVerified('bezpieczny@firma.test', SAFE);
    expect(session.user.email).toBe('bezpieczny@firma.test');
  });

  it('refuses a breached password when changing it, and keeps the old one', async () => {
    const session = await signUpVerified('zmiana@firma.test', SAFE);
    const refused = await post('/user/password', { newPassword: BREACHED }, bearer(session));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(PWNED);
    await signIn('zmiana@firma.test', SAFE);
    const accepted = await post('/user/password', { newPassword: `${SAFE}-2` }, bearer(session));
    expect(accepted.statusCode, accepted.body).toBe(200);
    await signIn('zmiana@firma.test', `${SAFE}-2`);
  });

  it('refuses a breached password on reset without spending the ticket', async () => {
    await signUpVerified('reset@firma.test', SAFE);
    expect((await post('/user/password/reset', { email: 'reset@firma.test' })).statusCode).toBe(200);
    const ticket = new URL((await lastMessage('reset@firma.test', 'password-reset')).link!).searchParams.get(
      'ticket',
    );
    const refused = await post('/user/password', { newPassword: BREACHED, ticket });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(PWNED);
    const accepted = await post('/user/password', { newPassword: `${SAFE}-reset`, ticket });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await signIn('reset@firma.test', `${SAFE}-reset`);
    // A wrong ticket is told before anything is sent to the API.
    api.requests.length = 0;
    const wrong = await post('/user/password', {
      newPassword: SAFE,
      ticket: 'passwordReset:00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.json()).toEqual(errorBody(401, 'invalid-ticket', 'Invalid ticket'));
    expect(api.requests).toEqual([]);
  });

  it('refuses a breached password when an anonymous user takes an address', async () => {
    const { session } = (await post('/signin/anonymous')).json() as { session: Session };
    const response = await post(
      '/user/deanonymize',
      { signInMethod: 'email-password', email: 'anonim-wyciek@firma.test', password: BREACHED },
      bearer(session),
    );
    expect(response.json()).toEqual(PWNED);
    expect(await userCount('anonim-wyciek@firma.test')).toBe(0);
  });

  it('fails closed, as hasura-auth does, when the API answers an error', async () => {
    api.mode = 'down';
    const response = await post('/signup/email-password', { email: 'awaria@firma.test', password: SAFE });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(INTERNAL);
    expect(await userCount('awaria@firma.test')).toBe(0);
  });

  it('gives up waiting after AUTH_PASSWORD_HIBP_TIMEOUT', async () => {
    api.mode = 'hang';
    const started = Date.now();
    const response = await post('/signup/email-password', { email: 'cisza@firma.test', password: SAFE });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(INTERNAL);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await userCount('cisza@firma.test')).toBe(0);
  });
});

describe.each(DATABASE_KINDS)('Pwned Passwords check turned off (the default) on %s', (kind) => {
  const api = new TestPwnedPasswords({ [BREACHED]: 2_254_650 });
  const env: Record<string, string> = { AUTH_EMAIL_SIGNIN_EMAIL_VERIFIED_REQUIRED: 'false' };
  beforeAll(async () => {
    await api.start();
    env.AUTH_PASSWORD_HIBP_URL = api.url;
  });
  afterAll(() => api.stop());
  const server = useTestServer(kind, env);
  const { post } = authClient(() => server.app);

  it('accepts any password and asks nobody', async () => {
    const response = await post('/signup/email-password', {
      email: 'dowolne@firma.test',
      password: BREACHED,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(api.requests).toEqual([]);
  });
});
