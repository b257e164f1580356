import { globalStyle, style } from '@vanilla-extract/css';
import { choiceLabel } from '../../internal/control.css';
import { vars } from '../../theme/contract.css';

export const checkbox = style(choiceLabel);

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  borderRadius: vars.radius.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textOnAccent,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});
globalStyle(`${box} svg`, { width: '0.75rem', height: '0.75rem', strokeWidth: 3 });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
