import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import type { AppSdk } from './sdk';
import { RouteErrorPanel } from './features/shell/RouteErrorPanel';
import { NotFoundPage } from './features/shell/NotFoundPage';

/** What beforeLoad guards know about the session; kept in sync with the sdk's auth machine by <App>. */
export interface RouterAuth {
  isAuthenticated: boolean;
}

export interface RouterContext {
  queryClient: QueryClient;
  sdk: AppSdk;
  auth: RouterAuth;
  /** True until the app has shown its first page: that page's loader waits for its data (lib/routeData.ts). */
  startup: { pending: boolean };
  /** Spec §3: the router context carries these, all undefined until a profile is chosen. */
  org_id?: number;
  profile_id?: number;
  user_id?: string;
}

export interface CreateAppRouterOptions {
  queryClient: QueryClient;
  sdk: AppSdk;
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, sdk, history }: CreateAppRouterOptions) {
  const startup = { pending: true };
  const router = createRouter({
    routeTree,
    history,
    context: {
      queryClient,
      sdk,
      auth: { isAuthenticated: false },
      startup,
      org_id: undefined,
      profile_id: undefined,
      user_id: undefined,
    },
    defaultPreload: 'intent',
    // Spec §9: preloads are never reused as-is; TanStack Query decides freshness (staleTime 5 min),
    // so a preload on hover warms the query cache without serving stale router data.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPanel,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
  const stop = router.subscribe('onResolved', () => {
    startup.pending = false;
    stop();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
