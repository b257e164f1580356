import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types';
import { admin, ALA, BARTEK } from './conformance.cases';
import { organizationCheck } from './organization';
import { registerGraphql } from './plugin';
import {
  ADMIN_SECRET,
  applyMigrations,
  BACKENDS,
  FIXTURE_DIR,
  verifyTestToken,
  type TestDatabase,
} from './testing';

const ORG = 'c0000000-0000-0000-0000-000000000001';
const FOREIGN = 'c0000000-0000-0000-0000-000000000002';

/** Issue 19: the `x-hasura-org-id` check asks the database once per membership and time-to-live, never for refusals. */
describe.each(BACKENDS)('the organization check on $name', ({ name, open }) => {
  let database: TestDatabase;
  let asked = 0;
  /** The database, counting the membership lookups. */
  let counting: Queryable;

  beforeAll(async () => {
    database = await open();
    await applyMigrations(database.db, FIXTURE_DIR);
    await database.db.exec(`
      CREATE TABLE public.profiles (user_id uuid NOT NULL, org_id uuid NOT NULL, role text NOT NULL);
      INSERT INTO public.profiles VALUES ('${ALA}', '${ORG}', 'user');`);
    counting = {
      query: (sql, params, options) => {
        if (sql.includes('FROM public.profiles')) asked += 1;
        return database.db.query(sql, params, options);
      },
    };
  }, 120_000);
  afterAll(() => database?.drop(), 60_000);

  it('is absent in a project without public.profiles', async () => {
    const none: Queryable = {
      query: async <R>() => ({ rows: [{ exists: false }] as R[], rowCount: 1 }),
    };
    expect(await organizationCheck(none)).toBeUndefined();
  });

  it('asks once for a confirmed membership, and every time for a refused one', async () => {
    const check = (await organizationCheck(counting))!;
    asked = 0;
    expect(await check.verify(ALA, 'user', ORG)).toBe(true);
    expect(await check.verify(ALA, 'user', ORG)).toBe(true);
    expect(asked).toBe(1);
    for (let i = 0; i < 2; i++) {
      expect(await check.verify(ALA, 'user', FOREIGN)).toBe(false);
      expect(await check.verify(ALA, 'kierowca', ORG)).toBe(false);
      expect(await check.verify(BARTEK, 'user', ORG)).toBe(false);
    }
    expect(asked).toBe(7);
  });

  it('believes a membership for its time to live only, and not after forget()', async () => {
    let now = 1_000;
    const check = (await organizationCheck(counting, { ttlMs: 5_000, now: () => now }))!;
    expect(await check.verify(ALA, 'user', ORG)).toBe(true);
    await database.db.query('DELETE FROM public.profiles WHERE user_id = $1', [ALA]);
    try {
      now += 4_000;
      expect(await check.verify(ALA, 'user', ORG)).toBe(true);
      now += 2_000;
      expect(await check.verify(ALA, 'user', ORG)).toBe(false);
      await database.db.query('INSERT INTO public.profiles VALUES ($1, $2, $3)', [ALA, ORG, 'user']);
      expect(await check.verify(ALA, 'user', ORG)).toBe(true);
      await database.db.query('DELETE FROM public.profiles WHERE user_id = $1', [ALA]);
      check.forget();
      expect(await check.verify(ALA, 'user', ORG)).toBe(false);
    } finally {
      await database.db.query(
        'INSERT INTO public.profiles SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM public.profiles)',
        [ALA, ORG, 'user'],
      );
    }
  });

  describe('through GraphQL', () => {
    let app: FastifyInstance;
    let mutations = 0;
    beforeAll(async () => {
      app = Fastify();
      await registerGraphql(app, {
        db: database.db,
        adminSecret: ADMIN_SECRET,
        verifyAccessToken: verifyTestToken,
        projectDir: FIXTURE_DIR,
        devMode: false,
        onMutation: () => void (mutations += 1),
      });
      await app.ready();
    });
    afterAll(() => app?.close());

    const ask = (query: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { 'content-type': 'application/json', ...admin },
        payload: JSON.stringify({ query }),
      });

    it('tells the check after each committed mutation, not after a refused one or a query', async () => {
      mutations = 0;
      await ask('{ authors { id } }');
      expect(mutations).toBe(0);
      const done = await ask(
        'mutation { update_authors(where: {id: {_eq: 3}}, _set: {rating: 1}) { affected_rows } }',
      );
      expect(done.json()).toEqual({ data: { update_authors: { affected_rows: 1 } } });
      expect(mutations).toBe(1);
      const refused = await ask('mutation { insert_authors_one(object: {id: 1, name: "Ala"}) { id } }');
      expect(refused.json()).toMatchObject({ errors: [{ extensions: { code: 'constraint-violation' } }] });
      expect(mutations).toBe(1);
    });

    // Several servers on one PostgreSQL database: a membership removed through another server ends at once here.
    it.runIf(name === 'postgres')(
      "is told of another server's committed mutation by its notification",
      async () => {
        const other = Fastify();
        await registerGraphql(other, {
          db: database.db,
          adminSecret: ADMIN_SECRET,
          verifyAccessToken: verifyTestToken,
          projectDir: FIXTURE_DIR,
          devMode: false,
        });
        await other.ready();
        try {
          mutations = 0;
          // This server listens on a connection of its own, which may still be opening: write until it hears.
          await expect
            .poll(
              async () => {
                const done = await other.inject({
                  method: 'POST',
                  url: '/v1/graphql',
                  headers: { 'content-type': 'application/json', ...admin },
                  payload: JSON.stringify({
                    query:
                      'mutation { update_authors(where: {id: {_eq: 3}}, _set: {rating: 2}) { affected_rows } }',
                  }),
                });
                expect(done.json()).toEqual({ data: { update_authors: { affected_rows: 1 } } });
                return mutations;
              },
              { timeout: 10_000, interval: 200 },
            )
            .toBeGreaterThan(0);
          // A query of the other server is no write (once the notifications of the writes above are all in).
          const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
          await settle();
          const before = mutations;
          await other.inject({
            method: 'POST',
            url: '/v1/graphql',
            headers: { 'content-type': 'application/json', ...admin },
            payload: JSON.stringify({ query: '{ authors { id } }' }),
          });
          await settle();
          expect(mutations).toBe(before);
        } finally {
          await other.close();
        }
      },
    );
  });
});
