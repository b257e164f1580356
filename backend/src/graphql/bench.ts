import { randomInt } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database, Queryable } from '../db/types';
import { createEngine } from './engine';
import type { Session } from './session';
import Fastify from 'fastify';
import { registerGraphql } from './plugin';
import {
  ADMIN_SECRET,
  applyMigrations,
  FIXTURE_DIR,
  openTestPglite,
  openTestPostgres,
  testToken,
  verifyTestToken,
  type TestDatabase,
} from './testing';

/**
 * `npm run bench:graphql` (tsx backend/src/graphql/bench.ts): the engine against the same SQL sent straight to
 * the database as one statement, in process and through HTTP (POST /v1/graphql on loopback, keep-alive), on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) or else PGlite, with 100,000 articles.
 * Three operations: a 50-row filtered, sorted list (as admin, and as a user role, whose permission filter and row
 * limits apply), and a by-primary-key read with relationships. BENCH_ITERATIONS sets the requests per measure.
 */
const ROWS = 100_000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const ADMIN: Session = { role: 'admin', variables: { 'x-hasura-role': 'admin' }, backendOnly: false };
const USER_ID = '11111111-1111-1111-1111-111111111111';
const USER: Session = {
  role: 'user',
  variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': USER_ID },
  backendOnly: false,
};

interface Captured {
  sql: string;
  params: readonly unknown[];
}

/** Remembers the last statement the engine sent, so the same SQL can be timed on its own. */
function capturing(db: Database, last: { value?: Captured }): Database {
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params, options) => {
      if (!/^SET /.test(sql)) last.value = { sql, params: params ?? [] };
      return target.query(sql, params, options);
    },
  });
  return {
    ...db,
    kind: db.kind,
    query: wrap(db).query,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
}

const agent = new http.Agent({ keepAlive: true });
/** One POST over a kept-alive loopback connection (node:http: fetch's own overhead is about 0.4 ms a request). */
function post(url: string, headers: Record<string, string>, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const total = samples.reduce((sum, s) => sum + s, 0);
  return { p50: at(0.5), p99: at(0.99), rps: (samples.length / total) * 1000 };
}

async function time(
  iterations: number,
  run: (i: number) => Promise<unknown>,
): Promise<ReturnType<typeof stats>> {
  for (let i = 0; i < Math.min(50, iterations); i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

const format = (s: ReturnType<typeof stats>) =>
  `p50 ${s.p50.toFixed(3)} ms  p99 ${s.p99.toFixed(3)} ms  ${s.rps.toFixed(0)} req/s`;

export async function runBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const database: TestDatabase = url ? await openTestPostgres(url) : await openTestPglite();
  try {
    await applyMigrations(database.db, FIXTURE_DIR);
    await database.db.exec(`
      INSERT INTO public.articles (title, body, author_id, published, views, price)
        SELECT 'Artykuł ' || g, 'Treść ' || g, 1 + g % 3, g % 2 = 0, g % 10000, (g % 500) / 10.0
        FROM generate_series(1, ${ROWS}) AS g;
      INSERT INTO public.comments (article_id, text)
        SELECT id, 'Komentarz' FROM public.articles WHERE views % 10 = 0;
      CREATE INDEX articles_views_idx ON public.articles (views);
      CREATE INDEX comments_article_idx ON public.comments (article_id);
      ANALYZE;`);
    const ids = (await database.db.query<{ id: string }>('SELECT id FROM public.articles')).rows.map(
      (r) => r.id,
    );
    const last: { value?: Captured } = {};
    const engine = createEngine({
      db: capturing(database.db, last),
      projectDir: FIXTURE_DIR,
      devMode: false,
    });
    const app = Fastify({ logger: false });
    await registerGraphql(app, {
      db: database.db,
      adminSecret: ADMIN_SECRET,
      verifyAccessToken: verifyTestToken,
      projectDir: FIXTURE_DIR,
      devMode: false,
    });
    const url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/v1/graphql`;
    const operations = [
      {
        name: 'list: 50 rows, filter + sort',
        session: ADMIN,
        query:
          'query ($min: Int!) { articles(where: {published: {_eq: true}, views: {_gt: $min}}, order_by: {views: desc}, limit: 50) { id title views author { name } } }',
        variables: () => ({ min: randomInt(0, 9000) }),
      },
      {
        name: 'list as role user: permission filter, row limits',
        session: USER,
        query:
          'query ($min: Int!) { articles(where: {views: {_gt: $min}}, order_by: {views: desc}, limit: 50) { id title views author { name } } }',
        variables: () => ({ min: randomInt(0, 9000) }),
      },
      {
        name: 'by pk with relationships',
        session: ADMIN,
        query: 'query ($id: uuid!) { articles_by_pk(id: $id) { title author { name } comments { text } } }',
        variables: () => ({ id: ids[randomInt(0, ids.length)]! }),
      },
    ];
    console.log(
      `GraphQL engine vs direct SQL on ${database.db.kind}, ${ROWS} articles, ${ITERATIONS} sequential requests each`,
    );
    for (const op of operations) {
      const engineStats = await time(ITERATIONS, () =>
        engine.execute(op.session, { query: op.query, variables: op.variables() }, 'POST'),
      );
      // The statement the engine compiled (its last one), straight to the database, as the engine sends it.
      const sample = last.value!;
      const directStats = await time(ITERATIONS, () => database.db.query(sample.sql, sample.params));
      const headers = {
        'content-type': 'application/json',
        ...(op.session.role === 'admin'
          ? { 'x-hasura-admin-secret': ADMIN_SECRET }
          : {
              authorization: `Bearer ${testToken({ 'x-hasura-default-role': 'user', 'x-hasura-allowed-roles': ['user'], 'x-hasura-user-id': USER_ID })}`,
            }),
      };
      const httpStats = await time(ITERATIONS, async () => {
        const text = await post(url, headers, JSON.stringify({ query: op.query, variables: op.variables() }));
        if (!text.startsWith('{"data"')) throw new Error(`unexpected answer: ${text.slice(0, 200)}`);
      });
      const ratio = (s: ReturnType<typeof stats>) =>
        `p50 ×${(s.p50 / directStats.p50).toFixed(2)}  throughput ×${(directStats.rps / s.rps).toFixed(2)} slower`;
      console.log(`\n${op.name}`);
      console.log(`  direct  ${format(directStats)}`);
      console.log(`  engine  ${format(engineStats)}   ${ratio(engineStats)}`);
      console.log(`  http    ${format(httpStats)}   ${ratio(httpStats)}`);
    }
    agent.destroy();
    await app.close();
    await engine.close();
  } finally {
    await database.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
