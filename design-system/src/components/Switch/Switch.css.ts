import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../../internal/control.css';
import { vars } from '../../theme/contract.css';

export const switchRoot = style(choiceLabel);

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.25rem',
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.subtleStrong,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '0.125rem',
  insetInlineStart: '0.125rem',
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: 'translateX(1rem)',
      backgroundColor: vars.color.textOnAccent,
    },
  },
});
