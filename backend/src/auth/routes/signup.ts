import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  assertEmailAllowed,
  createUser,
  Email,
  Password,
  resolveSignUpOptions,
  SignUpOptions,
} from '../accounts';
import { AuthError } from '../errors';
import { assertPasswordNotPwned } from '../hibp';
import { hashPassword } from '../passwords';
import { startSession } from '../sessions';
import { issueTicket, verifyLink } from '../tickets';
import { parseBody } from '../validation';
import type { AuthContext } from './context';

const SignUpEmailPasswordBody = z.object({ email: Email, password: Password, options: SignUpOptions });

export function signupRoutes(app: FastifyInstance, context: AuthContext) {
  const { db, settings, outbox, authServerUrl } = context;

  app.post('/signup/email-password', async (request) => {
    const { email, password, options } = parseBody(SignUpEmailPasswordBody, request.body);
    if (settings.disableSignup) throw new AuthError('signup-disabled');
    if (password.length < settings.passwordMinLength) throw new AuthError('password-too-short');
    const resolved = resolveSignUpOptions(settings, email, options);
    assertEmailAllowed(settings, email);
    await assertPasswordNotPwned(settings, password, request.log);
    const passwordHash = await hashPassword(password);
    const result = await db.transaction(async (tx) => {
      const user = await createUser(tx, settings, { email, passwordHash, options: resolved });
      if (settings.emailVerifiedRequired) {
        return { user, ticket: await issueTicket(tx, user.id, 'verifyEmail') };
      }
      return { user, session: user.disabled ? undefined : await startSession(tx, context, user) };
    });
    if (result.ticket !== undefined) {
      await outbox.email(email, 'email-verify', {
        link: verifyLink(authServerUrl, result.ticket, resolved.redirectTo),
        displayName: result.user.displayName,
        email,
      });
      return {};
    }
    return result.session ?? {};
  });
}
