import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate, authenticateElevated } from '../bearer';
import { AuthError, UnauthorizedError } from '../errors';
import { startSession } from '../sessions';
import { newTotpSecret, totpQrCode, verifyTotp } from '../totp';
import { findUserById } from '../users';
import { parseBody } from '../validation';
import { sendOk, type AuthContext } from './context';

const ChangeMfaBody = z.object({
  code: z.string().max(16),
  activeMfaType: z.enum(['totp', '']).optional(),
});
const SignInTotpBody = z.object({
  ticket: z.string().startsWith('mfaTotp:').max(255),
  otp: z.string().max(16),
});

/** TOTP multi-factor: generate a secret, turn it on or off, and sign in with the `mfaTotp:` ticket. */
export function mfaRoutes(app: FastifyInstance, context: AuthContext) {
  const { db, jwt, settings } = context;

  app.get('/mfa/totp/generate', async (request) => {
    const claims = await authenticateElevated(request, context);
    if (!settings.mfaEnabled) throw new AuthError('disabled-endpoint');
    const user = await findUserById(db, claims.sub);
    if (!user) throw new UnauthorizedError('the user of this token no longer exists');
    if (user.isAnonymous) throw new AuthError('forbidden-anonymous');
    if (user.activeMfaType === 'totp') throw new AuthError('totp-already-active');
    const totpSecret = await newTotpSecret();
    await db.query('UPDATE auth.users SET totp_secret = $2 WHERE id = $1', [user.id, totpSecret]);
    const imageUrl = await totpQrCode(totpSecret, settings.mfaTotpIssuer, user.email ?? user.displayName);
    return { imageUrl, totpSecret };
  });

  app.post('/user/mfa', async (request, reply) => {
    const { code, activeMfaType = '' } = parseBody(ChangeMfaBody, request.body);
    const claims =
      activeMfaType === 'totp'
        ? await authenticate(request, jwt)
        : await authenticateElevated(request, context);
    if (!settings.mfaEnabled) throw new AuthError('disabled-endpoint');
    const { rows } = await db.query<{ secret: string | null; active: string | null }>(
      'SELECT totp_secret AS secret, active_mfa_type AS active FROM auth.users WHERE id = $1',
      [claims.sub],
    );
    const row = rows[0];
    if (!row) throw new UnauthorizedError('the user of this token no longer exists');
    if (activeMfaType === 'totp' && row.active === 'totp') throw new AuthError('totp-already-active');
    if (!row.secret) throw new AuthError('no-totp-secret');
    if (!(await verifyTotp(row.secret, code))) throw new AuthError('invalid-totp');
    if (activeMfaType === 'totp') {
      await db.query("UPDATE auth.users SET active_mfa_type = 'totp' WHERE id = $1", [claims.sub]);
    } else {
      await db.query('UPDATE auth.users SET active_mfa_type = NULL, totp_secret = NULL WHERE id = $1', [
        claims.sub,
      ]);
    }
    return sendOk(reply);
  });

  app.post('/signin/mfa/totp', async (request) => {
    const { ticket, otp } = parseBody(SignInTotpBody, request.body);
    if (!settings.mfaEnabled) throw new AuthError('disabled-endpoint');
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'SELECT id FROM auth.users WHERE ticket = $1 AND ticket_expires_at > now() FOR UPDATE',
        [ticket],
      );
      const user = rows[0] && (await findUserById(tx, rows[0].id));
      if (!user) throw new AuthError('invalid-ticket');
      if (user.disabled) throw new AuthError('disabled-user');
      if (user.activeMfaType !== 'totp') throw new AuthError('disabled-mfa-totp');
      const secret = (
        await tx.query<{ secret: string | null }>(
          'SELECT totp_secret AS secret FROM auth.users WHERE id = $1',
          [user.id],
        )
      ).rows[0]?.secret;
      if (!secret) throw new AuthError('no-totp-secret');
      if (!(await verifyTotp(secret, otp))) throw new AuthError('invalid-totp');
      await tx.query('UPDATE auth.users SET ticket = NULL, ticket_expires_at = now() WHERE id = $1', [
        user.id,
      ]);
      return startSession(tx, context, user);
    });
  });
}
