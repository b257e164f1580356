import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.text,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.subtle,
  color: vars.color.textMuted,
  marginBlockEnd: vars.space.xs,
});
globalStyle(`${icon} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const description = style({
  margin: 0,
  maxWidth: '28rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const action = style({ marginBlockStart: vars.space.sm, display: 'flex', gap: vars.space.sm });
