import { forwardRef } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style'> {
  /**
   * `inline` inside running text (always underlined), `standalone` for links on their own.
   * @default 'inline'
   */
  variant?: styles.LinkVariants['variant'];
}

/**
 * A link (React Aria). It forwards its ref to the `<a>`, so the app can wrap it with TanStack Router's
 * `createLink(Link)` for typed routes and preloading on intent.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ variant, ...props }, ref) {
  return <RACLink {...props} ref={ref} className={styles.link({ variant })} />;
});
