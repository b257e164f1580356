import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineProject } from 'vitest/config';

// The app's screen stories (app/src/**/*.stories.tsx) as tests, the way design-system/vitest.config.ts runs
// the design system's: the shared Storybook through its Vitest addon, in Chromium, axe violations as errors.
const configDir = decodeURIComponent(new URL('../.storybook', import.meta.url).pathname);

// Debian's Chromium; never a downloaded browser (docs/toolchain.md).
const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The addon puts every project of one Storybook in the same Vite cache folder; this project pre-bundles other
// dependencies than the design system's, and two servers rewriting one folder at once break each other's runs.
const ownCacheDir: Plugin = {
  name: 'rampa:app-stories-cache-dir',
  enforce: 'post',
  config: () => ({
    cacheDir: decodeURIComponent(new URL('../node_modules/.vite/app-stories', import.meta.url).pathname),
  }),
};

export default defineProject({
  plugins: [storybookTest({ configDir }), ownCacheDir],
  // On a cold cache, discovering these mid-run makes Vite reload and fail a stories file (the vanilla-extract
  // runtimes are imported by compiled styles, which the dependency scan does not see).
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  // See design-system/vitest.config.ts: React Aria's table virtualizer, in a real browser.
  define: { 'process.env.VIRT_ON': JSON.stringify('1') },
  test: {
    name: 'app-stories',
    // The second round (vitest.config.ts), beside the design system's stories and the contract files.
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
    // A whole app boots in each story (token import, route loaders, the screen's queries) on a busy 2-core box.
    testTimeout: 60_000,
    // The shared Storybook also indexes the design system's stories; those run in its own project.
    exclude: ['**/node_modules/**', '**/design-system/**'],
    browser: {
      enabled: true,
      headless: true,
      // The desktop layout (sidebar open), as the screens are reviewed by default.
      viewport: { width: 1280, height: 800 },
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
