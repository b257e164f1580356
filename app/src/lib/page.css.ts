import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

/** The app's one breakpoint between phone and wider layouts. */
export const tablet = 'screen and (min-width: 768px)';

/** A page's column of sections. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/**
 * The title row: the heading on the left, the page's actions on the right. On a phone the actions always go under
 * the heading: whether they fitted beside it depended on the subtitle's length ("Ładowanie…", then "Razem: 2000
 * klientów"), and the list jumped down when the figures came (a layout shift of 0.29 on the clients list).
 */
export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': {
    [tablet]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

/** Every page's h1. */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** The muted line under a title. */
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Secondary text beside a row's or a card's main one: a code, a date, who owns it. */
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Items in a line that wraps on a phone. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A list's refresh error above its last rows (ListRefreshError). */
export const refreshError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
});
