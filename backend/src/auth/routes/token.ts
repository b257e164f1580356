import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../bearer';
import { AuthError, UnauthorizedError } from '../errors';
import { rotateRefreshToken } from '../refresh-tokens';
import { sessionBody } from '../sessions';
import { findUserById, touchLastSeen } from '../users';
import { parseBody } from '../validation';
import { sendOk, type AuthContext } from './context';

const TokenBody = z.object({ refreshToken: z.uuid() });
const VerifyTokenBody = z.object({ token: z.string().max(16_384).optional() }).optional();

export function tokenRoutes(
  app: FastifyInstance,
  { db, jwt, refreshTokenExpiresIn, refreshTokenReuse }: AuthContext,
) {
  app.post('/token', async (request) => {
    const { refreshToken } = parseBody(TokenBody, request.body);
    const result = await db.transaction(async (tx) => {
      const rotation = await rotateRefreshToken(tx, refreshToken, refreshTokenExpiresIn, refreshTokenReuse);
      // A replay's revocation must commit, so it is answered after the transaction.
      if (!('refreshToken' in rotation)) return rotation;
      // A rotation has read the user and marked it seen in its one statement; a reuse reads it here. A
      // disabled user's rotation is rolled back with the error.
      const user =
        rotation.outcome === 'rotated' ? rotation.user : await findUserById(tx, rotation.refreshToken.userId);
      if (!user) throw new AuthError('invalid-refresh-token');
      if (user.disabled) throw new AuthError('disabled-user');
      if (rotation.outcome !== 'rotated') await touchLastSeen(tx, user.id);
      return { ...rotation, user };
    });
    if (!('refreshToken' in result)) throw new AuthError('invalid-refresh-token');
    return sessionBody(jwt, result.user, result.refreshToken);
  });

  /** Whether an access token (in the body, else the bearer) is valid: "OK" or 401. */
  app.post('/token/verify', async (request, reply) => {
    const body = parseBody(VerifyTokenBody, request.body ?? undefined);
    if (body?.token !== undefined) {
      await jwt.verify(body.token).catch(() => {
        throw new UnauthorizedError('token is invalid or expired');
      });
    } else {
      await authenticate(request, jwt);
    }
    return sendOk(reply);
  });
}
