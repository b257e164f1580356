import { describe, expect, it } from 'vitest';
import { addToOutbox, ARRIVAL_OUTBOX_KEY, flushOutbox, readOutbox } from './arrivalOutbox';

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};
const tap = (n: number) => ({
  noticeId: `n${n}`,
  number: `AW/2026/11/000${n}`,
  arrivedAt: `2026-11-24T0${n}:00:00.000Z`,
});
class Offline extends Error {}

describe('the arrival outbox', () => {
  it('keeps taps across reads, the first time of a notice tapped twice, and ignores what is not a tap', () => {
    const storage = memoryStorage();
    addToOutbox(tap(1), storage);
    addToOutbox({ ...tap(1), arrivedAt: '2026-11-24T09:59:00.000Z' }, storage);
    addToOutbox(tap(2), storage);
    expect(readOutbox(storage)).toEqual([tap(1), tap(2)]);
    storage.setItem(ARRIVAL_OUTBOX_KEY, '[{"noticeId": 1}, "x"]');
    expect(readOutbox(storage)).toEqual([]);
    storage.setItem(ARRIVAL_OUTBOX_KEY, 'not json');
    expect(readOutbox(storage)).toEqual([]);
  });

  it('sends in order, stops at a lost connection keeping the rest, and drops a refused tap', async () => {
    const storage = memoryStorage();
    for (const n of [1, 2, 3]) addToOutbox(tap(n), storage);
    const sentIds: string[] = [];
    const offlineAt = 'n2';
    const first = await flushOutbox(
      async (item) => {
        if (item.noticeId === offlineAt) throw new Offline();
        sentIds.push(item.noticeId);
      },
      (error) => error instanceof Offline,
      storage,
    );
    expect(first).toMatchObject({ sent: [tap(1)], refused: [], stopped: true });
    expect(readOutbox(storage)).toEqual([tap(2), tap(3)]);

    const second = await flushOutbox(
      async (item) => {
        if (item.noticeId === 'n3') throw new Error('rule "notice_transition"');
        sentIds.push(item.noticeId);
      },
      (error) => error instanceof Offline,
      storage,
    );
    expect(second).toMatchObject({ sent: [tap(2)], refused: [{ item: tap(3) }], stopped: false });
    expect(readOutbox(storage)).toEqual([]);
    expect(storage.getItem(ARRIVAL_OUTBOX_KEY)).toBeNull();
    expect(sentIds).toEqual(['n1', 'n2']);
  });
});
