import type { ReactNode } from 'react';
import { Separator } from 'react-aria-components';
import { SidebarTrigger } from '../Sidebar/SidebarTrigger';
import * as styles from './AppShell.css';

export interface HeaderProps {
  /** The logo, e.g. `<img src={logo} alt="Rampa" />`; sized to 2 rem high. */
  logo?: ReactNode;
  /** Content at the end of the bar (search, notifications…). */
  children?: ReactNode;
  /**
   * Accessible name of the sidebar toggle.
   * @default 'Przełącz panel boczny'
   */
  triggerLabel?: string;
}

/** The top bar of the shell: sidebar toggle, logo, and optional actions at the end. */
export function Header({ logo, children, triggerLabel }: HeaderProps) {
  return (
    <header className={styles.header}>
      <SidebarTrigger aria-label={triggerLabel} />
      {logo && (
        <>
          <Separator orientation="vertical" className={styles.separator} />
          <div className={styles.logo}>{logo}</div>
        </>
      )}
      {children && <div className={styles.headerEnd}>{children}</div>}
    </header>
  );
}
