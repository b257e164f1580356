import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  assertEmailAllowed,
  createUser,
  Email,
  Password,
  resolveSignUpOptions,
  setUserRoles,
  SignUpOptions,
} from '../accounts';
import { authenticate } from '../bearer';
import { AuthError, UnauthorizedError } from '../errors';
import { gravatarUrl } from '../gravatar';
import { assertPasswordNotPwned } from '../hibp';
import { hashPassword } from '../passwords';
import { revokeUserRefreshTokens } from '../refresh-tokens';
import { startSession } from '../sessions';
import { issueTicket, verifyLink } from '../tickets';
import { findUserById } from '../users';
import { isUniqueViolation, parseBody } from '../validation';
import { sendOk, type AuthContext } from './context';

const AnonymousBody = z
  .object({
    displayName: z.string().max(32).optional(),
    locale: z.string().min(2).max(3).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .optional();

const DeanonymizeBody = z.object({
  signInMethod: z.enum(['email-password', 'passwordless']),
  email: Email,
  password: Password.optional(),
  connection: z.string().optional(),
  options: SignUpOptions,
});

/** Anonymous users (off unless AUTH_ANONYMOUS_USERS_ENABLED) and turning one into a real account. */
export function anonymousRoutes(app: FastifyInstance, context: AuthContext) {
  const { db, jwt, settings, outbox, authServerUrl } = context;

  app.post('/signin/anonymous', async (request) => {
    // The v3 SDK sends no body at all.
    const body = parseBody(AnonymousBody, request.body ?? undefined);
    if (!settings.anonymousUsersEnabled) throw new AuthError('disabled-endpoint');
    if (settings.disableSignup) throw new AuthError('signup-disabled');
    const locale = body?.locale ?? settings.defaultLocale;
    if (!settings.allowedLocales.includes(locale)) throw new AuthError('locale-not-allowed');
    return db.transaction(async (tx) => {
      const user = await createUser(tx, settings, {
        isAnonymous: true,
        options: {
          allowedRoles: ['anonymous'],
          defaultRole: 'anonymous',
          displayName: body?.displayName ?? 'Anonymous',
          locale,
          metadata: body?.metadata ?? {},
        },
      });
      return startSession(tx, context, user);
    });
  });

  app.post('/user/deanonymize', async (request, reply) => {
    const { signInMethod, email, password, options } = parseBody(DeanonymizeBody, request.body);
    const claims = await authenticate(request, jwt);
    const user = await findUserById(db, claims.sub);
    if (!user) throw new UnauthorizedError('the user of this token no longer exists');
    if (!user.isAnonymous) throw new AuthError('user-not-anonymous');
    if (signInMethod === 'email-password' && password === undefined) throw new AuthError('invalid-request');
    if (password !== undefined && password.length < settings.passwordMinLength) {
      throw new AuthError('password-too-short');
    }
    const resolved = resolveSignUpOptions(settings, email, options);
    assertEmailAllowed(settings, email);
    if (password !== undefined) await assertPasswordNotPwned(settings, password, request.log);
    const passwordHash = password === undefined ? null : await hashPassword(password);
    const needsLink = signInMethod === 'passwordless' || settings.emailVerifiedRequired;
    const ticket = await db
      .transaction(async (tx) => {
        const { rowCount } = await tx.query(
          `UPDATE auth.users SET email = $2, password_hash = $3, is_anonymous = false, email_verified = false,
             default_role = $4, display_name = $5, locale = $6, metadata = $7,
             avatar_url = CASE WHEN avatar_url = '' THEN $8 ELSE avatar_url END
           WHERE id = $1 AND is_anonymous AND NOT EXISTS (SELECT 1 FROM auth.users o WHERE o.email = $2::public.citext)`,
          [
            user.id,
            email,
            passwordHash,
            resolved.defaultRole,
            options?.displayName ?? email,
            resolved.locale,
            JSON.stringify({ ...(user.metadata ?? {}), ...resolved.metadata }),
            // Now that the account has an address it gets a Gravatar, as a signed-up one does.
            gravatarUrl(settings.gravatar, email),
          ],
        );
        if (rowCount === 0) throw new AuthError('email-already-in-use');
        await setUserRoles(tx, user.id, resolved.allowedRoles);
        // The anonymous sessions end: the account is signed in to again with its new credentials.
        await revokeUserRefreshTokens(tx, user.id);
        if (!needsLink) return undefined;
        return issueTicket(
          tx,
          user.id,
          signInMethod === 'passwordless' ? 'passwordlessEmail' : 'verifyEmail',
        );
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new AuthError('email-already-in-use') : error;
      });
    if (ticket !== undefined) {
      await outbox.email(email, signInMethod === 'passwordless' ? 'signin-passwordless' : 'email-verify', {
        link: verifyLink(authServerUrl, ticket, resolved.redirectTo),
        displayName: options?.displayName ?? email,
        email,
      });
    }
    return sendOk(reply);
  });
}
