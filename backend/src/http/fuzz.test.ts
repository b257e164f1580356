import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/support';
import { signInDemo } from '../storage/testing';
import { answeredSanely, requestFor, routesOf, storageUploads, type Credentials } from './fuzz';

// A short round in `npm test`; `npm run fuzz` runs the same properties with FUZZ_RUNS (and a seed to replay).
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
// Long runs get time in proportion.
const TIMEOUT = Math.max(120_000, RUNS * 3_000);
const parameters = { numRuns: RUNS, ...(SEED !== undefined && { seed: SEED }) };

describe('fuzzing every /v1/auth and /v1/storage route and /v1/graphql', () => {
  const server = useTestServer('pglite', { LOG_LEVEL: 'silent' });
  let credentials: Credentials;

  beforeAll(async () => {
    credentials = {
      user: await signInDemo(server.app, 'handlowiec'),
      adminSecret: server.app.rampa.secrets.adminSecret,
    };
  });

  it('finds the routes to attack', () => {
    const routes = routesOf(server.app, ['/v1/auth', '/v1/storage', '/v1/graphql']);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', url: '/v1/auth/signin/email-password' });
    expect(routes).toContainEqual({ method: 'POST', url: '/v1/storage/files' });
    expect(routes).toContainEqual({ method: 'POST', url: '/v1/graphql' });
  });

  it(
    'never answers 5xx or hangs, whatever the body, path, query or credentials',
    async () => {
      const routes = routesOf(server.app, ['/v1/auth', '/v1/storage', '/v1/graphql']);
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(requestFor(route, credentials), async (request) => {
            await answeredSanely(server.app, request);
          }),
          parameters,
        );
      }
      expect((await server.app.inject({ url: '/v1/auth/healthz' })).statusCode).toBe(200);
    },
    TIMEOUT,
  );

  it(
    'never answers 5xx to hostile multipart uploads',
    async () => {
      await fc.assert(
        fc.asyncProperty(storageUploads(credentials), async (request) => {
          await answeredSanely(server.app, await request);
        }),
        { ...parameters, numRuns: RUNS * 10 },
      );
      expect((await server.app.inject({ url: '/v1/storage/healthz' })).statusCode).toBeLessThan(500);
    },
    TIMEOUT,
  );
});
