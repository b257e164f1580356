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
export const hint = style({ margin: 0, fontSize: '0.875rem' });
export const picked = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' });
export const pickedRow = style({ display: 'flex', gap: '0.5rem', alignItems: 'flex-end', flexWrap: 'wrap' });
