import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { disabledSelector, hoverPress, pressableBase, pressableTones } from '../../internal/control.css';
import { focusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: [
    focusRing,
    {
      ...pressableBase,
      position: 'relative',
      gap: vars.space.sm,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      whiteSpace: 'nowrap',
      // LinkButton renders this on an <a>: a button-looking link is not underlined.
      textDecoration: 'none',
      userSelect: 'none',
      transitionProperty: 'background-color, border-color, color, transform',
      selectors: {
        ...disabledSelector,
        '&[data-pressed]': { transform: 'scale(0.97)' },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      ...pressableTones,
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.textOnAccent,
        selectors: hoverPress(vars.color.dangerHover, vars.color.dangerPressed),
      },
    },
    size: {
      sm: { height: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { height: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.fontSize.sm },
      lg: { height: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label's width while the spinner is shown, so the button doesn't jump. */
// opacity, not visibility: the label must stay in the accessible name.
export const labelHidden = style({
  opacity: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const spinnerIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

globalStyle(`${button.classNames.base} svg`, {
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
});
