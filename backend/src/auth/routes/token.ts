import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../bearer';
import { AuthError, UnauthorizedError } from '../errors';
import { rotateRefreshToken } from '../refresh-tokens';
import { sessionBody } from '../sessions';
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
    // A replay's revocation is committed before it is answered; a disabled user's session is left unchanged.
    const rotation = await rotateRefreshToken(db, refreshToken, refreshTokenExpiresIn, refreshTokenReuse);
    if (rotation.outcome === 'disabled') throw new AuthError('disabled-user');
    if (!('refreshToken' in rotation)) throw new AuthError('invalid-refresh-token');
    return sessionBody(jwt, rotation.user, rotation.refreshToken);
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
