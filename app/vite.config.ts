import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

// `npm run dev` (scripts/dev.mjs) starts the backend and tells Vite where it listens.
const backendUrl = process.env.RAMPA_BACKEND_URL ?? `http://localhost:${process.env.PORT ?? '4000'}`;

export default defineConfig({
  root: appRoot,
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
    }),
    react(),
    vanillaExtractPlugin(),
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
    rolldownOptions: {
      output: {
        // React and React Aria in long-lived chunks of their own (cached across releases). No catch-all vendor
        // group: it would pull route-only libraries (react-hook-form on the sign-in page) into the first load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'react-aria',
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized|@react-types)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // Same origin in dev as in production: the sdk talks to `${origin}/v1/...`.
      '/v1': { target: backendUrl, changeOrigin: true, ws: true },
    },
  },
});
