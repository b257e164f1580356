import { X } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { hideWhenCollapsed, sidebarRoot } from '../../internal/sidebarState.css';
import { IconButton } from '../IconButton/IconButton';
import { TooltipDefaultsProvider } from '../Tooltip/TooltipDefaults';
import * as styles from './Sidebar.css';
import { useSidebar, useSidebarPresence } from './SidebarProvider';

export interface SidebarProps {
  /**
   * Accessible name of the sidebar (a complementary landmark on desktop, a dialog on phones).
   * @default 'Panel boczny'
   */
  'aria-label'?: string;
  /**
   * Accessible name of the mobile sheet's close button.
   * @default 'Zamknij menu'
   */
  closeLabel?: string;
  /** `SidebarHeader`, `SidebarContent`, `SidebarFooter`. */
  children: ReactNode;
}

/**
 * The app's sidebar: 16 rem, collapsible to a 3 rem icon rail with tooltips (0 ms delay) on desktop; an
 * 18 rem modal sheet under 768 px. State comes from `SidebarProvider`.
 */
export function Sidebar({
  'aria-label': ariaLabel = 'Panel boczny',
  closeLabel = 'Zamknij menu',
  children,
}: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile, sidebarId } = useSidebar();
  const content = (
    <TooltipDefaultsProvider delay={0} closeDelay={0}>
      {children}
    </TooltipDefaultsProvider>
  );

  if (isMobile) {
    return (
      <MobileSheet
        ariaLabel={ariaLabel}
        closeLabel={closeLabel}
        isOpen={openMobile}
        onOpenChange={setOpenMobile}
      >
        {content}
      </MobileSheet>
    );
  }

  return (
    <DesktopSidebar id={sidebarId} ariaLabel={ariaLabel} state={state}>
      {content}
    </DesktopSidebar>
  );
}

interface MobileSheetProps {
  ariaLabel: string;
  closeLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

function MobileSheet({ ariaLabel, closeLabel, isOpen, onOpenChange, children }: MobileSheetProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.mobileOverlay}>
      <Modal className={styles.mobileSheet}>
        <Dialog aria-label={ariaLabel} className={styles.mobileDialog}>
          <div className={styles.mobileClose}>
            <IconButton slot="close" aria-label={closeLabel} size="sm">
              <X />
            </IconButton>
          </div>
          <div className={`${sidebarRoot} ${styles.panel}`} data-state="expanded">
            {children}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface DesktopSidebarProps {
  id: string;
  ariaLabel: string;
  state: 'expanded' | 'collapsed';
  children: ReactNode;
}

function DesktopSidebar({ id, ariaLabel, state, children }: DesktopSidebarProps) {
  const { setPresent } = useSidebarPresence();
  useEffect(() => {
    setPresent(true);
    return () => setPresent(false);
  }, [setPresent]);
  return (
    <aside id={id} aria-label={ariaLabel} data-state={state} className={`${sidebarRoot} ${styles.desktop}`}>
      {children}
    </aside>
  );
}

/** Top of the sidebar: the role switcher. */
export function SidebarHeader({ children }: { children: ReactNode }) {
  return <div className={styles.header}>{children}</div>;
}

export interface SidebarContentProps {
  /**
   * Accessible name of the navigation landmark.
   * @default 'Nawigacja główna'
   */
  'aria-label'?: string;
  /** `SidebarGroup`s. */
  children: ReactNode;
}

/** The scrollable middle of the sidebar: the main navigation. */
export function SidebarContent({
  'aria-label': ariaLabel = 'Nawigacja główna',
  children,
}: SidebarContentProps) {
  return (
    <nav aria-label={ariaLabel} className={styles.content}>
      {children}
    </nav>
  );
}

/** Bottom of the sidebar: the user menu. */
export function SidebarFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}

export interface SidebarGroupProps {
  /** Group heading ("Klienci"). Without it the items form a plain list (e.g. "Pulpit" at the top). */
  label?: string;
  /** `SidebarLink`s and `SidebarItem`s. */
  children: ReactNode;
}

/** A labelled list of sidebar items. On the icon rail the label is visually hidden but still announced. */
export function SidebarGroup({ label, children }: SidebarGroupProps) {
  const labelId = useId();
  return (
    <div className={styles.group} {...(label ? { role: 'group', 'aria-labelledby': labelId } : {})}>
      {label && (
        <div id={labelId} className={`${styles.groupLabel} ${hideWhenCollapsed}`}>
          {label}
        </div>
      )}
      <ul role="list" className={styles.menu}>
        {children}
      </ul>
    </div>
  );
}
