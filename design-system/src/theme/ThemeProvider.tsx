import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../internal/useMediaQuery';
import { themeClasses } from './themes.css';
import type { ThemeName } from './tokens';
import './global.css';

/** What the user chose: a fixed theme, or follow the operating system. */
export type ThemePreference = 'light' | 'dark' | 'system';

export interface ThemeContextValue {
  /** The user's preference. */
  theme: ThemePreference;
  /** The theme actually applied (`system` resolved through `prefers-color-scheme`). */
  resolvedTheme: ThemeName;
  setTheme: (theme: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** Controlled preference (e.g. from the app's system store). */
  theme?: ThemePreference;
  /**
   * Initial preference when uncontrolled.
   * @default 'system'
   */
  defaultTheme?: ThemePreference;
  /** Called when `setTheme` is used. */
  onThemeChange?: (theme: ThemePreference) => void;
  children: ReactNode;
}

/**
 * Applies the light or dark theme class to `<html>` (so portals such as popovers and toasts are themed too)
 * and loads the global reset. `system` follows `prefers-color-scheme` live.
 */
export function ThemeProvider({
  theme,
  defaultTheme = 'system',
  onThemeChange,
  children,
}: ThemeProviderProps) {
  const [uncontrolled, setUncontrolled] = useState<ThemePreference>(defaultTheme);
  const preference = theme ?? uncontrolled;
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolvedTheme: ThemeName = preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;

  useLayoutEffect(() => {
    const root = document.documentElement;
    const className = themeClasses[resolvedTheme];
    root.classList.add(className);
    root.dataset.theme = resolvedTheme;
    return () => {
      root.classList.remove(className);
      delete root.dataset.theme;
    };
  }, [resolvedTheme]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme: preference,
      resolvedTheme,
      setTheme: (next) => {
        setUncontrolled(next);
        onThemeChange?.(next);
      },
    }),
    [preference, resolvedTheme, onThemeChange],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme preference, the applied theme, and a setter. Must be used inside `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return context;
}
