import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const pageSize = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const range = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});
