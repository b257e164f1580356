import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

/** A list of cards, one under another. */
export { cards as list } from '../../lib/listView.css';

export const item = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.text,
});

/** Unread: marked by the "Nowe" badge too, so colour is not the only signal. */
export const unreadItem = style([
  item,
  { background: vars.color.accentSubtle, color: vars.color.accentText },
]);

export const body = style({ margin: 0, fontSize: vars.fontSize.sm });

export const time = style({ fontSize: vars.fontSize.xs, color: 'inherit' });

/** The bell's unread count. */
export const count = style({
  minWidth: '1.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

/** The panel's content: where focus goes once "mark all read" is gone; the panel itself shows where focus is. */
export const content = style({ outline: 'none' });
