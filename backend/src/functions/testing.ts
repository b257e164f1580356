import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { repoRoot } from '../config';
import type { Database } from '../db/types';
import { registerGraphql } from '../graphql/plugin';
import { ADMIN_SECRET, verifyTestToken } from '../graphql/testing';
import { registerFunctions } from './plugin';

export interface FunctionsServer {
  app: FastifyInstance;
  /** Closes the server and puts back the environment variables it set. */
  close(): Promise<void>;
}

/**
 * For tests of Nhost functions on the real engine: /v1/graphql (the nhost project's metadata, test tokens) and
 * /v1/functions (the repository's functions/) served on a free port, and the variables of `env(address)` set in
 * process.env, where the functions read NHOST_GRAPHQL_URL and the rest, until close().
 */
export async function serveFunctions(
  db: Database,
  env: (address: string) => Record<string, string>,
): Promise<FunctionsServer> {
  const app = Fastify();
  const saved: Record<string, string | undefined> = {};
  try {
    await registerGraphql(app, {
      db,
      adminSecret: ADMIN_SECRET,
      verifyAccessToken: verifyTestToken,
      projectDir: join(repoRoot, 'nhost'),
      devMode: false,
    });
    await registerFunctions(app, {
      functionsDir: join(repoRoot, 'functions'),
      verifyAccessToken: verifyTestToken,
    });
    const variables = env(await app.listen({ host: '127.0.0.1', port: 0 }));
    for (const name of Object.keys(variables)) saved[name] = process.env[name];
    Object.assign(process.env, variables);
  } catch (error) {
    await app.close();
    throw error;
  }
  return {
    app,
    async close() {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await app.close();
    },
  };
}
