import { lazy, Suspense } from 'react';
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
  beforeLoad: ({ context, location }) => {
    const startPath = startPathOf(context.sdk.role.getSnapshot().role);
    const href = authRedirect(context.auth.isAuthenticated, location, startPath);
    if (href) throw redirect({ href, replace: true });
  },
  head: () => ({ meta: [{ title: appTitle() }] }),
  component: RootComponent,
  errorComponent: RouteErrorPanel,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  const { auth } = Route.useRouteContext();
  const Layout = auth.isAuthenticated ? AppLayout : PublicLayout;
  return (
    <AriaRouterBridge>
      <HeadContent />
      <AuthLinkLanding />
      <FocusHeadingOnNavigate />
      <Suspense fallback={null}>
        <Layout>
          <Outlet />
        </Layout>
      </Suspense>
    </AriaRouterBridge>
  );
}
