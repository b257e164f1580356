import { globalStyle } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { disabledSelector, pressableBase, pressableTones } from '../../internal/control.css';
import { focusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      ...pressableBase,
      padding: 0,
      transitionProperty: 'background-color, border-color, color',
      selectors: disabledSelector,
    },
  ],
  variants: {
    variant: {
      ...pressableTones,
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
