import type { FastifyInstance } from 'fastify';
import { authenticate } from '../bearer';
import { UnauthorizedError } from '../errors';
import { findUserById, toUserPayload } from '../users';
import type { AuthContext } from './context';

export function userRoutes(app: FastifyInstance, { db, jwt }: AuthContext) {
  app.get('/user', async (request) => {
    const { sub } = await authenticate(request, jwt);
    const user = await findUserById(db, sub);
    if (!user) throw new UnauthorizedError('the user of this token no longer exists');
    return toUserPayload(user);
  });
}
