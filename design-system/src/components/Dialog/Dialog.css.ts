import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.scrim,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard} reverse` },
  },
});

export const drawerOverlay = style([
  overlay,
  { justifyContent: 'flex-end', alignItems: 'stretch', padding: 0 },
]);

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: `calc(100dvh - ${vars.space.xxl})`,
    borderRadius: vars.radius.xl,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${popIn} ${vars.duration.normal} ${vars.easing.emphasized}` },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '24rem' },
      md: { maxWidth: '32rem' },
      lg: { maxWidth: '48rem' },
    },
  },
  defaultVariants: { size: 'md' },
});
export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

export const drawer = style({
  display: 'flex',
  flexDirection: 'column',
  width: 'min(100vw, 28rem)',
  height: '100dvh',
  borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.slow} ${vars.easing.emphasized}` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard} reverse` },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingTop: vars.space.md,
});
