import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkColors, lightColors, type ColorTokens } from './tokens';

type Key = keyof ColorTokens;

/** Text pairs (WCAG 1.4.3, 4.5:1): every foreground the components put on that background. */
const textPairs: [Key, Key][] = [
  ['text', 'canvas'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'subtle'],
  ['text', 'subtleStrong'],
  ['text', 'sidebar'],
  ['textMuted', 'canvas'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'subtle'],
  ['textMuted', 'sidebar'],
  ['link', 'canvas'],
  ['link', 'surface'],
  ['textOnAccent', 'accent'],
  ['textOnAccent', 'accentHover'],
  ['textOnAccent', 'accentPressed'],
  ['textOnAccent', 'danger'],
  ['textOnAccent', 'dangerHover'],
  ['textOnAccent', 'dangerPressed'],
  ['accentText', 'accentSubtle'],
  ['accentText', 'surface'],
  ['dangerText', 'dangerSubtle'],
  ['dangerText', 'surface'],
  ['dangerText', 'surfaceRaised'],
  ['successText', 'successSubtle'],
  ['warningText', 'warningSubtle'],
  ['infoText', 'infoSubtle'],
  ['tooltipText', 'tooltip'],
];

/** Non-text pairs (WCAG 1.4.11, 3:1): control outlines, focus ring, selected/invalid indicators. */
const uiPairs: [Key, Key][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'canvas'],
  ['borderStrong', 'sidebar'],
  ['focus', 'canvas'],
  ['focus', 'surface'],
  ['focus', 'surfaceRaised'],
  ['accent', 'surface'],
  ['accent', 'canvas'],
  ['danger', 'surface'],
];

const themes = { light: lightColors, dark: darkColors } as const;

describe.each(Object.entries(themes))('%s theme meets WCAG 2.2 AA', (_, colors) => {
  it.each(textPairs)('text %s on %s ≥ 4.5:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('UI %s on %s ≥ 3:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('matches known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
