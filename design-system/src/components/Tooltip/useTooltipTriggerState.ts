import { useEffect, useMemo, useRef, useState } from 'react';
import type { TooltipRenderProps } from 'react-aria-components';
import type { TooltipGroup, TooltipTriggerTiming } from './tooltipTiming';

/** React Aria's tooltip state shape (what `useTooltipTrigger`, `useTooltip` and RAC's `Tooltip` read). */
export type TooltipTriggerState = TooltipRenderProps['state'];

export interface TooltipTriggerStateOptions extends TooltipTriggerTiming {
  isOpen?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
}

/**
 * Drop-in for react-stately's `useTooltipTriggerState`, with the timing of `tooltipTiming.ts` (an exact skip
 * window instead of its 500 ms floor). Controlled (`isOpen`) or uncontrolled (`defaultOpen`).
 */
export function useTooltipTriggerState(
  {
    delay,
    closeDelay,
    isOpen: controlledOpen,
    defaultOpen = false,
    onOpenChange,
  }: TooltipTriggerStateOptions,
  group: TooltipGroup,
): TooltipTriggerState {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [shouldSkipAnimation, setShouldSkipAnimation] = useState(false);
  const isOpen = controlledOpen ?? uncontrolledOpen;

  // The controller outlives renders; it reads the latest props through this ref.
  const latest = useRef({
    delay,
    closeDelay,
    isOpen,
    isControlled: controlledOpen !== undefined,
    onOpenChange,
  });
  useEffect(() => {
    latest.current = { delay, closeDelay, isOpen, isControlled: controlledOpen !== undefined, onOpenChange };
  });

  const controller = useMemo(
    () =>
      group.createTrigger(
        () => latest.current,
        (open, instant) => {
          setShouldSkipAnimation(instant);
          if (!latest.current.isControlled) setUncontrolledOpen(open);
          if (open !== latest.current.isOpen) latest.current.onOpenChange?.(open);
          latest.current.isOpen = open;
        },
      ),
    [group],
  );

  useEffect(() => controller.sync(isOpen), [controller, isOpen]);
  useEffect(() => () => controller.dispose(), [controller]);

  return useMemo(
    () => ({
      isOpen,
      shouldSkipAnimation,
      // React Aria asks for an immediate open on keyboard focus; the spec wants the delay for focus too.
      open: () => controller.open(),
      close: (immediate?: boolean) => controller.close(immediate ?? false),
    }),
    [controller, isOpen, shouldSkipAnimation],
  );
}
