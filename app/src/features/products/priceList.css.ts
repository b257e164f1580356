import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

/** Controls and the app's frame: on screen only. */
export const screenOnly = style({});

/** The printable price list: on paper only it is the whole page. */
export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const sheetTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { fontWeight: vars.fontWeight.semibold });
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} th${amount}, ${table} td${amount}`, { textAlign: 'right' });
export const groupRow = style({ fontWeight: vars.fontWeight.semibold, background: vars.color.subtle });

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  alignItems: 'start',
});

// On paper: only the sheet, black on white, its table header repeated on every page by the browser (<thead>),
// rows never split across pages.
globalStyle('body', { '@media': { print: { background: 'white' } } });
globalStyle(`body *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${sheet}, ${sheet} *`, { '@media': { print: { visibility: 'visible', color: 'black' } } });
globalStyle(`${sheet}`, {
  '@media': {
    print: { position: 'absolute', inset: '0 0 auto 0', border: 'none', padding: 0, background: 'white' },
  },
});
globalStyle(`${table} tr`, { '@media': { print: { breakInside: 'avoid' } } });
globalStyle(`${table} thead`, { '@media': { print: { display: 'table-header-group' } } });
