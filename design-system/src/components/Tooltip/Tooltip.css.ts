import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: vars.size.tooltipMaxWidth,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.tooltip,
  color: vars.color.tooltipText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard} reverse` },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.tooltip,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
  },
});
