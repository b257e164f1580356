import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticateElevated } from '../bearer';
import { AuthError, RequestValidationError, UnauthorizedError } from '../errors';
import { hashRefreshToken } from '../refresh-tokens';
import { startSession } from '../sessions';
import { findUserById } from '../users';
import { parseBody } from '../validation';
import type { AuthContext } from './context';

const CreatePatBody = z.object({
  expiresAt: z.iso.datetime({ offset: true }),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
const SignInPatBody = z.object({ personalAccessToken: z.uuid() });

/** Personal access tokens: long-lived `pat` rows of auth.refresh_tokens (hash only) that sign in. */
export function patRoutes(app: FastifyInstance, context: AuthContext) {
  const { db } = context;

  app.post('/pat', async (request) => {
    const { expiresAt, metadata } = parseBody(CreatePatBody, request.body);
    const claims = await authenticateElevated(request, context);
    const expires = new Date(expiresAt);
    if (!(expires.getTime() > Date.now())) throw new AuthError('invalid-request');
    const maxSeconds = context.settings.patMaxExpiresIn;
    if (expires.getTime() > Date.now() + maxSeconds * 1000) {
      throw new RequestValidationError(
        `request body has an error: expiresAt: a personal access token lives at most ${maxSeconds} seconds (AUTH_PAT_MAX_EXPIRES_IN)`,
      );
    }
    const user = await findUserById(db, claims.sub);
    if (!user) throw new UnauthorizedError('the user of this token no longer exists');
    if (user.isAnonymous) throw new AuthError('forbidden-anonymous');
    const personalAccessToken = randomUUID();
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO auth.refresh_tokens (user_id, refresh_token_hash, expires_at, type, metadata)
       VALUES ($1, $2, $3, 'pat', $4) RETURNING id`,
      [
        user.id,
        hashRefreshToken(personalAccessToken),
        expires.toISOString(),
        JSON.stringify(metadata ?? null),
      ],
    );
    return { id: rows[0]!.id, personalAccessToken };
  });

  app.post('/signin/pat', async (request) => {
    const { personalAccessToken } = parseBody(SignInPatBody, request.body);
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ userId: string }>(
        `SELECT user_id AS "userId" FROM auth.refresh_tokens
         WHERE refresh_token_hash = $1 AND type = 'pat' AND expires_at > now()`,
        [hashRefreshToken(personalAccessToken)],
      );
      const user = rows[0] && (await findUserById(tx, rows[0].userId));
      if (!user) throw new AuthError('invalid-pat');
      if (user.disabled) throw new AuthError('disabled-user');
      return startSession(tx, context, user);
    });
  });
}
