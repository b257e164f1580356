import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const sectionHeader = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const shortcut = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.md,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const submenuChevron = style({
  display: 'flex',
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
});
globalStyle(`${submenuChevron} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const openItem = style({ selectors: { '&[data-open]': { backgroundColor: vars.color.subtle } } });
