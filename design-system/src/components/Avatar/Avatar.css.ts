import { globalStyle } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.subtleStrong,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm },
      md: { width: vars.size.avatarMd, height: vars.size.avatarMd },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg },
      xl: { width: vars.size.avatarXl, height: vars.size.avatarXl },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

globalStyle(`${avatar.classNames.base} img`, { width: '100%', height: '100%', objectFit: 'cover' });
globalStyle(`${avatar.classNames.base} svg`, { width: '60%', height: '60%' });
