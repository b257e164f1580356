import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printRoleSchema } from './print-schema';
import { applyMigrations, FIXTURE_DIR, openTestPglite, type TestDatabase } from './testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestPglite();
  await applyMigrations(database.db, FIXTURE_DIR);
});
afterAll(() => database?.drop());

describe('the schema printer (codegen source)', () => {
  it('prints the admin schema in Hasura’s shape (snapshot for review)', async () => {
    const sdl = await printRoleSchema(database.db, FIXTURE_DIR, 'admin');
    expect(() => buildSchema(sdl)).not.toThrow();
    for (const line of [
      'schema {\n  query: query_root\n  mutation: mutation_root\n  subscription: subscription_root\n}',
      'articles_by_pk(id: uuid!): articles',
      'insert_articles_one(',
      'on_conflict: articles_on_conflict',
      'update_articles_many(',
      'usersAggregate(',
      'insertFile(',
      'bucketId: String!',

      'articles_stream(',
      'enum order_by {',
    ]) {
      expect(sdl).toContain(line);
    }
    await expect(sdl).toMatchFileSnapshot('__fixtures__/conformance/schema.admin.graphql');
  });

  it('prints what a role may see only', async () => {
    const sdl = await printRoleSchema(database.db, FIXTURE_DIR, 'public');
    expect(sdl).toContain(
      'type articles {\n  author_id: Int!\n  id: uuid!\n  title: String!\n}'.split('\n')[0],
    );
    expect(sdl).not.toContain('body');
    expect(sdl).not.toContain('mutation_root');
  });
});
