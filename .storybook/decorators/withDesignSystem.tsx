import type { Decorator } from '@storybook/react-vite';
import { DesignSystemProvider, type ThemePreference } from '@rampa/design-system';

/** Wraps every story in the design-system root provider, themed by the toolbar's `theme` global. */
export const withDesignSystem: Decorator = (Story, context) => {
  const theme = (context.globals['theme'] as ThemePreference | undefined) ?? 'light';
  return (
    <DesignSystemProvider theme={theme}>
      <Story />
    </DesignSystemProvider>
  );
};
