/**
 * "Jestem na miejscu" taps not yet taken by the server, kept in localStorage so a tap made without a connection
 * survives a reload and is sent when the phone is back online. Each holds the time of the tap, which becomes the
 * arrival time (the server accepts one from the last twelve hours: rule notice_arrival_time).
 */
export interface PendingArrival {
  noticeId: string;
  number: string;
  /** ISO instant of the tap. */
  arrivedAt: string;
}

export const ARRIVAL_OUTBOX_KEY = 'rampa.kierowca.pendingArrivals';

const isPending = (value: unknown): value is PendingArrival =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PendingArrival).noticeId === 'string' &&
  typeof (value as PendingArrival).number === 'string' &&
  !Number.isNaN(Date.parse((value as PendingArrival).arrivedAt));

export function readOutbox(storage: Pick<Storage, 'getItem'> = localStorage): PendingArrival[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ARRIVAL_OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

function writeOutbox(items: readonly PendingArrival[], storage: Pick<Storage, 'setItem' | 'removeItem'>) {
  if (items.length === 0) storage.removeItem(ARRIVAL_OUTBOX_KEY);
  else storage.setItem(ARRIVAL_OUTBOX_KEY, JSON.stringify(items));
}

/** Adds a tap; a second tap on the same notice keeps the first one's time. */
export function addToOutbox(item: PendingArrival, storage: Storage = localStorage): PendingArrival[] {
  const items = readOutbox(storage);
  if (items.some((i) => i.noticeId === item.noticeId)) return items;
  const next = [...items, item];
  writeOutbox(next, storage);
  return next;
}

export function removeFromOutbox(noticeId: string, storage: Storage = localStorage): PendingArrival[] {
  const next = readOutbox(storage).filter((i) => i.noticeId !== noticeId);
  writeOutbox(next, storage);
  return next;
}

/**
 * Sends every pending tap in order. A lost connection or a server error stops the run and keeps the rest for the
 * next one; a refusal (not his notice, no longer confirmed) drops the tap and is reported.
 */
export async function flushOutbox(
  send: (item: PendingArrival) => Promise<unknown>,
  isTransient: (error: unknown) => boolean,
  storage: Storage = localStorage,
): Promise<{
  sent: PendingArrival[];
  refused: { item: PendingArrival; error: unknown }[];
  /** A transient failure stopped the run: what is left should be tried again later. */
  stopped: boolean;
}> {
  const sent: PendingArrival[] = [];
  const refused: { item: PendingArrival; error: unknown }[] = [];
  for (const item of readOutbox(storage)) {
    try {
      await send(item);
      sent.push(item);
    } catch (error) {
      if (isTransient(error)) return { sent, refused, stopped: true };
      refused.push({ item, error });
    }
    removeFromOutbox(item.noticeId, storage);
  }
  return { sent, refused, stopped: false };
}
