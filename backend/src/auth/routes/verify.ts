import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuthError } from '../errors';
import { resolveRedirectTo, withQuery } from '../redirect';
import { startSession } from '../sessions';
import { LINK_TICKET_TYPES, redeemTicket, type LinkTicketType } from '../tickets';
import { findUserById } from '../users';
import { isUniqueViolation, parseQuery } from '../validation';
import type { AuthContext } from './context';

const VerifyQuery = z.object({
  ticket: z.string().min(1).max(255),
  type: z.enum(Object.values(LINK_TICKET_TYPES)).optional(),
  redirectTo: z.string().max(2048).optional(),
});

export function verifyRoutes(app: FastifyInstance, context: AuthContext) {
  const { db, settings } = context;

  /** Redeems an e-mail link's ticket and continues at `redirectTo?refreshToken=…&type=…`. */
  app.get('/verify', async (request, reply) => {
    const { ticket, type, redirectTo: requested } = parseQuery(VerifyQuery, request.query);
    // A foreign redirect target is answered here, never followed.
    const redirectTo = resolveRedirectTo(settings, requested);
    const prefix = ticket.slice(0, ticket.indexOf(':')) as LinkTicketType;
    const ticketType = Object.hasOwn(LINK_TICKET_TYPES, prefix) ? LINK_TICKET_TYPES[prefix] : undefined;
    try {
      if (ticketType === undefined || (type !== undefined && type !== ticketType)) {
        throw new AuthError('invalid-ticket');
      }
      const { session } = await db
        .transaction(async (tx) => {
          const userId = await redeemTicket(tx, ticket);
          if (userId === undefined) throw new AuthError('invalid-ticket');
          const before = await findUserById(tx, userId);
          if (!before || before.disabled) throw new AuthError('disabled-user');
          if (prefix === 'emailConfirmChange') {
            const { rowCount } = await tx.query(
              `UPDATE auth.users SET email = new_email, new_email = NULL, email_verified = true
               WHERE id = $1 AND new_email IS NOT NULL`,
              [userId],
            );
            if (rowCount === 0) throw new AuthError('invalid-ticket');
          } else if (prefix !== 'passwordReset') {
            await tx.query('UPDATE auth.users SET email_verified = true WHERE id = $1', [userId]);
          }
          return startSession(tx, context, (await findUserById(tx, userId))!);
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new AuthError('email-already-in-use') : error;
        });
      return reply.redirect(withQuery(redirectTo, { refreshToken: session.refreshToken, type: ticketType }));
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const told = error.conceal(settings.concealErrors);
      return reply.redirect(withQuery(redirectTo, { error: told.code, errorDescription: told.message }));
    }
  });
}
