import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, ala, ALA, bartek, BARTEK } from './conformance.cases';
import type { Engine } from './engine';
import { graphqlEngineOf } from './plugin';
import {
  applyMigrations,
  BACKENDS,
  buildTestApp,
  FIXTURE_DIR,
  testToken,
  type TestDatabase,
} from './testing';

/** Issue 19: a repeated query reuses its compiled plan, binding only its variables and session variables. */
describe.each(BACKENDS)('the compiled-plan cache on $name', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let engine: Engine;

  beforeAll(async () => {
    database = await open();
    await applyMigrations(database.db, FIXTURE_DIR);
    app = await buildTestApp(database.db);
    engine = graphqlEngineOf(app)!;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, 60_000);

  const ask = async (
    headers: Record<string, string>,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<unknown> => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query, variables }),
    });
    return res.json();
  };
  /** The answer, and how many plans it reused and compiled. */
  const counted = async (...args: Parameters<typeof ask>) => {
    const before = engine.planCacheStats();
    const body = await ask(...args);
    const after = engine.planCacheStats();
    return { body, hits: after.hits - before.hits, misses: after.misses - before.misses };
  };

  it('compiles a query once and binds each request’s variables into it', async () => {
    const query =
      'query ($min: Int!) { articles(where: {views: {_gt: $min}}, order_by: {views: asc}) { title } }';
    const first = await counted(admin, query, { min: 40 });
    expect(first).toMatchObject({ misses: 1, hits: 0 });
    expect(first.body).toEqual({ data: { articles: [{ title: 'Trzeci' }, { title: 'Pierwszy' }] } });
    const second = await counted(admin, query, { min: 6 });
    expect(second).toMatchObject({ misses: 0, hits: 1 });
    expect(second.body).toEqual({
      data: { articles: [{ title: 'czwarty' }, { title: 'Trzeci' }, { title: 'Pierwszy' }] },
    });
  });

  it('gives two users of one cached plan each his own rows (session variables bound per request)', async () => {
    const query = 'query Mine { articles(where: {published: {_eq: false}}) { title } }';
    const alas = await counted(ala, query);
    expect(alas.body).toEqual({ data: { articles: [{ title: 'Drugi' }] } });
    const barteks = await counted(bartek, query);
    expect(barteks).toMatchObject({ hits: 1, misses: 0 });
    expect(barteks.body).toEqual({ data: { articles: [] } });
    const again = await counted(ala, query);
    expect(again).toMatchObject({ hits: 1, body: { data: { articles: [{ title: 'Drugi' }] } } });
    // The same through the admin secret acting as the role, with the user id from a header.
    const viaHeader = await counted({ ...admin, 'x-hasura-role': 'user', 'x-hasura-user-id': BARTEK }, query);
    expect(viaHeader.body).toEqual({ data: { articles: [] } });
    const ownerOnly = await ask({ ...admin, 'x-hasura-role': 'user', 'x-hasura-user-id': ALA }, query);
    expect(ownerOnly).toEqual({ data: { articles: [{ title: 'Drugi' }] } });
  });

  it('compiles values that shape the statement in: a limit under the row limits, @skip', async () => {
    const limited = 'query ($n: Int!) { articles(order_by: {views: desc}, limit: $n) { title } }';
    expect(await ask(bartek, limited, { n: 1 })).toEqual({ data: { articles: [{ title: 'Pierwszy' }] } });
    expect(await ask(bartek, limited, { n: 2 })).toEqual({
      data: { articles: [{ title: 'Pierwszy' }, { title: 'Trzeci' }] },
    });
    expect(await ask(bartek, limited, { n: 1 })).toEqual({ data: { articles: [{ title: 'Pierwszy' }] } });
    const skipping =
      'query ($s: Boolean!, $id: Int!) { authors(where: {id: {_eq: $id}}) { name id @skip(if: $s) } }';
    expect(await ask(admin, skipping, { s: true, id: 1 })).toEqual({ data: { authors: [{ name: 'Ala' }] } });
    expect(await ask(admin, skipping, { s: false, id: 2 })).toEqual({
      data: { authors: [{ name: 'Bartek', id: 2 }] },
    });
    expect(await ask(admin, skipping, { s: true, id: 2 })).toEqual({
      data: { authors: [{ name: 'Bartek' }] },
    });
  });

  it('keeps refusing what a role may not see, whatever was cached before', async () => {
    const query = 'query ($id: uuid!) { articles_by_pk(id: $id) { title } }';
    const drugi = 'a0000000-0000-0000-0000-000000000002';
    expect(await ask(ala, query, { id: drugi })).toEqual({ data: { articles_by_pk: { title: 'Drugi' } } });
    expect(await ask(bartek, query, { id: drugi })).toEqual({ data: { articles_by_pk: null } });
    // A session without the variable the permission needs fails as Hasura does, cached plan or not.
    const anonymous = {
      authorization: `Bearer ${testToken({ 'x-hasura-allowed-roles': ['user'], 'x-hasura-default-role': 'user' })}`,
    };
    expect(await ask(anonymous, query, { id: drugi })).toMatchObject({
      errors: [{ extensions: { code: 'not-found' } }],
    });
  });

  it('checks variables again for a new value or another role, and gives each request its own defaults', async () => {
    const query =
      'query ($where: articles_bool_exp = {views: {_gt: 40}}, $min: Int!) { articles(where: {_and: [$where, {views: {_gt: $min}}]}, order_by: {views: asc}) { title } }';
    const expected = { data: { articles: [{ title: 'Trzeci' }, { title: 'Pierwszy' }] } };
    // The same values twice (the second answer from the remembered coercion), a default object both times.
    expect(await ask(admin, query, { min: 0 })).toEqual(expected);
    expect(await ask(admin, query, { min: 0 })).toEqual(expected);
    expect(await ask(admin, query, { min: 'many' })).toMatchObject({
      errors: [{ extensions: { code: 'validation-failed', path: '$.variableValues' } }],
    });
    expect(await ask(admin, query, { min: 0, where: { nope: { _eq: 1 } } })).toMatchObject({
      errors: [{ extensions: { code: 'validation-failed', path: '$.variableValues' } }],
    });
    // Valid for the admin, then asked by a role whose schema may differ: checked against that schema.
    const byPk = 'query ($id: uuid!) { articles_by_pk(id: $id) { title } }';
    const drugi = 'a0000000-0000-0000-0000-000000000002';
    expect(await ask(admin, byPk, { id: drugi })).toEqual({ data: { articles_by_pk: { title: 'Drugi' } } });
    expect(await ask(ala, byPk, { id: drugi })).toEqual({ data: { articles_by_pk: { title: 'Drugi' } } });
    expect(await ask(ala, byPk, { id: 'not a uuid' })).toMatchObject({ errors: [expect.anything()] });
  });
});
