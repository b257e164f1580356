import type { NhostClient } from '@nhost/nhost-js';
import type { FetchFunction } from '@nhost/nhost-js/fetch';
import { createAuthApi } from './auth/authApi';
import { type AuthClient, createAuthClient } from './auth/authClient';
import { browserLocation, type PageLocation } from './auth/pageUrl';
import { broadcastTabChannel, type TabChannel } from './auth/tabSync';
import { browserWebAuthn, type WebAuthnCeremonies } from './auth/webauthn';
import { createGraphqlClient, type GraphqlClient } from './graphql/graphqlClient';
import { type ClientStorage, type ClientStorageType, resolveClientStorage } from './nhost/clientStorage';
import { createNhost } from './nhost/createNhost';
import { SessionVault } from './nhost/sessionVault';
import { createStorageClient, type StorageClient } from './storage/storageClient';

/** The embedded Rampa backend: one origin serving /v1/auth, /v1/storage, /v1/graphql, /v1/functions. */
export interface EmbeddedBackendConfig {
  readonly backendUrl: string;
}

/** A Nhost Cloud project: `https://<subdomain>.<service>.<region>.nhost.run/v1`. */
export interface NhostCloudConfig {
  readonly subdomain: string;
  readonly region: string;
}

export type BackendConfig = EmbeddedBackendConfig | NhostCloudConfig;

export interface SdkOptions {
  /** Refresh the access token on a timer while signed in. Default true. */
  readonly autoRefreshToken?: boolean;
  /** Sign in at start-up with a `refreshToken` from the page address. Default true. */
  readonly autoSignIn?: boolean;
  /** Where the refresh token is kept. Default `web` (localStorage). */
  readonly clientStorageType?: ClientStorageType | ClientStorage;
  /** Replaces the global fetch for every call. */
  readonly fetch?: FetchFunction;
  /** The page address to import a token from; default the browser's, none outside a browser. */
  readonly location?: PageLocation | null;
  /** The random source of the 10 % early-refresh rule; for tests. Default Math.random. */
  readonly random?: () => number;
  /** The browser side of security-key ceremonies. Default @simplewebauthn/browser. */
  readonly webauthn?: WebAuthnCeremonies;
  /**
   * Keep other tabs of the app in step (new sessions, sign-outs) over a BroadcastChannel. Default: on when the
   * page address is the browser's (not for tests or servers); a channel may be passed instead.
   */
  readonly syncTabs?: boolean | TabChannel;
}

export type SdkConfig = BackendConfig & SdkOptions;

export interface ServiceUrls {
  readonly auth: string;
  readonly storage: string;
  readonly graphql: string;
  readonly functions: string;
}

const SERVICES = ['auth', 'storage', 'graphql', 'functions'] as const;

export function resolveServiceUrls(config: BackendConfig): ServiceUrls {
  const urlFor =
    'backendUrl' in config
      ? (service: string) => `${config.backendUrl.replace(/\/+$/, '')}/v1/${service}`
      : (service: string) => `https://${config.subdomain}.${service}.${config.region}.nhost.run/v1`;
  return Object.fromEntries(SERVICES.map((service) => [service, urlFor(service)])) as Record<
    (typeof SERVICES)[number],
    string
  >;
}

export interface Sdk {
  readonly urls: ServiceUrls;
  readonly auth: AuthClient;
  readonly graphql: GraphqlClient;
  /** Files in /v1/storage with the session's token (upload with progress, transforms, presigned URLs). */
  readonly storage: StorageClient;
  /** The underlying nhost-js client (functions) until the sdk wraps them. */
  readonly nhost: NhostClient;
  /** Stops timers and ignores answers in flight. */
  destroy(): void;
}

/** Builds a client and starts the auth machine (start-up token import). One per app. */
export function createSdk(config: SdkConfig): Sdk {
  const urls = resolveServiceUrls(config);
  const vault = new SessionVault(resolveClientStorage(config.clientStorageType ?? 'web'));
  const nhost = createNhost(urls, vault, config.fetch);
  const location = config.location === undefined ? browserLocation() : config.location;
  const syncTabs = config.syncTabs ?? (config.location === undefined && location !== null);
  const tabs =
    typeof syncTabs === 'object'
      ? syncTabs
      : syncTabs
        ? broadcastTabChannel(`rampa-auth:${urls.auth}`)
        : null;
  const auth = createAuthClient({
    api: createAuthApi(nhost.auth),
    vault,
    location,
    autoSignIn: config.autoSignIn ?? true,
    autoRefreshToken: config.autoRefreshToken ?? true,
    random: config.random ?? Math.random,
    webauthn: config.webauthn ?? browserWebAuthn,
    tabs,
  });
  const graphql = createGraphqlClient(nhost.graphql, auth);
  const storage = createStorageClient({ nhost, urls, auth });
  auth.start();
  return { urls, auth, graphql, storage, nhost, destroy: () => auth.stop() };
}
