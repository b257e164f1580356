import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

export { title } from '../../lib/page.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: vars.size.contentMaxWidth,
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
