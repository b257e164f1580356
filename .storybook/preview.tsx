import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withDesignSystem } from './decorators/withDesignSystem';
import { allModes, viewports } from './modes';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withDesignSystem],
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'Motyw',
      toolbar: {
        title: 'Motyw',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Jasny', icon: 'sun' },
          { value: 'dark', title: 'Ciemny', icon: 'moon' },
          { value: 'system', title: 'Systemowy', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'centered',
    // axe violations fail the story's test (Vitest addon) and show as errors in the a11y panel.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    // Snapshot modes for Chromatic (theme × viewport); stories may narrow or extend them.
    chromatic: { modes: { light: allModes['light desktop'], dark: allModes['dark desktop'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: { storySort: { order: ['Design System', 'App'] } },
  },
};

export default preview;
