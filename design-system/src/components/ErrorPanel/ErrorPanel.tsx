import { CircleAlert } from 'lucide-react';
import { Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './ErrorPanel.css';

export interface ErrorPanelProps {
  /** What was thrown: an `Error`, a string, or anything else. */
  error: unknown;
  /**
   * The heading.
   * @default 'Something went wrong!'
   */
  title?: string;
  /**
   * Text of the toggle while the details are hidden.
   * @default 'Show Error'
   */
  showLabel?: string;
  /**
   * Text of the toggle while the details are shown.
   * @default 'Hide Error'
   */
  hideLabel?: string;
  /**
   * Heading level, to fit the page outline.
   * @default 2
   */
  headingLevel?: 1 | 2 | 3 | 4;
  /**
   * Whether the details start expanded (e.g. in development).
   * @default false
   */
  defaultExpanded?: boolean;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * The generic error panel (spec §2): a heading, and a Show Error / Hide Error toggle (React Aria `Disclosure`)
 * that reveals the error message.
 */
export function ErrorPanel({
  error,
  title = 'Something went wrong!',
  showLabel = 'Show Error',
  hideLabel = 'Hide Error',
  headingLevel = 2,
  defaultExpanded = false,
}: ErrorPanelProps) {
  return (
    <Disclosure defaultExpanded={defaultExpanded} className={styles.root}>
      {({ isExpanded }) => (
        <>
          <Heading level={headingLevel} className={styles.title}>
            <CircleAlert className={styles.titleIcon} aria-hidden />
            {title}
          </Heading>
          <Button slot="trigger" variant="secondary" size="sm">
            {isExpanded ? hideLabel : showLabel}
          </Button>
          <DisclosurePanel className={styles.panel}>
            <pre className={styles.details}>{messageOf(error)}</pre>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
