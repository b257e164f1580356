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

/** libuv's thread pool, where argon2, JWT signatures (WebCrypto), zlib and file reads run: 4 unless set. */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * How many password hashes (argon2id: ~25 ms of one core each, on libuv's thread pool) run at once by default: one
 * per core, and never the whole pool. Without a bound a burst of sign-ins took all 4 threads of the pool, so the
 * JWT signatures and response compression of every other request queued behind the hashes; two threads are now
 * always theirs. Sign-ins over the bound wait for one another (a waiting one costs nothing). One slot on 2 cores
 * would keep a core from hashing too, but sign-ins then fall behind whenever the machine is busy with anything
 * else (the mixed load's sign-ins waited past its 10 s timeout on a shared machine).
 */
export const PASSWORD_HASH_SLOTS = Math.max(1, Math.min(availableParallelism(), THREAD_POOL_SIZE - 2));
