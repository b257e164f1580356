import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { withDesignSystem } from './decorators/withDesignSystem';
import { allModes, viewports } from './modes';

// The stories run as tests beside every other suite on a busy 2-core machine: a `waitFor` or `findBy…` without a
// timeout of its own waits 5 s, not Testing Library's 1 s (a dialog that settles in 1.5 s there is slow, not broken).
configure({ asyncUtilTimeout: 5_000 });

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
