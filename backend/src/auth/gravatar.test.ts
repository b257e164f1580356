import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTH_FEATURES, authClient, type Session } from '../../test/auth-helpers';
import { DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../../test/support';
import { ConfigError, loadConfig } from '../config';
import { gravatarUrl } from './gravatar';

/** What hasura-auth stores for `email` with its defaults (`d=blank`, `r=g`). */
const gravatarOf = (email: string) =>
  `https://www.gravatar.com/avatar/${createHash('md5').update(email.toLowerCase()).digest('hex')}?d=blank&r=g`;

describe('gravatarUrl', () => {
  it("builds hasura-auth's URL from the trimmed, lower-cased address", () => {
    // hasura-auth's own test vector (controller/gravatar_test.go).
    expect(gravatarUrl({ enabled: true, default: 'retro', rating: 'g' }, ' Test@Example.COM ')).toBe(
      'https://www.gravatar.com/avatar/55502f40dc8b7c769880b10874abc9d0?d=retro&r=g',
    );
  });

  it('is empty when disabled or without an address', () => {
    expect(gravatarUrl({ enabled: false, default: 'blank', rating: 'g' }, 'test@example.com')).toBe('');
    expect(gravatarUrl({ enabled: true, default: 'blank', rating: 'g' }, undefined)).toBe('');
    expect(gravatarUrl({ enabled: true, default: 'blank', rating: 'g' }, null)).toBe('');
  });

  it("reads AUTH_GRAVATAR_* with hasura-auth's defaults and refuses unknown values", () => {
    expect(loadConfig({}).auth.gravatar).toEqual({ enabled: true, default: 'blank', rating: 'g' });
    expect(
      loadConfig({ AUTH_GRAVATAR_ENABLED: 'false', AUTH_GRAVATAR_DEFAULT: '404', AUTH_GRAVATAR_RATING: 'pg' })
        .auth.gravatar,
    ).toEqual({ enabled: false, default: '404', rating: 'pg' });
    let problems: readonly string[] = [];
    try {
      loadConfig({ AUTH_GRAVATAR_DEFAULT: 'kot', AUTH_GRAVATAR_RATING: 'nc17' });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([
      'AUTH_GRAVATAR_DEFAULT must be one of blank, identicon, monsterid, wavatar, retro, robohash, mp, 404, got "kot"',
      'AUTH_GRAVATAR_RATING must be one of g, pg, r, x, got "nc17"',
    ]);
  });
});

describe.each(DATABASE_KINDS)('Gravatar for new users on %s', (kind) => {
  const server = useTestServer(kind, {
    ...AUTH_FEATURES,
    AUTH_EMAIL_SIGNIN_EMAIL_VERIFIED_REQUIRED: 'false',
    AUTH_ANONYMOUS_USERS_ENABLED: 'true',
  });
  const { post, get, bearer, sql, lastMessage, follow } = authClient(() => server.app);
  const avatarOf = async (email: string) => {
    const { rows } = await sql<{ avatarUrl: string }>(
      'SELECT avatar_url AS "avatarUrl" FROM auth.users WHERE email = $1::public.citext',
      [email],
    );
    return rows[0]?.avatarUrl;
  };

  it('gives an e-mail and password sign-up the Gravatar of its address', async () => {
    const response = await post('/signup/email-password', {
      email: 'Gravatar.Nowy@Firma.test',
      password: 'haslo-gravatara',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { session } = response.json() as { session: Session };
    expect(session.user.avatarUrl).toBe(gravatarOf('gravatar.nowy@firma.test'));
    const me = await get('/user', bearer(session));
    expect(me.json()).toMatchObject({ avatarUrl: gravatarOf('gravatar.nowy@firma.test') });
  });

  it('gives a magic-link sign-up one too', async () => {
    const response = await post('/signin/passwordless/email', { email: 'link.nowy@firma.test' });
    expect(response.statusCode, response.body).toBe(200);
    const target = await follow((await lastMessage('link.nowy@firma.test', 'signin-passwordless')).link!);
    expect(target.searchParams.get('refreshToken')).toBeTruthy();
    expect(await avatarOf('link.nowy@firma.test')).toBe(gravatarOf('link.nowy@firma.test'));
  });

  it('gives an anonymous user none, and one when it gets an address', async () => {
    const anonymous = await post('/signin/anonymous');
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    const { session } = anonymous.json() as { session: Session };
    expect(session.user.avatarUrl).toBe('');
    const deanonymized = await post(
      '/user/deanonymize',
      { signInMethod: 'email-password', email: 'anonim@firma.test', password: 'haslo-anonima' },
      bearer(session),
    );
    expect(deanonymized.statusCode, deanonymized.body).toBe(200);
    expect(await avatarOf('anonim@firma.test')).toBe(gravatarOf('anonim@firma.test'));
  });

  it("leaves the demo users' avatars empty (the app shows its fallback icon)", async () => {
    const response = await post('/signin/email-password', {
      email: 'magazynier@demo.rampa.pl',
      password: DEMO_PASSWORD,
    });
    expect((response.json() as { session: Session }).session.user.avatarUrl).toBe('');
  });
});

describe.each(DATABASE_KINDS)('Gravatar turned off on %s', (kind) => {
  const server = useTestServer(kind, {
    AUTH_EMAIL_SIGNIN_EMAIL_VERIFIED_REQUIRED: 'false',
    AUTH_GRAVATAR_ENABLED: 'false',
  });
  const { post } = authClient(() => server.app);

  it('gives new users an empty avatarUrl', async () => {
    const response = await post('/signup/email-password', {
      email: 'bez.gravatara@firma.test',
      password: 'haslo-bez-gravatara',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { session: Session }).session.user.avatarUrl).toBe('');
  });
});
