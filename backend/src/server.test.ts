import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../test/support';
import { buildServer } from './server';

describe.each(DATABASE_KINDS)('the backend on %s', (kind) => {
  const server = useTestServer(kind);
  const graphql = (headers: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: '/v1/graphql', payload: { query: '{ __typename }' }, headers });

  it('serves GraphQL to the admin secret and refuses a wrong one', async () => {
    const admin = await graphql({ 'x-hasura-admin-secret': server.app.rampa.secrets.adminSecret });
    expect(admin.json()).toEqual({ data: { __typename: 'query_root' } });
    const wrong = await graphql({ 'x-hasura-admin-secret': 'wrong' });
    expect(wrong.json()).toMatchObject({ errors: [{ extensions: { code: 'access-denied' } }] });
  });

  it("accepts the auth API's access tokens on /v1/graphql", async () => {
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/signin/email-password',
      payload: { email: 'handlowiec@demo.rampa.pl', password: DEMO_PASSWORD },
    });
    const { accessToken } = signIn.json().session;
    expect((await graphql({ authorization: `Bearer ${accessToken}` })).json()).toEqual({
      data: { __typename: 'query_root' },
    });
    const tampered = `${accessToken.slice(0, -4)}AAAA`;
    expect((await graphql({ authorization: `Bearer ${tampered}` })).json()).toHaveProperty('errors');
  });

  it('answers unknown API routes with a JSON 404 and hardens every answer', async () => {
    const response = await server.app.inject({ url: '/v1/storage/files', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, error: 'not-found', message: 'Not found' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

// Two full starts of the embedded backend (migrations, demo seed) in one test: slow on a busy two-core machine.
describe('the embedded data folder', { timeout: 120_000 }, () => {
  it('is reused by the next start: same secrets, same users, sessions survive', async () => {
    const environment = await createTestEnvironment('pglite', { RAMPA_DEMO_PASSWORD: '' });
    try {
      const first = await buildServer(environment.config);
      const { secrets, demo } = first.rampa;
      const signIn = await first.inject({
        method: 'POST',
        url: '/v1/auth/signin/email-password',
        payload: { email: 'kierowca@demo.rampa.pl', password: demo!.password },
      });
      const session = signIn.json().session;
      await first.close();

      const second = await buildServer(environment.config);
      try {
        expect(second.rampa.secrets.adminSecret).toBe(secrets.adminSecret);
        expect(second.rampa.demo?.password).toBe(demo!.password);
        expect(await second.rampa.jwt.verify(session.accessToken)).toMatchObject({ sub: session.user.id });
        const refreshed = await second.inject({
          method: 'POST',
          url: '/v1/auth/token',
          payload: { refreshToken: session.refreshToken },
        });
        expect(refreshed.statusCode).toBe(200);
        expect(refreshed.json().user.id).toBe(session.user.id);
        const { rows } = await second.rampa.db.query('SELECT count(*)::int AS n FROM auth.users');
        expect(rows).toEqual([{ n: 5 }]);
      } finally {
        await second.close();
      }
    } finally {
      await environment.cleanup();
    }
  });

  it('is used by one server at a time', async () => {
    const environment = await createTestEnvironment('pglite');
    try {
      const first = await buildServer(environment.config);
      await expect(buildServer(environment.config)).rejects.toThrow(/is in use by process/);
      await first.close();
    } finally {
      await environment.cleanup();
    }
  });

  it('is released when the start fails, e.g. on a broken migration', async () => {
    const environment = await createTestEnvironment('pglite');
    const projectDir = await mkdtemp(join(tmpdir(), 'rampa-broken-project-'));
    try {
      await mkdir(join(projectDir, 'migrations', 'default', '1_broken'), { recursive: true });
      await writeFile(join(projectDir, 'migrations', 'default', '1_broken', 'up.sql'), 'SELECT nope;');
      const broken = { ...environment.config, projectDir, demoSeed: false };
      await expect(buildServer(broken)).rejects.toThrow(/nope/);
      const fixed = await buildServer(environment.config);
      await fixed.close();
    } finally {
      await rm(projectDir, { recursive: true, force: true });
      await environment.cleanup();
    }
  });

  it('holds no demo users when the demo seed is off', async () => {
    const environment = await createTestEnvironment('pglite', { RAMPA_DEMO_SEED: 'false' });
    try {
      const app = await buildServer(environment.config);
      try {
        expect(app.rampa.demo).toBeUndefined();
        expect((await app.rampa.db.query('SELECT 1 FROM auth.users')).rowCount).toBe(0);
      } finally {
        await app.close();
      }
    } finally {
      await environment.cleanup();
    }
  });
});
