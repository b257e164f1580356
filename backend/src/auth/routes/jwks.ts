import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './context';

export function jwksRoutes(app: FastifyInstance, { jwt }: AuthContext) {
  app.get('/.well-known/jwks.json', async () => jwt.jwks());
}
