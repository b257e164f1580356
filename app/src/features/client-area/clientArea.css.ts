import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';
import { row, tablet } from '../../lib/page.css';

export { page, pageHeader, row } from '../../lib/page.css';

/** A list of cards, one under another. */
export { cards as list } from '../../lib/listView.css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [tablet]: { gridTemplateColumns: '12rem minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const cardHeader = style([row, { justifyContent: 'space-between' }]);

export { muted } from '../../lib/page.css';

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, auto) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderLeft: `2px solid ${vars.color.border}`,
  paddingLeft: vars.space.md,
});

export const eventTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  maxWidth: '48rem',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
});

export const lineRow = style([row, { alignItems: 'flex-end' }]);

/** A term and its value: grid cells of the list, grouped for the markup only. */
export const factRow = style({ display: 'contents' });
