import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';

export interface DesignSystemProviderProps extends Omit<ThemeProviderProps, 'children'> {
  /**
   * Locale for React Aria's built-in strings, number and date handling.
   * @default 'pl-PL'
   */
  locale?: string;
  children: ReactNode;
}

/** Everything the components need at the root: Polish locale for React Aria, and the theme. */
export function DesignSystemProvider({
  locale = 'pl-PL',
  children,
  ...themeProps
}: DesignSystemProviderProps) {
  return (
    <I18nProvider locale={locale}>
      <ThemeProvider {...themeProps}>{children}</ThemeProvider>
    </I18nProvider>
  );
}
