import { Inbox } from 'lucide-react';
import { createElement, type ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing, e.g. "Brak klientów". */
  title: string;
  /** What to do next. */
  description?: string;
  /**
   * A decorative icon.
   * @default <Inbox />
   */
  icon?: ReactNode;
  /** A button or link, e.g. "Dodaj klienta". */
  action?: ReactNode;
  /**
   * Heading level of `title`.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/** The placeholder for an empty list or search without results. */
export function EmptyState({ title, description, icon, action, headingLevel = 3 }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden>
        {icon ?? <Inbox />}
      </span>
      {createElement(`h${headingLevel}`, { className: styles.title }, title)}
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
