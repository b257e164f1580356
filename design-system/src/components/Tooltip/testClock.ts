import type { TimerId, TooltipTimers } from './tooltipTiming';

/** Timers that fire only when told to: tooltip stories and unit tests step the timing to the millisecond. */
export interface TestClock extends TooltipTimers {
  /** Milliseconds since the clock was created or reset. */
  now(): number;
  /** Moves time on by `ms`, firing every timer that falls due, in order (timers they set fire too). */
  advance(ms: number): void;
  /** Back to 0 with no pending timers. */
  reset(): void;
}

interface Pending {
  id: number;
  due: number;
  callback: () => void;
}

export function createTestClock(): TestClock {
  let now = 0;
  let nextId = 1;
  let pending: Pending[] = [];
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.push({ id, due: now + Math.max(0, ms), callback });
      // The ids only have to round-trip through clearTimeout; the cast keeps the browser's timer type.
      return id as unknown as TimerId;
    },
    clearTimeout(id) {
      pending = pending.filter((timer) => timer.id !== (id as unknown as number));
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = pending
          .filter((timer) => timer.due <= end)
          .sort((a, b) => a.due - b.due || a.id - b.id)[0];
        if (!next) break;
        pending = pending.filter((timer) => timer !== next);
        now = next.due;
        next.callback();
      }
      now = end;
    },
    reset() {
      now = 0;
      pending = [];
    },
  };
}
