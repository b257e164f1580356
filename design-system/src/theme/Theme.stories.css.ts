import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const swatchName = style({ fontWeight: vars.fontWeight.semibold });
