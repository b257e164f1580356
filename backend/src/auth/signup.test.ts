import { describe, expect, it } from 'vitest';
import { AUTH_FEATURES, authClient, errorBody, UUID, type Session } from '../../test/auth-helpers';
import { DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../../test/support';

const INVALID_REQUEST = errorBody(400, 'invalid-request', 'The request payload is incorrect');
const INVALID_TICKET = errorBody(401, 'invalid-ticket', 'Invalid ticket');

describe.each(DATABASE_KINDS)('sign-up, e-mail links and account changes on %s', (kind) => {
  const server = useTestServer(kind, {
    ...AUTH_FEATURES,
    AUTH_CLIENT_URL: 'http://app.rampa.test',
    AUTH_ACCESS_CONTROL_ALLOWED_REDIRECT_URLS: 'https://*.rampa.test/welcome,rampa://callback',
    AUTH_ACCESS_CONTROL_BLOCKED_EMAIL_DOMAINS: 'blocked.test',
  });
  const { post, get, bearer, sql, signIn, lastMessage, follow, signUpVerified } = authClient(
    () => server.app,
  );

  describe('POST /signup/email-password', () => {
    it('creates an unverified user, answers {} and e-mails a verification link', async () => {
      const response = await post('/signup/email-password', {
        email: 'Nowy@Firma.test',
        password: 'haslo-nowego',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
      const { rows } = await sql<Record<string, unknown>>(
        `SELECT email::text, email_verified, default_role, locale, display_name, metadata, password_hash,
           ARRAY(SELECT role FROM auth.user_roles r WHERE r.user_id = u.id ORDER BY role) AS roles
         FROM auth.users u WHERE email = 'nowy@firma.test'`,
      );
      expect(rows[0]).toMatchObject({
        email: 'Nowy@Firma.test',
        email_verified: false,
        default_role: 'user',
        locale: 'en',
        display_name: 'Nowy@Firma.test',
        metadata: {},
        roles: ['me', 'user'],
        password_hash: expect.stringMatching(/^\$argon2id\$/),
      });
      const message = await lastMessage('nowy@firma.test', 'email-verify');
      expect(message).toMatchObject({
        channel: 'email',
        subject: 'Potwierdź swój adres e-mail w Rampie',
        text: expect.stringContaining('Potwierdź adres e-mail: http://'),
        html: expect.stringContaining('<html lang="pl">'),
      });
      const link = new URL(message.link!);
      expect(`${link.origin}${link.pathname}`).toBe(`${server.config.authServerUrl}/verify`);
      expect(link.searchParams.get('ticket')).toMatch(/^verifyEmail:[0-9a-f-]{36}$/);
      expect(link.searchParams.get('type')).toBe('emailVerify');
      expect(link.searchParams.get('redirectTo')).toBe('http://app.rampa.test');

      const unverified = await post('/signin/email-password', {
        email: 'nowy@firma.test',
        password: 'haslo-nowego',
      });
      expect(unverified.json()).toEqual(errorBody(401, 'unverified-user', 'User is not verified.'));
    });

    it('takes the options, checking roles, locale and redirect target', async () => {
      const response = await post('/signup/email-password', {
        email: 'opcje@firma.test',
        password: 'haslo-opcji',
        options: {
          allowedRoles: ['user'],
          defaultRole: 'user',
          displayName: 'Zofia Łęcka',
          locale: 'pl',
          metadata: { firma: 'ACME', nip: 123 },
          redirectTo: 'https://eu.rampa.test/welcome?from=mail',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const link = new URL((await lastMessage('opcje@firma.test')).link!);
      expect(link.searchParams.get('redirectTo')).toBe('https://eu.rampa.test/welcome?from=mail');
      const target = await follow(link.href);
      expect(target.origin + target.pathname).toBe('https://eu.rampa.test/welcome');
      expect(target.searchParams.get('from')).toBe('mail');
      const session = await signIn('opcje@firma.test', 'haslo-opcji');
      expect(session.user).toMatchObject({
        displayName: 'Zofia Łęcka',
        locale: 'pl',
        metadata: { firma: 'ACME', nip: 123 },
        roles: ['user'],
        defaultRole: 'user',
        emailVerified: true,
      });
    });

    it.each([
      [{ allowedRoles: ['org_admin'] }, errorBody(400, 'role-not-allowed', 'Role not allowed')],
      [{ defaultRole: 'org_admin' }, errorBody(400, 'role-not-allowed', 'Role not allowed')],
      [
        { allowedRoles: ['me'], defaultRole: 'user' },
        errorBody(400, 'default-role-must-be-in-allowed-roles', 'Default role must be in allowed roles'),
      ],
      [{ locale: 'de' }, errorBody(400, 'locale-not-allowed', 'Locale not allowed')],
      [
        { redirectTo: 'https://evil.test/app' },
        errorBody(400, 'redirectTo-not-allowed', 'The value of "options.redirectTo" is not allowed.'),
      ],
      [
        { redirectTo: 'http://app.rampa.test@evil.test/' },
        errorBody(400, 'redirectTo-not-allowed', 'The value of "options.redirectTo" is not allowed.'),
      ],
    ])('refuses options %j', async (options, error) => {
      const response = await post('/signup/email-password', {
        email: 'odmowa@firma.test',
        password: 'haslo-odmowy',
        options,
      });
      expect(response.statusCode).toBe(error.status);
      expect(response.json()).toEqual(error);
    });

    it('answers 409 for a taken e-mail, in any letter case', async () => {
      const response = await post('/signup/email-password', {
        email: 'HANDLOWIEC@demo.rampa.pl',
        password: 'cokolwiek',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(errorBody(409, 'email-already-in-use', 'Email already in use'));
    });

    it('refuses a blocked domain as invalid-email-password', async () => {
      const response = await post('/signup/email-password', { email: 'x@blocked.test', password: 'abcdef' });
      expect(response.json()).toEqual(
        errorBody(401, 'invalid-email-password', 'Incorrect email or password'),
      );
    });

    it.each([
      [{ email: 'zly-adres', password: 'abcdef' }],
      [{ email: 'a@b.test', password: 'ab' }],
      [{ email: 'a@b.test', password: 'x'.repeat(51) }],
      [{ email: 'a@b.test', password: 'abcdef', options: { displayName: '<script>' } }],
      [{ email: 'a@b.test', password: 'abcdef', options: { displayName: 'x'.repeat(33) } }],
      [{ email: 'a@b.test', password: 'abcdef', options: { metadata: [1] } }],
      [{ email: 'a@b.test', password: 'abcdef', options: { allowedRoles: 'user' } }],
      [{ email: 'ąę@b.test', password: 'abcdef' }],
      [{ email: 'a@b.test', password: 'abcdef', options: 'x' }],
    ])('answers malformed input %j with 400 request-validation-error', async (body) => {
      const response = await post('/signup/email-password', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'request-validation-error', reason: expect.any(String) });
    });
  });

  describe('GET /verify', () => {
    const signUp = async (email: string, options?: object) => {
      const response = await post('/signup/email-password', {
        email,
        password: 'haslo-weryfikacji',
        ...(options && { options }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return new URL((await lastMessage(email, 'email-verify')).link!);
    };

    it('verifies the address and continues at redirectTo with a refresh token and the type', async () => {
      const link = await signUp('weryfikacja@firma.test');
      const target = await follow(link.href);
      expect(target.origin).toBe('http://app.rampa.test');
      expect(target.searchParams.get('type')).toBe('emailVerify');
      const refreshToken = target.searchParams.get('refreshToken')!;
      expect(refreshToken).toMatch(UUID);
      const session = (await post('/token', { refreshToken })).json() as Session;
      expect(session.user).toMatchObject({ email: 'weryfikacja@firma.test', emailVerified: true });
      // The ticket is used up.
      const again = await follow(link.href);
      expect(again.searchParams.get('error')).toBe('invalid-ticket');
      expect(again.searchParams.get('errorDescription')).toBe('Invalid ticket');
      expect(again.searchParams.get('refreshToken')).toBeNull();
    });

    it('redirects expired, unknown and mismatched tickets with an error', async () => {
      const link = await signUp('wygasly@firma.test');
      await sql("UPDATE auth.users SET ticket_expires_at = now() - interval '1 second' WHERE email = $1", [
        'wygasly@firma.test',
      ]);
      expect((await follow(link.href)).searchParams.get('error')).toBe('invalid-ticket');
      for (const query of [
        'ticket=verifyEmail:7f0c2a51-9a4b-4c71-8d2e-5b3f6a7c8d9e',
        'ticket=mfaTotp:7f0c2a51-9a4b-4c71-8d2e-5b3f6a7c8d9e',
        'ticket=garbage',
        'ticket=verifyEmail:x&type=passwordReset',
      ]) {
        const response = await get(`/verify?${query}&redirectTo=http%3A%2F%2Fapp.rampa.test%2Fx`);
        expect(response.statusCode, query).toBe(302);
        const target = new URL(response.headers.location as string);
        expect(target.pathname).toBe('/x');
        expect(target.searchParams.get('error'), query).toBe('invalid-ticket');
      }
    });

    it('redirects a disabled user with disabled-user and keeps the ticket', async () => {
      const link = await signUp('wylaczony@firma.test');
      await sql("UPDATE auth.users SET disabled = true WHERE email = 'wylaczony@firma.test'");
      expect((await follow(link.href)).searchParams.get('error')).toBe('disabled-user');
      await sql("UPDATE auth.users SET disabled = false WHERE email = 'wylaczony@firma.test'");
      expect((await follow(link.href)).searchParams.get('type')).toBe('emailVerify');
    });

    it('never redirects to a foreign target, and needs a ticket', async () => {
      const link = await signUp('obcy@firma.test');
      link.searchParams.set('redirectTo', 'https://evil.test/');
      const foreign = await get(`/verify${link.search}`);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({ error: 'redirectTo-not-allowed' });
      const missing = await get('/verify?redirectTo=http%3A%2F%2Fapp.rampa.test');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: 'request-validation-error' });
      const repeated = await get('/verify?ticket=a&ticket=b');
      expect(repeated.statusCode).toBe(400);
    });

    it('accepts a custom-scheme target that is allow-listed', async () => {
      const link = await signUp('mobilny@firma.test', { redirectTo: 'rampa://callback/verified' });
      const target = await follow(link.href);
      expect(target.protocol).toBe('rampa:');
      expect(target.searchParams.get('refreshToken')).toMatch(UUID);
    });
  });

  describe('POST /user/email/send-verification-email', () => {
    it('sends a new link to an unverified user', async () => {
      await post('/signup/email-password', { email: 'ponownie@firma.test', password: 'haslo-ponownie' });
      const first = await lastMessage('ponownie@firma.test');
      const response = await post('/user/email/send-verification-email', {
        email: 'ponownie@firma.test',
        options: { redirectTo: 'https://pl.rampa.test/welcome' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('"OK"');
      const second = await lastMessage('ponownie@firma.test');
      expect(second.id).not.toBe(first.id);
      expect(new URL(second.link!).searchParams.get('redirectTo')).toBe('https://pl.rampa.test/welcome');
      const target = await follow(second.link!);
      expect(target.searchParams.get('type')).toBe('emailVerify');
    });

    it('answers email-already-verified, invalid-email-password and redirectTo-not-allowed', async () => {
      const verified = await post('/user/email/send-verification-email', { email: 'klient@demo.rampa.pl' });
      expect(verified.json()).toEqual(
        errorBody(400, 'email-already-verified', "User's email is already verified"),
      );
      const unknown = await post('/user/email/send-verification-email', { email: 'nikt@firma.test' });
      expect(unknown.json()).toEqual(errorBody(401, 'invalid-email-password', 'Incorrect email or password'));
      const foreign = await post('/user/email/send-verification-email', {
        email: 'klient@demo.rampa.pl',
        options: { redirectTo: 'javascript:alert(1)' },
      });
      expect(foreign.json()).toMatchObject({ status: 400, error: 'redirectTo-not-allowed' });
    });
  });

  describe('password reset and change', () => {
    it('resets a forgotten password through the e-mailed link', async () => {
      await signUpVerified('zapominalski@firma.test', 'stare-haslo');
      const response = await post('/user/password/reset', {
        email: 'zapominalski@firma.test',
        options: { redirectTo: 'http://app.rampa.test/nowe-haslo' },
      });
      expect(response.body).toBe('"OK"');
      const message = await lastMessage('zapominalski@firma.test', 'password-reset');
      expect(message.subject).toBe('Ustaw nowe hasło w Rampie');
      expect(new URL(message.link!).searchParams.get('type')).toBe('passwordReset');
      const target = await follow(message.link!);
      expect(target.pathname).toBe('/nowe-haslo');
      expect(target.searchParams.get('type')).toBe('passwordReset');
      const session = (
        await post('/token', {
          refreshToken: target.searchParams.get('refreshToken'),
        })
      ).json() as Session;
      const changed = await post('/user/password', { newPassword: 'nowe-haslo' }, bearer(session));
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toBe('"OK"');
      expect((await signIn('zapominalski@firma.test', 'nowe-haslo')).user.email).toBe(
        'zapominalski@firma.test',
      );
      const old = await post('/signin/email-password', {
        email: 'zapominalski@firma.test',
        password: 'stare-haslo',
      });
      expect(old.statusCode).toBe(401);
    });

    it('changes the password with a passwordReset ticket, once', async () => {
      await signUpVerified('bilet@firma.test', 'stare-haslo');
      await post('/user/password/reset', { email: 'bilet@firma.test' });
      const ticket = new URL(
        (await lastMessage('bilet@firma.test', 'password-reset')).link!,
      ).searchParams.get('ticket')!;
      const changed = await post('/user/password', { newPassword: 'haslo-z-biletu', ticket });
      expect(changed.body).toBe('"OK"');
      await signIn('bilet@firma.test', 'haslo-z-biletu');
      const reused = await post('/user/password', { newPassword: 'jeszcze-inne', ticket });
      expect(reused.json()).toEqual(INVALID_TICKET);
      const forged = await post('/user/password', {
        newPassword: 'jeszcze-inne',
        ticket: 'passwordReset:7f0c2a51-9a4b-4c71-8d2e-5b3f6a7c8d9e',
      });
      expect(forged.json()).toEqual(INVALID_TICKET);
    });

    it('answers "OK" for unknown and blocked addresses and sends nothing', async () => {
      for (const email of ['nikogo@firma.test', 'x@blocked.test']) {
        const response = await post('/user/password/reset', { email });
        expect(response.body).toBe('"OK"');
        expect(await server.app.rampa.inbox!.list({ to: email })).toEqual([]);
      }
      const foreign = await post('/user/password/reset', {
        email: 'klient@demo.rampa.pl',
        options: { redirectTo: 'https://evil.test' },
      });
      expect(foreign.json()).toMatchObject({ error: 'redirectTo-not-allowed' });
    });

    it('needs a bearer token or a ticket, and a long enough password', async () => {
      expect((await post('/user/password', { newPassword: 'abcdef' })).json()).toEqual(INVALID_REQUEST);
      const forged = await post('/user/password', { newPassword: 'abcdef' }, { authorization: 'Bearer x' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ error: 'unauthorized' });
      const short = await post('/user/password', { newPassword: 'ab' });
      expect(short.statusCode).toBe(400);
      const wrongTicket = await post('/user/password', { newPassword: 'abcdef', ticket: 'verifyEmail:x' });
      expect(wrongTicket.statusCode).toBe(400);
    });
  });

  describe('POST /user/email/change', () => {
    it('changes the e-mail once the new address confirms it', async () => {
      const session = await signUpVerified('stary@firma.test', 'haslo-zmiany');
      const response = await post(
        '/user/email/change',
        { newEmail: 'nowy-adres@firma.test', options: { redirectTo: 'http://app.rampa.test/profil' } },
        bearer(session),
      );
      expect(response.body).toBe('"OK"');
      const message = await lastMessage('nowy-adres@firma.test', 'email-confirm-change');
      expect(message.text).toContain('nowy-adres@firma.test');
      // Until confirmed the old address signs in.
      await signIn('stary@firma.test', 'haslo-zmiany');
      const target = await follow(message.link!);
      expect(target.pathname).toBe('/profil');
      expect(target.searchParams.get('type')).toBe('emailConfirmChange');
      const after = await signIn('nowy-adres@firma.test', 'haslo-zmiany');
      expect(after.user).toMatchObject({ email: 'nowy-adres@firma.test', emailVerified: true });
      expect(
        (await post('/signin/email-password', { email: 'stary@firma.test', password: 'haslo-zmiany' }))
          .statusCode,
      ).toBe(401);
    });

    it('answers 409 for a taken address, also when it is taken before the confirmation', async () => {
      const session = await signIn('magazynier@demo.rampa.pl', DEMO_PASSWORD);
      const taken = await post('/user/email/change', { newEmail: 'klient@demo.rampa.pl' }, bearer(session));
      expect(taken.json()).toEqual(errorBody(409, 'email-already-in-use', 'Email already in use'));

      const other = await signUpVerified('wyscig@firma.test', 'haslo-wyscigu');
      await post('/user/email/change', { newEmail: 'sporny@firma.test' }, bearer(other));
      const link = (await lastMessage('sporny@firma.test', 'email-confirm-change')).link!;
      await signUpVerified('sporny@firma.test', 'haslo-sporne');
      expect((await follow(link)).searchParams.get('error')).toBe('email-already-in-use');
    });

    it('needs a bearer token', async () => {
      const response = await post('/user/email/change', { newEmail: 'x@firma.test' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized', securityScheme: 'BearerAuth' });
    });
  });

  describe('dev inbox', () => {
    const token = () => server.app.rampa.secrets.devInboxToken!;
    const inbox = (url: string, headers: Record<string, string> = {}) =>
      server.app.inject({ url, headers: { 'x-dev-inbox-token': token(), ...headers } });

    it('lists the messages as HTML and JSON and shows an e-mail body', async () => {
      await post('/user/password/reset', { email: 'klient@demo.rampa.pl' });
      const page = await inbox('/v1/dev/inbox');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Skrzynka deweloperska');
      expect(page.body).toContain('klient@demo.rampa.pl');
      const json = await inbox('/v1/dev/inbox/messages?to=KLIENT@demo.rampa.pl&template=password-reset');
      const { messages } = json.json() as { messages: { id: string; link: string }[] };
      expect(messages.length).toBeGreaterThan(0);
      expect(messages[0]!.link).toContain('/verify?ticket=passwordReset');
      expect(page.body).toContain(`href="/v1/dev/inbox/messages/${messages[0]!.id}/html"`);
      const one = await inbox(`/v1/dev/inbox/messages/${messages[0]!.id}`);
      expect(one.json()).toMatchObject({ id: messages[0]!.id, template: 'password-reset' });
      const html = await inbox(`/v1/dev/inbox/messages/${messages[0]!.id}/html`);
      expect(html.body).toContain('Ustaw nowe hasło');
      expect((await inbox('/v1/dev/inbox/messages/nope')).statusCode).toBe(404);
    });

    it('answers 401 without its token, so nobody reaching the port reads sign-in codes', async () => {
      await post('/signin/otp/email', { email: 'admin@demo.rampa.pl' });
      for (const url of ['/v1/dev/inbox', '/v1/dev/inbox/messages', '/v1/dev/inbox/messages?token=wrong']) {
        const response = await server.app.inject({ url });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toMatchObject({ status: 401, error: 'unauthorized' });
        expect(response.body).not.toContain('admin@demo.rampa.pl');
      }
      const wrong = await inbox('/v1/dev/inbox/messages', { 'x-dev-inbox-token': 'x'.repeat(32) });
      expect(wrong.statusCode).toBe(401);
      const emptied = await server.app.inject({ method: 'DELETE', url: '/v1/dev/inbox/messages' });
      expect(emptied.statusCode).toBe(401);
      expect((await server.app.rampa.inbox!.list({ to: 'admin@demo.rampa.pl' })).length).toBeGreaterThan(0);
    });

    it('takes the admin secret, or ?token= once and then its HttpOnly cookie', async () => {
      const admin = await server.app.inject({
        url: '/v1/dev/inbox/messages',
        headers: { 'x-hasura-admin-secret': server.app.rampa.secrets.adminSecret },
      });
      expect(admin.statusCode).toBe(200);
      const first = await server.app.inject({ url: `/v1/dev/inbox?token=${encodeURIComponent(token())}` });
      expect(first.statusCode).toBe(200);
      const cookie = String(first.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/v1\/dev\/inbox/);
      const next = await server.app.inject({
        url: '/v1/dev/inbox/messages',
        headers: { cookie: cookie.split(';')[0]! },
      });
      expect(next.statusCode).toBe(200);
    });
  });
});

describe('sign-up settings', () => {
  const server = useTestServer('pglite', {
    AUTH_EMAIL_SIGNIN_EMAIL_VERIFIED_REQUIRED: 'false',
    AUTH_PASSWORD_MIN_LENGTH: '12',
    AUTH_USER_DEFAULT_ROLE: 'klient',
    AUTH_USER_DEFAULT_ALLOWED_ROLES: 'klient,me',
    AUTH_LOCALE_DEFAULT: 'pl',
    AUTH_CONCEAL_ERRORS: 'true',
    HASURA_GRAPHQL_DEV_MODE: 'false',
  });
  const { post } = authClient(() => server.app);

  it('answers a session at once when verification is not required, with the configured defaults', async () => {
    const response = await post('/signup/email-password', {
      email: 'od-razu@firma.test',
      password: 'dlugie-haslo-12',
    });
    expect(response.statusCode).toBe(200);
    const { session } = response.json() as { session: Session };
    expect(Object.keys(response.json())).toEqual(['session']);
    expect(session.user).toMatchObject({ defaultRole: 'klient', roles: ['klient', 'me'], locale: 'pl' });
    expect(session.user.emailVerified).toBe(false);
    const again = await post('/signin/email-password', {
      email: 'od-razu@firma.test',
      password: 'dlugie-haslo-12',
    });
    expect(again.statusCode).toBe(200);
  });

  it('enforces AUTH_PASSWORD_MIN_LENGTH', async () => {
    const response = await post('/signup/email-password', {
      email: 'krotkie@firma.test',
      password: 'krotkie',
    });
    expect(response.json()).toEqual(errorBody(400, 'password-too-short', 'Password is too short'));
  });

  it('conceals sensitive errors with AUTH_CONCEAL_ERRORS', async () => {
    const taken = await post('/signup/email-password', {
      email: 'klient@demo.rampa.pl',
      password: 'dlugie-haslo-12',
    });
    expect(taken.json()).toEqual(INVALID_REQUEST);
    const wrong = await post('/signin/email-password', { email: 'klient@demo.rampa.pl', password: 'zle' });
    expect(wrong.json()).toEqual(INVALID_REQUEST);
  });

  it('has no dev inbox outside dev mode', async () => {
    expect(server.app.rampa.inbox).toBeUndefined();
    expect((await server.app.inject({ url: '/v1/dev/inbox' })).statusCode).toBe(404);
  });
});

describe('sign-up turned off', () => {
  const server = useTestServer('pglite', { AUTH_DISABLE_SIGNUP: 'true' });
  const { post } = authClient(() => server.app);

  it('answers 403 signup-disabled', async () => {
    const response = await post('/signup/email-password', { email: 'ktos@firma.test', password: 'abcdef' });
    expect(response.json()).toEqual(errorBody(403, 'signup-disabled', 'Sign up is disabled.'));
  });
});

describe('GET /version and POST /token/verify', () => {
  const server = useTestServer('pglite');
  const { post, get, signIn } = authClient(() => server.app);

  it('tells the compatible hasura-auth version', async () => {
    expect((await get('/version')).json()).toEqual({ version: 'v0.42.0' });
  });

  it('verifies an access token from the body or the bearer', async () => {
    const session = await signIn('klient@demo.rampa.pl', DEMO_PASSWORD);
    expect((await post('/token/verify', { token: session.accessToken })).body).toBe('"OK"');
    const bearer = { authorization: `Bearer ${session.accessToken}` };
    expect((await post('/token/verify', undefined, bearer)).body).toBe('"OK"');
    expect((await post('/token/verify', { token: 'x.y.z' })).statusCode).toBe(401);
    expect((await post('/token/verify')).statusCode).toBe(401);
    expect((await post('/token/verify', { token: 5 })).statusCode).toBe(400);
  });
});
