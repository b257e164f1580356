import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

export const centred = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.canvas,
  color: vars.color.text,
});
