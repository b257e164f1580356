import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Queryable } from '../db/types';
import { createUser, isEmailAllowed, type ResolvedSignUpOptions } from './accounts';
import { AuthError } from './errors';
import type { AuthSettings, OidcProviderSettings } from './settings';
import { findUserByEmail, findUserById, type UserRecord } from './users';
import { createHash } from 'node:crypto';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** An OpenID Connect provider: its endpoints (discovered once) and ID-token verification. */
export interface OidcProvider {
  readonly settings: OidcProviderSettings;
  endpoints(): Promise<{ authorization: string; token: string; jwks: string }>;
  /** The verified claims of an ID token issued to our client id, or a 400 invalid-request. */
  verifyIdToken(idToken: string, nonce?: string): Promise<JWTPayload & { sub: string }>;
}

export function createOidcProvider(settings: OidcProviderSettings): OidcProvider {
  let discovery: Promise<Discovery> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  const discover = () => {
    discovery ??= fetch(`${settings.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`discovery answered ${response.status}`);
        return (await response.json()) as Discovery;
      })
      .catch((error: unknown) => {
        discovery = undefined;
        throw error;
      });
    return discovery;
  };
  const endpoints = async () => {
    const needed = !settings.authorizationEndpoint || !settings.tokenEndpoint || !settings.jwksUri;
    const found = needed ? await discover() : undefined;
    return {
      authorization: settings.authorizationEndpoint ?? found!.authorization_endpoint,
      token: settings.tokenEndpoint ?? found!.token_endpoint,
      jwks: settings.jwksUri ?? found!.jwks_uri,
    };
  };
  return {
    settings,
    endpoints,
    async verifyIdToken(idToken, nonce) {
      try {
        jwks ??= createRemoteJWKSet(new URL((await endpoints()).jwks));
        const { payload } = await jwtVerify(idToken, jwks, {
          issuer: settings.issuer,
          audience: settings.clientId,
          algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'PS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (nonce !== undefined) {
          // Apple puts the SHA-256 of the nonce in the token, others the nonce itself.
          const hashed = createHash('sha256').update(nonce).digest('hex');
          if (payload.nonce !== nonce && payload.nonce !== hashed) throw new Error('nonce mismatch');
        }
        return payload as JWTPayload & { sub: string };
      } catch {
        throw new AuthError('invalid-request');
      }
    },
  };
}

export type OidcProviders = Map<string, OidcProvider>;

export function createOidcProviders(settings: AuthSettings): OidcProviders {
  return new Map(settings.oidcProviders.map((provider) => [provider.id, createOidcProvider(provider)]));
}

export interface ProviderIdentity {
  provider: string;
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

export function identityFromClaims(provider: string, claims: JWTPayload & { sub: string }): ProviderIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const email = text(claims.email);
  const name = text(claims.name);
  const picture = text(claims.picture);
  return {
    provider,
    sub: claims.sub,
    ...(email !== undefined && { email }),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    ...(name !== undefined && { name: name.slice(0, 255) }),
    ...(picture !== undefined && { picture }),
  };
}

async function linkProvider(tx: Queryable, userId: string, identity: ProviderIdentity): Promise<void> {
  await tx.query('INSERT INTO auth.providers (id) VALUES ($1) ON CONFLICT DO NOTHING', [identity.provider]);
  await tx.query(
    `INSERT INTO auth.user_providers (user_id, provider_id, provider_user_id, access_token)
     VALUES ($1, $2, $3, '')`,
    [userId, identity.provider, identity.sub],
  );
}

/** The user a provider account belongs to, if linked. */
export async function findLinkedUser(
  db: Queryable,
  identity: ProviderIdentity,
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<{ userId: string }>(
    `SELECT user_id AS "userId" FROM auth.user_providers WHERE provider_id = $1 AND provider_user_id = $2`,
    [identity.provider, identity.sub],
  );
  return rows[0] && findUserById(db, rows[0].userId);
}

/**
 * The user of a provider account: the linked one; else the user with its (provider-verified) e-mail, now
 * linked; else a new, linked user. Use inside a transaction.
 */
export async function findOrCreateProviderUser(
  tx: Queryable,
  settings: AuthSettings,
  identity: ProviderIdentity,
  options: Omit<ResolvedSignUpOptions, 'redirectTo'>,
): Promise<UserRecord> {
  const linked = await findLinkedUser(tx, identity);
  if (linked) return linked;
  if (identity.email !== undefined && !isEmailAllowed(settings, identity.email)) {
    throw new AuthError('invalid-email-password');
  }
  const byEmail =
    identity.email !== undefined && identity.emailVerified
      ? await findUserByEmail(tx, identity.email)
      : undefined;
  if (byEmail) {
    await linkProvider(tx, byEmail.id, identity);
    return byEmail;
  }
  if (settings.disableSignup) throw new AuthError('signup-disabled');
  const user = await createUser(tx, settings, {
    ...(identity.email !== undefined && { email: identity.email }),
    emailVerified: identity.emailVerified,
    // The provider's picture, else (as hasura-auth) the address's Gravatar.
    ...(identity.picture !== undefined && { avatarUrl: identity.picture }),
    options: { ...options, displayName: identity.name ?? identity.email ?? options.displayName },
  });
  await linkProvider(tx, user.id, identity);
  return user;
}

/** Links a provider account to `userId`; one already linked to someone else is refused. */
export async function linkProviderAccount(
  tx: Queryable,
  userId: string,
  identity: ProviderIdentity,
): Promise<void> {
  const linked = await findLinkedUser(tx, identity);
  if (linked) {
    if (linked.id === userId) return;
    throw new AuthError('provider-account-already-linked');
  }
  await linkProvider(tx, userId, identity);
}
