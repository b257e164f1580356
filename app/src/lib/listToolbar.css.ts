import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';
import { tablet } from './page.css';

/** The filters of a list: one column on a phone, as many 12rem cells as fit on wider screens. */
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' },
  },
});

/** The search box takes two cells. */
export const searchCell = style({
  '@media': { [tablet]: { gridColumn: 'span 2' } },
});
