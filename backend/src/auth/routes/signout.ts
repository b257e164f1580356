import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../bearer';
import { AuthError } from '../errors';
import { revokeRefreshToken, revokeUserSessionsAndPats } from '../refresh-tokens';
import { parseBody } from '../validation';
import { sendOk, type AuthContext } from './context';

const SignoutBody = z.object({ refreshToken: z.uuid().optional(), all: z.boolean().optional() });

export function signoutRoutes(app: FastifyInstance, { db, jwt }: AuthContext) {
  app.post('/signout', async (request, reply) => {
    const { refreshToken, all } = parseBody(SignoutBody, request.body);
    if (all) {
      // Signing out everywhere needs the user's access token; without one the request is incomplete.
      if (request.headers.authorization === undefined) throw new AuthError('invalid-request');
      const { sub } = await authenticate(request, jwt);
      // Everywhere means every device and every personal access token, this session included.
      await revokeUserSessionsAndPats(db, sub);
    } else {
      if (refreshToken === undefined) throw new AuthError('invalid-request');
      await revokeRefreshToken(db, refreshToken);
    }
    return sendOk(reply);
  });
}
