import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { MOBILE_BREAKPOINT } from '../../constants';
import { focusRing } from '../../internal/focusRing.css';
import { whenCollapsed } from '../../internal/sidebarState.css';
import { vars } from '../../theme/contract.css';

const belowMobile = `screen and (max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

export const desktop = style({
  position: 'sticky',
  top: 0,
  alignSelf: 'flex-start',
  zIndex: vars.zIndex.sidebar,
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  width: vars.size.sidebar,
  height: '100dvh',
  overflow: 'hidden',
  backgroundColor: vars.color.sidebar,
  borderInlineEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  transitionProperty: 'width',
  transitionDuration: vars.duration.normal,
  transitionTimingFunction: vars.easing.standard,
  selectors: { '&[data-state="collapsed"]': { width: vars.size.sidebarCollapsed } },
  // Before the first render knows the viewport, never show the rail on a phone.
  '@media': { [belowMobile]: { display: 'none' } },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const mobileOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.scrim,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard} reverse` },
  },
});

export const mobileSheet = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  width: vars.size.sidebarMobile,
  maxWidth: `calc(100vw - ${vars.space.xxxl})`,
  backgroundColor: vars.color.sidebar,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.slow} ${vars.easing.emphasized}` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard} reverse` },
  },
});

export const mobileDialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  outline: 'none',
});

export const mobileClose = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingInline: vars.space.sm,
  paddingTop: vars.space.sm,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 1,
  minHeight: 0,
  overflowX: 'hidden',
  overflowY: 'auto',
  padding: vars.space.sm,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    // On the icon rail the group labels are hidden; a hairline keeps the groups apart.
    [`${whenCollapsed} &:not(:first-child)`]: {
      paddingTop: vars.space.sm,
      borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
    },
  },
});

export const groupLabel = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.controlSm,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuItem = style({ position: 'relative', display: 'flex' });

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    height: vars.size.controlSm,
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    textAlign: 'start',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color, width, padding',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.size.focusWidth})` },
      '&[data-hovered]': { backgroundColor: vars.color.subtle },
      '&[data-pressed]': { backgroundColor: vars.color.subtleStrong },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accentSubtle,
        color: vars.color.accentText,
        fontWeight: vars.fontWeight.semibold,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      [`${whenCollapsed} &`]: { width: vars.size.controlSm },
    },
  },
]);

export const itemIcon = style({ display: 'flex', flexShrink: 0 });
globalStyle(`${itemIcon} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const itemLabel = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
