import { lazy, Suspense, use, type ReactNode } from 'react';
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
const AppLayout = lazy(() =>
  import('../features/shell/AppLayout').then((module) => ({ default: module.AppLayout })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const startPath = startPathOf(context.sdk.role.getSnapshot().role);
    const href = authRedirect(context.auth.isAuthenticated, location, startPath);
    if (href) throw redirect({ href, replace: true });
    // Signed in, the pages' loaders and components use the sdk's domains: their code comes with the first one.
    if (context.auth.isAuthenticated && !context.sdk.loaded) await context.sdk.load();
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

/** The shell, once the sdk's domains (which the shell and every signed-in page read) are loaded. */
function SignedInLayout({ children }: { children: ReactNode }) {
  const { sdk } = Route.useRouteContext();
  if (!sdk.loaded) use(sdk.load());
  return <AppLayout>{children}</AppLayout>;
}
