import { beforeEach, describe, expect, it } from 'vitest';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from '../../constants';
import { createTestClock } from './testClock';
import { createTooltipGroup, type TooltipGroup, type TooltipTriggerTiming } from './tooltipTiming';

const clock = createTestClock();
let group: TooltipGroup;

/** A trigger whose open state is recorded, as React Aria's state would hold it. */
function trigger(timing: TooltipTriggerTiming = { delay: TOOLTIP_DELAY, closeDelay: TOOLTIP_SKIP_DELAY }) {
  const record = { isOpen: false, instant: false };
  const controller = group.createTrigger(
    () => timing,
    (isOpen, instant) => Object.assign(record, { isOpen, instant }),
  );
  return Object.assign(controller, { record });
}

/** Hovers `a` until its tooltip is open, then leaves it: the start of every skip-window case. */
function openThenLeave(a: ReturnType<typeof trigger>) {
  a.open();
  clock.advance(TOOLTIP_DELAY);
  expect(a.record.isOpen).toBe(true);
  a.close(false);
}

beforeEach(() => {
  clock.reset();
  group = createTooltipGroup({ skipDelay: TOOLTIP_SKIP_DELAY, timers: clock });
});

describe('tooltip delay (700 ms)', () => {
  it('opens exactly 700 ms after hover, with its animation', () => {
    const a = trigger();
    a.open();
    clock.advance(699);
    expect(a.record.isOpen).toBe(false);
    clock.advance(1);
    expect(a.record).toEqual({ isOpen: true, instant: false });
  });

  it('does not open when the pointer leaves first', () => {
    const a = trigger();
    a.open();
    clock.advance(699);
    a.close(false);
    clock.advance(10_000);
    expect(a.record.isOpen).toBe(false);
    expect(group.isWarm()).toBe(false);
  });

  it('opens at once with a delay of 0 (the sidebar), replacing an open tooltip', () => {
    const a = trigger();
    a.open();
    clock.advance(700);
    expect(a.record.isOpen).toBe(true);
    const b = trigger({ delay: 0, closeDelay: 0 });
    b.open();
    expect(b.record.isOpen).toBe(true);
    expect(a.record.isOpen).toBe(false);
  });
});

describe('skip window (300 ms after leaving)', () => {
  it('at 299 ms another trigger opens at once, without animation, and replaces the first', () => {
    const a = trigger();
    const b = trigger();
    openThenLeave(a);
    clock.advance(299);
    expect(group.isWarm()).toBe(true);
    b.open();
    expect(b.record).toEqual({ isOpen: true, instant: true });
    expect(a.record).toEqual({ isOpen: false, instant: true });
  });

  it('at 301 ms the 700 ms delay applies again', () => {
    const a = trigger();
    const b = trigger();
    openThenLeave(a);
    clock.advance(301);
    expect(group.isWarm()).toBe(false);
    b.open();
    clock.advance(699);
    expect(b.record.isOpen).toBe(false);
    clock.advance(1);
    expect(b.record.isOpen).toBe(true);
  });

  it('is exactly 300 ms also without a close delay (React Aria keeps at least 500)', () => {
    const a = trigger({ delay: TOOLTIP_DELAY, closeDelay: 0 });
    openThenLeave(a);
    expect(a.record.isOpen).toBe(false);
    clock.advance(TOOLTIP_SKIP_DELAY - 1);
    expect(group.isWarm()).toBe(true);
    clock.advance(1);
    expect(group.isWarm()).toBe(false);
  });

  it('keeps a lingering tooltip open when the pointer comes back, and restarts the window on the next leave', () => {
    const a = trigger();
    const b = trigger();
    openThenLeave(a);
    clock.advance(200);
    a.open();
    clock.advance(1000);
    expect(a.record.isOpen).toBe(true);
    expect(group.isWarm()).toBe(true);
    a.close(false);
    clock.advance(299);
    b.open();
    expect(b.record.isOpen).toBe(true);
  });

  it('starts after Escape too (an immediate close)', () => {
    const a = trigger();
    const b = trigger();
    a.open();
    clock.advance(TOOLTIP_DELAY);
    a.close(true);
    expect(a.record).toEqual({ isOpen: false, instant: false });
    clock.advance(299);
    b.open();
    expect(b.record.isOpen).toBe(true);
  });
});

describe('close delay', () => {
  it('keeps the tooltip for closeDelay ms after the pointer leaves', () => {
    const a = trigger({ delay: TOOLTIP_DELAY, closeDelay: 300 });
    openThenLeave(a);
    clock.advance(299);
    expect(a.record.isOpen).toBe(true);
    clock.advance(1);
    expect(a.record).toEqual({ isOpen: false, instant: false });
  });

  it('a controlled open tooltip (sync) is replaced when another opens', () => {
    const a = trigger();
    const b = trigger();
    a.sync(true);
    a.record.isOpen = true;
    b.open();
    clock.advance(TOOLTIP_DELAY);
    expect(b.record.isOpen).toBe(true);
    expect(a.record.isOpen).toBe(false);
  });

  it('dispose drops pending timers', () => {
    const a = trigger();
    a.open();
    a.dispose();
    clock.advance(TOOLTIP_DELAY);
    expect(a.record.isOpen).toBe(false);
  });
});
