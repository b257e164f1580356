import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const formError = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space.xs}` });

export const dayRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 1fr) minmax(7rem, 1fr) minmax(7rem, 1fr)',
  alignItems: 'end',
  gap: vars.space.sm,
});

export { muted } from '../../lib/page.css';

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
