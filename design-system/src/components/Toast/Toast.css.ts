import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';

export const region = style([
  focusRing,
  {
    position: 'fixed',
    insetBlockEnd: vars.space.lg,
    insetInlineEnd: vars.space.lg,
    zIndex: vars.zIndex.toast,
    width: `min(${vars.size.toastWidth}, calc(100vw - 2 * ${vars.space.lg}))`,
    borderRadius: vars.radius.lg,
    // RAC renders the toasts (newest first) through display: contents wrappers, so they are our flex items;
    // reversed, the newest sits nearest the corner.
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.size.toastGap,
  },
]);

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md})` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    animation: `${slideIn} ${vars.duration.normal} ${vars.easing.emphasized}`,
  },
]);

export const tone = styleVariants({
  success: { color: vars.color.successText },
  error: { color: vars.color.dangerText },
  info: { color: vars.color.infoText },
});

export const icon = style({ display: 'flex', flexShrink: 0 });
globalStyle(`${icon} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
