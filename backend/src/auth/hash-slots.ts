import { availableParallelism } from 'node:os';

/** Runs at most `limit` tasks at once; the others wait their turn, first come first served. */
export interface Slots {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running, and waiting. */
  readonly running: number;
  readonly waiting: number;
}

export function createSlots(limit: number): Slots {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`a slot count must be a positive integer, got ${limit}`);
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };
  return {
    async run(task) {
      // A finished task hands its slot straight to the next one waiting, so `running` never passes the limit.
      if (running < limit) running++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * Password hashes (argon2id: ~25 ms of one core each, on libuv's thread pool) take half the cores at most. Without
 * a bound a burst of sign-ins fills the whole pool (4 threads) and both cores: the JWT signatures, response
 * compression and file reads of every other request queue behind the hashes. With it, sign-ins wait for one
 * another (a waiting one costs nothing), and the rest of the server keeps the other half.
 */
export const PASSWORD_HASH_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2));
