import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const grid = style({
  borderCollapse: 'separate',
  borderSpacing: vars.space.xxs,
  padding: vars.space.xs,
  fontSize: vars.fontSize.xs,
});

export const hourHeader = style({
  minWidth: '3.5rem',
  paddingBlock: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
  verticalAlign: 'bottom',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // Half-hour (or finer) columns: the same label, lighter, so the full hours stand out.
    '&[data-minor]': { fontWeight: vars.fontWeight.regular },
  },
});

/** Where "now" falls inside its column (0–100 %). */
export const nowAt = createVar();

/** The current time's column header: the time and a "teraz" tag under it. */
export const nowHeader = style([hourHeader, { color: vars.color.dangerText }]);

export const nowTag = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.dangerText,
});

export const rampHeader = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const slot = style({
  height: vars.size.controlMd,
  minWidth: '3.5rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.subtle },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
    // Free, but the chosen window length does not fit from here.
    '&[aria-disabled="true"]:not([data-taken]):not([aria-selected="true"])': { borderStyle: 'dashed' },
    '&[data-taken]': {
      borderColor: vars.color.border,
      backgroundColor: vars.color.subtle,
      color: vars.color.textMuted,
    },
    // A held cell a pending request asks for: warningText on warningSubtle (checked in contrast.test.ts).
    '&[data-conflict]': {
      borderColor: vars.color.warningText,
      backgroundColor: vars.color.warningSubtle,
      color: vars.color.warningText,
      fontWeight: vars.fontWeight.semibold,
    },
    // The current time: a vertical line at its place in the cell.
    '&[data-now]': {
      backgroundImage: `linear-gradient(to right, transparent calc(${nowAt} - ${vars.size.borderWidth}), ${vars.color.dangerText} calc(${nowAt} - ${vars.size.borderWidth}), ${vars.color.dangerText} calc(${nowAt} + ${vars.size.borderWidth}), transparent calc(${nowAt} + ${vars.size.borderWidth}))`,
    },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.textOnAccent,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style([
  slot,
  {
    display: 'inline-block',
    height: vars.size.iconSm,
    minWidth: vars.size.iconSm,
    width: vars.size.iconSm,
    padding: 0,
    cursor: 'default',
  },
]);

export const nowSwatch = style({
  display: 'inline-block',
  width: vars.size.focusWidth,
  height: vars.size.iconSm,
  backgroundColor: vars.color.dangerText,
});

/** A cell's text: a long awizacja number is cut with an ellipsis (its full name is the cell's label). */
export const cellText = style({
  display: 'block',
  maxWidth: '5rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
