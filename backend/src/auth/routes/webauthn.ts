import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertEmailAllowed, createUser, Email, resolveSignUpOptions, SignUpOptions } from '../accounts';
import { authenticate, authenticateElevated } from '../bearer';
import { AuthError, UnauthorizedError } from '../errors';
import { startSession } from '../sessions';
import { issueTicket, verifyLink } from '../tickets';
import { findUserByEmail, findUserById, type UserRecord } from '../users';
import { parseBody } from '../validation';
import {
  AssertionCredential,
  authenticationOptions,
  challengeOf,
  findSecurityKey,
  registrationOptions,
  RegistrationCredential,
  saveCeremony,
  saveSecurityKey,
  takeCeremony,
  userSecurityKeys,
  verifyAssertion,
  verifyRegistration,
} from '../webauthn';
import type { AuthContext } from './context';

const SignUpBody = z.object({ email: Email, options: SignUpOptions });
const SignUpVerifyBody = z.object({
  credential: RegistrationCredential,
  options: SignUpOptions,
  nickname: z.string().max(255).optional(),
});
const SignInBody = z.object({ email: Email.optional() }).optional();
const SignInVerifyBody = z.object({ credential: AssertionCredential, email: Email.optional() });
const AddVerifyBody = z.object({
  credential: RegistrationCredential,
  nickname: z.string().max(255).optional(),
});
const ElevateVerifyBody = z.object({ credential: AssertionCredential });

interface SignUpCeremony extends Record<string, unknown> {
  userId: string;
  email: string;
  options: ReturnType<typeof resolveSignUpOptions>;
}

/** Security keys (WebAuthn): sign up, sign in, add a key, elevate. Off unless AUTH_WEBAUTHN_ENABLED. */
export function webauthnRoutes(app: FastifyInstance, context: AuthContext) {
  const { db, jwt, settings, outbox, authServerUrl } = context;
  const enabled = () => {
    if (!settings.webauthnEnabled) throw new AuthError('disabled-endpoint');
  };

  app.post('/signup/webauthn', async (request) => {
    const { email, options } = parseBody(SignUpBody, request.body);
    enabled();
    if (settings.disableSignup) throw new AuthError('signup-disabled');
    const resolved = resolveSignUpOptions(settings, email, options);
    assertEmailAllowed(settings, email);
    if (await findUserByEmail(db, email)) throw new AuthError('email-already-in-use');
    const userId = randomUUID();
    const creation = await registrationOptions(
      settings,
      { id: userId, name: email, displayName: resolved.displayName },
      [],
    );
    await saveCeremony(db, creation.challenge, { kind: 'webauthn-signup', userId, email, options: resolved });
    return creation;
  });

  app.post('/signup/webauthn/verify', async (request) => {
    const { credential, nickname } = parseBody(SignUpVerifyBody, request.body);
    enabled();
    const challenge = challengeOf(credential.response.clientDataJSON);
    const ceremony = await takeCeremony<SignUpCeremony>(db, 'webauthn-signup', challenge);
    if (!ceremony) throw new AuthError('invalid-request');
    const key = await verifyRegistration(settings, credential, challenge!);
    const { redirectTo, ...options } = ceremony.options;
    const result = await db.transaction(async (tx) => {
      const user = await createUser(tx, settings, { id: ceremony.userId, email: ceremony.email, options });
      await saveSecurityKey(tx, user.id, key, nickname);
      if (settings.emailVerifiedRequired)
        return { user, ticket: await issueTicket(tx, user.id, 'verifyEmail') };
      return { user, session: user.disabled ? undefined : await startSession(tx, context, user) };
    });
    if (result.ticket !== undefined) {
      await outbox.email(ceremony.email, 'email-verify', {
        link: verifyLink(authServerUrl, result.ticket, redirectTo),
        displayName: result.user.displayName,
        email: ceremony.email,
      });
      return {};
    }
    return result.session ?? {};
  });

  app.post('/signin/webauthn', async (request) => {
    const body = parseBody(SignInBody, request.body ?? undefined);
    enabled();
    // An unknown address gets options too (with no keys), so the answer does not tell who has an account.
    const user = body?.email === undefined ? undefined : await findUserByEmail(db, body.email);
    const keys = user ? await userSecurityKeys(db, user.id) : [];
    const options = await authenticationOptions(settings, keys);
    await saveCeremony(db, options.challenge, { kind: 'webauthn-signin', ...(user && { userId: user.id }) });
    return options;
  });

  app.post('/signin/webauthn/verify', async (request) => {
    const { credential } = parseBody(SignInVerifyBody, request.body);
    enabled();
    const challenge = challengeOf(credential.response.clientDataJSON);
    const ceremony = await takeCeremony<{ userId?: string }>(db, 'webauthn-signin', challenge);
    const key = await findSecurityKey(db, credential.id);
    if (!ceremony || !key || (ceremony.userId !== undefined && ceremony.userId !== key.userId)) {
      throw new AuthError('invalid-request');
    }
    const counter = await verifyAssertion(settings, credential, challenge!, key);
    const user = await findUserById(db, key.userId);
    if (!user) throw new AuthError('invalid-request');
    if (user.disabled) throw new AuthError('disabled-user');
    if (settings.emailVerifiedRequired && !user.emailVerified) throw new AuthError('unverified-user');
    return db.transaction(async (tx) => {
      await tx.query('UPDATE auth.user_security_keys SET counter = $2 WHERE id = $1', [key.id, counter]);
      return startSession(tx, context, user);
    });
  });

  /** Starts a ceremony on the user's own row (`webauthn_current_challenge`). */
  async function startOwnCeremony(user: UserRecord, kind: 'add' | 'elevate') {
    const keys = await userSecurityKeys(db, user.id);
    const options =
      kind === 'add'
        ? await registrationOptions(
            settings,
            { id: user.id, name: user.email ?? user.displayName, displayName: user.displayName },
            keys,
          )
        : await authenticationOptions(settings, keys);
    await db.query('UPDATE auth.users SET webauthn_current_challenge = $2 WHERE id = $1', [
      user.id,
      `${kind}:${options.challenge}`,
    ]);
    return options;
  }

  /** Takes the user's pending challenge of `kind` if the credential answers it. */
  async function takeOwnChallenge(userId: string, kind: 'add' | 'elevate', clientDataJSON: string) {
    const challenge = challengeOf(clientDataJSON);
    const { rowCount } = await db.query(
      `UPDATE auth.users SET webauthn_current_challenge = NULL
       WHERE id = $1 AND webauthn_current_challenge = $2`,
      [userId, `${kind}:${challenge}`],
    );
    if (rowCount === 0 || challenge === undefined) throw new AuthError('invalid-request');
    return challenge;
  }

  const currentUser = async (userId: string) => {
    const user = await findUserById(db, userId);
    if (!user) throw new UnauthorizedError('the user of this token no longer exists');
    if (user.isAnonymous) throw new AuthError('forbidden-anonymous');
    return user;
  };

  app.post('/user/webauthn/add', async (request) => {
    const claims = await authenticateElevated(request, context);
    enabled();
    return startOwnCeremony(await currentUser(claims.sub), 'add');
  });

  app.post('/user/webauthn/verify', async (request) => {
    const { credential, nickname } = parseBody(AddVerifyBody, request.body);
    const claims = await authenticateElevated(request, context);
    enabled();
    const user = await currentUser(claims.sub);
    const challenge = await takeOwnChallenge(user.id, 'add', credential.response.clientDataJSON);
    const key = await verifyRegistration(settings, credential, challenge);
    const id = await saveSecurityKey(db, user.id, key, nickname);
    return { id, ...(nickname !== undefined && { nickname }) };
  });

  app.post('/elevate/webauthn', async (request) => {
    const claims = await authenticate(request, jwt);
    enabled();
    return startOwnCeremony(await currentUser(claims.sub), 'elevate');
  });

  app.post('/elevate/webauthn/verify', async (request) => {
    const { credential } = parseBody(ElevateVerifyBody, request.body);
    const claims = await authenticate(request, jwt);
    enabled();
    const user = await currentUser(claims.sub);
    const challenge = await takeOwnChallenge(user.id, 'elevate', credential.response.clientDataJSON);
    const key = await findSecurityKey(db, credential.id);
    if (!key || key.userId !== user.id) throw new AuthError('invalid-request');
    const counter = await verifyAssertion(settings, credential, challenge, key);
    if (user.disabled) throw new AuthError('disabled-user');
    return db.transaction(async (tx) => {
      await tx.query('UPDATE auth.user_security_keys SET counter = $2 WHERE id = $1', [key.id, counter]);
      return startSession(tx, context, user, { elevated: true });
    });
  });
}
