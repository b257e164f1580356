import { globalStyle } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      border: `${vars.size.borderWidth} solid transparent`,
      borderRadius: vars.radius.md,
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      transitionProperty: 'background-color, border-color, color',
      transitionDuration: vars.duration.fast,
      transitionTimingFunction: vars.easing.standard,
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      },
    },
  ],
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.subtle },
          '&[data-pressed]': { backgroundColor: vars.color.subtleStrong },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.subtle },
          '&[data-pressed]': { backgroundColor: vars.color.subtleStrong },
        },
      },
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.accentHover },
          '&[data-pressed]': { backgroundColor: vars.color.accentPressed },
        },
      },
      danger: {
        backgroundColor: 'transparent',
        color: vars.color.dangerText,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.dangerSubtle },
          '&[data-pressed]': { backgroundColor: vars.color.dangerSubtle, borderColor: vars.color.danger },
        },
      },
    },
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.controlMd, height: vars.size.controlMd },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

globalStyle(`${iconButton.classNames.base} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
globalStyle(`${iconButton.classNames.variants.size.lg} svg`, {
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});
