import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';
import { input } from '../TextField/TextField.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const searchInput = style([
  input,
  {
    paddingInlineStart: `calc(${vars.space.md} + ${vars.size.iconSm} + ${vars.space.sm})`,
    paddingInlineEnd: vars.size.controlMd,
    selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
  },
]);

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  display: 'flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
globalStyle(`${icon} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const clear = style([
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
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.subtle, color: vars.color.text },
      // RAC hides the button's content when the field is empty; hide the button itself too.
      '[data-empty] &': { visibility: 'hidden' },
    },
  },
]);
globalStyle(`${clear} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
