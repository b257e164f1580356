import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

/** A phone's list: one card per row, full width, no sideways scrolling. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
