import type { AuthClient } from './auth/authClient';
import { createAdminMutations, createAdminQueries } from './admin/admin.queries';
import { createInviteUserCall } from './admin/inviteUser';
import { createCampaignMutations } from './campaigns/campaigns.mutations';
import { createCampaignQueries } from './campaigns/campaigns.queries';
import { createClientMutations } from './clients/clients.mutations';
import { createClientQueries } from './clients/clients.queries';
import type { ServiceUrls, WebSocketConstructor } from './config';
import { createDashboardQueries } from './dashboard/dashboard.queries';
import { createFunctionsClient, type FunctionsClient } from './functions/functionsClient';
import { createGraphqlClient, type GraphqlClient } from './graphql/graphqlClient';
import { createLiveSubscriptions } from './graphql/liveSubscription';
import type { FetchFunction } from '@nhost/nhost-js/fetch';
import { createNhostServices } from './nhost/createNhostServices';
import type { SessionVault } from './nhost/sessionVault';
import { createFieldAreaNotices } from './notices/fieldAreas';
import { createLiveNotice, createLiveNoticeList } from './notices/notices.live';
import { createNoticeMutations } from './notices/notices.mutations';
import { createNoticeQueries } from './notices/notices.queries';
import { createLiveUnreadCount } from './notifications/notifications.live';
import { createNotificationMutations } from './notifications/notifications.mutations';
import { createNotificationQueries } from './notifications/notifications.queries';
import { createPriceListMutations } from './pricelists/pricelists.mutations';
import { createPriceListQueries } from './pricelists/pricelists.queries';
import { createProductMutations } from './products/products.mutations';
import { createProductQueries } from './products/products.queries';
import { createProfileMutations, createProfileQueries } from './profile/profile';
import type { OrganizationSource } from './session/activeOrganization';
import type { RoleSource } from './session/activeRole';
import { createStorageMutations } from './storage/storage.mutations';
import { createStorageQueries } from './storage/storage.queries';
import { createStorageClient, type StorageClient } from './storage/storageClient';
import type { XhrConstructor } from './storage/xhrUpload';
import { createWarehouseMutations } from './warehouses/warehouses.mutations';
import { createWarehouseQueries } from './warehouses/warehouses.queries';

/** What the services are built on: the session part of the sdk, which signing in needs alone. */
export interface ServiceContext {
  readonly urls: ServiceUrls;
  readonly vault: SessionVault;
  readonly auth: AuthClient;
  readonly activeRole: RoleSource;
  readonly activeOrganization: OrganizationSource;
  readonly fetch?: FetchFunction;
  readonly XMLHttpRequest?: XhrConstructor;
  readonly webSocket: WebSocketConstructor | null;
}

/**
 * One domain's bound calls: `queryOptions` factories and mutation options (with spec §7 `MutationMeta`), made
 * in the session's active role. Every domain (`clients`, later `notices`, `products`, `campaigns`) has this shape
 * and this folder layout: `<domain>.documents.ts`, `.queries.ts`, `.mutations.ts`, `.handlers.ts`, `.fixtures.ts`.
 */
const bind = <Q extends object, M extends object>(queries: Q, mutations: M): Q & M => ({
  ...queries,
  ...mutations,
});

/**
 * Everything of the sdk but the session: the GraphQL, storage and functions clients and every domain (their
 * GraphQL documents, graphql's printer, graphql-ws). `createSdk` builds them at once; `createLazySdk` loads
 * this module on `sdk.load()`, so a sign-in page never downloads it.
 */
export function createServices(context: ServiceContext) {
  const { urls, vault, auth, activeRole, activeOrganization } = context;
  const nhost = createNhostServices(urls, vault, context.fetch);
  const graphql: GraphqlClient = createGraphqlClient(nhost.graphql, auth, activeRole, activeOrganization);
  const storage: StorageClient = createStorageClient(
    { nhost, urls, auth, activeRole, activeOrganization },
    { XMLHttpRequest: context.XMLHttpRequest },
  );
  const functions: FunctionsClient = createFunctionsClient(nhost.functions);
  const live = createLiveSubscriptions({
    graphqlUrl: graphql.url,
    auth,
    activeRole,
    activeOrganization,
    webSocket: context.webSocket,
  });
  return {
    graphql,
    /** Files in /v1/storage with the session's token (upload with progress, transforms, presigned URLs). */
    storage,
    /** Nhost functions (`/v1/functions/*`) with the session's token. */
    functions,
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

export type Services = ReturnType<typeof createServices>;
