import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface PanelState {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
}

const PanelContext = createContext<PanelState | null>(null);

/** Whether the notifications panel is open: the user menu and the header's bell both open it. */
export function NotificationsPanelProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, setOpen }), [isOpen]);
  return <PanelContext.Provider value={value}>{children}</PanelContext.Provider>;
}

export function useNotificationsPanel(): PanelState {
  const state = useContext(PanelContext);
  if (!state) throw new Error('useNotificationsPanel needs <NotificationsPanelProvider>');
  return state;
}
