import type { ReactNode } from 'react';
import { AppShell, Header, SidebarProvider, ToastRegion } from '@rampa/design-system';
import { useSystemActions, useSystemState } from '@rampa/sdk/react';
import { NotificationsBell, NotificationsDrawer } from '../notifications/NotificationsDrawer';
import { NotificationsPanelProvider } from '../notifications/notificationsPanel';
import { AppSidebar } from './AppSidebar';

/**
 * The signed-in layout (spec §2): collapsible sidebar, a header with the toggle, the logo and the notifications
 * bell, the notifications panel, toasts.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  // Spec §3: the desktop sidebar state is the system state's sidebarOpen (the DS also keeps it in its cookie).
  const sidebarOpen = useSystemState((state) => state.sidebarOpen);
  const { update } = useSystemActions();
  return (
    <SidebarProvider open={sidebarOpen} onOpenChange={(open) => update({ sidebarOpen: open })}>
      <NotificationsPanelProvider>
        <AppShell
          sidebar={<AppSidebar />}
          header={
            <Header logo={<img src="/logo.svg" alt="Rampa" />}>
              <NotificationsBell />
            </Header>
          }
        >
          {children}
        </AppShell>
        <NotificationsDrawer />
      </NotificationsPanelProvider>
      {/* "Komunikaty", so it is not taken for the notifications panel; F6 reaches it as a landmark. */}
      <ToastRegion aria-label="Komunikaty" />
    </SidebarProvider>
  );
}
