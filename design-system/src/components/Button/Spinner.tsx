import { LoaderCircle } from 'lucide-react';
import { ProgressBar } from 'react-aria-components';
import * as styles from './Button.css';

/** Indeterminate progress shown over a pending button; announced as a progress bar, not as text. */
export function ButtonSpinner({ label }: { label: string }) {
  return (
    <ProgressBar aria-label={label} isIndeterminate className={styles.spinner}>
      <LoaderCircle className={styles.spinnerIcon} aria-hidden />
    </ProgressBar>
  );
}
