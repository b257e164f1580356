import { createAuthApi } from './auth/authApi';
import { type AuthClient, createAuthClient } from './auth/authClient';
import { browserLocation } from './auth/pageUrl';
import { browserRefreshLock } from './auth/refreshLock';
import { broadcastTabChannel } from './auth/tabSync';
import { browserWebAuthn } from './auth/webauthn';
import { resolveServiceUrls, type SdkConfig, type ServiceUrls } from './config';
import { resolveClientStorage } from './nhost/clientStorage';
import { createNhostAuth } from './nhost/createNhost';
import { SessionVault } from './nhost/sessionVault';
import { type ActiveOrganization, createActiveOrganization } from './session/activeOrganization';
import { type ActiveRole, createActiveRole } from './session/activeRole';
import type { ServiceContext, Services } from './services';

/** The session part of the sdk: what the sign-in page needs, and what the services are built on. */
export interface SdkSession {
  readonly urls: ServiceUrls;
  readonly auth: AuthClient;
  /** The role requests are made in (`x-hasura-role`): the user's default, or the one he switched to. */
  readonly role: ActiveRole;
  /**
   * The organization requests are made in (`x-hasura-org-id`), for a user of several; unset, the server takes
   * his one organization in the active role.
   */
  readonly organization: ActiveOrganization;
  /** Stops timers and ignores answers in flight. */
  destroy(): void;
}

/**
 * The sdk: the session (`auth`, `role`, `organization`) and the services (`graphql`, `storage`, `functions` and
 * every domain: `clients`, `notices`, …).
 */
export interface Sdk extends SdkSession, Services {
  /**
   * Resolves once the services can be used. `createSdk` builds them at once (resolved already);
   * `createLazySdk` downloads their code on the first call, and reading a service before then throws.
   */
  load(): Promise<void>;
  /** True once `load()` has resolved (always, for `createSdk`). */
  readonly loaded: boolean;
}

/** Builds the session part and starts the auth machine (start-up token import). */
export function createSdkSession(config: SdkConfig): { session: SdkSession; context: ServiceContext } {
  const urls = resolveServiceUrls(config);
  const clientStorage = resolveClientStorage(config.clientStorageType ?? 'web');
  const vault = new SessionVault(clientStorage);
  const location = config.location === undefined ? browserLocation() : config.location;
  const inBrowser = config.location === undefined && location !== null;
  const syncTabs = config.syncTabs ?? inBrowser;
  const tabs =
    typeof syncTabs === 'object'
      ? syncTabs
      : syncTabs
        ? broadcastTabChannel(`rampa-auth:${urls.auth}`)
        : null;
  const auth = createAuthClient({
    api: createAuthApi(createNhostAuth(urls, config.fetch)),
    vault,
    location,
    autoSignIn: config.autoSignIn ?? true,
    autoRefreshToken: config.autoRefreshToken ?? true,
    random: config.random ?? Math.random,
    webauthn: config.webauthn ?? browserWebAuthn,
    tabs,
    refreshLock:
      config.refreshLock ?? (inBrowser ? browserRefreshLock(`rampa-auth-refresh:${urls.auth}`) : null),
  });
  const role = createActiveRole(auth, clientStorage);
  const organization = createActiveOrganization(auth, clientStorage);
  auth.start();
  const session: SdkSession = {
    urls,
    auth,
    role,
    organization,
    destroy: () => {
      role.stop();
      organization.stop();
      auth.stop();
    },
  };
  const context: ServiceContext = {
    urls,
    vault,
    auth,
    activeRole: () => role.getSnapshot().role,
    activeOrganization: () => organization.getSnapshot().orgId,
    fetch: config.fetch,
    XMLHttpRequest: config.XMLHttpRequest,
    webSocket:
      config.webSocket !== undefined
        ? config.webSocket
        : inBrowser && typeof WebSocket !== 'undefined'
          ? WebSocket
          : null,
  };
  return { session, context };
}
