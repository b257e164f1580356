import { useId, type ReactNode } from 'react';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** The `<Sidebar>`. */
  sidebar: ReactNode;
  /** The top bar, usually `<Header>`. */
  header?: ReactNode;
  /**
   * Text of the skip link that jumps past the navigation.
   * @default 'Przejdź do treści'
   */
  skipLinkLabel?: string;
  /** Page content, rendered in `<main>`. */
  children: ReactNode;
}

/**
 * The signed-in layout: sidebar, then a column with the header and `<main>`. Put it inside `SidebarProvider`.
 * A skip link lets keyboard users jump straight to the content.
 */
export function AppShell({ sidebar, header, skipLinkLabel = 'Przejdź do treści', children }: AppShellProps) {
  const mainId = useId();
  return (
    <div className={styles.shell}>
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          // Focus <main> ourselves: a hash change would reach the router, and browsers differ on moving focus.
          event.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
      >
        {skipLinkLabel}
      </a>
      {sidebar}
      <div className={styles.inset}>
        {header}
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
