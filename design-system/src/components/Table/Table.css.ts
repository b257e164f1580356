import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The scroll container; the header sticks to its top. */
export const container = style({
  position: 'relative',
  width: '100%',
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusWidth})`,
    },
  },
});

/** The virtualized table is its own scroll container with a fixed height. */
export const virtualTable = style([
  table,
  {
    display: 'block',
    overflow: 'auto',
    borderRadius: vars.radius.lg,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  },
]);

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  backgroundColor: vars.color.sidebar,
});

export const column = style({
  height: vars.size.controlMd,
  paddingInline: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'middle',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.sidebar,
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusWidth})`,
    },
  },
});

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const sortIcon = style({ display: 'flex' });
globalStyle(`${sortIcon} svg`, { width: '0.875rem', height: '0.875rem' });

export const row = style({
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.subtle },
    '&[data-selected]': { backgroundColor: vars.color.accentSubtle },
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusWidth})`,
    },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const cell = recipe({
  base: {
    height: vars.size.controlMd,
    paddingInline: vars.space.md,
    verticalAlign: 'middle',
    borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
    outline: 'none',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.size.focusWidth})`,
      },
    },
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
  },
  defaultVariants: { align: 'start' },
});
export type CellVariants = NonNullable<RecipeVariants<typeof cell>>;

export const checkboxCell = style({ width: vars.size.controlMd, paddingInlineEnd: 0 });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const errorState = style([state, { color: vars.color.dangerText }]);

export const menuCheck = style({ width: vars.size.iconSm, color: vars.color.accentText });
