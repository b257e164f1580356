import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertEmailAllowed, Email, isEmailAllowed, Password, RedirectOptions } from '../accounts';
import { authenticateElevated } from '../bearer';
import { AuthError, UnauthorizedError } from '../errors';
import { assertPasswordNotPwned } from '../hibp';
import { hashPassword } from '../passwords';
import { revokeUserSessionsAndPats } from '../refresh-tokens';
import { resolveRedirectTo } from '../redirect';
import { issueTicket, redeemTicket, ticketHolder, verifyLink } from '../tickets';
import { findUserByEmail, findUserById } from '../users';
import { isUniqueViolation, parseBody } from '../validation';
import { sendOk, type AuthContext } from './context';

const EmailBody = z.object({ email: Email, options: RedirectOptions });
const ChangePasswordBody = z.object({
  newPassword: Password,
  ticket: z.string().startsWith('passwordReset:').max(255).optional(),
});
const ChangeEmailBody = z.object({ newEmail: Email, options: RedirectOptions });

/** Verification, password reset and change, e-mail change. */
export function accountRoutes(app: FastifyInstance, context: AuthContext) {
  const { db, settings, outbox, authServerUrl } = context;

  app.post('/user/email/send-verification-email', async (request, reply) => {
    const { email, options } = parseBody(EmailBody, request.body);
    const redirectTo = resolveRedirectTo(settings, options?.redirectTo);
    const user = await findUserByEmail(db, email);
    if (!user) throw new AuthError('invalid-email-password');
    if (user.disabled) throw new AuthError('disabled-user');
    if (user.emailVerified) throw new AuthError('email-already-verified');
    const ticket = await issueTicket(db, user.id, 'verifyEmail');
    await outbox.email(user.email!, 'email-verify', {
      link: verifyLink(authServerUrl, ticket, redirectTo),
      displayName: user.displayName,
      email: user.email!,
    });
    return sendOk(reply);
  });

  app.post('/user/password/reset', async (request, reply) => {
    const { email, options } = parseBody(EmailBody, request.body);
    const redirectTo = resolveRedirectTo(settings, options?.redirectTo);
    // Unknown, refused and disabled addresses get the same answer: nobody learns who has an account.
    const user = isEmailAllowed(settings, email) ? await findUserByEmail(db, email) : undefined;
    if (!user || user.disabled || user.isAnonymous) return sendOk(reply);
    const ticket = await issueTicket(db, user.id, 'passwordReset');
    await outbox.email(user.email!, 'password-reset', {
      link: verifyLink(authServerUrl, ticket, redirectTo),
      displayName: user.displayName,
      email: user.email!,
    });
    return sendOk(reply);
  });

  app.post('/user/password', async (request, reply) => {
    const { newPassword, ticket } = parseBody(ChangePasswordBody, request.body);
    if (newPassword.length < settings.passwordMinLength) throw new AuthError('password-too-short');
    let userId: string;
    // The session the change is made from stays; a reset by ticket is made from none.
    let keepSession: string | undefined;
    if (ticket !== undefined) {
      // A breached password is refused before the ticket is spent, so the user can pick another one.
      if ((await ticketHolder(db, ticket)) === undefined) throw new AuthError('invalid-ticket');
      await assertPasswordNotPwned(settings, newPassword, request.log);
      const redeemed = await redeemTicket(db, ticket);
      if (redeemed === undefined) throw new AuthError('invalid-ticket');
      userId = redeemed;
    } else {
      if (request.headers.authorization === undefined) throw new AuthError('invalid-request');
      const claims = await authenticateElevated(request, context);
      userId = claims.sub;
      if (typeof claims.sid === 'string') keepSession = claims.sid;
    }
    const user = await findUserById(db, userId);
    if (!user) throw new UnauthorizedError('the user of this token no longer exists');
    if (user.isAnonymous) throw new AuthError('forbidden-anonymous');
    if (ticket === undefined) await assertPasswordNotPwned(settings, newPassword, request.log);
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE auth.users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
      // Whoever knew the old password may hold a session or a personal access token made with it.
      await revokeUserSessionsAndPats(tx, userId, keepSession);
    });
    return sendOk(reply);
  });

  app.post('/user/email/change', async (request, reply) => {
    const { newEmail, options } = parseBody(ChangeEmailBody, request.body);
    const claims = await authenticateElevated(request, context);
    const redirectTo = resolveRedirectTo(settings, options?.redirectTo);
    assertEmailAllowed(settings, newEmail);
    const user = await findUserById(db, claims.sub);
    if (!user) throw new UnauthorizedError('the user of this token no longer exists');
    if (user.isAnonymous) throw new AuthError('forbidden-anonymous');
    if (await findUserByEmail(db, newEmail)) throw new AuthError('email-already-in-use');
    const ticket = await db
      .transaction(async (tx) => {
        await tx.query('UPDATE auth.users SET new_email = $2 WHERE id = $1', [user.id, newEmail]);
        return issueTicket(tx, user.id, 'emailConfirmChange');
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new AuthError('email-already-in-use') : error;
      });
    await outbox.email(newEmail, 'email-confirm-change', {
      link: verifyLink(authServerUrl, ticket, redirectTo),
      displayName: user.displayName,
      email: user.email ?? '',
      newEmail,
    });
    return sendOk(reply);
  });
}
