import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

// The addon resolves configDir against the working directory, so pass an absolute path: the root config
// and a run from inside design-system/ then see the same Storybook.
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

export default defineProject({
  plugins: [storybookTest({ configDir })],
  // On a cold node_modules/.vite, discovering these mid-run makes Vite reload and fail a stories file.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  // React Aria's virtualizer reads process.env.VIRT_ON when NODE_ENV is 'test' (to switch virtualization
  // off in jsdom); the browser has no `process`, and these tests run in a real browser, so turn it on.
  define: { 'process.env.VIRT_ON': JSON.stringify('1') },
  test: {
    name: 'design-system',
    // The second round (vitest.config.ts), beside the app's stories and the contract files.
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
    // Composite widgets (tables, calendars) with play functions and axe can pass 5 s on a busy 2-core CI box.
    testTimeout: 30_000,
    // The shared Storybook also indexes app stories; those run in the app's project.
    exclude: ['**/node_modules/**', '**/app/src/**'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
