import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { printSchema } from 'graphql';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import type { Database } from '../db/types';
import { createEngine } from './engine';

/**
 * The GraphQL schema (SDL) a role sees, from an Nhost project folder, with the same generator that serves
 * /v1/graphql: the codegen's source of truth. `printProjectSchema` migrates a throw-away embedded database,
 * so it needs no running server.
 */
export async function printRoleSchema(db: Database, projectDir: string, role = 'admin'): Promise<string> {
  const engine = createEngine({ db, projectDir, devMode: false });
  return `${printSchema(await engine.schemaFor(role))}\n`;
}

export async function printProjectSchema(projectDir: string, role = 'admin'): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'rampa-schema-'));
  const db = await openPglite(join(dir, 'pglite'));
  try {
    await migrate(db, projectDir);
    return await printRoleSchema(db, projectDir, role);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `tsx backend/src/graphql/print-schema.ts [--project nhost] [--role admin] [--out schema.graphql]` */
async function main() {
  const { values } = parseArgs({
    options: {
      project: { type: 'string', default: 'nhost' },
      role: { type: 'string', default: 'admin' },
      out: { type: 'string' },
    },
  });
  const sdl = await printProjectSchema(resolve(values.project), values.role);
  if (values.out) writeFileSync(values.out, sdl);
  else process.stdout.write(sdl);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
