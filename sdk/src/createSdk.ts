import { createAuthApi } from './auth/authApi';
import { type AuthClient, createAuthClient } from './auth/authClient';
import { browserLocation } from './auth/pageUrl';
import { browserRefreshLock } from './auth/refreshLock';
import { broadcastTabChannel } from './auth/tabSync';
import { browserWebAuthn } from './auth/webauthn';
import { createAdminMutations, createAdminQueries } from './admin/admin.queries';
import { createInviteUserCall } from './admin/inviteUser';
import { createFieldAreaNotices } from './notices/fieldAreas';
import { createNoticeMutations } from './notices/notices.mutations';
import { createNoticeQueries } from './notices/notices.queries';
import { createClientMutations } from './clients/clients.mutations';
import { createClientQueries } from './clients/clients.queries';
import { createCampaignMutations } from './campaigns/campaigns.mutations';
import { createCampaignQueries } from './campaigns/campaigns.queries';
import { createDashboardQueries } from './dashboard/dashboard.queries';
import { createPriceListMutations } from './pricelists/pricelists.mutations';
import { createPriceListQueries } from './pricelists/pricelists.queries';
import { createProductMutations } from './products/products.mutations';
import { createProductQueries } from './products/products.queries';
import { resolveServiceUrls, type SdkConfig, type ServiceUrls, type WebSocketConstructor } from './config';
import { createFunctionsClient, type FunctionsClient } from './functions/functionsClient';
import { createGraphqlClient, type GraphqlClient } from './graphql/graphqlClient';
import { resolveClientStorage } from './nhost/clientStorage';
import { createNhost } from './nhost/createNhost';
import { SessionVault } from './nhost/sessionVault';
import { createLiveSubscriptions } from './graphql/liveSubscription';
import { createLiveNotice, createLiveNoticeList } from './notices/notices.live';
import { createLiveUnreadCount } from './notifications/notifications.live';
import { createNotificationMutations } from './notifications/notifications.mutations';
import { createNotificationQueries } from './notifications/notifications.queries';
import { createProfileMutations, createProfileQueries } from './profile/profile';
import { type ActiveOrganization, createActiveOrganization } from './session/activeOrganization';
import { type ActiveRole, createActiveRole } from './session/activeRole';
import { createStorageMutations } from './storage/storage.mutations';
import { createStorageQueries } from './storage/storage.queries';
import { createStorageClient, type StorageClient } from './storage/storageClient';
import { createWarehouseMutations } from './warehouses/warehouses.mutations';
import { createWarehouseQueries } from './warehouses/warehouses.queries';

/**
 * One domain's bound calls: `queryOptions` factories and mutation options (with spec §7 `MutationMeta`), made
 * in the session's active role. Every domain (`clients`, later `notices`, `products`, `campaigns`) has this shape
 * and this folder layout: `<domain>.documents.ts`, `.queries.ts`, `.mutations.ts`, `.handlers.ts`, `.fixtures.ts`.
 */
const bind = <Q extends object, M extends object>(queries: Q, mutations: M): Q & M => ({
  ...queries,
  ...mutations,
});

function createDomains(
  graphql: GraphqlClient,
  storage: StorageClient,
  auth: AuthClient,
  role: ActiveRole,
  functions: FunctionsClient,
  webSocket: WebSocketConstructor | null,
  activeOrganization: () => string | null = () => null,
) {
  const activeRole = () => role.getSnapshot().role;
  const live = createLiveSubscriptions({
    graphqlUrl: graphql.url,
    auth,
    activeRole,
    activeOrganization,
    webSocket,
  });
  return {
    clients: bind(createClientQueries(graphql, activeRole), createClientMutations(graphql, activeRole)),
    /** Kampanie: handlowiec and org_admin plan campaigns, build segments and move members along the funnel. */
    campaigns: bind(createCampaignQueries(graphql, activeRole), createCampaignMutations(graphql, activeRole)),
    /** The start page's figures, counted by the database. */
    dashboard: createDashboardQueries(graphql, activeRole),
    /**
     * Awizacje, their list live (graphql-ws, `notices.liveList.subscribe(filters, …)`) and one notice live
     * (`notices.live.subscribe(id, …)`).
     */
    notices: {
      ...bind(
        createNoticeQueries(graphql, storage, activeRole),
        createNoticeMutations(graphql, storage, activeRole),
      ),
      liveList: createLiveNoticeList(live),
      live: createLiveNotice(live),
      /** The kierowca's list and arrival report, the klient's company. */
      ...createFieldAreaNotices(graphql, activeRole),
    },
    /** The catalogue: handlowiec and magazynier read it; org_admin adds, edits and withdraws products. */
    products: bind(createProductQueries(graphql, activeRole), createProductMutations(graphql, activeRole)),
    /** Cenniki: made by the generator function (handlowiec, org_admin); read by them and the client's klient. */
    priceLists: bind(
      createPriceListQueries(graphql, activeRole),
      createPriceListMutations(functions, activeRole),
    ),
    /** Warehouses and ramps: every role reads them; changes act as `org_admin`. */
    warehouses: bind(createWarehouseQueries(graphql, activeRole), createWarehouseMutations(graphql)),
    /** The signed-in user's own notifications, and their unread count live (graphql-ws). */
    notifications: {
      ...bind(
        createNotificationQueries(graphql, activeRole),
        createNotificationMutations(graphql, activeRole),
      ),
      liveUnreadCount: createLiveUnreadCount(live),
    },
    profile: bind(createProfileQueries(graphql), createProfileMutations({ graphql, storage, auth })),
    /** The organization's users, as its administrator (`org_admin`) whatever role is active. */
    admin: bind(createAdminQueries(graphql), createAdminMutations(graphql, createInviteUserCall(functions))),
    files: bind(createStorageQueries(storage), createStorageMutations(storage)),
  };
}

type Domains = ReturnType<typeof createDomains>;

export interface Sdk extends Domains {
  readonly urls: ServiceUrls;
  readonly auth: AuthClient;
  /** The role requests are made in (`x-hasura-role`): the user's default, or the one he switched to. */
  readonly role: ActiveRole;
  /**
   * The organization requests are made in (`x-hasura-org-id`), for a user of several; unset, the server takes
   * his one organization in the active role.
   */
  readonly organization: ActiveOrganization;
  readonly graphql: GraphqlClient;
  /** Files in /v1/storage with the session's token (upload with progress, transforms, presigned URLs). */
  readonly storage: StorageClient;
  /** Nhost functions (`/v1/functions/*`) with the session's token. */
  readonly functions: FunctionsClient;
  /** Stops timers and ignores answers in flight. */
  destroy(): void;
}

/** Builds a client and starts the auth machine (start-up token import). One per app. */
export function createSdk(config: SdkConfig): Sdk {
  const urls = resolveServiceUrls(config);
  const clientStorage = resolveClientStorage(config.clientStorageType ?? 'web');
  const vault = new SessionVault(clientStorage);
  const nhost = createNhost(urls, vault, config.fetch);
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
    api: createAuthApi(nhost.auth),
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
  const activeRole = () => role.getSnapshot().role;
  const organization = createActiveOrganization(auth, clientStorage);
  const activeOrganization = () => organization.getSnapshot().orgId;
  const graphql = createGraphqlClient(nhost.graphql, auth, activeRole, activeOrganization);
  const storage = createStorageClient(
    { nhost, urls, auth, activeRole, activeOrganization },
    { XMLHttpRequest: config.XMLHttpRequest },
  );
  const functions = createFunctionsClient(nhost.functions);
  auth.start();
  return {
    urls,
    auth,
    role,
    organization,
    graphql,
    storage,
    functions,
    ...createDomains(
      graphql,
      storage,
      auth,
      role,
      functions,
      config.webSocket !== undefined
        ? config.webSocket
        : inBrowser && typeof WebSocket !== 'undefined'
          ? WebSocket
          : null,
      activeOrganization,
    ),
    destroy: () => {
      role.stop();
      organization.stop();
      auth.stop();
    },
  };
}
