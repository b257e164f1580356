import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const tab = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.md,
    height: vars.size.controlMd,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    selectors: {
      '&[data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.size.focusWidth})` },
      '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.subtle },
      '&[data-selected]': { color: vars.color.text },
      '&[data-selected]::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        bottom: `calc(-1 * ${vars.size.borderWidth})`,
        height: vars.size.focusWidth,
        backgroundColor: vars.color.accent,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
]);

export const panel = style([focusRing, { outline: 'none', borderRadius: vars.radius.md }]);
