import { describe, expect, it } from 'vitest';
import { AUTH_FEATURES, authClient, errorBody, UUID, type Session } from '../../test/auth-helpers';
import { DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../../test/support';

const DISABLED = errorBody(409, 'disabled-endpoint', 'This endpoint is disabled');
const INVALID_TICKET = errorBody(401, 'invalid-ticket', 'Invalid ticket');
const INVALID_OTP = errorBody(400, 'invalid-otp', 'Invalid or expired OTP');

describe.each(DATABASE_KINDS)('passwordless and anonymous sign-in on %s', (kind) => {
  const server = useTestServer(kind, {
    ...AUTH_FEATURES,
    AUTH_SMS_PASSWORDLESS_ENABLED: 'true',
    AUTH_ANONYMOUS_USERS_ENABLED: 'true',
  });
  const { post, get, bearer, sql, signIn, lastMessage, follow } = authClient(() => server.app);
  const sessionFrom = async (target: URL) =>
    (await post('/token', { refreshToken: target.searchParams.get('refreshToken') })).json() as Session;

  describe('magic link', () => {
    it('signs up an unknown address and signs it in through the link', async () => {
      const response = await post('/signin/passwordless/email', {
        email: 'magiczny@firma.test',
        options: { displayName: 'Magda', locale: 'pl', redirectTo: `${server.config.auth.clientUrl}/po` },
      });
      expect(response.body).toBe('"OK"');
      const message = await lastMessage('magiczny@firma.test', 'signin-passwordless');
      expect(message.subject).toBe('Twój link do logowania w Rampie');
      expect(message.text).toContain('Dzień dobry, Magda!');
      const target = await follow(message.link!);
      expect(target.pathname).toBe('/po');
      expect(target.searchParams.get('type')).toBe('signinPasswordless');
      const session = await sessionFrom(target);
      expect(session.user).toMatchObject({ email: 'magiczny@firma.test', emailVerified: true, locale: 'pl' });
    });

    it('signs in an existing user, and refuses a disabled one', async () => {
      await post('/signin/passwordless/email', { email: 'klient@demo.rampa.pl' });
      const session = await sessionFrom(await follow((await lastMessage('klient@demo.rampa.pl')).link!));
      expect(session.user.displayName).toBe('Katarzyna Zielińska');
      await sql("UPDATE auth.users SET disabled = true WHERE email = 'kierowca@demo.rampa.pl'");
      const disabled = await post('/signin/passwordless/email', { email: 'kierowca@demo.rampa.pl' });
      await sql("UPDATE auth.users SET disabled = false WHERE email = 'kierowca@demo.rampa.pl'");
      expect(disabled.json()).toEqual(errorBody(401, 'disabled-user', 'User is disabled'));
    });

    it('answers malformed input with 400', async () => {
      for (const body of [
        {},
        { email: 'x' },
        { email: 'a@b.test', options: { redirectTo: 'https://evil.test' } },
      ]) {
        expect((await post('/signin/passwordless/email', body)).statusCode).toBe(400);
      }
    });
  });

  describe('e-mail one-time code', () => {
    it('sends a six-digit code that signs in once', async () => {
      expect((await post('/signin/otp/email', { email: 'kodowy@firma.test' })).body).toBe('"OK"');
      const message = await lastMessage('kodowy@firma.test', 'signin-otp');
      expect(message.code).toMatch(/^\d{6}$/);
      expect(message.text).toContain(message.code);
      const { rows } = await sql<{ hash: string }>(
        "SELECT otp_hash AS hash FROM auth.users WHERE email = 'kodowy@firma.test'",
      );
      expect(rows[0]!.hash).not.toContain(message.code);
      const response = await post('/signin/otp/email/verify', {
        email: 'kodowy@firma.test',
        otp: message.code,
      });
      expect(response.statusCode).toBe(200);
      const { session } = response.json() as { session: Session };
      expect(session.refreshToken).toMatch(UUID);
      expect(session.user).toMatchObject({ email: 'kodowy@firma.test', emailVerified: true });
      const again = await post('/signin/otp/email/verify', { email: 'kodowy@firma.test', otp: message.code });
      expect(again.json()).toEqual(INVALID_TICKET);
    });

    it('voids a code after a handful of wrong guesses', async () => {
      await post('/signin/otp/email', { email: 'zgadywacz@firma.test' });
      const code = (await lastMessage('zgadywacz@firma.test')).code!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let guess = 0; guess < 5; guess++) {
        const response = await post('/signin/otp/email/verify', {
          email: 'zgadywacz@firma.test',
          otp: wrong,
        });
        expect(response.json()).toEqual(INVALID_TICKET);
      }
      const right = await post('/signin/otp/email/verify', { email: 'zgadywacz@firma.test', otp: code });
      expect(right.json()).toEqual(INVALID_TICKET);
    });

    it('refuses unknown addresses and expired codes', async () => {
      expect(
        (await post('/signin/otp/email/verify', { email: 'nikt@firma.test', otp: '123456' })).json(),
      ).toEqual(INVALID_TICKET);
      await post('/signin/otp/email', { email: 'spozniony@firma.test' });
      const code = (await lastMessage('spozniony@firma.test')).code!;
      await sql("UPDATE auth.users SET otp_hash_expires_at = now() WHERE email = 'spozniony@firma.test'");
      expect(
        (await post('/signin/otp/email/verify', { email: 'spozniony@firma.test', otp: code })).json(),
      ).toEqual(INVALID_TICKET);
      expect((await post('/signin/otp/email/verify', { email: 'a@b.test' })).statusCode).toBe(400);
    });
  });

  describe('SMS', () => {
    it('texts a code that signs the phone number in', async () => {
      expect((await post('/signin/passwordless/sms', { phoneNumber: '+48 600 100 200' })).body).toBe('"OK"');
      const sms = await lastMessage('+48600100200', 'signin-passwordless-sms');
      expect(sms.channel).toBe('sms');
      expect(sms.text).toContain(sms.code);
      const wrong = await post('/signin/passwordless/sms/otp', { phoneNumber: '+48600100200', otp: 'x' });
      expect(wrong.json()).toEqual(INVALID_OTP);
      const response = await post('/signin/passwordless/sms/otp', {
        phoneNumber: '+48600100200',
        otp: sms.code,
      });
      expect(response.statusCode).toBe(200);
      const { session } = response.json() as { session: Session };
      expect(session.user).toMatchObject({ phoneNumber: '+48600100200', phoneNumberVerified: true });
      expect(session.user).not.toHaveProperty('email');
      const again = await post('/signin/passwordless/sms/otp', {
        phoneNumber: '+48600100200',
        otp: sms.code,
      });
      expect(again.json()).toEqual(INVALID_OTP);
    });

    it('answers malformed numbers with 400', async () => {
      for (const phoneNumber of ['abc', '123', 48600100200]) {
        expect((await post('/signin/passwordless/sms', { phoneNumber })).statusCode).toBe(400);
      }
    });
  });

  describe('anonymous users', () => {
    it('signs in anonymously without a body and deanonymizes with e-mail and password', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/v1/auth/signin/anonymous',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { session } = response.json() as { session: Session };
      expect(session.user).toMatchObject({
        isAnonymous: true,
        defaultRole: 'anonymous',
        roles: ['anonymous'],
        displayName: 'Anonymous',
      });
      const user = (await get('/user', bearer(session))).json();
      expect(user.isAnonymous).toBe(true);

      const done = await post(
        '/user/deanonymize',
        { signInMethod: 'email-password', email: 'byly-anonim@firma.test', password: 'haslo-anonima' },
        bearer(session),
      );
      expect(done.body).toBe('"OK"');
      // The anonymous session ended; the account verifies its address and signs in.
      expect((await post('/token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
      await follow((await lastMessage('byly-anonim@firma.test', 'email-verify')).link!);
      const real = await signIn('byly-anonim@firma.test', 'haslo-anonima');
      expect(real.user).toMatchObject({ id: session.user.id, isAnonymous: false, defaultRole: 'user' });
      const twice = await post(
        '/user/deanonymize',
        { signInMethod: 'passwordless', email: 'inny@firma.test' },
        bearer(real),
      );
      expect(twice.json()).toEqual(errorBody(400, 'user-not-anonymous', 'Logged in user is not anonymous'));
    });

    it('deanonymizes passwordlessly through a magic link', async () => {
      const { session } = (await post('/signin/anonymous', { displayName: 'Gość', locale: 'pl' })).json() as {
        session: Session;
      };
      expect(session.user).toMatchObject({ displayName: 'Gość', locale: 'pl' });
      const done = await post(
        '/user/deanonymize',
        { signInMethod: 'passwordless', email: 'bez-hasla@firma.test' },
        bearer(session),
      );
      expect(done.body).toBe('"OK"');
      const target = await follow((await lastMessage('bez-hasla@firma.test', 'signin-passwordless')).link!);
      const real = await sessionFrom(target);
      expect(real.user).toMatchObject({
        id: session.user.id,
        email: 'bez-hasla@firma.test',
        isAnonymous: false,
      });
    });

    it('refuses a taken e-mail, a missing password and a missing bearer', async () => {
      const { session } = (await post('/signin/anonymous')).json() as { session: Session };
      const taken = await post(
        '/user/deanonymize',
        { signInMethod: 'email-password', email: 'handlowiec@demo.rampa.pl', password: DEMO_PASSWORD },
        bearer(session),
      );
      expect(taken.json()).toEqual(errorBody(409, 'email-already-in-use', 'Email already in use'));
      const noPassword = await post(
        '/user/deanonymize',
        { signInMethod: 'email-password', email: 'a@firma.test' },
        bearer(session),
      );
      expect(noPassword.json()).toMatchObject({ error: 'invalid-request' });
      const noBearer = await post('/user/deanonymize', {
        signInMethod: 'passwordless',
        email: 'a@firma.test',
      });
      expect(noBearer.statusCode).toBe(401);
      const bad = await post(
        '/user/deanonymize',
        { signInMethod: 'magic', email: 'a@firma.test' },
        bearer(session),
      );
      expect(bad.statusCode).toBe(400);
    });
  });
});

describe('passwordless methods turned off', () => {
  const server = useTestServer('pglite', {
    AUTH_EMAIL_PASSWORDLESS_ENABLED: 'false',
    AUTH_OTP_EMAIL_ENABLED: 'false',
  });
  const { post } = authClient(() => server.app);

  it('answers 409 disabled-endpoint, as anonymous and SMS sign-in by default', async () => {
    for (const [url, body] of [
      ['/signin/passwordless/email', { email: 'a@firma.test' }],
      ['/signin/otp/email', { email: 'a@firma.test' }],
      ['/signin/otp/email/verify', { email: 'a@firma.test', otp: '123456' }],
      ['/signin/passwordless/sms', { phoneNumber: '+48600100200' }],
      ['/signin/passwordless/sms/otp', { phoneNumber: '+48600100200', otp: '123456' }],
      ['/signin/anonymous', undefined],
    ] as const) {
      const response = await post(url, body);
      expect(response.json(), url).toEqual(DISABLED);
    }
  });
});

describe('SMS without a way to send it', () => {
  const server = useTestServer('pglite', { AUTH_SMS_PASSWORDLESS_ENABLED: 'true', AUTH_DEV_INBOX: 'false' });
  const { post } = authClient(() => server.app);

  it('answers 400 cannot-send-sms', async () => {
    const response = await post('/signin/passwordless/sms', { phoneNumber: '+48600100200' });
    expect(response.json()).toEqual(
      errorBody(400, 'cannot-send-sms', 'Cannot send SMS, check your phone number is correct'),
    );
  });
});
