import type { ReactNode } from 'react';
import * as styles from './PlaceholderPage.css';

interface PlaceholderPageProps {
  title: string;
  children: ReactNode;
}

/** A titled page whose screen comes in a later iteration: the title and one sentence saying what it will hold. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{children}</p>
    </section>
  );
}
