import { style } from '@vanilla-extract/css';
import { nativeFocusRing } from '../../internal/focusRing.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: vars.size.contentMaxWidth,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.text,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.dangerText,
});

export const titleIcon = style({ width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });

export const panel = style({ width: '100%' });

export const details = style([
  nativeFocusRing,
  {
    margin: 0,
    padding: vars.space.md,
    maxHeight: '20rem',
    overflow: 'auto',
    borderRadius: vars.radius.md,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xs,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  },
]);
