import { Suspense, use, useDeferredValue, type ComponentType, type ReactNode } from 'react';
import { createRootRouteWithContext, HeadContent, Outlet, redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { AuthLinkLanding } from '../features/auth/AuthLinkLanding';
import { authRedirect } from '../features/auth/paths';
import { startPathOf } from '../features/roles/areas';
import { AriaRouterBridge } from '../lib/AriaRouterBridge';
import { FocusHeadingOnNavigate } from '../lib/FocusHeadingOnNavigate';
import { PublicLayout } from '../features/shell/PublicLayout';
import { RouteErrorPanel } from '../features/shell/RouteErrorPanel';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { appTitle } from '../lib/title';

// The signed-in shell (sidebar, header, notifications) is a chunk of its own: the sign-in page never loads it.
// beforeLoad waits for it (as for the sdk's domains), so the shell renders at once: a lazy component would
// suspend on its first render even with its chunk at hand, and React then holds the revealed page back for its
// fallback throttle (up to 300 ms of nothing on every signed-in page load).
type Layout = ComponentType<{ children: ReactNode }>;
let appLayout: Layout | undefined;
let appLayoutLoading: Promise<Layout> | undefined;
function loadAppLayout(): Promise<Layout> {
  appLayoutLoading ??= import('../features/shell/AppLayout').then(
    (module) => (appLayout = module.AppLayout),
    (error: unknown) => {
      // A failed chunk load (offline, a new release) is tried again on the next navigation.
      appLayoutLoading = undefined;
      throw error;
    },
  );
  return appLayoutLoading;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const startPath = startPathOf(context.sdk.role.getSnapshot().role);
    const href = authRedirect(context.auth.isAuthenticated, location, startPath);
    if (href) throw redirect({ href, replace: true });
    // Signed in, the pages' loaders and components use the sdk's domains: their code comes with the first one.
    if (context.auth.isAuthenticated) {
      await Promise.all([context.sdk.loaded || context.sdk.load(), appLayout ?? loadAppLayout()]);
      // On the app's first page the header's unread count is read beside the page's data, so the bell renders with
      // it instead of rendering the header again when it arrives (not awaited: a slow count holds no page back).
      if (context.startup.pending)
        void context.queryClient.prefetchQuery(context.sdk.notifications.unreadCount());
    }
  },
  head: () => ({ meta: [{ title: appTitle() }] }),
  component: RootComponent,
  errorComponent: RouteErrorPanel,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  const { auth } = Route.useRouteContext();
  return (
    <AriaRouterBridge>
      <HeadContent />
      <AuthLinkLanding />
      <FocusHeadingOnNavigate />
      <Suspense fallback={null}>
        {auth.isAuthenticated ? (
          <SignedInLayout>
            <Outlet />
          </SignedInLayout>
        ) : (
          <PublicLayout>
            <Outlet />
          </PublicLayout>
        )}
      </Suspense>
    </AriaRouterBridge>
  );
}

/**
 * The shell, once the sdk's domains (which the shell and every signed-in page read) are loaded. It mounts in a
 * deferred render of its own: the shell and the first page are the largest tree the app renders, and as a
 * deferred (transition) render React builds it in slices of a few milliseconds instead of one task that holds the
 * main thread for hundreds of milliseconds on a phone; the first pass commits nothing in its place.
 */
function SignedInLayout({ children }: { children: ReactNode }) {
  const { sdk } = Route.useRouteContext();
  if (!sdk.loaded) use(sdk.load());
  const AppLayout = appLayout ?? use(loadAppLayout());
  const mounted = useDeferredValue(true, false);
  if (!mounted) return null;
  return <AppLayout>{children}</AppLayout>;
}
