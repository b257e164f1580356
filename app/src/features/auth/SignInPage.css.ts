import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

export { subtitle, title } from '../../lib/page.css';

export const card = style({
  width: '100%',
  maxWidth: '24rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const logo = style({
  width: vars.size.controlMd,
  height: vars.size.controlMd,
});

export const brandName = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
