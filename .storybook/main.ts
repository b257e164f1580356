import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

// One Storybook for the design system and the app. The Vitest addon reuses this config (and viteFinal), so
// what runs as a test is exactly what designers see.
const config: StorybookConfig = {
  stories: ['../design-system/src/**/*.stories.@(ts|tsx)', '../app/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // ./public holds mockServiceWorker.js (copied from msw; `msw init --save` would edit package.json); the app's
  // screen stories load its own public files (the logo) as the app does.
  staticDirs: ['./public', '../app/public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Pre-bundled up front: discovering them lazily makes Vite reload mid-run on a cold cache.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    }),
};

export default config;
