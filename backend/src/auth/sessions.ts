import type { JwtService } from './jwt';
import type { Queryable } from '../db/types';
import { issueRefreshToken, type RefreshToken } from './refresh-tokens';
import { allowedRoles, toUserPayload, type UserRecord } from './users';

/** The Session object of the wire format. */
export async function sessionBody(
  jwt: JwtService,
  user: UserRecord,
  refreshToken: RefreshToken,
  { elevated = false }: { elevated?: boolean } = {},
) {
  return {
    accessToken: await jwt.sign({
      userId: user.id,
      defaultRole: user.defaultRole,
      allowedRoles: allowedRoles(user),
      isAnonymous: user.isAnonymous,
      elevated,
      sessionId: refreshToken.id,
    }),
    accessTokenExpiresIn: jwt.accessTokenExpiresIn,
    refreshToken: refreshToken.token,
    refreshTokenId: refreshToken.id,
    user: toUserPayload(user),
  };
}

/** A new session (refresh token row plus access token) for `user`: `{session}` on the wire. */
export async function startSession(
  db: Queryable,
  { jwt, refreshTokenExpiresIn }: { jwt: JwtService; refreshTokenExpiresIn: number },
  user: UserRecord,
  options: { elevated?: boolean } = {},
) {
  const refreshToken = await issueRefreshToken(db, user.id, refreshTokenExpiresIn);
  return { session: await sessionBody(jwt, user, refreshToken, options) };
}
