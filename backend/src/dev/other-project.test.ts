import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnvironment, type TestEnvironment } from '../../test/support';
import { buildServer } from '../server';
import type { FastifyInstance } from 'fastify';

// Issue 15 item 12: the demo seed is Rampa's; another Nhost project starts without it, and says so.
describe('another NHOST_PROJECT_DIR', () => {
  let project: string;
  let environment: TestEnvironment;
  let app: FastifyInstance;

  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'rampa-other-project-'));
    const write = async (path: string, text: string) => {
      await mkdir(join(project, path, '..'), { recursive: true });
      await writeFile(join(project, path), text);
    };
    await write(
      'migrations/default/1700000000000_notes/up.sql',
      'CREATE TABLE public.notes (id serial PRIMARY KEY, body text NOT NULL);\n',
    );
    await write('metadata/version.yaml', 'version: 3\n');
    await write(
      'metadata/databases/databases.yaml',
      "- name: default\n  kind: postgres\n  configuration:\n    connection_info:\n      database_url:\n        from_env: HASURA_GRAPHQL_DATABASE_URL\n  tables: '!include default/tables/tables.yaml'\n",
    );
    await write('metadata/databases/default/tables/tables.yaml', "- '!include public_notes.yaml'\n");
    await write(
      'metadata/databases/default/tables/public_notes.yaml',
      'table:\n  name: notes\n  schema: public\n',
    );
    environment = await createTestEnvironment('pglite', {
      NHOST_PROJECT_DIR: project,
      RAMPA_DEMO_SEED: 'true',
    });
    app = await buildServer(environment.config);
  });
  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
    await rm(project, { recursive: true, force: true });
  });

  it('starts without Rampa’s demo seed and says why', async () => {
    expect(app.rampa.demo).toBeUndefined();
    expect(app.rampa.demoSkipped).toMatch(/demo seed is Rampa's own and was skipped.*public\.organizations/);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'x-hasura-admin-secret': app.rampa.secrets.adminSecret },
      payload: { query: 'mutation { insert_notes_one(object: {body: "działa"}) { body } }' },
    });
    expect(response.json()).toEqual({ data: { insert_notes_one: { body: 'działa' } } });
  });
});
