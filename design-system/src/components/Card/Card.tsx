import { createElement, useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** Heading of the card; the card becomes a labelled region. */
  title?: string;
  /**
   * Heading level of `title`, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** A line under the title. */
  description?: string;
  /** Buttons or links at the top right. */
  actions?: ReactNode;
  /** Buttons at the bottom, after a divider. */
  footer?: ReactNode;
  /**
   * `raised` has a soft shadow, `flat` only a border.
   * @default 'raised'
   */
  elevation?: styles.CardVariants['elevation'];
  children?: ReactNode;
}

/** A bordered surface grouping related content (a section of a client's page, a summary). */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  elevation,
  children,
}: CardProps) {
  const titleId = useId();
  return (
    <section className={styles.card({ elevation })} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <div className={styles.header}>
          <div>
            {title && createElement(`h${headingLevel}`, { id: titleId, className: styles.title }, title)}
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {actions}
        </div>
      )}
      {children !== undefined && <div className={styles.body}>{children}</div>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
