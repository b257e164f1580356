import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.size.focusWidth} dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  outline: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.accentText,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
    '&[data-disabled]': { borderColor: vars.color.border, backgroundColor: vars.color.subtle },
  },
});

export const zoneIcon = style({ display: 'flex', color: vars.color.textMuted });
globalStyle(`${zoneIcon} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});
export const fileMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const fileError = style({ fontSize: vars.fontSize.xs, color: vars.color.dangerText });

export const progress = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const track = style({
  height: '0.375rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.subtleStrong,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  transitionProperty: 'width',
  transitionDuration: vars.duration.normal,
});
