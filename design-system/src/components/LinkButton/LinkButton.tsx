import { forwardRef } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { button, type ButtonVariants } from '../Button/Button.css';

export interface LinkButtonProps extends Omit<RACLinkProps, 'className' | 'style'> {
  /**
   * Visual emphasis, as on `Button`.
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Height and padding, as on `Button`.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
}

/**
 * A link that looks like a button ("Dodaj klienta" going to a route). It forwards its ref to the `<a>`, so
 * the app wraps it with TanStack Router's `createLink(LinkButton)` for typed routes and preload on intent
 * (hover, focus, touch start).
 */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, ...props },
  ref,
) {
  return <RACLink {...props} ref={ref} className={button({ variant, size })} />;
});
