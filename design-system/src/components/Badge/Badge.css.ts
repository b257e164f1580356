import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    height: '1.375rem',
    borderRadius: vars.radius.full,
    border: `${vars.size.borderWidth} solid transparent`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.subtle, color: vars.color.text, borderColor: vars.color.border },
      info: { backgroundColor: vars.color.infoSubtle, color: vars.color.infoText },
      accent: { backgroundColor: vars.color.accentSubtle, color: vars.color.accentText },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.successText },
      warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warningText },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText },
      muted: {
        backgroundColor: 'transparent',
        color: vars.color.textMuted,
        borderColor: vars.color.borderStrong,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const dot = style({
  width: '0.375rem',
  height: '0.375rem',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  flexShrink: 0,
});
