import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { choiceLabel } from '../../internal/control.css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});
export type OptionsVariants = NonNullable<RecipeVariants<typeof options>>;

export const radio = style(choiceLabel);

export const dot = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  transitionProperty: 'border-width, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '0.3125rem' },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});
