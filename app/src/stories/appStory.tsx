import type { Meta, StoryContext } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { delay, graphql, type GraphQLHandler, type HttpHandler, type RequestHandler } from 'msw';
import { toast } from '@rampa/design-system';
import type { OrganizationRole } from '@rampa/domain';
import {
  activeRoleStorageKey,
  type AppStores,
  createAppStores,
  type PageLocation,
  resolveServiceUrls,
} from '@rampa/sdk';
import {
  createAuthHandlers,
  createTestSdk,
  createTestSession,
  createTestUser,
  dashboardHandlers,
  FIXTURE_USER_ID,
  nextTestRefreshToken,
  notificationHandlers,
  TEST_BACKEND_URL,
} from '@rampa/sdk/testing';
import { App } from '../App';
import { themeStorageKey } from '../features/theme/userTheme';
import { createAppQueryClient } from '../queryClient';
import { createAppRouter, type AppRouter } from '../router';
import type { AppSdk } from '../sdk';

// Screen stories render the whole app (real router, sdk, stores and query client) on a memory history, as
// app/src/test/renderApp.tsx does for unit tests; the network is the story's `parameters.msw.handlers`.

/** The URLs the stories' sdk calls; MSW answers them, nothing listens there. */
export const STORY_URLS = resolveServiceUrls({ backendUrl: TEST_BACKEND_URL });
export const authHandlers = createAuthHandlers(STORY_URLS.auth);

/** `parameters.app` of a screen story. */
export interface AppStoryParameters {
  /** The address the app opens at, e.g. `/handlowiec/klienci/lista?q=Firma`. */
  path: string;
  /**
   * Start with a stored refresh token, so the sdk's start-up import signs the user in (as the `/token` handler
   * answers: see {@link signedInAs}). Default true.
   */
  signedIn?: boolean;
  /** The role the user switched to last time (kept on the device), instead of his default one. */
  activeRole?: OrganizationRole;
  /**
   * The page address the sdk reads at start-up, as a link from an e-mail leaves it (`?error=invalid-ticket`,
   * `?refreshToken=…&type=…`). None by default.
   */
  pageSearch?: string;
}

export interface StoryApp {
  router: AppRouter;
  sdk: AppSdk;
  queryClient: QueryClient;
  stores: AppStores;
}

/**
 * Auth for a user holding these organization roles, the first being his default (`x-hasura-default-role`):
 * `/token` (the start-up import of the stored refresh token) answers his session. His avatar is left empty, so
 * the user menu shows its fallback instead of loading a picture from the network.
 */
export function signedInAs(...roles: [OrganizationRole, ...OrganizationRole[]]): RequestHandler[] {
  const user = createTestUser({
    defaultRole: roles[0],
    roles: [...roles, 'user', 'me'],
    email: `${roles[0] === 'org_admin' ? 'admin' : roles[0]}@demo.rampa.pl`,
    avatarUrl: '',
  });
  return [
    authHandlers.token.success(() => createTestSession({ user })),
    authHandlers.user.success(user),
    ...authHandlers.defaults(),
    // The header's notifications badge on every signed-in screen, and the start page a sign-in lands on.
    ...notificationHandlers(STORY_URLS.graphql),
    ...dashboardHandlers(STORY_URLS.graphql),
  ];
}

/** Auth for a visitor with no session: every endpoint answers its happy path (sign-in as the demo sales rep). */
export const signedOut = (): HttpHandler[] => authHandlers.defaults();

/** A GraphQL document, as far as these handlers read it (the sdk's typed documents are). */
interface GraphqlDocument {
  readonly definitions: readonly { readonly kind: string; readonly name?: { readonly value: string } }[];
}

/** The name a GraphQL document's operation goes by on the wire. */
function operationName(document: GraphqlDocument): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  throw new Error('the document has no named operation');
}

/** The operation never answers: the screen's loading state. */
export function pending(document: GraphqlDocument): GraphQLHandler {
  const name = operationName(document);
  return graphql.link(STORY_URLS.graphql).operation(async ({ operationName: asked }) => {
    if (asked !== name) return undefined;
    await delay('infinite');
    return undefined;
  });
}

/** The operation fails with an HTTP 500 (the server is down), not a GraphQL error. */
export function serverError(document: GraphqlDocument): GraphQLHandler {
  const name = operationName(document);
  return graphql.link(STORY_URLS.graphql).operation(({ operationName: asked }) => {
    if (asked !== name) return undefined;
    return new Response('Internal Server Error', { status: 500 });
  });
}

/** A page address the sdk may read and clean (it drops a link's parameters once used). */
function pageAt(initial: string): PageLocation {
  let href = initial;
  return {
    get href() {
      return href;
    },
    replace: (next) => void (href = next),
  };
}

async function loadApp(context: StoryContext): Promise<{ app: StoryApp }> {
  const { path, signedIn = true, activeRole, pageSearch } = context.parameters['app'] as AppStoryParameters;
  const storedItems: Record<string, string> = {};
  if (signedIn) storedItems['nhostRefreshToken'] = nextTestRefreshToken();
  if (activeRole) storedItems[activeRoleStorageKey(FIXTURE_USER_ID)] = activeRole;
  // Created here, after msw-storybook-addon's (project-level) loader has installed the story's handlers: the
  // sdk starts its token import at once.
  const sdk = createTestSdk({
    storedItems,
    autoRefreshToken: false,
    ...(pageSearch !== undefined && { location: pageAt(`${TEST_BACKEND_URL}/${pageSearch}`) }),
  });
  const stores = createAppStores();
  // The toolbar's theme (and Chromatic's modes) is the app's: the signed-out preference, and the signed-in
  // user's stored choice (the app applies it when he signs in).
  const theme = context.globals['theme'];
  const choice = theme === 'light' || theme === 'dark' ? theme : '';
  stores.system.getState().actions.update({ theme: choice });
  localStorage.setItem(themeStorageKey(FIXTURE_USER_ID), choice);
  const queryClient = createAppQueryClient();
  // A failed query shows its error at once, not after React Query's three retries (about 7 s).
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, sdk, history });
  return { app: { router, sdk, queryClient, stores } };
}

const appOf = (context: StoryContext) => (context.loaded as { app: StoryApp }).app;

/**
 * Spread into a screen's `meta`: renders the app at `parameters.app.path` and tears it down after the story.
 * The meta adds `parameters.app` and `parameters.msw.handlers` to `...appScreen.parameters`; the handlers are
 * keyed (e.g. `{ auth, clients }`), so a story replaces one key and keeps the others. The meta also sets
 * `tags: ['!autodocs']` itself (Storybook reads tags without running the file): every story is a separate app,
 * and a docs page would mount them all at once.
 */
export const appScreen = {
  parameters: {
    layout: 'fullscreen',
    // React Aria's live announcer (a visually hidden log at the top of <body>) keeps an announcement for 7 s,
    // pointing at the element it announced: a pending button replaced by the next step, a dismissed toast.
    // axe reads that dangling reference as a nameless image; it is not part of the screen.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  loaders: [loadApp],
  beforeEach: (context) => {
    const { sdk } = appOf(context);
    return () => {
      sdk.destroy();
      toast.clear();
      localStorage.removeItem(themeStorageKey(FIXTURE_USER_ID));
    };
  },
  render: (_args, context) => {
    const { router, sdk, queryClient, stores } = appOf(context);
    return <App router={router} sdk={sdk} queryClient={queryClient} stores={stores} />;
  },
} satisfies Meta;

/** A whole app boots (token import, route loaders) before the screen shows: a generous wait. */
export const SCREEN_TIMEOUT = { timeout: 15_000 };
