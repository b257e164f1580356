import { describe, expect, it } from 'vitest';
import { createSlots } from './hash-slots';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('createSlots', () => {
  it('runs at most the limit at once, and the waiting ones in their order', async () => {
    const slots = createSlots(2);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const results = gates.map((g, index) =>
      slots.run(async () => {
        started.push(index);
        await g.opened;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([slots.running, slots.waiting]).toEqual([2, 3]);
    gates[1]!.open();
    expect(await results[1]).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    expect([slots.running, slots.waiting]).toEqual([2, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that failed', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.running).toBe(0);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => createSlots(0)).toThrow();
    expect(() => createSlots(1.5)).toThrow();
  });
});
