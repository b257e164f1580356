import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types';
import { YamlCache } from '../yaml-cache';
import { parseCron, type CronSchedule } from './cron-expression';

/**
 * Hasura's cron triggers, run by this backend as Hasura runs them, so a project's `metadata/cron_triggers.yaml`
 * works here and on Nhost alike:
 *
 * - each trigger's schedule (UTC) makes events in `hdb_catalog.hdb_cron_events`, one per firing, unique per
 *   trigger and time, so any number of backends on one database make each event once;
 * - a due event is claimed by one conditional UPDATE (`status = 'scheduled'` → `locked`, `SKIP LOCKED`), so
 *   exactly one backend POSTs it: `{ scheduled_time, payload, name, comment, id }` with the trigger's headers;
 * - a 2xx answer delivers it; anything else (or no answer within `timeout_seconds`) is retried after
 *   `retry_interval_seconds`, `num_retries` times, then it is `error`; an event that waited longer than
 *   `tolerance_seconds` (default 6 h, the backend was down) is `dead` instead of sent late.
 *
 * Time comes from `now()` (a fake clock in tests); `tick()` does one round, `start()` runs rounds on a timer.
 */
export interface CronTrigger {
  name: string;
  webhook: string;
  schedule: string;
  payload?: unknown;
  comment?: string;
  headers: { name: string; value?: string; value_from_env?: string }[];
  retry: {
    numRetries: number;
    retryIntervalSeconds: number;
    timeoutSeconds: number;
    toleranceSeconds: number;
  };
}

export interface CronScheduler {
  readonly triggers: readonly CronTrigger[];
  /** Makes the events due by now and delivers them; resolves when this round's deliveries are done. */
  tick(): Promise<void>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

interface RawTrigger {
  name?: unknown;
  webhook?: unknown;
  schedule?: unknown;
  payload?: unknown;
  comment?: unknown;
  headers?: unknown;
  retry_conf?: {
    num_retries?: number;
    retry_interval_seconds?: number;
    timeout_seconds?: number;
    tolerance_seconds?: number;
  };
}

/**
 * The cron triggers of `<projectDir>/metadata/cron_triggers.yaml`; none when the file is missing. With
 * `cacheFile` the parsed file is kept there for the next process (yaml-cache.ts).
 */
export async function loadCronTriggers(
  projectDir: string,
  { cacheFile }: { cacheFile?: string } = {},
): Promise<CronTrigger[]> {
  let text: string;
  try {
    text = await readFile(join(projectDir, 'metadata', 'cron_triggers.yaml'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const cache = new YamlCache(cacheFile);
  const raw = (cache.parse(text) ?? []) as RawTrigger[];
  cache.save();
  if (!Array.isArray(raw)) throw new Error('cron_triggers.yaml must be a list');
  return raw.map((entry, index) => {
    if (
      typeof entry.name !== 'string' ||
      typeof entry.webhook !== 'string' ||
      typeof entry.schedule !== 'string'
    ) {
      throw new Error(`cron_triggers.yaml entry ${index + 1} needs name, webhook and schedule`);
    }
    parseCron(entry.schedule);
    const retry = entry.retry_conf ?? {};
    return {
      name: entry.name,
      webhook: entry.webhook,
      schedule: entry.schedule,
      ...(entry.payload !== undefined && { payload: entry.payload }),
      ...(typeof entry.comment === 'string' && { comment: entry.comment }),
      headers: Array.isArray(entry.headers) ? (entry.headers as CronTrigger['headers']) : [],
      retry: {
        numRetries: retry.num_retries ?? 0,
        retryIntervalSeconds: retry.retry_interval_seconds ?? 10,
        timeoutSeconds: retry.timeout_seconds ?? 60,
        toleranceSeconds: retry.tolerance_seconds ?? 21_600,
      },
    };
  });
}

// Hasura's own catalog tables, kept to the columns this scheduler uses.
const CATALOG = [
  `CREATE SCHEMA IF NOT EXISTS hdb_catalog`,
  `CREATE TABLE IF NOT EXISTS hdb_catalog.hdb_cron_events (
    id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
    trigger_name text NOT NULL,
    scheduled_time timestamptz NOT NULL,
    status text NOT NULL DEFAULT 'scheduled'
      CHECK (status IN ('scheduled', 'locked', 'delivered', 'error', 'dead')),
    tries integer NOT NULL DEFAULT 0,
    created_at timestamptz DEFAULT now(),
    next_retry_at timestamptz,
    locked_at timestamptz,
    CONSTRAINT hdb_cron_events_unique_scheduled UNIQUE (trigger_name, scheduled_time)
  )`,
  `CREATE INDEX IF NOT EXISTS hdb_cron_event_status ON hdb_catalog.hdb_cron_events (status)`,
  `CREATE TABLE IF NOT EXISTS hdb_catalog.hdb_cron_event_invocation_logs (
    id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
    event_id text REFERENCES hdb_catalog.hdb_cron_events (id) ON DELETE CASCADE,
    status integer,
    request json,
    response json,
    created_at timestamptz DEFAULT now()
  )`,
];

/** How far ahead events are made (Hasura makes the next hundred). */
const LOOKAHEAD_MS = 3_600_000;

interface EventRow {
  id: string;
  trigger_name: string;
  scheduled_time: Date | string;
  tries: number;
}

/** `{{NAME}}` in a webhook URL is the environment variable NAME, as Hasura resolves it. */
function resolveTemplate(value: string, env: NodeJS.ProcessEnv): string {
  return value.replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g, (_, name: string) => {
    const found = env[name];
    if (found === undefined) throw new Error(`the environment variable ${name} is not set`);
    return found;
  });
}

export function createCronScheduler({
  db,
  triggers,
  log,
  now = () => new Date(),
  env = process.env,
  fetch: send = fetch,
}: {
  db: Database;
  triggers: readonly CronTrigger[];
  log: FastifyBaseLogger;
  now?: () => Date;
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}): CronScheduler {
  const schedules = new Map<string, CronSchedule>(triggers.map((t) => [t.name, parseCron(t.schedule)]));
  const byName = new Map(triggers.map((t) => [t.name, t]));
  let prepared: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  // Taken in turns (an advisory lock): two backends starting together would race on CREATE SCHEMA.
  const prepare = () =>
    (prepared ??= db
      .transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('hdb_catalog.hdb_cron_events'))");
        for (const statement of CATALOG) await tx.query(statement);
      })
      .catch((error: unknown) => {
        prepared = undefined;
        throw error;
      }));

  /**
   * Inserts the firings of the next hour after the trigger's latest event: a new trigger starts from now (as
   * Hasura's does), one whose backend was down catches up only within its tolerance.
   */
  const schedule = async (at: Date) => {
    for (const trigger of triggers) {
      const { rows } = await db.query<{ latest: Date | string | null }>(
        'SELECT max(scheduled_time) AS latest FROM hdb_catalog.hdb_cron_events WHERE trigger_name = $1',
        [trigger.name],
      );
      const floor = at.getTime() - trigger.retry.toleranceSeconds * 1000;
      const latest = rows[0]?.latest ? new Date(rows[0].latest).getTime() : at.getTime();
      const firings = schedules
        .get(trigger.name)!
        .between(new Date(Math.max(latest, floor)), new Date(at.getTime() + LOOKAHEAD_MS), 100);
      if (firings.length === 0) continue;
      await db.query(
        `INSERT INTO hdb_catalog.hdb_cron_events (trigger_name, scheduled_time)
         SELECT $1, unnest($2::timestamptz[]) ON CONFLICT DO NOTHING`,
        [trigger.name, firings.map((d) => d.toISOString())],
      );
    }
  };

  const deliver = async (event: EventRow, trigger: CronTrigger, at: Date) => {
    const scheduledTime = new Date(event.scheduled_time);
    const body = {
      scheduled_time: scheduledTime.toISOString(),
      payload: trigger.payload ?? null,
      name: trigger.name,
      comment: trigger.comment ?? null,
      id: event.id,
    };
    let status: number | null = null;
    let response: string;
    try {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      for (const header of trigger.headers) {
        const value = header.value_from_env !== undefined ? env[header.value_from_env] : header.value;
        if (value !== undefined) headers[header.name.toLowerCase()] = value;
      }
      const answer = await send(resolveTemplate(trigger.webhook, env), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(trigger.retry.timeoutSeconds * 1000),
      });
      status = answer.status;
      response = (await answer.text()).slice(0, 10_000);
    } catch (error) {
      response = error instanceof Error ? error.message : String(error);
    }
    const ok = status !== null && status >= 200 && status < 300;
    await db.query(
      `INSERT INTO hdb_catalog.hdb_cron_event_invocation_logs (event_id, status, request, response)
       VALUES ($1, $2, $3, $4)`,
      [event.id, status, JSON.stringify({ payload: body }), JSON.stringify({ body: response })],
    );
    if (ok) {
      await db.query(`UPDATE hdb_catalog.hdb_cron_events SET status = 'delivered' WHERE id = $1`, [event.id]);
      return;
    }
    const retry = event.tries <= trigger.retry.numRetries;
    log.warn({ trigger: trigger.name, status, tries: event.tries, retry }, 'a cron trigger webhook failed');
    await db.query(
      `UPDATE hdb_catalog.hdb_cron_events
          SET status = $2, next_retry_at = $3, locked_at = NULL WHERE id = $1`,
      [
        event.id,
        retry ? 'scheduled' : 'error',
        retry ? new Date(at.getTime() + trigger.retry.retryIntervalSeconds * 1000).toISOString() : null,
      ],
    );
  };

  const round = async () => {
    await prepare();
    const at = now();
    await schedule(at);
    // A backend that died holding an event leaves it locked; after ten minutes another takes it over.
    await db.query(
      `UPDATE hdb_catalog.hdb_cron_events SET status = 'scheduled', locked_at = NULL
        WHERE status = 'locked' AND locked_at < $1`,
      [new Date(at.getTime() - 600_000).toISOString()],
    );
    for (const trigger of triggers) {
      await db.query(
        `UPDATE hdb_catalog.hdb_cron_events SET status = 'dead'
          WHERE trigger_name = $1 AND status = 'scheduled' AND scheduled_time < $2`,
        [trigger.name, new Date(at.getTime() - trigger.retry.toleranceSeconds * 1000).toISOString()],
      );
    }
    const { rows } = await db.query<EventRow>(
      `UPDATE hdb_catalog.hdb_cron_events e
          SET status = 'locked', tries = e.tries + 1, locked_at = $1
        WHERE e.id IN (
                SELECT id FROM hdb_catalog.hdb_cron_events
                 WHERE status = 'scheduled' AND coalesce(next_retry_at, scheduled_time) <= $1
                   AND trigger_name = ANY($2::text[])
                 ORDER BY scheduled_time LIMIT 20 FOR UPDATE SKIP LOCKED
              )
          AND e.status = 'scheduled'
      RETURNING e.id, e.trigger_name, e.scheduled_time, e.tries`,
      [at.toISOString(), [...byName.keys()]],
    );
    await Promise.all(rows.map((event) => deliver(event, byName.get(event.trigger_name)!, at)));
  };

  const tick = () => {
    running = running.then(round, round);
    return running;
  };

  return {
    triggers,
    tick,
    start(intervalMs) {
      const loop = () => {
        tick()
          .catch((error: unknown) => log.warn({ err: error }, 'a cron scheduler round failed'))
          .finally(() => {
            if (timer) timer = setTimeout(loop, intervalMs);
          });
      };
      timer = setTimeout(loop, Math.min(intervalMs, 1000));
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running.catch(() => undefined);
    },
  };
}
