import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';
import { row, tablet } from '../../lib/page.css';

export { page, pageHeader, row, subtitle, title } from '../../lib/page.css';

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(8rem, 20rem) minmax(8rem, 12rem) auto' } },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** A list of cards, one under another. */
export { cards as list } from '../../lib/listView.css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [tablet]: { gridTemplateColumns: '7rem minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const window = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const number = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export { muted } from '../../lib/page.css';

export const actions = style([row, { justifyContent: 'flex-start' }]);

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const shortage = style({ color: vars.color.warningText, fontSize: vars.fontSize.sm, margin: 0 });

export const formError = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm, margin: 0 });

/** A row of the arrivals board: its window, the notice and how soon (or how late). */
export const arrival = style([
  card,
  { '@media': { [tablet]: { gridTemplateColumns: '7rem minmax(0, 1fr) auto', alignItems: 'center' } } },
]);

/** A late arrival: the window has started and the truck is not in (warningText on warningSubtle, checked). */
export const lateArrival = style([
  arrival,
  { background: vars.color.warningSubtle, borderColor: vars.color.warningText },
]);

/** A request clashing with a booking (warningText, checked against the surface in contrast.test.ts). */
export const clash = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const hint = style({
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  margin: 0,
});

/** Previous / today / next and the shortcuts' hint: the toolbar's whole second line. */
export const navRow = style([row, { justifyContent: 'flex-start' }]);

/** The week board: ramps × days, scrolling sideways on a narrow screen. */
export const weekScroller = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const weekTable = style({
  width: '100%',
  minWidth: '56rem',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontSize: vars.fontSize.sm,
});

export const weekHead = style({
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  verticalAlign: 'bottom',
});

export const weekToday = style([
  weekHead,
  { background: vars.color.accentSubtle, color: vars.color.accentText },
]);

export const weekRamp = style({
  width: '9rem',
  padding: vars.space.xs,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const weekCell = style({
  padding: vars.space.xs,
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const weekItems = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const weekItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.subtle,
  color: vars.color.text,
});

export const weekItemClash = style([
  weekItem,
  { background: vars.color.warningSubtle, outline: `1px solid ${vars.color.warningText}` },
]);

export const dayHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Read by screen readers, not shown (the cell shows the number's last digits). */
export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
