import type { FetchFunction } from '@nhost/nhost-js/fetch';
import type { PageLocation } from './auth/pageUrl';
import type { RefreshLock } from './auth/refreshLock';
import type { TabChannel } from './auth/tabSync';
import type { WebAuthnCeremonies } from './auth/webauthn';
import type { ClientStorage, ClientStorageType } from './nhost/clientStorage';
import type { XhrConstructor } from './storage/xhrUpload';

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
  /** What uploads with progress use; default the browser's (without one, uploads go through fetch). */
  readonly XMLHttpRequest?: XhrConstructor;
  /**
   * What live queries (GraphQL subscriptions over graphql-ws) connect with. Default: the browser's WebSocket when
   * the page address is the browser's; none otherwise (tests, servers), and then live values fall back to polling.
   */
  readonly webSocket?: WebSocketConstructor | null;
  /** Serialises refresh-token rotations across tabs. Default: the Web Locks API when the page is the browser's. */
  readonly refreshLock?: RefreshLock | null;
}

export type SdkConfig = BackendConfig & SdkOptions;

/** A WebSocket class (the browser's, or `ws` in Node). */
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => WebSocket;

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
