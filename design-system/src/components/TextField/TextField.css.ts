import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.dangerText, marginInlineStart: vars.space.xxs });

export const input = style({
  height: vars.size.controlMd,
  width: '100%',
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 1px ${vars.color.focus}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: vars.color.subtle },
  },
});

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});
