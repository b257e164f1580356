import { defineProject } from 'vitest/config';

// Visual regression: every Design System story of the BUILT Storybook is screenshotted in Debian's Chromium
// (playwright-core) and compared with the PNGs committed under design-system/__screenshots__.
// `npm run test:visual:update` rewrites the baselines on purpose. See visual/README.md.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineProject({
  test: {
    name: 'visual',
    root,
    include: ['visual/**/*.visual.test.ts'],
    environment: 'node',
    globalSetup: ['visual/globalSetup.ts'],
    // The Storybook build in globalSetup can take a while on a busy machine.
    hookTimeout: 180_000,
    testTimeout: 60_000,
    maxConcurrency: 4,
  },
});
