import { style } from '@vanilla-extract/css';
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
  fontVariantNumeric: 'tabular-nums',
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
    '&[aria-disabled="true"]': {
      cursor: 'not-allowed',
      borderColor: vars.color.border,
      backgroundColor: vars.color.subtle,
      color: vars.color.textMuted,
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
