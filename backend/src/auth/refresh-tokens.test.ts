import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { authClient, errorBody, UUID, type Session } from '../../test/auth-helpers';
import { DATABASE_KINDS, DEMO_PASSWORD, useTestServer } from '../../test/support';
import { hashRefreshToken, purgeExpiredRefreshTokens } from './refresh-tokens';
import { createSuccessorSeal } from './successor-seal';

const INVALID_REFRESH_TOKEN = errorBody(401, 'invalid-refresh-token', 'Invalid or expired refresh token');

/** `/token` and a look at a session's rows, for the test server `app` returns. */
function refreshClient(server: { readonly app: FastifyInstance }) {
  const { post, get, bearer, sql, signIn } = authClient(() => server.app);
  const refresh = (refreshToken: string) => post('/token', { refreshToken });
  return {
    post,
    get,
    bearer,
    sql,
    refresh,
    signIn: () => signIn('handlowiec@demo.rampa.pl', DEMO_PASSWORD),
    async refreshed(refreshToken: string): Promise<Session> {
      const response = await refresh(refreshToken);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Session;
    },
    async sessionExists(refreshTokenId: string) {
      return (await sql('SELECT 1 FROM auth.refresh_tokens WHERE id = $1', [refreshTokenId])).rowCount > 0;
    },
    async sealOf(refreshToken: string) {
      const { rows } = await sql<{ seal: string | null }>(
        'SELECT successor_seal AS seal FROM rampa_backend.rotated_refresh_tokens WHERE refresh_token_hash = $1',
        [hashRefreshToken(refreshToken)],
      );
      return rows[0]?.seal;
    },
    /** Moves a session's rotations into the past: the interval passes without a test waiting for it. */
    async ageRotations(refreshTokenId: string, seconds: number) {
      await sql(
        `UPDATE rampa_backend.rotated_refresh_tokens SET rotated_at = rotated_at - make_interval(secs => $2)
         WHERE refresh_token_id = $1`,
        [refreshTokenId, seconds],
      );
    },
  };
}

describe.each(DATABASE_KINDS)('refresh token reuse interval on %s', (kind) => {
  describe('the default of 5 seconds', () => {
    const server = useTestServer(kind);
    const client = refreshClient(server);
    const { refresh, refreshed, signIn } = client;

    it('answers a value presented again within the interval with the same successor', async () => {
      const session = await signIn();
      const first = await refreshed(session.refreshToken);
      const again = await refreshed(session.refreshToken);
      expect(again.refreshToken).toBe(first.refreshToken);
      expect(again.refreshTokenId).toBe(session.refreshTokenId);
      expect(again.user).toEqual(session.user);
      expect(decodeJwt(again.accessToken).sub).toBe(session.user.id);
      expect((await client.get('/user', client.bearer(again))).statusCode).toBe(200);
      // The successor is the session's one current value, and it refreshes on as usual.
      const next = await refreshed(first.refreshToken);
      expect(next.refreshToken).toMatch(UUID);
      expect(next.refreshToken).not.toBe(first.refreshToken);
      expect(next.refreshTokenId).toBe(session.refreshTokenId);
    });

    it('answers two simultaneous presentations of one value with the same successor', async () => {
      const session = await signIn();
      const responses = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const [one, other] = responses.map((response) => response.json() as Session);
      expect(one!.refreshToken).toBe(other!.refreshToken);
      expect(one!.refreshToken).not.toBe(session.refreshToken);
      expect(one!.refreshTokenId).toBe(session.refreshTokenId);
      expect(other!.refreshTokenId).toBe(session.refreshTokenId);
      expect((await refresh(one!.refreshToken)).statusCode).toBe(200);
    });

    it('counts the interval from the rotation', async () => {
      const session = await signIn();
      const first = await refreshed(session.refreshToken);
      await client.ageRotations(session.refreshTokenId, 3);
      expect((await refreshed(session.refreshToken)).refreshToken).toBe(first.refreshToken);
    });

    it('revokes the whole session when the value comes back after the interval', async () => {
      const session = await signIn();
      const first = await refreshed(session.refreshToken);
      await client.ageRotations(session.refreshTokenId, 6);
      const replay = await refresh(session.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(INVALID_REFRESH_TOKEN);
      // The successor died with the session.
      expect((await refresh(first.refreshToken)).json()).toEqual(INVALID_REFRESH_TOKEN);
      expect(await client.sessionExists(session.refreshTokenId)).toBe(false);
    });

    it('treats a value whose successor was rotated in turn as a replay, also within the interval', async () => {
      const session = await signIn();
      const second = await refreshed(session.refreshToken);
      const third = await refreshed(second.refreshToken);
      expect((await refresh(session.refreshToken)).json()).toEqual(INVALID_REFRESH_TOKEN);
      expect((await refresh(third.refreshToken)).json()).toEqual(INVALID_REFRESH_TOKEN);
      expect(await client.sessionExists(session.refreshTokenId)).toBe(false);
    });

    it('hands out no successor of a session that was signed out', async () => {
      const session = await signIn();
      const first = await refreshed(session.refreshToken);
      expect((await client.post('/signout', { refreshToken: first.refreshToken })).statusCode).toBe(200);
      expect((await refresh(session.refreshToken)).json()).toEqual(INVALID_REFRESH_TOKEN);
    });

    it('keeps the successor only sealed, and clears the seal at the next rotation', async () => {
      const session = await signIn();
      const first = await refreshed(session.refreshToken);
      const everything = JSON.stringify(
        (await client.sql('SELECT * FROM rampa_backend.rotated_refresh_tokens')).rows,
      );
      expect(everything).not.toContain(first.refreshToken);
      expect(await client.sealOf(session.refreshToken)).toEqual(expect.any(String));
      await refreshed(first.refreshToken);
      expect(await client.sealOf(session.refreshToken)).toBeNull();
      expect(await client.sealOf(first.refreshToken)).toEqual(expect.any(String));
    });

    it('clears the seals past the interval at start, also of sessions that never rotated again', async () => {
      const session = await signIn();
      const recent = await signIn();
      await refreshed(session.refreshToken);
      await refreshed(recent.refreshToken);
      await client.ageRotations(session.refreshTokenId, 6);
      await purgeExpiredRefreshTokens(server.app.rampa.db, server.config.refreshTokenReuseInterval);
      expect(await client.sealOf(session.refreshToken)).toBeNull();
      expect(await client.sealOf(recent.refreshToken)).toEqual(expect.any(String));
    });
  });

  describe('AUTH_REFRESH_TOKEN_REUSE_INTERVAL=0', () => {
    const server = useTestServer(kind, { AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '0' });
    const client = refreshClient(server);
    const { refresh, refreshed, signIn } = client;

    it('revokes the whole session at the first reuse, and keeps no successor', async () => {
      const session = await signIn();
      const first = await refreshed(session.refreshToken);
      expect(await client.sealOf(session.refreshToken)).toBeNull();
      expect((await refresh(session.refreshToken)).json()).toEqual(INVALID_REFRESH_TOKEN);
      expect((await refresh(first.refreshToken)).json()).toEqual(INVALID_REFRESH_TOKEN);
      expect(await client.sessionExists(session.refreshTokenId)).toBe(false);
    });

    it('lets only one of two simultaneous refreshes with the same token win', async () => {
      const session = await signIn();
      const responses = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
    });
  });
});

describe('successor seal', () => {
  const replaced = '0b6d3e1a-2c4f-4a8b-9d7e-000000000001';
  const successor = '0b6d3e1a-2c4f-4a8b-9d7e-000000000002';
  const seal = createSuccessorSeal('server-secret-for-tests');

  it('opens only with the replaced value and the same server secret', () => {
    const sealed = seal.seal(replaced, successor);
    expect(sealed).not.toContain(successor);
    expect(seal.open(replaced, sealed)).toBe(successor);
    expect(seal.open(successor, sealed)).toBeUndefined();
    expect(createSuccessorSeal('another-server-secret').open(replaced, sealed)).toBeUndefined();
  });

  it('refuses a changed or truncated seal', () => {
    const sealed = Buffer.from(seal.seal(replaced, successor), 'base64url');
    const last = sealed.length - 1;
    sealed[last] = sealed[last]! ^ 1;
    expect(seal.open(replaced, sealed.toString('base64url'))).toBeUndefined();
    expect(seal.open(replaced, sealed.subarray(0, 20).toString('base64url'))).toBeUndefined();
    expect(seal.open(replaced, '')).toBeUndefined();
  });

  it('seals the same successor differently each time', () => {
    expect(seal.seal(replaced, successor)).not.toBe(seal.seal(replaced, successor));
  });
});
