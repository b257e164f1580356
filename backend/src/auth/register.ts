import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { devInboxRoutes, type DevInbox } from '../dev/inbox';
import type { Secrets } from '../secrets';
import type { JwtService } from './jwt';
import { createOutbox, type Outbox } from './messages/outbox';
import { authPlugin } from './plugin';
import { createOidcProviders } from './providers';
import { createSuccessorSeal } from './successor-seal';

/**
 * Mounts `/v1/auth` with its outbox, and in dev mode (no SMTP) the dev inbox at `/v1/dev/inbox`, which
 * holds what would have been e-mailed or texted. Returns the outbox, which the notification mailer shares.
 */
export async function registerAuth(
  app: FastifyInstance,
  {
    config,
    db,
    jwt,
    secrets,
    inbox,
  }: { config: Config; db: Database; jwt: JwtService; secrets: Secrets; inbox?: DevInbox },
): Promise<Outbox> {
  const settings = config.auth;
  const outbox = createOutbox({
    ...(settings.smtp && { smtp: settings.smtp }),
    ...(inbox && { inbox }),
    log: app.log,
  });
  await app.register(authPlugin, {
    prefix: '/v1/auth',
    db,
    jwt,
    refreshTokenExpiresIn: config.refreshTokenExpiresIn,
    refreshTokenReuse: {
      interval: config.refreshTokenReuseInterval,
      // Every server of one database shares the admin secret, so any of them opens another's seals.
      seal: createSuccessorSeal(secrets.adminSecret),
    },
    authServerUrl: config.authServerUrl,
    settings,
    outbox,
    providers: createOidcProviders(settings),
  });
  if (inbox) {
    if (secrets.devInboxToken === undefined) throw new Error('the dev inbox needs a token');
    await app.register(devInboxRoutes, {
      prefix: '/v1/dev/inbox',
      inbox,
      token: secrets.devInboxToken,
      adminSecret: secrets.adminSecret,
    });
  }
  return outbox;
}
