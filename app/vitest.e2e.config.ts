import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// End to end: globalSetup builds the app and starts the product as `npm start` does; tests drive Chromium.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    // Waits for the product the global setup prepares in the background.
    setupFiles: ['./e2e/ready.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // expect.poll's 1 s default was crossed by a debounced URL update while the Storybook projects ran beside.
    expect: { poll: { timeout: 10_000 } },
  },
});
