import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../TextField/TextField.css';

/** The closed select: looks like an input, behaves like a button. */
export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    fontFamily: vars.font.body,
    selectors: {
      '&[data-focus-visible]': {
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 1px ${vars.color.focus}`,
      },
      '[data-invalid] > &': { borderColor: vars.color.danger },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ display: 'flex', color: vars.color.textMuted });
globalStyle(`${chevron} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const check = style({ display: 'flex', marginInlineStart: 'auto', color: vars.color.accentText });
globalStyle(`${check} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const sectionHeader = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const listBox = style({ maxHeight: '18rem' });

/** Label beside a compact trigger. */
export const sideField = style({ flexDirection: 'row', alignItems: 'center', gap: vars.space.sm });
globalStyle(`${sideField} > button`, { width: 'auto', minWidth: '5rem' });
