import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import codegenConfig from '../../../codegen';
import { repoRoot } from '../config';
import { migrate } from '../db/migrate';
import { printRoleSchema } from './print-schema';
import { openTestPglite, type TestDatabase } from './testing';

// `npm run codegen` writes sdk/schema.graphql (from nhost/ by this engine) and sdk/src/gql (the client preset
// over sdk/src/**/*.documents.ts); both are committed. This test regenerates them in memory and a temporary
// folder and fails, naming the files, when what is committed differs: metadata or documents changed without
// a codegen run.
const SCHEMA = join(repoRoot, 'sdk', 'schema.graphql');
const GQL_DIR = join(repoRoot, 'sdk', 'src', 'gql');
const STALE = 'is stale: run `npm run codegen` and commit sdk/schema.graphql and sdk/src/gql';

describe('committed GraphQL codegen output', () => {
  let database: TestDatabase;
  let printed: string;

  beforeAll(async () => {
    database = await openTestPglite();
    await migrate(database.db, join(repoRoot, 'nhost'));
    printed = await printRoleSchema(database.db, join(repoRoot, 'nhost'), 'admin');
  }, 60_000);

  afterAll(() => database?.drop());

  it('sdk/schema.graphql is the schema nhost/ serves', () => {
    const committed = existsSync(SCHEMA) ? readFileSync(SCHEMA, 'utf8') : '';
    expect(committed === printed, `sdk/schema.graphql ${STALE}`).toBe(true);
  });

  it('sdk/src/gql is generated from that schema and the sdk documents', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rampa-codegen-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const schemaFile = join(dir, 'schema.graphql');
    writeFileSync(schemaFile, printed);
    const [[target, output]] = Object.entries(codegenConfig.generates) as [[string, object]];
    const documents = [codegenConfig.documents].flat().map((pattern) => join(repoRoot, String(pattern)));
    const files: { filename: string; content: string }[] = await generate(
      {
        ...codegenConfig,
        schema: schemaFile,
        documents,
        generates: { [`${join(repoRoot, target)}/`]: output },
        silent: true,
        cwd: repoRoot,
      },
      false,
    );
    const generated = new Map<string, string>(
      files.map((file) => [relative(GQL_DIR, file.filename), file.content]),
    );
    const committed = new Map<string, string>(
      readdirSync(GQL_DIR).map((name) => [name, readFileSync(join(GQL_DIR, name), 'utf8')]),
    );
    const differing = [...new Set([...generated.keys(), ...committed.keys()])]
      .filter((name) => generated.get(name) !== committed.get(name))
      .map((name) => `sdk/src/gql/${name}`);
    expect(differing, `${differing.join(', ')} ${STALE}`).toEqual([]);
  }, 60_000);
});
