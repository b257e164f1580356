/**
 * Raw design tokens. This is the only module with literal colours and sizes; `themes.css.ts` turns them into
 * CSS variables through the contract, and components read `vars` only.
 */

const palette = {
  white: '#ffffff',
  zinc: {
    50: '#fafafa',
    100: '#f4f4f5',
    200: '#e4e4e7',
    300: '#d4d4d8',
    400: '#a1a1aa',
    500: '#71717a',
    600: '#52525b',
    700: '#3f3f46',
    800: '#27272a',
    900: '#18181b',
    925: '#111113',
    950: '#09090b',
  },
  blue: {
    50: '#eff6ff',
    100: '#dbeafe',
    200: '#bfdbfe',
    300: '#93c5fd',
    400: '#60a5fa',
    600: '#2563eb',
    700: '#1d4ed8',
    800: '#1e40af',
    900: '#1e3a8a',
    950: '#172554',
  },
  red: {
    50: '#fef2f2',
    100: '#fee2e2',
    300: '#fca5a5',
    600: '#dc2626',
    700: '#b91c1c',
    800: '#991b1b',
    950: '#450a0a',
  },
  green: { 50: '#f0fdf4', 100: '#dcfce7', 300: '#86efac', 700: '#15803d', 800: '#166534', 950: '#052e16' },
  amber: { 50: '#fffbeb', 300: '#fcd34d', 800: '#92400e', 950: '#451a03' },
} as const;

/** Colours of one theme. Every text/background pair below meets WCAG 2.2 AA (4.5:1 text, 3:1 UI). */
// A type alias, not an interface: createThemeContract needs the implicit index signature.
export type ColorTokens = {
  /** Page background. */
  canvas: string;
  /** Cards, header, inputs. */
  surface: string;
  /** Popovers, menus, toasts. */
  surfaceRaised: string;
  /** Hover and pressed fills of quiet controls. */
  subtle: string;
  subtleStrong: string;
  sidebar: string;
  /** Dimmed backdrop behind modal sheets. */
  scrim: string;
  text: string;
  textMuted: string;
  textOnAccent: string;
  link: string;
  /** Dividers (decorative). */
  border: string;
  /** Control outlines (non-text contrast ≥ 3:1). */
  borderStrong: string;
  focus: string;
  accent: string;
  accentHover: string;
  accentPressed: string;
  accentSubtle: string;
  accentText: string;
  danger: string;
  dangerHover: string;
  dangerPressed: string;
  dangerSubtle: string;
  dangerText: string;
  successSubtle: string;
  successText: string;
  warningSubtle: string;
  warningText: string;
  infoSubtle: string;
  infoText: string;
  tooltip: string;
  tooltipText: string;
};

export const lightColors: ColorTokens = {
  canvas: palette.white,
  surface: palette.white,
  surfaceRaised: palette.white,
  subtle: palette.zinc[100],
  subtleStrong: palette.zinc[200],
  sidebar: palette.zinc[50],
  scrim: 'rgb(9 9 11 / 0.5)',
  text: palette.zinc[900],
  textMuted: palette.zinc[600],
  textOnAccent: palette.white,
  link: palette.blue[700],
  border: palette.zinc[200],
  borderStrong: palette.zinc[500],
  focus: palette.blue[600],
  accent: palette.blue[700],
  accentHover: palette.blue[800],
  accentPressed: palette.blue[900],
  accentSubtle: palette.blue[100],
  accentText: palette.blue[900],
  danger: palette.red[700],
  dangerHover: palette.red[800],
  dangerPressed: palette.red[950],
  dangerSubtle: palette.red[50],
  dangerText: palette.red[800],
  successSubtle: palette.green[50],
  successText: palette.green[800],
  warningSubtle: palette.amber[50],
  warningText: palette.amber[800],
  infoSubtle: palette.blue[50],
  infoText: palette.blue[900],
  tooltip: palette.zinc[900],
  tooltipText: palette.zinc[50],
};

export const darkColors: ColorTokens = {
  canvas: palette.zinc[950],
  surface: palette.zinc[925],
  surfaceRaised: palette.zinc[900],
  subtle: palette.zinc[800],
  subtleStrong: palette.zinc[700],
  sidebar: palette.zinc[925],
  scrim: 'rgb(0 0 0 / 0.7)',
  text: palette.zinc[50],
  textMuted: palette.zinc[400],
  textOnAccent: palette.white,
  link: palette.blue[300],
  border: palette.zinc[800],
  borderStrong: palette.zinc[500],
  focus: palette.blue[400],
  accent: palette.blue[600],
  accentHover: palette.blue[700],
  accentPressed: palette.blue[800],
  accentSubtle: palette.blue[950],
  accentText: palette.blue[200],
  danger: palette.red[600],
  dangerHover: palette.red[700],
  dangerPressed: palette.red[800],
  dangerSubtle: palette.red[950],
  dangerText: palette.red[300],
  successSubtle: palette.green[950],
  successText: palette.green[300],
  warningSubtle: palette.amber[950],
  warningText: palette.amber[300],
  infoSubtle: palette.blue[950],
  infoText: palette.blue[200],
  tooltip: palette.zinc[100],
  tooltipText: palette.zinc[900],
};

export const lightShadows = {
  sm: '0 1px 2px rgb(0 0 0 / 0.06)',
  md: '0 4px 12px rgb(0 0 0 / 0.10), 0 1px 3px rgb(0 0 0 / 0.08)',
  lg: '0 12px 32px rgb(0 0 0 / 0.14), 0 2px 6px rgb(0 0 0 / 0.08)',
};

export const darkShadows: typeof lightShadows = {
  sm: '0 1px 2px rgb(0 0 0 / 0.5)',
  md: '0 4px 12px rgb(0 0 0 / 0.55), 0 0 0 1px rgb(255 255 255 / 0.06)',
  lg: '0 12px 32px rgb(0 0 0 / 0.6), 0 0 0 1px rgb(255 255 255 / 0.08)',
};

/** Tokens shared by every theme. */
export const baseTokens = {
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: { sm: '0.25rem', md: '0.375rem', lg: '0.5rem', xl: '0.75rem', full: '9999px' },
  font: {
    body: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", "DejaVu Sans", system-ui, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem', xxl: '1.5rem' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  size: {
    /** Spec §9: expanded sidebar. */
    sidebar: '16rem',
    /** Spec §9: collapsed (icons-only) sidebar. */
    sidebarCollapsed: '3rem',
    /** Spec §9: mobile sheet. */
    sidebarMobile: '18rem',
    header: '3.5rem',
    /** Spec §9: toast width and gap. */
    toastWidth: '356px',
    toastGap: '14px',
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
    iconSm: '1rem',
    iconMd: '1.25rem',
    iconLg: '1.5rem',
    avatarSm: '1.5rem',
    avatarMd: '2rem',
    avatarLg: '2.5rem',
    avatarXl: '6rem',
    borderWidth: '1px',
    focusWidth: '2px',
    focusOffset: '2px',
    tooltipMaxWidth: '16rem',
    menuMinWidth: '14rem',
    contentMaxWidth: '72rem',
  },
  duration: { fast: '120ms', normal: '200ms', slow: '300ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1)' },
  zIndex: { header: '10', sidebar: '20', overlay: '40', popover: '50', toast: '60', tooltip: '70' },
} as const;

/** Viewport breakpoints (px) for sprinkles' responsive conditions. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;

export type ThemeName = 'light' | 'dark';

/** The full value set of one theme, in the contract's shape. */
export function makeTheme(name: ThemeName) {
  return {
    ...baseTokens,
    color: name === 'dark' ? darkColors : lightColors,
    shadow: name === 'dark' ? darkShadows : lightShadows,
  };
}
