import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

/** Popover surface shared by menus and selects. */
export const popover = style({
  // React Aria keeps a popover `space.md` (its 12 px container padding) from each edge of the viewport: a
  // popover as wide as a full-width trigger would overflow, scroll the page sideways and close itself.
  minWidth: `min(max(var(--trigger-width), ${vars.size.menuMinWidth}), calc(100vw - 2 * ${vars.space.md}))`,
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflowY: 'auto',
  zIndex: vars.zIndex.popover,
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.duration.fast} ${vars.easing.standard}` },
    '&[data-exiting]': { animation: `${popIn} ${vars.duration.fast} ${vars.easing.standard} reverse` },
  },
});

/** The list inside a popover (RAC `Menu` or `ListBox`). */
export const list = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** An option or menu item; RAC states drive the look. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.subtle },
    '&[data-pressed]': { backgroundColor: vars.color.subtleStrong },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusWidth})`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const dangerItem = style({
  color: vars.color.dangerText,
  selectors: { '&[data-focused]': { backgroundColor: vars.color.dangerSubtle } },
});

export const itemIcon = style({ display: 'flex', flexShrink: 0, color: 'inherit' });
globalStyle(`${itemIcon} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const itemLabel = style({ flex: 1, minWidth: 0 });

export const separator = style({
  height: vars.size.borderWidth,
  marginBlock: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  backgroundColor: vars.color.border,
  border: 'none',
});
