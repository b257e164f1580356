import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';
import { input } from '../TextField/TextField.css';

export const group = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
});

export const numberInput = style([
  input,
  { paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.sm})`, fontVariantNumeric: 'tabular-nums' },
]);

export const steppers = style({
  position: 'absolute',
  insetBlock: vars.size.borderWidth,
  insetInlineEnd: vars.size.borderWidth,
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.controlSm,
  borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const stepper = style([
  focusRing,
  {
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    padding: 0,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.subtle, color: vars.color.text },
      '&[data-pressed]': { backgroundColor: vars.color.subtleStrong },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
]);

globalStyle(`${stepper} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
