import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: [
    focusRing,
    {
      color: vars.color.link,
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      textUnderlineOffset: '0.2em',
      transitionProperty: 'color, text-decoration-color',
      transitionDuration: vars.duration.fast,
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted, textDecoration: 'none' },
      },
    },
  ],
  variants: {
    variant: {
      /** Inside running text: always underlined (links must not rely on colour alone). */
      inline: {
        textDecoration: 'underline',
        selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
      },
      /** On its own line or in a list: underlined on hover. */
      standalone: {
        textDecoration: 'none',
        fontWeight: vars.fontWeight.medium,
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
