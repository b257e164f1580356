import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';
import { row } from '../../lib/page.css';

export { page, row } from '../../lib/page.css';

// Mobile first: one column of cards, full width on a 360 px phone, the main button a thumb's reach wide.

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardHeader = style([row, { justifyContent: 'space-between' }]);

export const number = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const window = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const goods = style({ margin: 0, paddingLeft: vars.space.lg });

export { muted } from '../../lib/page.css';

export const pending = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
});

export const done = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.successSubtle,
  color: vars.color.successText,
  fontSize: vars.fontSize.sm,
});

export const refusal = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});

export const offline = style([pending, { fontWeight: vars.fontWeight.semibold }]);

/** The arrival button fills the card's width on a phone. */
export const arrive = style({ display: 'grid' });

export const mapLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
