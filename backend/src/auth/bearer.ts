import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { UnauthorizedError } from './errors';
import { HASURA_CLAIMS_NAMESPACE, type AccessTokenClaims, type JwtService } from './jwt';
import type { AuthSettings } from './settings';

const BEARER = /^Bearer\s+(\S+)$/i;
const userId = z.uuid();

/** The claims of the request's `Authorization: Bearer <access token>`, or a 401. */
export async function authenticate(request: FastifyRequest, jwt: JwtService): Promise<AccessTokenClaims> {
  const header = request.headers.authorization;
  if (header === undefined) throw new UnauthorizedError('authorization header is missing');
  const token = BEARER.exec(header)?.[1];
  if (token === undefined) throw new UnauthorizedError('authorization header is not a bearer token');
  let claims: AccessTokenClaims;
  try {
    claims = await jwt.verify(token);
  } catch {
    throw new UnauthorizedError('bearer token is invalid or expired');
  }
  if (!userId.safeParse(claims.sub).success) throw new UnauthorizedError('bearer token has no user id');
  return claims;
}

/** Whether the token carries `x-hasura-auth-elevated` for its own user. */
export function isElevated(claims: AccessTokenClaims): boolean {
  const namespace = claims[HASURA_CLAIMS_NAMESPACE] as Record<string, unknown> | undefined;
  return namespace?.['x-hasura-auth-elevated'] === claims.sub;
}

/**
 * The bearer's claims for a sensitive change: AUTH_REQUIRE_ELEVATED_CLAIM `required` always demands an
 * elevated token, `recommended` only from users who have a security key to elevate with.
 */
export async function authenticateElevated(
  request: FastifyRequest,
  { jwt, db, settings }: { jwt: JwtService; db: Queryable; settings: AuthSettings },
): Promise<AccessTokenClaims> {
  const claims = await authenticate(request, jwt);
  if (settings.requireElevatedClaim === 'disabled' || isElevated(claims)) return claims;
  if (settings.requireElevatedClaim === 'recommended') {
    const { rowCount } = await db.query('SELECT 1 FROM auth.user_security_keys WHERE user_id = $1 LIMIT 1', [
      claims.sub,
    ]);
    if (rowCount === 0) return claims;
  }
  throw new UnauthorizedError('elevated-claim-required');
}
