import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { makeTheme } from './tokens';

/** Class that applies the light theme; `ThemeProvider` puts it on `<html>`. */
export const lightThemeClass = createTheme(vars, makeTheme('light'), 'light');
/** Class that applies the dark theme; `ThemeProvider` puts it on `<html>`. */
export const darkThemeClass = createTheme(vars, makeTheme('dark'), 'dark');

// Native controls, scrollbars and form autofill follow the theme.
globalStyle(`.${lightThemeClass}`, { colorScheme: 'light' });
globalStyle(`.${darkThemeClass}`, { colorScheme: 'dark' });

// Reduced motion: every component reads its durations from the contract, so zeroing them here is enough.
globalStyle(`.${lightThemeClass}, .${darkThemeClass}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.duration.fast]: '0ms', [vars.duration.normal]: '0ms', [vars.duration.slow]: '0ms' },
    },
  },
});

export const themeClasses = { light: lightThemeClass, dark: darkThemeClass } as const;
