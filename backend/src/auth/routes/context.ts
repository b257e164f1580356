import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/types';
import type { JwtService } from '../jwt';
import type { Outbox } from '../messages/outbox';
import type { OidcProviders } from '../providers';
import type { RefreshTokenReuse } from '../refresh-tokens';
import type { AuthSettings } from '../settings';

/** What every auth route group is given. */
export interface AuthContext {
  db: Database;
  jwt: JwtService;
  refreshTokenExpiresIn: number;
  /** How long `/token` still answers a just-rotated-away value with its successor. */
  refreshTokenReuse: RefreshTokenReuse;
  /** The public base URL of this API, for links in messages. */
  authServerUrl: string;
  settings: AuthSettings;
  outbox: Outbox;
  /** The configured OpenID Connect providers by id (ID tokens and OAuth sign-in). */
  providers: OidcProviders;
}

/** hasura-auth's answer when there is nothing to return: the JSON string "OK". */
export function sendOk(reply: FastifyReply) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify('OK'));
}
