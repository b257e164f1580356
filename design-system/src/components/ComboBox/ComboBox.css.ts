import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../TextField/TextField.css';

export { inFieldButton as toggle } from '../../internal/control.css';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const comboInput = style([input, { paddingInlineEnd: vars.size.controlMd }]);

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  minHeight: vars.size.controlSm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const listBox = style({ maxHeight: '18rem' });
