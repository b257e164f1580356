import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { nativeFocusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';

const tabletUp = `screen and (min-width: ${breakpoints.tablet}px)`;

export const shell = style({
  display: 'flex',
  minHeight: '100dvh',
  backgroundColor: vars.color.canvas,
  color: vars.color.text,
});

export const inset = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const main = style({
  flex: 1,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [tabletUp]: { padding: vars.space.xl } },
});

export const skipLink = style([
  nativeFocusRing,
  {
    position: 'fixed',
    top: vars.space.sm,
    insetInlineStart: vars.space.sm,
    zIndex: vars.zIndex.toast,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.link,
    fontWeight: vars.fontWeight.medium,
    boxShadow: vars.shadow.md,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.size.header,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [tabletUp]: { paddingInline: vars.space.lg } },
});

export const separator = style({
  alignSelf: 'center',
  width: vars.size.borderWidth,
  height: vars.size.iconSm,
  backgroundColor: vars.color.border,
});

export const logo = style({ display: 'flex', alignItems: 'center', minWidth: 0 });
globalStyle(`${logo} img, ${logo} svg`, { height: vars.size.controlSm, width: 'auto' });

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
