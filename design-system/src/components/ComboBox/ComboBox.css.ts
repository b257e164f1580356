import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';
import { input } from '../TextField/TextField.css';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const comboInput = style([input, { paddingInlineEnd: vars.size.controlMd }]);

export const toggle = style([
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
globalStyle(`${toggle} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  minHeight: vars.size.controlSm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const listBox = style({ maxHeight: '18rem' });
