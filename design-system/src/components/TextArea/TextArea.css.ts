import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../TextField/TextField.css';

export const textArea = style([
  input,
  {
    height: 'auto',
    minHeight: `calc(${vars.size.controlMd} * 2)`,
    paddingBlock: vars.space.sm,
    lineHeight: vars.lineHeight.normal,
    resize: 'vertical',
    fontFamily: vars.font.body,
  },
]);
