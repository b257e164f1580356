import { createHmac, randomUUID } from 'node:crypto';
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  hashRefreshToken,
  issueMfaTicket,
  issueOtp,
  issueRefreshToken,
  newTotpSecret,
  startSession,
  type Queryable,
} from '@rampa/backend';
import {
  activeTotpOf,
  anonymousSignInDisabled,
  anonymousSignInEnabled,
  emailOtpOf,
  idTokenOf,
  mfaTicketOf,
  noUser,
  pendingTotpOf,
  personalAccessTokenOf,
  refreshTokenOf,
  securityKeyAssertionOf,
  securityKeyElevationOf,
  securityKeyRegistrationOf,
  securityKeySignUpOf,
  signedInAnonymously,
  signedInAs,
  smsOtpOf,
  smsSignInDisabled,
  smsSignInEnabled,
  unverifiedUserWithPassword,
  userWithPassword,
  userWithTotp,
} from '../states';
import type { TestOidcProvider } from '../../backend/test/oidc-provider.ts';
// The backend's software security key for tests (P-256, `none` attestation).
import { SoftwareAuthenticator } from '../../backend/test/software-authenticator.ts';
import type { RunningBackend } from './backend';
import { onState, type StateHandlers } from './verify';

/**
 * Ensures a verified, enabled user without MFA, with this password when one is given (and the backend's own
 * hash of it). Idempotent: the backend lives for the whole verification, states are set up per interaction.
 */
async function ensureUser(db: Queryable, email: string, password?: string): Promise<{ id: string }> {
  const passwordHash = password === undefined ? null : await hashPassword(password);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO auth.users (email, locale, email_verified, password_hash)
     VALUES ($1, 'pl', true, $2)
     ON CONFLICT (email) DO UPDATE SET
       password_hash = COALESCE(EXCLUDED.password_hash, auth.users.password_hash),
       email_verified = true, disabled = false, active_mfa_type = NULL
     RETURNING id`,
    [email, passwordHash],
  );
  const id = rows[0]!.id;
  await db.query(
    `INSERT INTO auth.user_roles (user_id, role)
     SELECT $1, role FROM unnest(ARRAY['user', 'me']) AS role
     ON CONFLICT (user_id, role) DO NOTHING`,
    [id],
  );
  return { id };
}

/** RFC 6238 (SHA-1, 6 digits, 30 s): the code an authenticator app shows now for a base32 secret. */
function totpNow(secret: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The OpenID Connect provider id the verification configures for ID-token sign-in (the consumer names it). */
export const ID_TOKEN_PROVIDER = 'rampa-test';

export interface AuthStateOptions {
  /** The local OpenID provider the backend was started with as {@link ID_TOKEN_PROVIDER}. */
  readonly oidc?: TestOidcProvider;
}

/** The states of rampa-app → nhost-auth. */
export function authStateHandlers(
  { rampa: { db, jwt }, config, url }: RunningBackend,
  { oidc }: AuthStateOptions = {},
): StateHandlers {
  // The verification replays dozens of sign-ins from one address within seconds; hasura-auth's limits (e.g.
  // brute force: 10 per 5 min) would answer 429. The backend reads its limits per request, so lift them here.
  // TODO(contracts): start the provider backend with AUTH_RATE_LIMIT_ENABLE=false instead.
  for (const limit of Object.values(config.auth.rateLimit)) {
    if (typeof limit === 'object') limit.burst = Number.MAX_SAFE_INTEGER;
  }
  const userOf = async (email: string) => {
    const { id } = (await findUserByEmail(db, email)) ?? (await ensureUser(db, email));
    return (await findUserById(db, id))!;
  };
  /** A call to the running backend's auth API, for states that set up a ceremony as a browser would. */
  const postJson = async (path: string, body?: unknown, accessToken?: string): Promise<unknown> => {
    const response = await fetch(`${url}/v1/auth${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(accessToken !== undefined && { authorization: `Bearer ${accessToken}` }),
      },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const newAuthenticator = () =>
    new SoftwareAuthenticator(config.auth.webauthnRpOrigins[0]!, config.auth.webauthnRpId);
  type Assertion = ReturnType<SoftwareAuthenticator['get']>;
  type Attestation = ReturnType<SoftwareAuthenticator['create']>;
  const assertionParts = ({ id, response }: Assertion) => ({
    credentialId: id,
    clientDataJSON: response.clientDataJSON,
    authenticatorData: response.authenticatorData,
    signature: response.signature,
  });
  const attestationParts = ({ id, response }: Attestation) => ({
    credentialId: id,
    clientDataJSON: response.clientDataJSON,
    attestationObject: response.attestationObject,
  });
  const sessionOf = async (email: string) => {
    const { session } = await startSession(
      db,
      { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
      await userOf(email),
    );
    return session;
  };
  /** A signed-in session of the user with a security key registered through the API (a new one each time). */
  const withSecurityKey = async (email: string) => {
    const authenticator = newAuthenticator();
    const { accessToken } = await sessionOf(email);
    const creation = await postJson('/user/webauthn/add', undefined, accessToken);
    await postJson(
      '/user/webauthn/verify',
      { credential: authenticator.create(creation as never), nickname: 'Klucz kontraktowy' },
      accessToken,
    );
    return { authenticator, accessToken };
  };
  /** A TOTP secret stored for the user, active or only generated; returns a code valid now. */
  const withTotpSecret = async (email: string, active: boolean) => {
    const { id } = await ensureUser(db, email);
    const secret = await newTotpSecret();
    await db.query('UPDATE auth.users SET totp_secret = $2, active_mfa_type = $3 WHERE id = $1', [
      id,
      secret,
      active ? 'totp' : null,
    ]);
    return { id, code: totpNow(secret) };
  };

  return {
    ...onState(unverifiedUserWithPassword, async ({ email, password }) => {
      const { id } = await ensureUser(db, email, password);
      await db.query('UPDATE auth.users SET email_verified = false WHERE id = $1', [id]);
    }),
    ...onState(userWithTotp, async ({ email, password }) => {
      await ensureUser(db, email, password);
      await withTotpSecret(email, true);
    }),
    ...onState(mfaTicketOf, async ({ email }) => {
      const { id, code } = await withTotpSecret(email, true);
      return { ticket: await issueMfaTicket(db, id), otp: code };
    }),
    ...onState(noUser, async ({ email }) => {
      await db.query('DELETE FROM auth.users WHERE email = $1', [email]);
    }),
    ...onState(anonymousSignInEnabled, async () => {
      config.auth.anonymousUsersEnabled = true;
    }),
    ...onState(anonymousSignInDisabled, async () => {
      config.auth.anonymousUsersEnabled = false;
    }),
    ...onState(signedInAs, async ({ email }) => {
      const session = await sessionOf(email);
      return { accessToken: session.accessToken, refreshToken: session.refreshToken };
    }),
    ...onState(signedInAnonymously, async () => {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO auth.users (is_anonymous, default_role, display_name, locale)
         VALUES (true, 'anonymous', 'Anonymous', 'pl') RETURNING id`,
      );
      const id = rows[0]!.id;
      await db.query(`INSERT INTO auth.user_roles (user_id, role) VALUES ($1, 'anonymous')`, [id]);
      const { session } = await startSession(
        db,
        { jwt, refreshTokenExpiresIn: config.refreshTokenExpiresIn },
        (await findUserById(db, id))!,
      );
      return { accessToken: session.accessToken, refreshToken: session.refreshToken };
    }),
    ...onState(personalAccessTokenOf, async ({ email }) => {
      const user = await userOf(email);
      const token = randomUUID();
      await db.query(
        `INSERT INTO auth.refresh_tokens (user_id, refresh_token_hash, expires_at, type, metadata)
         VALUES ($1, $2, now() + interval '30 days', 'pat', '{}')`,
        [user.id, hashRefreshToken(token)],
      );
      return { personalAccessToken: token };
    }),
    ...onState(emailOtpOf, async ({ email }) => {
      const user = await userOf(email);
      return { otp: await issueOtp(db, user.id, 'email') };
    }),
    ...onState(smsSignInEnabled, async () => {
      config.auth.smsPasswordlessEnabled = true;
    }),
    ...onState(smsSignInDisabled, async () => {
      config.auth.smsPasswordlessEnabled = false;
    }),
    ...onState(smsOtpOf, async ({ phoneNumber }) => {
      config.auth.smsPasswordlessEnabled = true;
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO auth.users (phone_number, locale) VALUES ($1, 'pl')
         ON CONFLICT (phone_number) DO UPDATE SET disabled = false RETURNING id`,
        [phoneNumber],
      );
      const id = rows[0]!.id;
      await db.query(
        `INSERT INTO auth.user_roles (user_id, role)
         SELECT $1, role FROM unnest(ARRAY['user', 'me']) AS role
         ON CONFLICT (user_id, role) DO NOTHING`,
        [id],
      );
      return { otp: await issueOtp(db, id, 'sms') };
    }),
    ...onState(pendingTotpOf, async ({ email }) => {
      const { code } = await withTotpSecret(email, false);
      return { accessToken: (await sessionOf(email)).accessToken, code };
    }),
    ...onState(activeTotpOf, async ({ email }) => {
      const { code } = await withTotpSecret(email, true);
      return { accessToken: (await sessionOf(email)).accessToken, code };
    }),
    ...onState(idTokenOf, async ({ provider, email }) => {
      if (!oidc || provider !== ID_TOKEN_PROVIDER) {
        throw new Error(`No local OpenID provider "${provider}" was started for this verification`);
      }
      // A new account each time: the provider's subject is new, and nobody has the address yet.
      await db.query('DELETE FROM auth.users WHERE email = $1', [email]);
      const idToken = await oidc.idToken({
        sub: randomUUID(),
        email,
        email_verified: true,
        name: 'Anna Nowak',
      });
      return { idToken };
    }),
    ...onState(securityKeyAssertionOf, async ({ email }) => {
      // Through the backend's own API, as a browser would: register a key, start a sign-in, sign its challenge.
      const { authenticator } = await withSecurityKey(email);
      return assertionParts(authenticator.get((await postJson('/signin/webauthn', { email })) as never));
    }),
    ...onState(securityKeyElevationOf, async ({ email }) => {
      const { authenticator, accessToken } = await withSecurityKey(email);
      const request = await postJson('/elevate/webauthn', { email }, accessToken);
      return { accessToken, ...assertionParts(authenticator.get(request as never)) };
    }),
    ...onState(securityKeyRegistrationOf, async ({ email }) => {
      const { accessToken } = await sessionOf(email);
      const creation = await postJson('/user/webauthn/add', undefined, accessToken);
      return { accessToken, ...attestationParts(newAuthenticator().create(creation as never)) };
    }),
    ...onState(securityKeySignUpOf, async ({ email }) => {
      await db.query('DELETE FROM auth.users WHERE email = $1', [email]);
      const creation = await postJson('/signup/webauthn', { email });
      return attestationParts(newAuthenticator().create(creation as never));
    }),
    ...onState(userWithPassword, async ({ email, password }) => {
      await ensureUser(db, email, password);
    }),
    ...onState(refreshTokenOf, async ({ email }) => {
      const user = (await findUserByEmail(db, email)) ?? (await ensureUser(db, email));
      const { token } = await issueRefreshToken(db, user.id, config.refreshTokenExpiresIn);
      return { refreshToken: token };
    }),
  };
}
