import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useTestServer } from '../../test/support';
import { loadConfig } from '../config';
import { createMemoryStore, limitsFor, normalisedPath } from './rate-limit';

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('limitsFor', () => {
  it.each([
    ['/signin/email-password', true, ['global', 'bruteForce']],
    ['/signin/otp/email', true, ['global', 'bruteForce', 'emails']],
    ['/signin/passwordless/sms', true, ['global', 'bruteForce', 'sms']],
    ['/elevate/webauthn', true, ['global', 'bruteForce']],
    ['/verify', true, ['global', 'bruteForce']],
    ['/user/webauthn/verify', true, ['global', 'bruteForce']],
    ['/signup/email-password', true, ['global', 'emails', 'signups']],
    ['/signup/email-password', false, ['global', 'signups']],
    ['/user/password/reset', false, ['global', 'emails']],
    ['/token', true, ['global']],
    ['/healthz', true, []],
  ] as const)('%s (verification %s) counts against %j', (path, emailVerifiedRequired, expected) => {
    expect(limitsFor(path, { emailVerifiedRequired })).toEqual(expected);
  });
});

describe('normalisedPath', () => {
  it.each([
    ['/v1/auth/signin/email-password', '/v1/auth/signin/email-password'],
    ['/v1/auth/%73ignin/email-password', '/v1/auth/signin/email-password'],
    ['/v1/%61uth/signin/email-password?x=1', '/v1/auth/signin/email-password'],
    ['/v1/auth/%2573ignin/email-password', '/v1/auth/signin/email-password'],
    ['//v1/auth/./signin//email-password/', '/v1/auth/signin/email-password'],
    ['/v1/auth/x/../signin/email-password', '/v1/auth/signin/email-password'],
    ['/v1/auth/%zz', '/v1/auth/%zz'],
  ])('%s is %s', (url, expected) => {
    expect(normalisedPath(url)).toBe(expected);
  });
});

describe('the memory store', () => {
  it('is a sliding window', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    const limit = { burst: 2, intervalMs: 1000 };
    expect(await store.hit('k', limit)).toBe(true);
    now = 500;
    expect(await store.hit('k', limit)).toBe(true);
    expect(await store.hit('k', limit)).toBe(false);
    expect(await store.hit('other', limit)).toBe(true);
    now = 1001;
    expect(await store.hit('k', limit)).toBe(true);
    expect(await store.hit('k', limit)).toBe(false);
    now = 1501;
    expect(await store.hit('k', limit)).toBe(true);
  });
});

const LIMITED = {
  AUTH_RATE_LIMIT_ENABLE: 'true',
  AUTH_RATE_LIMIT_BRUTE_FORCE_BURST: '3',
  AUTH_RATE_LIMIT_ACCOUNT_BRUTE_FORCE_BURST: '5',
  AUTH_RATE_LIMIT_EMAIL_BURST: '2',
  AUTH_RATE_LIMIT_SIGNUPS_BURST: '2',
  AUTH_RATE_LIMIT_GLOBAL_BURST: '8',
  AUTH_RATE_LIMIT_GLOBAL_INTERVAL: '1m',
};

describe('rate limits', () => {
  const server = useTestServer('pglite', LIMITED);
  const post = (url: string, body: object, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: `/v1/auth${url}`, payload: body, remoteAddress });

  it('are on by default with Nhost’s numbers', () => {
    expect(loadConfig({}).auth.rateLimit).toEqual({
      enabled: true,
      global: { burst: 100, intervalMs: 60_000 },
      bruteForce: { burst: 10, intervalMs: 300_000 },
      bruteForceAccount: { burst: 10, intervalMs: 300_000 },
      emails: { burst: 10, intervalMs: 3_600_000 },
      emailsIsGlobal: false,
      sms: { burst: 10, intervalMs: 3_600_000 },
      signups: { burst: 10, intervalMs: 300_000 },
    });
  });

  it('stop sign-in attempts past the brute-force burst with an empty 429, per client', async () => {
    const attacker = randomIp();
    const body = { email: 'handlowiec@demo.rampa.pl', password: 'zgaduje' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post('/signin/email-password', body, attacker)).statusCode).toBe(401);
    }
    const blocked = await post('/signin/email-password', { ...body, password: DEMO_PASSWORD }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toBe('');
    expect(blocked.headers['retry-after']).toBe('300');
    const bystander = await post('/signin/email-password', { ...body, password: DEMO_PASSWORD }, randomIp());
    expect(bystander.statusCode).toBe(200);
  });

  it('key on the route the router matched, so percent-encoding the path does not dodge them', async () => {
    const attacker = randomIp();
    const body = { email: 'magazynier@demo.rampa.pl', password: 'zgaduje' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post('/signin/email-password', body, attacker)).statusCode).toBe(401);
    }
    const good = { ...body, password: DEMO_PASSWORD };
    for (const url of [
      '/v1/auth/signin/email-password',
      '/v1/auth/%73ignin/email-password',
      '/v1/%61uth/signin/email-password',
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        payload: good,
        remoteAddress: attacker,
      });
      expect(response.statusCode, url).toBe(429);
    }
  });

  it('count only failed sign-ins against an address: an office signs in as often as it needs', async () => {
    const office = randomIp();
    for (let signIn = 0; signIn < 6; signIn++) {
      const response = await post(
        '/signin/email-password',
        { email: 'kierowca@demo.rampa.pl', password: DEMO_PASSWORD },
        office,
      );
      expect(response.statusCode, `sign-in ${signIn + 1}`).toBe(200);
    }
  });

  it('count failures per account too, from any address', async () => {
    const body = { email: 'klient@demo.rampa.pl', password: 'zgaduje' };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/signin/email-password', body, randomIp())).statusCode).toBe(401);
    }
    const next = await post('/signin/email-password', { ...body, email: 'KLIENT@demo.rampa.pl' }, randomIp());
    expect(next.statusCode).toBe(429);
    const other = await post(
      '/signin/email-password',
      { email: 'org_admin@demo.rampa.pl', password: 'zgaduje' },
      randomIp(),
    );
    expect(other.statusCode).toBe(401);
  });

  it('limit e-mails and sign-ups', async () => {
    const client = randomIp();
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await post('/user/password/reset', { email: 'klient@demo.rampa.pl' }, client)).statusCode).toBe(
        200,
      );
    }
    expect((await post('/user/password/reset', { email: 'klient@demo.rampa.pl' }, client)).statusCode).toBe(
      429,
    );
    const signer = randomIp();
    expect(
      (await post('/signup/email-password', { email: 'r1@firma.test', password: 'abcdef' }, signer))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/signup/email-password', { email: 'r2@firma.test', password: 'abcdef' }, signer))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/signup/email-password', { email: 'r3@firma.test', password: 'abcdef' }, signer))
        .statusCode,
    ).toBe(429);
  });

  it('limit all requests of a client, except health checks', async () => {
    const client = randomIp();
    const statuses: number[] = [];
    for (let request = 0; request < 9; request++) {
      statuses.push(
        (await post('/token', { refreshToken: '7f0c2a51-9a4b-4c71-8d2e-5b3f6a7c8d9e' }, client)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const health = await server.app.inject({ url: '/v1/auth/healthz', remoteAddress: client });
    expect(health.statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  const env = { ...LIMITED, REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
  const first = useTestServer('pglite', env);
  const second = useTestServer('pglite', env);

  it('count a client’s requests on every server', async () => {
    const client = randomIp();
    const attempt = (app: typeof first.app) =>
      app.inject({
        method: 'POST',
        url: '/v1/auth/signin/email-password',
        payload: { email: 'handlowiec@demo.rampa.pl', password: 'zgaduje' },
        remoteAddress: client,
      });
    expect((await attempt(first.app)).statusCode).toBe(401);
    expect((await attempt(second.app)).statusCode).toBe(401);
    expect((await attempt(first.app)).statusCode).toBe(401);
    const blocked = await attempt(second.app);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toBe('');
    expect((await attempt(first.app)).statusCode).toBe(429);
  });
});

describe('AUTH_TRUST_PROXY', () => {
  it('parses false, true, hop counts and address lists', () => {
    expect(loadConfig({}).auth.trustProxy).toBe(false);
    expect(loadConfig({ AUTH_TRUST_PROXY: 'true' }).auth.trustProxy).toBe(true);
    expect(loadConfig({ AUTH_TRUST_PROXY: '1' }).auth.trustProxy).toBe(1);
    expect(loadConfig({ AUTH_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).auth.trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ AUTH_TRUST_PROXY: 'proxy.local' })).toThrow(/AUTH_TRUST_PROXY must be/);
  });

  describe('behind a proxy at 127.0.0.1', () => {
    const server = useTestServer('pglite', { ...LIMITED, AUTH_TRUST_PROXY: '127.0.0.1' });
    const attempt = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
      server.app.inject({
        method: 'POST',
        url: '/v1/auth/signin/email-password',
        payload: { email: `nikt-${randomInt(1e9)}@firma.test`, password: 'zgaduje' },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress,
      });

    it('keys the limits on the forwarded client address', async () => {
      const client = randomIp();
      for (let i = 0; i < 3; i++) expect((await attempt(client)).statusCode).toBe(401);
      expect((await attempt(client)).statusCode).toBe(429);
      expect((await attempt(randomIp())).statusCode).toBe(401);
    });

    it('ignores X-Forwarded-For from a peer that is not the proxy', async () => {
      const direct = randomIp();
      for (let i = 0; i < 3; i++) expect((await attempt(randomIp(), direct)).statusCode).toBe(401);
      expect((await attempt(randomIp(), direct)).statusCode).toBe(429);
    });
  });
});
