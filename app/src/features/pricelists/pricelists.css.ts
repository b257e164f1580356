import { globalStyle, style } from '@vanilla-extract/css';

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: '0.5rem 0.75rem',
  textAlign: 'left',
  borderBottom: '1px solid currentColor',
});
export const caption = style({ textAlign: 'left', fontWeight: 600, padding: '0.5rem 0' });
export const amount = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} ${amount}`, { textAlign: 'right' });
export const actions = style({ display: 'inline-flex', gap: '0.5rem' });
export const panel = style({ marginBottom: '1.5rem' });
