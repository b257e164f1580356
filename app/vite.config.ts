import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { chunkPlan, type ChunkPlan } from './scripts/chunkPlan';
import { inlineEntryStyles } from './scripts/inlineEntryStyles';
import { moduleMap } from './scripts/moduleMap';
import { precompress } from './scripts/precompress';
import { routePreloads } from './scripts/routePreloads';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

// `npm run dev` (scripts/dev.mjs) starts the backend and tells Vite where it listens.
const backendUrl = process.env.RAMPA_BACKEND_URL ?? `http://localhost:${process.env.PORT ?? '4000'}`;

// Loaded only signed in: the signed-in areas' route chunks (the router's split components), the sdk's services
// and the shell. The last two come with every signed-in page.
const SIGNED_IN_ROUTE =
  /[\\/]src[\\/]routes[\\/](admin|handlowiec|kierowca|klient|magazynier|marketing|profil|pulpit)\b[^?]*(\?tsr-split=|\.lazy\.tsx$)/;
const SIGNED_IN_CORE = /[\\/](sdk[\\/]src[\\/]services\.ts|src[\\/]features[\\/]shell[\\/]AppLayout\.tsx)$/;

/**
 * The app's config; `plan` (the production build's chunk plan) is left out of the plan's own first pass, which
 * is built with Rolldown's automatic splitting only.
 */
function appConfig(plan: ChunkPlan | null): UserConfig {
  return {
    root: appRoot,
    plugins: [
      // The router plugin must run before the React plugin.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Everything a route renders is in its own lazy chunk (pending, error and not-found states included), so
        // a route file's imports never pull a page into the first load.
        codeSplittingOptions: {
          defaultBehavior: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
        generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
      }),
      react(),
      vanillaExtractPlugin(),
      // The app speaks Polish only (DesignSystemProvider's I18nProvider): React Aria's strings for its other 33
      // locales (screen-reader texts of tables, combo boxes, drag and drop…) are left out of every chunk.
      optimizeLocales.vite({ locales: ['pl-PL'] }),
      ...(plan
        ? [
            plan.plugin,
            // index.html carries the entry's stylesheet: its first paint waits for no other request.
            inlineEntryStyles(),
            // dist/**/*.br and *.gz, served by the backend by Accept-Encoding.
            precompress(),
            // dist/.vite/modules.json: the modules of each chunk, read by the bundle budget.
            moduleMap(appRoot),
            // dist/.vite/preloads.json: the chunks of each page, linked from its HTML by the backend.
            routePreloads(appRoot, {
              isSignedInCore: (id) => SIGNED_IN_CORE.test(id),
              publicPaths: ['/'],
            }),
          ]
        : []),
    ],
    // Pre-bundled up front, so the first dev page load doesn't trigger a re-optimisation and a full reload.
    optimizeDeps: {
      include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      ],
    },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      // Read by the bundle budget (scripts/bundle-report.ts) to tell which chunks each route loads.
      manifest: true,
      rolldownOptions: {
        output: {
          // React in a long-lived chunk of its own (cached across releases). No catch-all vendor or React Aria
          // group: it would put every component's code on the first page; React Aria is split along with the
          // components that use it, so each route loads only what it renders.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
              // What the entry imports statically, in the entry's chunk rather than in the dozens of small chunks
              // it shares with lazy routes: the first load holds the same code, compressed as one (about 11 KB
              // less brotli on the sign-in page), and the routes import it from there.
              { name: 'initial', tags: ['$initial'], priority: 2 },
              // The signed-in pages' shared code in two chunks instead of dozens (scripts/chunkPlan.ts).
              ...(plan?.groups ?? []),
            ],
          },
        },
      },
    },
    server: {
      proxy: {
        // Same origin in dev as in production: the sdk talks to `${origin}/v1/...`. The browser's Host goes through
        // (no changeOrigin), so a URL the backend hands back on the origin it was reached at (a presigned image URL)
        // is this dev server's, which the page may load, not the backend's port, which it may not (CORP).
        '/v1': { target: backendUrl, ws: true },
      },
    },
  };
}

const plan = chunkPlan({
  isSignedInEntry: (id) => SIGNED_IN_ROUTE.test(id) || SIGNED_IN_CORE.test(id),
  isSignedInCore: (id) => SIGNED_IN_CORE.test(id),
  isSignInEntry: (id) => /[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split=component/.test(id),
  commonShare: Number(process.env.COMMON_SHARE ?? 0.5),
  firstPass: async () => {
    const config = appConfig(null);
    const output = (await build({
      ...config,
      configFile: false,
      logLevel: 'silent',
      build: { ...config.build, write: false, minify: false, manifest: false, emptyOutDir: false },
    })) as Rolldown.RolldownOutput;
    return output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  },
});

export default defineConfig(appConfig(plan));
