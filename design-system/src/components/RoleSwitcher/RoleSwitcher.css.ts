import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { chevron, text, title as value, trigger } from '../../internal/sidebarTrigger.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const badge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
});
globalStyle(`${badge} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const caption = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const check = style({ display: 'flex', flexShrink: 0, color: vars.color.accentText });
globalStyle(`${check} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const valueRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
});

/** One role only: the same look as the trigger, without pointer or hover feedback (nothing to open). */
export const static_ = style({
  cursor: 'default',
  selectors: { '&:hover': { backgroundColor: 'transparent' } },
});
