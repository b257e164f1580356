import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from './focusRing.css';
import { whenCollapsed } from './sidebarState.css';

/** A full-width menu trigger in the sidebar's header or footer (RoleSwitcher, UserMenu); an icon when collapsed. */
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

/** The trigger's two lines of text. */
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});

/** The trigger's main line, cut with an ellipsis. */
export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({ display: 'flex', flexShrink: 0, color: vars.color.textMuted });
globalStyle(`${chevron} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
