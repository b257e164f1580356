import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { AUTH_FEATURES, authClient, errorBody, type Session } from '../../test/auth-helpers';
import { DATABASE_KINDS, useTestServer } from '../../test/support';

const INVALID_TOTP = errorBody(401, 'invalid-totp', 'Invalid TOTP code');

describe.each(DATABASE_KINDS)('TOTP multi-factor on %s', (kind) => {
  const server = useTestServer(kind, AUTH_FEATURES);
  const { post, get, bearer, sql, signUpVerified } = authClient(() => server.app);

  const enable = async (session: Session) => {
    const generated = await get('/mfa/totp/generate', bearer(session));
    expect(generated.statusCode, generated.body).toBe(200);
    const { totpSecret, imageUrl } = generated.json() as { totpSecret: string; imageUrl: string };
    expect(imageUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
    expect(totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    const activated = await post(
      '/user/mfa',
      { code: await generate({ secret: totpSecret }), activeMfaType: 'totp' },
      bearer(session),
    );
    expect(activated.body).toBe('"OK"');
    return totpSecret;
  };

  it('turns TOTP on, then signs in with the mfaTotp ticket and a code', async () => {
    const session = await signUpVerified('mfa@firma.test', 'haslo-mfa');
    const secret = await enable(session);
    const user = (await get('/user', bearer(session))).json();
    expect(user.activeMfaType).toBe('totp');

    const first = await post('/signin/email-password', { email: 'mfa@firma.test', password: 'haslo-mfa' });
    const { mfa } = first.json() as { mfa: { ticket: string } };
    expect(first.json()).toEqual({ mfa: { ticket: expect.stringMatching(/^mfaTotp:/) } });

    const wrong = await post('/signin/mfa/totp', { ticket: mfa.ticket, otp: '000000' });
    expect(wrong.json()).toEqual(INVALID_TOTP);
    const signedIn = await post('/signin/mfa/totp', { ticket: mfa.ticket, otp: await generate({ secret }) });
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json() as { session: Session };
    expect(Object.keys(body)).toEqual(['session']);
    expect(body.session.user).toMatchObject({ email: 'mfa@firma.test', activeMfaType: 'totp' });
    // The ticket is used up.
    const again = await post('/signin/mfa/totp', { ticket: mfa.ticket, otp: await generate({ secret }) });
    expect(again.json()).toEqual(errorBody(401, 'invalid-ticket', 'Invalid ticket'));
  });

  it('refuses an expired ticket and a second activation', async () => {
    const session = await signUpVerified('mfa2@firma.test', 'haslo-mfa');
    const secret = await enable(session);
    const { mfa } = (
      await post('/signin/email-password', { email: 'mfa2@firma.test', password: 'haslo-mfa' })
    ).json() as { mfa: { ticket: string } };
    await sql("UPDATE auth.users SET ticket_expires_at = now() - interval '1 second' WHERE id = $1", [
      session.user.id,
    ]);
    const expired = await post('/signin/mfa/totp', { ticket: mfa.ticket, otp: await generate({ secret }) });
    expect(expired.json()).toEqual(errorBody(401, 'invalid-ticket', 'Invalid ticket'));
    const twice = await post(
      '/user/mfa',
      { code: await generate({ secret }), activeMfaType: 'totp' },
      bearer(session),
    );
    expect(twice.json()).toEqual(errorBody(400, 'totp-already-active', 'TOTP MFA is already active'));
    const generateAgain = await get('/mfa/totp/generate', bearer(session));
    expect(generateAgain.json()).toMatchObject({ error: 'totp-already-active' });
  });

  it('turns TOTP off with a valid code only', async () => {
    const session = await signUpVerified('mfa3@firma.test', 'haslo-mfa');
    const secret = await enable(session);
    expect((await post('/user/mfa', { code: '123456', activeMfaType: '' }, bearer(session))).json()).toEqual(
      INVALID_TOTP,
    );
    const off = await post(
      '/user/mfa',
      { code: await generate({ secret }), activeMfaType: '' },
      bearer(session),
    );
    expect(off.body).toBe('"OK"');
    const signedIn = await post('/signin/email-password', {
      email: 'mfa3@firma.test',
      password: 'haslo-mfa',
    });
    expect(signedIn.json()).toHaveProperty('session');
    const noSecret = await post('/user/mfa', { code: '123456' }, bearer(session));
    expect(noSecret.json()).toEqual(errorBody(400, 'no-totp-secret', 'User does not have a TOTP secret'));
  });

  it('needs a generated secret and a valid code to turn TOTP on', async () => {
    const session = await signUpVerified('mfa4@firma.test', 'haslo-mfa');
    const none = await post('/user/mfa', { code: '123456', activeMfaType: 'totp' }, bearer(session));
    expect(none.json()).toEqual(errorBody(400, 'no-totp-secret', 'User does not have a TOTP secret'));
    await get('/mfa/totp/generate', bearer(session));
    const wrong = await post('/user/mfa', { code: 'abcdef', activeMfaType: 'totp' }, bearer(session));
    expect(wrong.json()).toEqual(INVALID_TOTP);
  });

  it('answers malformed and unauthenticated requests with 4xx', async () => {
    expect((await get('/mfa/totp/generate')).statusCode).toBe(401);
    expect((await post('/user/mfa', { code: '123456', activeMfaType: 'totp' })).statusCode).toBe(401);
    const session = await signUpVerified('mfa5@firma.test', 'haslo-mfa');
    for (const body of [{}, { code: 1 }, { code: '1', activeMfaType: 'sms' }]) {
      const response = await post('/user/mfa', body, bearer(session));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { ticket: 'verifyEmail:x', otp: '1' }, { ticket: 'mfaTotp:x', otp: 5 }]) {
      const response = await post('/signin/mfa/totp', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await post('/signin/mfa/totp', { ticket: 'mfaTotp:nope', otp: '123456' });
    expect(unknown.json()).toEqual(errorBody(401, 'invalid-ticket', 'Invalid ticket'));
  });
});

describe('TOTP turned off', () => {
  const server = useTestServer('pglite', { AUTH_MFA_ENABLED: 'false' });
  const { post, get, bearer, signIn } = authClient(() => server.app);

  it('answers 409 disabled-endpoint', async () => {
    const session = await signIn('klient@demo.rampa.pl', 'demo-password-for-tests');
    const disabled = errorBody(409, 'disabled-endpoint', 'This endpoint is disabled');
    expect((await get('/mfa/totp/generate', bearer(session))).json()).toEqual(disabled);
    expect((await post('/signin/mfa/totp', { ticket: 'mfaTotp:x', otp: '123456' })).json()).toEqual(disabled);
  });
});
