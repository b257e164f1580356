import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  marginTop: vars.space.xs,
});

export const serverError = style({
  marginBottom: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
