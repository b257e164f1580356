import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Badge.css';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'style' | 'color'> {
  /**
   * Colour meaning: `success` done/active, `warning` needs attention, `danger` rejected/blocked, `info` and
   * `accent` in progress, `muted` closed, `neutral` the rest.
   * @default 'neutral'
   */
  tone?: styles.BadgeVariants['tone'];
  /**
   * A coloured dot before the text (colour is never the only signal; the text carries the meaning).
   * @default false
   */
  hasDot?: boolean;
  children: ReactNode;
}

/** A short, non-interactive label (status, count, category). */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone, hasDot = false, children, ...props },
  ref,
) {
  return (
    <span {...props} ref={ref} className={styles.badge({ tone })}>
      {hasDot && <span className={styles.dot} aria-hidden />}
      {children}
    </span>
  );
});
