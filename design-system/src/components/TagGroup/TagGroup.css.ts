import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: '1.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-allows-removing]': { paddingInlineEnd: vars.space.xxs },
    '&[data-hovered]': { backgroundColor: vars.color.subtle },
    '&[data-selection-mode]:not([data-selection-mode="none"])': { cursor: 'pointer' },
    '&[data-selected]': {
      backgroundColor: vars.color.accentSubtle,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const remove = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.subtleStrong },
    '&[data-focus-visible]': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` },
  },
});
globalStyle(`${remove} svg`, { width: '0.75rem', height: '0.75rem' });

export const empty = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
