import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { onTestFinished } from 'vitest';
import { createAppStores, resolveServiceUrls } from '@rampa/sdk';
import type { OrganizationRole } from '@rampa/domain';
import {
  createAuthHandlers,
  createTestSdk,
  createTestSession,
  createTestUser,
  dashboardHandlers,
  nextTestRefreshToken,
  notificationHandlers,
  TEST_BACKEND_URL,
  type TestSdkOptions,
} from '@rampa/sdk/testing';
import { App } from '../App';
import { createAppQueryClient } from '../queryClient';
import { createAppRouter } from '../router';
import { server } from './server';

/**
 * The wait of a findBy… or waitFor for a whole-app screen (route chunks, loaders, the screen's queries, staged
 * parts): 20 s on a shared two-core machine that runs every test project at once, where 10 s was once crossed
 * by a page that shows in 4 s alone.
 */
export const slow = { timeout: 20_000 };

export interface RenderAppOptions {
  /** Start with a stored refresh token, so the sdk's start-up import signs the user in. */
  signedIn?: boolean;
  /** Keep the start-up token import pending forever (the auth loading state). */
  holdTokenImport?: boolean;
  /** The roles of the signed-in user (his first is his default); the demo's sales rep by default. */
  roles?: readonly OrganizationRole[];
  /** More sdk options, e.g. a page `location` carrying an e-mail link's token or a fake `webauthn`. */
  sdkOptions?: TestSdkOptions;
}

/**
 * The whole app (real router, sdk, stores and query client) on a memory history, talking to the sdk's MSW
 * handlers. The auth endpoints answer with their happy paths unless a test overrides them with `server.use`.
 */
export function renderApp(
  path: string,
  { signedIn = false, holdTokenImport = false, roles, sdkOptions }: RenderAppOptions = {},
) {
  // Handlers first: the sdk starts its token import as soon as it is created.
  const authHandlers = createAuthHandlers(resolveServiceUrls({ backendUrl: TEST_BACKEND_URL }).auth);
  server.use(...authHandlers.defaults());
  // Every signed-in screen shows the notifications badge, and a sign-in lands on the start page: their queries
  // answer unless a test overrides them.
  const graphqlUrl = resolveServiceUrls({ backendUrl: TEST_BACKEND_URL }).graphql;
  server.use(...notificationHandlers(graphqlUrl), ...dashboardHandlers(graphqlUrl));
  if (roles) {
    const user = createTestUser({ defaultRole: roles[0], roles: [...roles, 'user', 'me'] });
    server.use(authHandlers.token.success(() => createTestSession({ user })));
  }
  if (holdTokenImport) server.use(authHandlers.token.success(undefined, { delay: 'infinite' }));
  const sdk = createTestSdk({
    storedItems: signedIn ? { nhostRefreshToken: nextTestRefreshToken() } : undefined,
    autoRefreshToken: false,
    ...sdkOptions,
  });
  onTestFinished(() => sdk.destroy());
  const stores = createAppStores();
  const queryClient = createAppQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, sdk, history });
  const view = render(<App router={router} sdk={sdk} queryClient={queryClient} stores={stores} />);
  return { ...view, router, sdk, stores, queryClient, authHandlers, user: userEvent.setup() };
}
