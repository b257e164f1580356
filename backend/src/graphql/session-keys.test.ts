import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types';
import { createEngine } from './engine';
import type { Session } from './session';
import { applyMigrations, BACKENDS, type TestDatabase } from './testing';

/**
 * A permission's walk to the session's own rows (`org: {members: {user_id: X-Hasura-User-Id}}`) is compiled as
 * `org_id = ANY(ARRAY(<the session's keys>))` (read once per statement) instead of an EXISTS per row: the same
 * rows in every place a filter or check is used, including NULL keys, `_not` and an insert check; a walk that
 * reads the outer row, or is not bounded by the session, stays an EXISTS.
 */
const ALA = '11111111-1111-1111-1111-111111111111';
const BARTEK = '22222222-2222-2222-2222-222222222222';

const MIGRATION = `
CREATE TABLE public.orgs (id integer PRIMARY KEY, name text NOT NULL);
CREATE TABLE public.members (
  id serial PRIMARY KEY,
  org_id integer REFERENCES public.orgs (id),
  user_id uuid NOT NULL,
  role text NOT NULL
);
CREATE TABLE public.docs (
  id integer PRIMARY KEY,
  org_id integer REFERENCES public.orgs (id),
  title text NOT NULL,
  kind text NOT NULL DEFAULT 'editor'
);
INSERT INTO public.orgs VALUES (1, 'A'), (2, 'B'), (3, 'C');
-- Ala edits A and views B, and has a membership of no organization; Bartek edits B.
INSERT INTO public.members (org_id, user_id, role) VALUES
  (1, '${ALA}', 'editor'), (2, '${ALA}', 'viewer'), (NULL, '${ALA}', 'editor'), (2, '${BARTEK}', 'editor');
INSERT INTO public.docs VALUES (1, 1, 'a', 'editor'), (2, 2, 'b', 'viewer'), (3, 3, 'c', 'editor'), (4, NULL, 'none', 'editor');
`;

const member = (extra: Record<string, unknown> = {}) => ({
  org: { members: { _and: [{ user_id: { _eq: 'X-Hasura-User-Id' } }, extra] } },
});

const DATABASES = `
- name: default
  kind: postgres
  configuration:
    connection_info:
      database_url:
        from_env: HASURA_GRAPHQL_DATABASE_URL
  tables:
    - table: { name: orgs, schema: public }
      array_relationships:
        - name: members
          using: { foreign_key_constraint_on: { column: org_id, table: { name: members, schema: public } } }
    - table: { name: members, schema: public }
    - table: { name: docs, schema: public }
      object_relationships:
        - name: org
          using: { foreign_key_constraint_on: org_id }
      select_permissions:
        - role: editor
          permission: { columns: '*', filter: ${JSON.stringify(member({ role: { _eq: 'editor' } }))} }
        - role: outsider
          permission: { columns: '*', filter: ${JSON.stringify({ _not: member() })} }
        - role: of_kind
          permission: { columns: '*', filter: ${JSON.stringify(member({ role: { _ceq: ['$', 'kind'] } }))} }
        - role: named
          permission: { columns: '*', filter: { org: { name: { _eq: B } } } }
      insert_permissions:
        - role: editor
          permission:
            columns: [id, org_id, title]
            check: ${JSON.stringify(member({ role: { _eq: 'editor' } }))}
`;

const session = (role: string, userId = ALA): Session => ({
  role,
  variables: { 'x-hasura-role': role, 'x-hasura-user-id': userId },
  backendOnly: false,
});

describe.each(BACKENDS)('permission walks to the session’s keys on $name', ({ open }) => {
  let database: TestDatabase;
  const projectDir = mkdtempSync(join(tmpdir(), 'rampa-session-keys-'));
  const statements: string[] = [];

  beforeAll(async () => {
    mkdirSync(join(projectDir, 'migrations', 'default', '1_init'), { recursive: true });
    mkdirSync(join(projectDir, 'metadata', 'databases'), { recursive: true });
    writeFileSync(join(projectDir, 'migrations', 'default', '1_init', 'up.sql'), MIGRATION);
    writeFileSync(join(projectDir, 'metadata', 'version.yaml'), 'version: 3\n');
    writeFileSync(join(projectDir, 'metadata', 'databases', 'databases.yaml'), DATABASES);
    database = await open();
    await applyMigrations(database.db, projectDir);
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
    rmSync(projectDir, { recursive: true, force: true });
  });

  // Every statement the engine sends, so a test sees which form a filter took.
  const db: Database = {
    get kind() {
      return database.db.kind;
    },
    query: (sql, params, options) => {
      statements.push(sql);
      return database.db.query(sql, params, options);
    },
    transaction: (fn, options) =>
      database.db.transaction(
        (tx) =>
          fn({
            query: (sql, params, options) => {
              statements.push(sql);
              return tx.query(sql, params, options);
            },
          }),
        options,
      ),
    exec: (sql) => database.db.exec(sql),
    close: () => database.db.close(),
  };
  const engine = createEngine({ db, projectDir, devMode: false });
  const docs = async (role: string, userId = ALA) => {
    statements.length = 0;
    const answer = JSON.parse(
      await engine.execute(
        session(role, userId),
        { query: '{ docs(order_by: {id: asc}) { id } }', variables: {} },
        'POST',
      ),
    ) as { data: { docs: { id: number }[] } };
    return { ids: answer.data.docs.map((d) => d.id), sql: statements.join('\n') };
  };

  it('reads the organizations of the user once, as an array, and keeps the same rows', async () => {
    const ala = await docs('editor');
    expect(ala.ids).toEqual([1]);
    expect(ala.sql).toMatch(/"org_id" IS NOT NULL\) AND \("_t\d+"\."org_id" = ANY\(ARRAY\(SELECT/);
    expect(ala.sql).not.toContain('EXISTS (SELECT 1 FROM "public"."orgs"');
    expect((await docs('editor', BARTEK)).ids).toEqual([2]);
  });

  it('answers as the EXISTS under _not: a row of no organization passes, as it did', async () => {
    const ala = await docs('outsider');
    expect(ala.ids).toEqual([3, 4]);
    expect(ala.sql).toContain('= ANY(ARRAY(SELECT');
    expect((await docs('outsider', BARTEK)).ids).toEqual([1, 3, 4]);
  });

  it('keeps an EXISTS per row when the walk reads the outer row (a column comparison with $)', async () => {
    // Ala edits A (doc 1 is an editor's) and views B (doc 2 is a viewer's); Bartek edits B only.
    const ala = await docs('of_kind');
    expect(ala.ids).toEqual([1, 2]);
    expect((await docs('of_kind', BARTEK)).ids).toEqual([]);
    expect(ala.sql).toContain('EXISTS (SELECT 1 FROM "public"."orgs"');
    expect(ala.sql).not.toContain('= ANY(ARRAY(');
  });

  it('keeps an EXISTS when the walk is not bounded by the session', async () => {
    const named = await docs('named');
    expect(named.ids).toEqual([2]);
    expect(named.sql).toContain('EXISTS (SELECT 1 FROM "public"."orgs"');
  });

  it('refuses an insert whose key is null or not the user’s, as the EXISTS did (bool_and skips nulls)', async () => {
    const insert = (id: number, orgId: number | null) =>
      engine
        .execute(
          session('editor'),
          {
            query: 'mutation ($o: docs_insert_input!) { insert_docs_one(object: $o) { id } }',
            variables: { o: { id, org_id: orgId, title: `t${id}` } },
          },
          'POST',
        )
        .then(
          (text) => JSON.parse(text) as unknown,
          (error: unknown) => error,
        );
    expect(await insert(10, 1)).toEqual({ data: { insert_docs_one: { id: 10 } } });
    expect(statements.join('\n')).toContain('= ANY(ARRAY(SELECT');
    expect(await insert(11, null)).toMatchObject({ code: 'permission-error' });
    expect(await insert(12, 2)).toMatchObject({ code: 'permission-error' });
    const { rows } = await database.db.query<{ id: number }>('SELECT id FROM public.docs ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 10]);
  });
});
