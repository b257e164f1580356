import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: vars.radius.lg,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    elevation: { flat: {}, raised: { boxShadow: vars.shadow.sm } },
  },
  defaultVariants: { elevation: 'raised' },
});
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const body = style({ padding: vars.space.lg, fontSize: vars.fontSize.sm, minWidth: 0 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
