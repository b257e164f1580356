import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveSignUpOptions, SignUpOptions } from '../accounts';
import { authenticateElevated } from '../bearer';
import { AuthError } from '../errors';
import { findOrCreateProviderUser, identityFromClaims, linkProviderAccount } from '../providers';
import { startSession } from '../sessions';
import { parseBody } from '../validation';
import { sendOk, type AuthContext } from './context';

const IdTokenBody = z.object({
  provider: z.string().max(64),
  idToken: z.string().min(1).max(16_384),
  nonce: z.string().max(1024).optional(),
  options: SignUpOptions,
});
const LinkBody = IdTokenBody.omit({ options: true });

/** Sign-in and linking with an ID token from a configured provider, verified against its JWKS. */
export function idTokenRoutes(app: FastifyInstance, context: AuthContext) {
  const { db, settings, providers } = context;

  const verify = async (body: z.output<typeof LinkBody>) => {
    const provider = providers.get(body.provider);
    if (!provider) throw new AuthError('invalid-request');
    return identityFromClaims(provider.settings.id, await provider.verifyIdToken(body.idToken, body.nonce));
  };

  app.post('/signin/idtoken', async (request) => {
    const body = parseBody(IdTokenBody, request.body);
    const identity = await verify(body);
    const { redirectTo: _redirectTo, ...options } = resolveSignUpOptions(
      settings,
      identity.email,
      body.options,
    );
    return db.transaction(async (tx) => {
      const user = await findOrCreateProviderUser(tx, settings, identity, options);
      if (user.disabled) throw new AuthError('disabled-user');
      return startSession(tx, context, user);
    });
  });

  app.post('/link/idtoken', async (request, reply) => {
    const body = parseBody(LinkBody, request.body);
    const claims = await authenticateElevated(request, context);
    const identity = await verify(body);
    await db.transaction((tx) => linkProviderAccount(tx, claims.sub, identity));
    return sendOk(reply);
  });
}
