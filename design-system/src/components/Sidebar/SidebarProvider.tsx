import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { MOBILE_BREAKPOINT, SIDEBAR_KEYBOARD_SHORTCUT } from '../../constants';
import { useMediaQuery } from '../../internal/useMediaQuery';
import { readSidebarCookie, writeSidebarCookie } from './sidebarCookie';

export interface SidebarContextValue {
  /** Desktop sidebar: full width (`expanded`) or the icon rail (`collapsed`). */
  state: 'expanded' | 'collapsed';
  /** Whether the desktop sidebar is expanded. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Whether the mobile sheet is open (separate from the desktop state). */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  /** Whether the viewport is narrower than 768 px. */
  isMobile: boolean;
  /** Toggles the mobile sheet on phones, the desktop state otherwise. */
  toggleSidebar: () => void;
  /** The id of the desktop sidebar element (for `aria-controls`). */
  sidebarId: string;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

/**
 * Internal: whether the desktop sidebar element is rendered, so the trigger only points `aria-controls` at an
 * element that exists (the header can be used without a sidebar, and phones have none until the sheet opens).
 */
const SidebarPresenceContext = createContext<{ isPresent: boolean; setPresent: (present: boolean) => void }>({
  isPresent: false,
  setPresent: () => {},
});

export interface SidebarProviderProps {
  /**
   * Initial desktop state when uncontrolled.
   * @default the `sidebar_state` cookie, else `true`
   */
  defaultOpen?: boolean;
  /** Controlled desktop state (e.g. the app's `sidebarOpen`). */
  open?: boolean;
  /** Called with the new desktop state; the cookie is written either way. */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * Owns the sidebar state: expanded/collapsed on desktop (remembered in the `sidebar_state` cookie for 7 days),
 * a separate open flag for the mobile sheet, and the Ctrl/Cmd+B shortcut.
 */
export function SidebarProvider({
  defaultOpen,
  open: openProp,
  onOpenChange,
  children,
}: SidebarProviderProps) {
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const [openState, setOpenState] = useState(() => defaultOpen ?? readSidebarCookie() ?? true);
  const [openMobile, setOpenMobile] = useState(false);
  const open = openProp ?? openState;
  const sidebarId = useId();
  const [isPresent, setPresent] = useState(false);
  const presence = useMemo(() => ({ isPresent, setPresent }), [isPresent]);

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
      writeSidebarCookie(next);
    },
    [openProp, onOpenChange],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey
      ) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      sidebarId,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar, sidebarId],
  );

  return (
    <SidebarContext.Provider value={value}>
      <SidebarPresenceContext.Provider value={presence}>{children}</SidebarPresenceContext.Provider>
    </SidebarContext.Provider>
  );
}

/** The sidebar state and actions. Must be used inside `SidebarProvider`. */
export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>.');
  return context;
}

/** Like `useSidebar`, but `null` outside a provider: for components that also work outside the shell. */
export function useOptionalSidebar(): SidebarContextValue | null {
  return useContext(SidebarContext);
}

/** Internal: read or report whether the desktop sidebar element is mounted. */
export function useSidebarPresence() {
  return useContext(SidebarPresenceContext);
}
