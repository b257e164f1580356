import type { FastifyInstance } from 'fastify';
import { createAuthErrorHandler } from './errors';
import { createMemoryStore, createRedisStore, registerRateLimits } from './rate-limit';
import { accountRoutes } from './routes/account';
import { anonymousRoutes } from './routes/anonymous';
import type { AuthContext } from './routes/context';
import { healthRoutes } from './routes/health';
import { idTokenRoutes } from './routes/idtoken';
import { jwksRoutes } from './routes/jwks';
import { mfaRoutes } from './routes/mfa';
import { passwordlessRoutes } from './routes/passwordless';
import { patRoutes } from './routes/pat';
import { providerRoutes } from './routes/provider';
import { signinRoutes } from './routes/signin';
import { signoutRoutes } from './routes/signout';
import { signupRoutes } from './routes/signup';
import { tokenRoutes } from './routes/token';
import { userRoutes } from './routes/user';
import { verifyRoutes } from './routes/verify';
import { webauthnRoutes } from './routes/webauthn';

export type { AuthContext } from './routes/context';

const ROUTE_GROUPS = [
  healthRoutes,
  jwksRoutes,
  signinRoutes,
  signupRoutes,
  verifyRoutes,
  accountRoutes,
  mfaRoutes,
  passwordlessRoutes,
  anonymousRoutes,
  patRoutes,
  webauthnRoutes,
  idTokenRoutes,
  providerRoutes,
  tokenRoutes,
  signoutRoutes,
  userRoutes,
];

/** The hasura-auth-compatible API; register it with `prefix: '/v1/auth'`. */
export async function authPlugin(app: FastifyInstance, context: AuthContext) {
  app.setErrorHandler(createAuthErrorHandler(context.settings.concealErrors));
  // Answers carry tokens and user data: no cache may keep them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const { rateLimit, redisUrl } = context.settings;
  if (rateLimit.enabled) {
    const store = redisUrl !== undefined ? createRedisStore(redisUrl, app.log) : createMemoryStore();
    registerRateLimits(app, context.settings, store);
  }
  // An empty JSON body counts as no body (the v3 SDK posts none to /signin/anonymous); the schemas decide.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  for (const register of ROUTE_GROUPS) register(app, context);
}
