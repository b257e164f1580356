import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuthError } from '../errors';
import { verifyPassword } from '../passwords';
import { issueRefreshToken } from '../refresh-tokens';
import { sessionBody } from '../sessions';
import { findUserByEmail, issueMfaTicket } from '../users';
import { parseBody } from '../validation';
import type { AuthContext } from './context';

const EmailPasswordBody = z.object({ email: z.email(), password: z.string().min(3).max(50) });

export function signinRoutes(
  app: FastifyInstance,
  { db, jwt, refreshTokenExpiresIn, settings }: AuthContext,
) {
  app.post('/signin/email-password', async (request) => {
    const { email, password } = parseBody(EmailPasswordBody, request.body);
    const user = await findUserByEmail(db, email);
    // The password is checked first, so an account's state is only told to someone who knows it.
    const passwordMatches = await verifyPassword(password, user?.passwordHash);
    if (!user || !passwordMatches) throw new AuthError('invalid-email-password');
    if (user.disabled) throw new AuthError('disabled-user');
    if (settings.emailVerifiedRequired && !user.emailVerified) throw new AuthError('unverified-user');
    if (user.activeMfaType === 'totp') return { mfa: { ticket: await issueMfaTicket(db, user.id) } };
    const refreshToken = await issueRefreshToken(db, user.id, refreshTokenExpiresIn);
    return { session: await sessionBody(jwt, user, refreshToken) };
  });
}
