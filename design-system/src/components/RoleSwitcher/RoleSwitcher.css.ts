import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focusRing.css';
import { whenCollapsed } from '../../internal/sidebarState.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

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

export const badge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
});
globalStyle(`${badge} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});

export const caption = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const value = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({ display: 'flex', flexShrink: 0, color: vars.color.textMuted });
globalStyle(`${chevron} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const check = style({ display: 'flex', flexShrink: 0, color: vars.color.accentText });
globalStyle(`${check} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const valueRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
});
