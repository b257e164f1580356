import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const ring = {
  outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusOffset,
};

/**
 * Focus ring for RAC components: visible only for keyboard focus (`[data-focus-visible]`). Compose it into a
 * recipe's base (`base: [focusRing, {...}]`). An outline, not a box-shadow, so forced-colours mode keeps it.
 */
export const focusRing = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': ring },
});

/** The same ring for native elements that rely on `:focus-visible` (skip link, `<pre tabindex>`). */
export const nativeFocusRing = style({
  outline: 'none',
  selectors: { '&:focus-visible': ring },
});
