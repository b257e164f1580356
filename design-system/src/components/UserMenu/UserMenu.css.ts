import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { chevron, text as identity, title as name, trigger } from '../../internal/sidebarTrigger.css';

export const email = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const menuHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
});
