import { globalStyle, style } from '@vanilla-extract/css';
import { inFieldButton } from '../../internal/control.css';
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
  inFieldButton,
  // RAC hides the button's content when the field is empty; hide the button itself too.
  { selectors: { '[data-empty] &': { visibility: 'hidden' } } },
]);
