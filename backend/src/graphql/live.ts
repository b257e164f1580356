import type { Model } from './model';

/**
 * Wakes live queries after a write (issues 12 and 17). A subscription re-runs on its interval anyway (the fallback
 * for changes made outside the API: cron, psql); a committed mutation, here or (on PostgreSQL, through
 * `NOTIFY rampa_live`) on another server, wakes the subscriptions that read a table it wrote, soon:
 *
 * - changes are gathered for `debounceMs` and then delivered at once (a burst of mutations is one wake);
 * - a subscription woken again within `minGapMs` of its last woken run waits for the rest of that gap, and one
 *   woken while it runs runs once more after it (never two runs of one subscription at a time).
 */
export interface LiveQueryOptions {
  /** How long changes are gathered before the affected subscriptions are woken. */
  debounceMs: number;
  /** The least time between two woken runs of one subscription. */
  minGapMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveQueryOptions = { debounceMs: 5, minGapMs: 50 };

/** Tables as `schema.name`; `undefined` means any table (unknown reads or writes). */
export type TableSet = ReadonlySet<string> | undefined;

export interface LiveSubscriber {
  /** The tables the subscription's statement reads. */
  reads(): TableSet;
  wake(): void;
}

export interface LiveStats {
  /** Deliveries of gathered changes. */
  wakes: number;
  /** Statements run by live queries (first runs, woken runs and interval runs). */
  runs: number;
}

export class LiveQueries {
  private readonly subscribers = new Set<LiveSubscriber>();
  private pending: Set<string> | 'all' | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly counters: LiveStats = { wakes: 0, runs: 0 };
  readonly options: LiveQueryOptions;

  constructor(options: Partial<LiveQueryOptions> = {}) {
    this.options = { ...DEFAULT_LIVE_OPTIONS, ...options };
  }

  /** Adds a subscriber; the returned function removes it. */
  add(subscriber: LiveSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** A committed change wrote `tables` (`undefined`: possibly any table). */
  changed(tables: Iterable<string> | undefined): void {
    if (tables === undefined) this.pending = 'all';
    else if (this.pending !== 'all') {
      this.pending ??= new Set();
      for (const table of tables) this.pending.add(table);
      if (this.pending.size === 0) this.pending = undefined;
    }
    if (this.pending !== undefined && this.timer === undefined) {
      this.timer = setTimeout(() => this.deliver(), this.options.debounceMs);
    }
  }

  /** Counts one run of a live query. */
  ran(): void {
    this.counters.runs += 1;
  }

  stats(): LiveStats {
    return { ...this.counters };
  }

  get size(): number {
    return this.subscribers.size;
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
  }

  private deliver(): void {
    this.timer = undefined;
    const written = this.pending;
    this.pending = undefined;
    if (written === undefined) return;
    this.counters.wakes += 1;
    for (const subscriber of this.subscribers) {
      const reads = subscriber.reads();
      if (written === 'all' || reads === undefined || intersects(reads, written)) subscriber.wake();
    }
  }
}

function intersects(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const item of a.size <= b.size ? a : b) if ((a.size <= b.size ? b : a).has(item)) return true;
  return false;
}

/** Per model: `schema.name` of each tracked table → whether it is a plain table. */
const tableIndex = new WeakMap<Model, Map<string, boolean>>();

const QUALIFIED_NAME = /"((?:[^"]|"")+)"\."((?:[^"]|"")+)"/g;

/**
 * The tracked tables a compiled statement reads: every quoted `"schema"."name"` in it that names one (the compiler
 * writes tables only so; `"alias"."column"` pairs name none). `undefined` when it reads a view, whose base tables
 * are not known here.
 */
export function tablesRead(sql: string, model: Model): TableSet {
  let byName = tableIndex.get(model);
  if (!byName) {
    byName = new Map(model.tables.map((t) => [`${t.schema}.${t.name}`, t.mutable]));
    tableIndex.set(model, byName);
  }
  const found = new Set<string>();
  for (const match of sql.matchAll(QUALIFIED_NAME)) {
    const schema = match[1]!.replace(/""/g, '"');
    const name = match[2]!.replace(/""/g, '"');
    const key = `${schema}.${name}`;
    const mutable = byName.get(key);
    if (mutable === undefined) continue;
    if (!mutable) return undefined;
    found.add(key);
  }
  return found;
}
