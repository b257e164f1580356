import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveSignUpOptions, type ResolvedSignUpOptions } from '../accounts';
import { AuthError } from '../errors';
import { findOrCreateProviderUser, identityFromClaims, linkProviderAccount } from '../providers';
import { resolveRedirectTo, withQuery } from '../redirect';
import { issueRefreshToken } from '../refresh-tokens';
import { parseQuery } from '../validation';
import type { AuthContext } from './context';

/** How long the user may take at the provider. */
const REQUEST_LIFETIME_MS = 10 * 60_000;

const ProviderParams = z.object({ provider: z.string().max(64) });
const SignInQuery = z.object({
  redirectTo: z.string().max(2048).optional(),
  allowedRoles: z.union([z.string().max(2048), z.array(z.string().max(255)).max(50)]).optional(),
  defaultRole: z.string().max(255).optional(),
  displayName: z.string().max(32).optional(),
  locale: z.string().min(2).max(3).optional(),
  metadata: z.string().max(16_384).optional(),
  connect: z.string().max(16_384).optional(),
  state: z.string().max(2048).optional(),
});
const CallbackQuery = z.object({
  state: z.uuid(),
  code: z.string().max(4096).optional(),
  error: z.string().max(255).optional(),
  error_description: z.string().max(2048).optional(),
});

interface OAuthRequest extends Record<string, unknown> {
  kind: 'oauth';
  provider: string;
  redirectTo: string;
  options: Omit<ResolvedSignUpOptions, 'redirectTo'>;
  nonce: string;
  codeVerifier: string;
  connectUserId?: string;
  expiresAt: number;
}

/** OAuth sign-in (authorization code with PKCE) through a configured OpenID Connect provider. */
export function providerRoutes(app: FastifyInstance, context: AuthContext) {
  const { db, jwt, settings, providers, authServerUrl, refreshTokenExpiresIn } = context;
  const callbackUrl = (provider: string) => `${authServerUrl}/signin/provider/${provider}/callback`;
  const redirectError = (redirectTo: string, error: AuthError) => {
    const told = error.conceal(settings.concealErrors);
    return withQuery(redirectTo, { error: told.code, errorDescription: told.message });
  };

  app.get('/signin/provider/:provider', async (request, reply) => {
    const { provider: id } = parseQuery(ProviderParams, request.params);
    const query = parseQuery(SignInQuery, request.query);
    const redirectTo = resolveRedirectTo(settings, query.redirectTo);
    const provider = providers.get(id);
    if (!provider) throw new AuthError('invalid-request');
    try {
      let metadata: Record<string, unknown> | undefined;
      if (query.metadata !== undefined) {
        const parsed = z.record(z.string(), z.unknown()).safeParse(JSON.parse(query.metadata));
        if (!parsed.success) throw new AuthError('invalid-request');
        metadata = parsed.data;
      }
      const allowedRoles =
        typeof query.allowedRoles === 'string'
          ? query.allowedRoles.split(',').map((role) => role.trim())
          : query.allowedRoles;
      const { redirectTo: _redirectTo, ...options } = resolveSignUpOptions(settings, undefined, {
        ...(allowedRoles && { allowedRoles }),
        ...(query.defaultRole !== undefined && { defaultRole: query.defaultRole }),
        ...(query.displayName !== undefined && { displayName: query.displayName }),
        ...(query.locale !== undefined && { locale: query.locale }),
        ...(metadata && { metadata }),
      });
      let connectUserId: string | undefined;
      if (query.connect !== undefined) {
        connectUserId = await jwt.verify(query.connect).then(
          (claims) => claims.sub,
          () => {
            throw new AuthError('invalid-request');
          },
        );
      }
      const state = randomUUID();
      const nonce = randomBytes(16).toString('base64url');
      const codeVerifier = randomBytes(32).toString('base64url');
      const oauthRequest: OAuthRequest = {
        kind: 'oauth',
        provider: id,
        redirectTo,
        options,
        nonce,
        codeVerifier,
        ...(connectUserId !== undefined && { connectUserId }),
        expiresAt: Date.now() + REQUEST_LIFETIME_MS,
      };
      const { authorization } = await provider.endpoints().catch(() => {
        throw new AuthError('oauth-provider-error');
      });
      await db.query('INSERT INTO auth.provider_requests (id, options) VALUES ($1, $2)', [
        state,
        JSON.stringify(oauthRequest),
      ]);
      const target = new URL(authorization);
      target.searchParams.set('response_type', 'code');
      target.searchParams.set('client_id', provider.settings.clientId);
      target.searchParams.set('redirect_uri', callbackUrl(id));
      target.searchParams.set('scope', provider.settings.scope);
      target.searchParams.set('state', state);
      target.searchParams.set('nonce', nonce);
      target.searchParams.set(
        'code_challenge',
        createHash('sha256').update(codeVerifier).digest('base64url'),
      );
      target.searchParams.set('code_challenge_method', 'S256');
      return reply.redirect(target.href);
    } catch (error) {
      if (error instanceof SyntaxError)
        return reply.redirect(redirectError(redirectTo, new AuthError('invalid-request')));
      if (!(error instanceof AuthError)) throw error;
      return reply.redirect(redirectError(redirectTo, error));
    }
  });

  app.get('/signin/provider/:provider/callback', async (request, reply) => {
    const { provider: id } = parseQuery(ProviderParams, request.params);
    const query = parseQuery(CallbackQuery, request.query);
    const { rows } = await db.query<{ options: OAuthRequest }>(
      `DELETE FROM auth.provider_requests WHERE id = $1 AND options->>'kind' = 'oauth' RETURNING options`,
      [query.state],
    );
    const oauthRequest = rows[0]?.options;
    // Without its request there is no trusted place to send the browser back to.
    if (!oauthRequest || oauthRequest.expiresAt < Date.now() || oauthRequest.provider !== id) {
      throw new AuthError('invalid-state');
    }
    const { redirectTo } = oauthRequest;
    try {
      const provider = providers.get(id);
      if (!provider) throw new AuthError('invalid-state');
      if (query.error !== undefined || query.code === undefined) throw new AuthError('oauth-provider-error');
      const { token } = await provider.endpoints().catch(() => {
        throw new AuthError('oauth-provider-error');
      });
      const tokens = await fetch(token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: query.code,
          redirect_uri: callbackUrl(id),
          client_id: provider.settings.clientId,
          ...(provider.settings.clientSecret !== undefined && {
            client_secret: provider.settings.clientSecret,
          }),
          code_verifier: oauthRequest.codeVerifier,
        }),
        signal: AbortSignal.timeout(10_000),
      })
        .then(async (response) =>
          response.ok ? ((await response.json()) as { id_token?: unknown }) : undefined,
        )
        .catch(() => undefined);
      if (!tokens || typeof tokens.id_token !== 'string') throw new AuthError('oauth-token-echange-failed');
      const claims = await provider.verifyIdToken(tokens.id_token, oauthRequest.nonce).catch(() => {
        throw new AuthError('oauth-profile-fetch-failed');
      });
      const identity = identityFromClaims(id, claims);
      if (oauthRequest.connectUserId !== undefined) {
        const userId = oauthRequest.connectUserId;
        await db.transaction((tx) => linkProviderAccount(tx, userId, identity));
        return reply.redirect(redirectTo);
      }
      const refreshToken = await db.transaction(async (tx) => {
        const user = await findOrCreateProviderUser(tx, settings, identity, oauthRequest.options);
        if (user.disabled) throw new AuthError('disabled-user');
        return issueRefreshToken(tx, user.id, refreshTokenExpiresIn);
      });
      return reply.redirect(withQuery(redirectTo, { refreshToken: refreshToken.token }));
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return reply.redirect(redirectError(redirectTo, error));
    }
  });
}
