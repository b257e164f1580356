import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlock: vars.space.sm,
});
globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
});
