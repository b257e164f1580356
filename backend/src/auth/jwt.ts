import { jwtVerify, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { JwtSecret } from './jwt-secret';

export const HASURA_CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';
const DEFAULT_ISSUER = 'hasura-auth';

/** Who an access token speaks for. */
export interface TokenSubject {
  userId: string;
  defaultRole: string;
  allowedRoles: readonly string[];
  isAnonymous: boolean;
  /** Adds `x-hasura-auth-elevated` (the user id): the holder re-authenticated recently. */
  elevated?: boolean;
  /** The session (refresh token id) the token was issued for, as the `sid` claim. */
  sessionId?: string;
}

/** A verified access token's claims: `sub`, `iat`, `exp`, `iss`, the Hasura namespace and maybe `sid`. */
export type AccessTokenClaims = JWTPayload & { sub: string; sid?: unknown };

export interface JwtService {
  readonly accessTokenExpiresIn: number;
  /** Issues an access token with hasura-auth's claims. */
  sign(subject: TokenSubject): Promise<string>;
  /** Verifies signature (with the configured algorithm only), expiry and, when configured, issuer. */
  verify(token: string): Promise<AccessTokenClaims>;
  /** The public keys for `/.well-known/jwks.json`; none for a shared HS* secret. */
  jwks(): JSONWebKeySet;
}

/** How many verified access tokens a process remembers (about 1 KB each). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createJwtService(secret: JwtSecret, accessTokenExpiresIn: number): JwtService {
  const { algorithm, kid } = secret;
  const keys: JSONWebKeySet['keys'] =
    secret.verifyKey.type === 'public'
      ? [{ ...secret.verifyKey.export({ format: 'jwk' }), alg: algorithm, use: 'sig', ...(kid && { kid }) }]
      : [];

  // Tokens verified lately, oldest first: a signed-in user sends the same token with every request until it is
  // refreshed, and checking its signature (jose imports the key on each call) was the engine's largest cost per
  // request. An entry is used only while the token has not expired; past that the full check answers.
  const verified = new Map<string, AccessTokenClaims>();

  return {
    accessTokenExpiresIn,
    sign(subject) {
      const issuedAt = Math.floor(Date.now() / 1000);
      return new SignJWT({
        [HASURA_CLAIMS_NAMESPACE]: {
          'x-hasura-allowed-roles': [...subject.allowedRoles],
          'x-hasura-default-role': subject.defaultRole,
          'x-hasura-user-id': subject.userId,
          'x-hasura-user-is-anonymous': String(subject.isAnonymous),
          ...(subject.elevated && { 'x-hasura-auth-elevated': subject.userId }),
        },
        ...(subject.sessionId !== undefined && { sid: subject.sessionId }),
      })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT', ...(kid && { kid }) })
        .setSubject(subject.userId)
        .setIssuer(secret.issuer ?? DEFAULT_ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + accessTokenExpiresIn)
        .sign(secret.signingKey);
    },
    async verify(token) {
      // The same bytes verified a moment ago carry the same signature: only the clock can change the answer.
      const known = verified.get(token);
      if (known && (known.exp ?? 0) > Date.now() / 1000) return known;
      verified.delete(token);
      const { payload } = await jwtVerify(token, secret.verifyKey, {
        algorithms: [algorithm],
        requiredClaims: ['sub', 'iat', 'exp'],
        ...(secret.issuer !== undefined && { issuer: secret.issuer }),
      });
      const claims = Object.freeze(payload) as AccessTokenClaims;
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    },
    jwks: () => ({ keys }),
  };
}
