import { style, type StyleRule } from '@vanilla-extract/css';

/** Hidden on screen, still read by screen readers. */
export const visuallyHiddenRule: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

export const visuallyHidden = style(visuallyHiddenRule);
