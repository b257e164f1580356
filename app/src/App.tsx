import { useEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { DesignSystemProvider, type ThemePreference } from '@rampa/design-system';
import type { AppStores } from '@rampa/sdk';
import { SdkProvider, useAuthenticationStatus } from '@rampa/sdk/react';
import { useUserTheme } from './features/theme/userTheme';
import type { AppRouter } from './router';
import type { AppSdk } from './sdk';

export interface AppProps {
  router: AppRouter;
  sdk: AppSdk;
  queryClient: QueryClient;
  /** Tests pass fresh stores; the app uses the sdk's shared ones. */
  stores?: AppStores;
}

export function App({ router, sdk, queryClient, stores }: AppProps) {
  return (
    <SdkProvider sdk={sdk} stores={stores}>
      <ThemedDesignSystem>
        <QueryClientProvider client={queryClient}>
          <AuthenticatedRouter router={router} />
        </QueryClientProvider>
      </ThemedDesignSystem>
    </SdkProvider>
  );
}

/** Spec §3: the theme preference lives in the system state (empty: follow the system), remembered per user. */
function ThemedDesignSystem({ children }: { children: ReactNode }) {
  const [theme, choose] = useUserTheme();
  return (
    <DesignSystemProvider
      theme={theme === '' ? 'system' : theme}
      onThemeChange={(next: ThemePreference) => choose(next === 'system' ? '' : next)}
    >
      {children}
    </DesignSystemProvider>
  );
}

/** Spec §2: nothing renders while authentication loads; afterwards the router guards follow the auth state. */
function AuthenticatedRouter({ router }: { router: AppRouter }) {
  const { isLoading, isAuthenticated } = useAuthenticationStatus();
  const routedAs = useRef<boolean | null>(null);

  // Signing in re-runs the route guards, which send the user to the page he asked for or his start page.
  // Signing out goes to `/` plainly: the next person to sign in on this browser starts on his own start page.
  useEffect(() => {
    if (isLoading) return;
    if (routedAs.current !== null && routedAs.current !== isAuthenticated) {
      void (isAuthenticated ? router.invalidate() : router.navigate({ to: '/', replace: true }));
    }
    routedAs.current = isAuthenticated;
  }, [router, isLoading, isAuthenticated]);

  if (isLoading) return null;
  return <RouterProvider router={router} context={{ auth: { isAuthenticated } }} />;
}
