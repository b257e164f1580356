/**
 * Tooltip timing (spec §9): a tooltip opens `delay` ms after hover; once one has been shown, the group stays
 * "warm" for exactly `skipDelay` ms after the pointer leaves it, and a trigger hovered meanwhile opens at once.
 *
 * Why not React Aria's `useTooltipTriggerState`: it keeps the warm window for `max(500, closeDelay)` ms, a
 * floor fixed inside react-stately, so a 300 ms skip window cannot be expressed with it. This module is the
 * replacement state; `useTooltipTriggerState.ts` adapts it to React Aria's `TooltipTriggerState`.
 *
 * No React and no globals: timers are injected, so a story or a unit test can drive the same code with a
 * manual clock (`testClock.ts`), and each group (one per app by default) has its own warm state.
 */

export type TimerId = ReturnType<typeof setTimeout>;

/** Where the delays come from: the browser in production, a manual clock in tests. */
export interface TooltipTimers {
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

export const browserTimers: TooltipTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id),
};

export interface TooltipTriggerTiming {
  /** Hover delay before opening (ms); 0 opens at once. */
  delay: number;
  /** How long an open tooltip stays after the pointer leaves, so the pointer can reach it (ms). */
  closeDelay: number;
}

/** The timing side of one trigger; React Aria's `useTooltipTrigger` calls `open`/`close` through the state. */
export interface TooltipTriggerController {
  /**
   * Hover or focus began (or the pointer is on the tooltip). Keyboard focus waits the same delay as hover
   * (spec §9: "700 ms after hover or focus"), so tabbing along a toolbar does not flash every tooltip.
   */
  open(): void;
  /** Hover or focus ended. `immediate` (Escape, press, blur) hides without the close delay. */
  close(immediate: boolean): void;
  /** Tells the group about an open state set from outside (controlled `isOpen`, `defaultOpen`). */
  sync(isOpen: boolean): void;
  /** Drops pending timers (unmount). The controller stays usable. */
  dispose(): void;
}

/** `instant`: swap without the enter/exit animation (moving between tooltips while warm). */
export type TooltipOpenChange = (isOpen: boolean, instant: boolean) => void;

export interface TooltipGroup {
  readonly skipDelay: number;
  /** Whether a trigger hovered now would open without its delay. */
  isWarm(): boolean;
  createTrigger(getTiming: () => TooltipTriggerTiming, onChange: TooltipOpenChange): TooltipTriggerController;
}

export function createTooltipGroup({
  skipDelay,
  timers = browserTimers,
}: {
  skipDelay: number;
  timers?: TooltipTimers;
}): TooltipGroup {
  let warm = false;
  let cooldown: TimerId | undefined;
  /** Triggers whose tooltip is showing (or lingering for its close delay). At most one after a hover. */
  const shown = new Set<{ hideNow(instant: boolean): void }>();

  const stopCooldown = () => {
    if (cooldown !== undefined) timers.clearTimeout(cooldown);
    cooldown = undefined;
  };
  const startCooldown = () => {
    stopCooldown();
    cooldown = timers.setTimeout(() => {
      cooldown = undefined;
      warm = false;
    }, skipDelay);
  };

  return {
    skipDelay,
    isWarm: () => warm,
    createTrigger(getTiming, onChange) {
      let openTimer: TimerId | undefined;
      let closeTimer: TimerId | undefined;
      const clearTimers = () => {
        if (openTimer !== undefined) timers.clearTimeout(openTimer);
        if (closeTimer !== undefined) timers.clearTimeout(closeTimer);
        openTimer = closeTimer = undefined;
      };

      const self = {
        hideNow(instant: boolean) {
          clearTimers();
          if (shown.delete(self)) onChange(false, instant);
        },
      };

      const show = (instant: boolean) => {
        clearTimers();
        for (const other of shown) if (other !== self) other.hideNow(true);
        shown.add(self);
        warm = true;
        stopCooldown();
        onChange(true, instant);
      };

      return {
        open() {
          if (closeTimer !== undefined) timers.clearTimeout(closeTimer);
          closeTimer = undefined;
          if (shown.has(self)) {
            // Back on a lingering tooltip (or onto the tooltip itself): keep it, and stay warm.
            warm = true;
            stopCooldown();
            return;
          }
          if (warm || getTiming().delay <= 0) show(warm);
          else if (openTimer === undefined) {
            openTimer = timers.setTimeout(() => {
              openTimer = undefined;
              show(false);
            }, getTiming().delay);
          }
        },
        close(immediate) {
          if (openTimer !== undefined) timers.clearTimeout(openTimer);
          openTimer = undefined;
          if (!shown.has(self)) return;
          // The skip window counts from the moment the pointer leaves, not from when the tooltip disappears.
          startCooldown();
          const { closeDelay } = getTiming();
          if (immediate || closeDelay <= 0) self.hideNow(false);
          else if (closeTimer === undefined) {
            closeTimer = timers.setTimeout(() => {
              closeTimer = undefined;
              self.hideNow(false);
            }, closeDelay);
          }
        },
        sync(isOpen) {
          if (isOpen) shown.add(self);
          else {
            if (closeTimer !== undefined) timers.clearTimeout(closeTimer);
            closeTimer = undefined;
            shown.delete(self);
          }
        },
        dispose() {
          clearTimers();
          shown.delete(self);
        },
      };
    },
  };
}
