import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Unit and component tests of the app (jsdom). Network calls are answered by the sdk's MSW handlers.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'app',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // Files share one module graph per worker: compiling the design system's styles once instead of per
      // file makes the run about three times faster. Tests build their own sdk, stores, router and client.
      isolate: false,
      // Whole-app renders driven by user-event take about a second each; on a loaded two-core machine
      // (CI runs every project at once) the 5 s default was crossed by a passing test.
      testTimeout: 15_000,
    },
  }),
);
