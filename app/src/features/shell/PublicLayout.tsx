import type { ReactNode } from 'react';
import * as styles from './PublicLayout.css';

/** The signed-out layout (spec §2): the page centred on a plain background. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return <main className={styles.centred}>{children}</main>;
}
