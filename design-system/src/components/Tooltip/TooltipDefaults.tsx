import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from '../../constants';

interface TooltipDefaults {
  delay: number;
  closeDelay: number;
}

const TooltipDefaultsContext = createContext<TooltipDefaults>({
  delay: TOOLTIP_DELAY,
  closeDelay: TOOLTIP_SKIP_DELAY,
});

/** Overrides tooltip timing for a subtree (the sidebar uses 0 ms). Internal: not exported from the package. */
export function TooltipDefaultsProvider({
  delay,
  closeDelay,
  children,
}: TooltipDefaults & { children: ReactNode }) {
  const value = useMemo(() => ({ delay, closeDelay }), [delay, closeDelay]);
  return <TooltipDefaultsContext.Provider value={value}>{children}</TooltipDefaultsContext.Provider>;
}

export function useTooltipDefaults(): TooltipDefaults {
  return useContext(TooltipDefaultsContext);
}
