import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from '../../constants';
import { createTooltipGroup, type TooltipGroup } from './tooltipTiming';

/**
 * How long a tooltip stays after the pointer leaves, so the pointer can move onto it (WCAG 1.4.13). Not a
 * spec value; it keeps the earlier behaviour and must not exceed the skip window (TOOLTIP_SKIP_DELAY), or a
 * tooltip would still show while the next one waits out its full delay.
 */
export const TOOLTIP_CLOSE_DELAY = 300;

interface TooltipDefaults {
  delay: number;
  closeDelay: number;
  /** Shares the warm state (skip window) between triggers, and the timers. */
  group: TooltipGroup;
}

/** One group for the whole app, on the browser's timers. */
const appGroup = createTooltipGroup({ skipDelay: TOOLTIP_SKIP_DELAY });

const TooltipDefaultsContext = createContext<TooltipDefaults>({
  delay: TOOLTIP_DELAY,
  closeDelay: TOOLTIP_CLOSE_DELAY,
  group: appGroup,
});

/**
 * Overrides tooltip timing for a subtree: the sidebar uses 0 ms delays; stories pass a group on a test clock.
 * Unset values come from the enclosing provider. Internal: not exported from the package.
 */
export function TooltipDefaultsProvider({
  children,
  ...overrides
}: Partial<TooltipDefaults> & { children: ReactNode }) {
  const parent = useContext(TooltipDefaultsContext);
  const delay = overrides.delay ?? parent.delay;
  const closeDelay = overrides.closeDelay ?? parent.closeDelay;
  const group = overrides.group ?? parent.group;
  const value = useMemo(() => ({ delay, closeDelay, group }), [delay, closeDelay, group]);
  return <TooltipDefaultsContext.Provider value={value}>{children}</TooltipDefaultsContext.Provider>;
}

export function useTooltipDefaults(): TooltipDefaults {
  return useContext(TooltipDefaultsContext);
}
