import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A muted line under the title (a count, the record's code); phrasing content only, it is a `<p>`. */
  subtitle?: ReactNode;
  /**
   * Announce changes of the subtitle (e.g. a list's count after filtering).
   * @default false
   */
  isSubtitleLive?: boolean;
  /** The page's actions, at the end of the row (buttons, a link back). */
  actions?: ReactNode;
  /**
   * The heading's id, for `aria-labelledby` of the page's section.
   * @default 'page-title'
   */
  headingId?: string;
}

/** Every page's title row: h1, an optional subtitle, and the page's actions; wraps on a phone. */
export function PageHeader({
  title,
  subtitle,
  isSubtitleLive = false,
  actions,
  headingId = 'page-title',
}: PageHeaderProps) {
  return (
    <div className={styles.root}>
      <div className={styles.titles}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {subtitle !== undefined && (
          <p className={styles.subtitle} aria-live={isSubtitleLive ? 'polite' : undefined}>
            {subtitle}
          </p>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
