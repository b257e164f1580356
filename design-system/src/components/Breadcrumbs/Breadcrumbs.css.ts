import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const separator = style({ display: 'flex', color: vars.color.textMuted });
globalStyle(`${separator} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, textDecoration: 'underline' },
    '&[data-current]': { color: vars.color.text, fontWeight: vars.fontWeight.medium, cursor: 'default' },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});
