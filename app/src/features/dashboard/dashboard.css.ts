import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';
import { tablet } from '../../lib/page.css';

/** Tiles in one column on a phone, auto-filled columns of at least 16rem wider up. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' } },
});

/** A tile as wide as the grid (the chart, the organization's warehouses). */
export const wide = style({ gridColumn: '1 / -1', minWidth: 0 });

/** A tile's big figure. */
export const figure = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export { muted } from '../../lib/page.css';

/** Status → count lines of a tile, each a link to the filtered list. */
export const counts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const countRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const number = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });

/** The 30-day chart: scrolls sideways on a phone rather than squeezing its bars. */
export const chartFrame = style({ overflowX: 'auto', minWidth: 0 });

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.sm,
  marginInlineEnd: vars.space.xs,
  verticalAlign: 'middle',
});

export const chartText = style({ fill: vars.color.textMuted, fontSize: '11px', fontFamily: vars.font.body });

export const gridLine = style({ stroke: vars.color.border });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${table} td:not(:first-child), ${table} th[scope="col"]:not(:first-child)`, {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const details = style({ fontSize: vars.fontSize.sm });
globalStyle(`${details} > summary`, {
  cursor: 'pointer',
  color: vars.color.link,
  padding: `${vars.space.xs} 0`,
});

// Every link of a tile is a touch target of at least 24 px (WCAG 2.5.8), also when one follows another closely.
globalStyle(`${tiles} a`, { display: 'inline-block', minHeight: '1.5rem', lineHeight: '1.5rem' });

/** A table that may be wider than a phone scrolls inside its card, not the page. */
export const scroll = style({ overflowX: 'auto', minWidth: 0 });

/** The organization's links (outside the tiles on `/admin`) are touch targets of at least 24 px too. */
export const glance = style({});
globalStyle(`${glance} a`, { display: 'inline-block', minHeight: '1.5rem', lineHeight: '1.5rem' });
globalStyle(`${table} caption`, { textAlign: 'start', paddingBlockEnd: vars.space.xs });
