import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focusRing.css';
import { whenCollapsed } from '../../internal/sidebarState.css';
import { vars } from '../../theme/contract.css';

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.controlLg,
    padding: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text,
    textAlign: 'start',
    cursor: 'pointer',
    transitionProperty: 'background-color, padding',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.size.focusWidth})` },
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.subtle },
      [`${whenCollapsed} &`]: {
        width: vars.size.controlSm,
        minHeight: vars.size.controlSm,
        padding: 0,
        justifyContent: 'center',
      },
    },
  },
]);

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const email = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({ display: 'flex', flexShrink: 0, color: vars.color.textMuted });
globalStyle(`${chevron} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const menuHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
});
