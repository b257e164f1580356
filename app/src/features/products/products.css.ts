import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';
import { tablet } from '../../lib/page.css';

export { muted, page, pageHeader, row, subtitle, title } from '../../lib/page.css';

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({
  '@media': { [tablet]: { gridColumn: '1 / -1' } },
});

export const formError = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});

export const importBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const success = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.successText}`,
  background: vars.color.successSubtle,
  color: vars.color.successText,
  fontSize: vars.fontSize.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const errorList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});

export const imageField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const imageRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const imagePreview = style({
  width: '80px',
  height: '80px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.border,
});

export const thumbnail = style({
  display: 'block',
  width: '40px',
  height: '40px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const categoryForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const categoryList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const categoryItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
