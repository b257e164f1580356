import type { FastifyInstance } from 'fastify';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LiveQueries, tablesRead } from './live';
import type { Model } from './model';
import { graphqlEngineOf, liveQueriesOf } from './plugin';
import {
  ADMIN_SECRET,
  applyMigrations,
  BACKENDS,
  buildTestApp,
  FIXTURE_DIR,
  openTestPostgres,
  type TestDatabase,
} from './testing';

/** Longer than any test here: a result that arrives came from a wake, not from the interval. */
const NEVER_MS = 600_000;
const admin = { 'x-hasura-admin-secret': ADMIN_SECRET };

function client(app: FastifyInstance): Client {
  const address = app.server.address() as { port: number };
  return createClient({
    url: `ws://127.0.0.1:${address.port}/v1/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { headers: admin },
    retryAttempts: 0,
    lazy: true,
  });
}

/** Every result of one subscription, as they come. */
function watch(c: Client, query: string) {
  const results: ExecutionResult[] = [];
  const errors: unknown[] = [];
  const stop = c.subscribe(
    { query },
    {
      next: (value) => void results.push(value as ExecutionResult),
      error: (e) => errors.push(e),
      complete: () => {},
    },
  );
  return { results, errors, stop };
}

async function mutate(app: FastifyInstance, query: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: admin,
    payload: { query },
  });
  expect(response.json()).toHaveProperty('data');
}

async function startApp(db: TestDatabase['db'], intervalMs = NEVER_MS) {
  const app = await buildTestApp(db, { liveQueryIntervalMs: intervalMs });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const count = (r: ExecutionResult | undefined) =>
  (r?.data as { authors_aggregate?: { aggregate: { count: number } } } | undefined)?.authors_aggregate
    ?.aggregate.count;

describe('LiveQueries', () => {
  const subscriber = (reads: ReadonlySet<string> | undefined) => {
    const s = { woken: 0, reads: () => reads, wake: () => void (s.woken += 1) };
    return s;
  };

  it('wakes, after the debounce and once per burst, only the subscribers reading a written table', async () => {
    const live = new LiveQueries({ debounceMs: 5 });
    const authors = subscriber(new Set(['public.authors']));
    const articles = subscriber(new Set(['public.articles']));
    const unknown = subscriber(undefined);
    for (const s of [authors, articles, unknown]) live.add(s);
    for (let i = 0; i < 10; i++) live.changed(['public.authors']);
    expect(authors.woken).toBe(0);
    await expect.poll(() => authors.woken).toBe(1);
    expect(articles.woken).toBe(0);
    expect(unknown.woken).toBe(1);
    live.changed(undefined);
    await expect.poll(() => articles.woken).toBe(1);
    expect(live.stats().wakes).toBe(2);
    live.changed([]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(live.stats().wakes).toBe(2);
    live.close();
  });

  it('reads the tracked tables of a statement; a view means any table', () => {
    const model = {
      tables: [
        { schema: 'public', name: 'authors', mutable: true },
        { schema: 'public', name: 'article_stats', mutable: false },
      ],
    } as unknown as Model;
    expect(tablesRead('SELECT "_0"."id" FROM "public"."authors" AS "_0"', model)).toEqual(
      new Set(['public.authors']),
    );
    expect(tablesRead('SELECT 1 FROM "public"."other"', model)).toEqual(new Set());
    expect(tablesRead('SELECT 1 FROM "public"."authors", "public"."article_stats"', model)).toBeUndefined();
  });
});

describe.each(BACKENDS)('live queries woken by mutations ($name)', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    await applyMigrations(database.db, FIXTURE_DIR);
    // A write the mutation does not name: inserting an article touches its author.
    await database.db.exec(`
      CREATE FUNCTION public.touch_author() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE public.authors SET rating = coalesce(rating, 0) + 1 WHERE id = NEW.author_id; RETURN NEW; END $$;
      CREATE TRIGGER articles_touch_author AFTER INSERT ON public.articles
        FOR EACH ROW EXECUTE FUNCTION public.touch_author();`);
    app = await startApp(database.db);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 60_000);

  it('sends a mutation’s change long before the interval, and re-runs only subscriptions of written tables', async () => {
    const c = client(app);
    const authors = watch(c, 'subscription { authors_aggregate { aggregate { count } } }');
    const comments = watch(c, 'subscription { articles(where: {id: {_is_null: true}}) { id } }');
    await expect.poll(() => authors.results.length + comments.results.length, { timeout: 20_000 }).toBe(2);
    const live = liveQueriesOf(app)!;
    const before = live.stats();
    await mutate(app, 'mutation { insert_authors_one(object: {name: "Obudzony"}) { id } }');
    await expect.poll(() => authors.results.length, { timeout: 20_000 }).toBe(2);
    expect(count(authors.results[1])).toBe(count(authors.results[0])! + 1);
    // Only the authors subscription ran again: the articles one reads no table the mutation wrote.
    expect(live.stats().runs - before.runs).toBe(1);
    expect(comments.results).toHaveLength(1);
    authors.stop();
    comments.stop();
    await c.dispose();
  }, 60_000);

  it('wakes subscriptions of a table that a trigger of the mutation wrote', async () => {
    const c = client(app);
    const ratings = watch(c, 'subscription { authors(where: {id: {_eq: 2}}) { rating } }');
    await expect.poll(() => ratings.results.length, { timeout: 20_000 }).toBe(1);
    await mutate(
      app,
      'mutation { insert_articles_one(object: {title: "Wyzwalacz", author_id: 2, views: 1}) { id } }',
    );
    await expect.poll(() => ratings.results.length, { timeout: 20_000 }).toBe(2);
    ratings.stop();
    await c.dispose();
  }, 60_000);

  it('coalesces a burst of mutations into far fewer runs, and the last result has them all', async () => {
    const c = client(app);
    const authors = watch(c, 'subscription { authors_aggregate { aggregate { count } } }');
    await expect.poll(() => authors.results.length, { timeout: 20_000 }).toBe(1);
    const start = count(authors.results[0])!;
    const live = liveQueriesOf(app)!;
    const before = live.stats();
    const burst = 20;
    await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        mutate(app, `mutation { insert_authors_one(object: {name: "Seria ${i}"}) { id } }`),
      ),
    );
    await expect.poll(() => count(authors.results.at(-1)), { timeout: 20_000 }).toBe(start + burst);
    const runs = live.stats().runs - before.runs;
    const wakes = live.stats().wakes - before.wakes;
    // Each run of a woken subscription waits for the least gap after the one before: a burst is a few runs.
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(runs).toBeLessThan(burst / 2);
    expect(wakes).toBeLessThanOrEqual(burst);
    authors.stop();
    await c.dispose();
  }, 60_000);

  it('still sends changes made outside the API at the interval', async () => {
    const polling = await startApp(database.db, 200);
    try {
      const c = client(polling);
      const authors = watch(c, 'subscription { authors_aggregate { aggregate { count } } }');
      await expect.poll(() => authors.results.length, { timeout: 20_000 }).toBe(1);
      await database.db.query(`INSERT INTO public.authors (name) VALUES ('Z psql')`);
      await expect.poll(() => authors.results.length, { timeout: 20_000 }).toBe(2);
      expect(count(authors.results[1])).toBe(count(authors.results[0])! + 1);
      authors.stop();
      await c.dispose();
    } finally {
      await polling.close();
    }
  }, 60_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('live queries across servers on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await openTestPostgres(postgresUrl!);
    await applyMigrations(database.db, FIXTURE_DIR);
    // Two servers as two processes have them: each its own engine, live queries and listening connection.
    a = await startApp(database.db);
    b = await startApp(database.db);
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  }, 60_000);

  /** A mutation through A reaches a subscriber of B, whose interval would take ten minutes. */
  async function crossesOver() {
    const c = client(b);
    const authors = watch(c, 'subscription { authors_aggregate { aggregate { count } } }');
    await expect.poll(() => authors.results.length, { timeout: 20_000 }).toBe(1);
    await mutate(a, 'mutation { insert_authors_one(object: {name: "Z serwera A"}) { id } }');
    await expect.poll(() => authors.results.length, { timeout: 20_000 }).toBe(2);
    expect(count(authors.results[1])).toBe(count(authors.results[0])! + 1);
    authors.stop();
    await c.dispose();
  }

  it('sends a mutation through one server to a subscriber of the other', async () => {
    expect(graphqlEngineOf(a)).not.toBe(graphqlEngineOf(b));
    await crossesOver();
  }, 60_000);

  it('listens again after its connection is cut, and re-runs every live query then', async () => {
    const c = client(b);
    const authors = watch(c, 'subscription { authors_aggregate { aggregate { count } } }');
    await expect.poll(() => authors.results.length, { timeout: 20_000 }).toBe(1);
    const runs = liveQueriesOf(b)!.stats().runs;
    const killer = new pg.Client({ connectionString: postgresUrl });
    await killer.connect();
    try {
      // Both servers' listening connections to this test's database.
      const killed = await killer.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN "rampa_live"' AND datname = $1`,
        [(await database.db.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name],
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await killer.end();
    }
    // Back to listening: every live query re-ran (notifications sent meanwhile are lost).
    await expect.poll(() => liveQueriesOf(b)!.stats().runs, { timeout: 20_000 }).toBeGreaterThan(runs);
    authors.stop();
    await c.dispose();
    await crossesOver();
  }, 60_000);
});
