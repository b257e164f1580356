import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from './focusRing.css';

/** Background colours for React Aria's hover and press states. */
export const hoverPress = (hovered: string, pressed: string): StyleRule['selectors'] => ({
  '&[data-hovered]': { backgroundColor: hovered },
  '&[data-pressed]': { backgroundColor: pressed },
});

/** What every pressable control (Button, IconButton) shares: layout, border, cursor and the colour transition. */
export const pressableBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
} satisfies StyleRule;

export const disabledSelector = { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 } } as const;

/** The tones Button and IconButton share (IconButton's danger is quieter, so it is not here). */
export const pressableTones = {
  primary: {
    backgroundColor: vars.color.accent,
    color: vars.color.textOnAccent,
    selectors: hoverPress(vars.color.accentHover, vars.color.accentPressed),
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: hoverPress(vars.color.subtle, vars.color.subtleStrong),
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: hoverPress(vars.color.subtle, vars.color.subtleStrong),
  },
} satisfies Record<string, StyleRule>;

/** A small icon button inside a field's frame, at its inline end (ComboBox toggle, calendar, clear search). */
export const inFieldButton = style([
  focusRing,
  {
    position: 'absolute',
    insetInlineEnd: vars.space.xs,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.subtle, color: vars.color.text } },
  },
]);
globalStyle(`${inFieldButton} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

/** The clickable label around a Checkbox, Radio or Switch: the control, then its text. */
export const choiceLabel = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: disabledSelector,
} satisfies StyleRule;
