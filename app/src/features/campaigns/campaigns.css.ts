import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

export { page, row, subtitle } from '../../lib/page.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

/** A list cell whose text wraps (the table's cells keep to one line), e.g. a long name. */
export const wrappingCell = style({
  display: 'block',
  minWidth: '10rem',
  paddingBlock: vars.space.xs,
  whiteSpace: 'normal',
});

export { muted } from '../../lib/page.css';

export const countLine = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.text });

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.subtle,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** A limit the user runs into (the segment is larger than one addition takes). */
export const warning = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
});

/** The funnel chart's labels, beside the bars. */
export const funnelText = style({
  fill: vars.color.text,
  fontSize: '13px',
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
});

/** The funnel: the chart and its table side by side where there is room, one under the other on a phone. */
export const funnel = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  alignItems: 'center',
});
