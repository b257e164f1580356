import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';
import { input } from '../TextField/TextField.css';

export { inFieldButton as calendarButton } from '../../internal/control.css';

/** The segmented date/time input, styled like a text input. */
export const dateInput = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: 0,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
      '[data-invalid] &': { borderColor: vars.color.danger },
    },
  },
]);

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const groupInput = style([dateInput, { paddingInlineEnd: vars.size.controlMd }]);

export const segment = style({
  paddingInline: '0.0625rem',
  borderRadius: vars.radius.sm,
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
  },
});

export const dialog = style({ outline: 'none', padding: vars.space.sm });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'capitalize',
});

export const navButton = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.subtle } },
  },
]);
globalStyle(`${navButton} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  paddingBlockEnd: vars.space.xs,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.subtle },
    '&[data-selected]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.accentText,
      borderRadius: 0,
    },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.accent,
      color: vars.color.textOnAccent,
      borderRadius: vars.radius.md,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusWidth})`,
    },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});

/** In a single-date calendar the selected day is a solid pill. */
export const singleCell = style({
  selectors: {
    '&[data-selected]': {
      backgroundColor: vars.color.accent,
      color: vars.color.textOnAccent,
      borderRadius: vars.radius.md,
    },
  },
});

export const today = style({ fontWeight: vars.fontWeight.bold, textDecoration: 'underline' });
export const rangeSeparator = style({ paddingInline: vars.space.xs, color: vars.color.textMuted });

export const rangeInput = style({ display: 'flex', alignItems: 'center' });
