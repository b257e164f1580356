import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.subtleStrong,
    animation: `${pulse} 1.6s ${vars.easing.standard} infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '0.875em', borderRadius: vars.radius.sm, width: '100%' },
      rect: { borderRadius: vars.radius.md, width: '100%', height: vars.size.controlMd },
      circle: { borderRadius: vars.radius.full, width: vars.size.avatarMd, height: vars.size.avatarMd },
    },
  },
  defaultVariants: { shape: 'text' },
});
export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
export const lastLine = style({ width: '60%' });
