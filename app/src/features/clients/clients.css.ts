import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';
import { row, tablet } from '../../lib/page.css';

export { page, pageHeader, row, subtitle, title } from '../../lib/page.css';

export const spread = style([row, { justifyContent: 'space-between' }]);

export const bulkBar = style([
  row,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.accentSubtle,
    color: vars.color.accentText,
  },
]);

export { muted } from '../../lib/page.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '60rem',
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const wide = style({
  '@media': { [tablet]: { gridColumn: '1 / -1' } },
});

export const actions = style([
  row,
  {
    position: 'sticky',
    bottom: 0,
    paddingBlock: vars.space.md,
    background: vars.color.canvas,
    borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  },
]);

export const formError = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});

/** A list of cards, one under another. */
export { cards as list } from '../../lib/listView.css';

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const itemTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const changes = style({
  margin: `${vars.space.xs} 0 0`,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const changeLabel = style({ color: vars.color.textMuted });
export const changeValue = style({ margin: 0, overflowWrap: 'anywhere', color: vars.color.text });

/** A warning that does not block (e.g. a second client with the same NIP). */
export const warning = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
});
