import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

export { page, pageHeader, row, subtitle, title } from '../../lib/page.css';

export const actions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const name = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });

export { muted } from '../../lib/page.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const formError = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.sm });
