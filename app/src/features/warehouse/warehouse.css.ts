import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';
import { row, tablet } from '../../lib/page.css';

export { page, pageHeader, row, subtitle, title } from '../../lib/page.css';

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(14rem, 20rem) minmax(10rem, 12rem) auto' } },
});

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
  gap: vars.space.sm,
});

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

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

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
