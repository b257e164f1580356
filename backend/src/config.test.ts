import { generateKeyPairSync } from 'node:crypto';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HASH_SLOTS } from './auth/hash-slots';
import { generateJwtSecretJson } from './auth/jwt-secret';
import { ConfigError, loadConfig, repoRoot } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

const rsaPem = (bits: number) => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return {
    key: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    signing_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};

describe('loadConfig', () => {
  it('embeds defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: 'localhost',
      publicUrl: 'http://localhost:4000',
      authServerUrl: 'http://localhost:4000/v1/auth',
      dataDir: resolve(repoRoot, '.data'),
      projectDir: resolve(repoRoot, 'nhost'),
      appDist: resolve(repoRoot, 'app/dist'),
      accessTokenExpiresIn: 900,
      refreshTokenExpiresIn: 2_592_000,
      refreshTokenReuseInterval: 5,
      devMode: true,
      demoSeed: true,
      logLevel: 'info',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminSecret).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/rampa',
      HASURA_GRAPHQL_ADMIN_SECRET: 'an admin secret',
      HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: 'k'.repeat(32), issuer: 'rampa' }),
      STORAGE_SIGNING_SECRET: 's'.repeat(32),
      HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'public',
      HASURA_GRAPHQL_DEV_MODE: 'true',
      RAMPA_DEMO_PASSWORD: 'secret-demo',
      RAMPA_DEMO_SEED: '1',
      RAMPA_DATA_DIR: '/srv/rampa',
      NHOST_PROJECT_DIR: '/srv/nhost',
      RAMPA_APP_DIST: '/srv/app',
      AUTH_ACCESS_TOKEN_EXPIRES_IN: '60',
      AUTH_REFRESH_TOKEN_EXPIRES_IN: '3600',
      AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '0',
      RAMPA_PUBLIC_URL: 'https://rampa.example.pl/',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db:5432/rampa',
      adminSecret: 'an admin secret',
      unauthorizedRole: 'public',
      devMode: true,
      demoSeed: true,
      demoPassword: 'secret-demo',
      dataDir: '/srv/rampa',
      projectDir: '/srv/nhost',
      appDist: '/srv/app',
      accessTokenExpiresIn: 60,
      refreshTokenExpiresIn: 3600,
      refreshTokenReuseInterval: 0,
      publicUrl: 'https://rampa.example.pl',
      authServerUrl: 'https://rampa.example.pl/v1/auth',
      logLevel: 'warn',
    });
    expect(config.jwtSecret).toMatchObject({ algorithm: 'HS256', issuer: 'rampa' });
  });

  it('turns dev mode and the demo seed off by default with a PostgreSQL server', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://db/rampa',
      HASURA_GRAPHQL_ADMIN_SECRET: 'x',
      HASURA_GRAPHQL_JWT_SECRET: generateJwtSecretJson(),
      STORAGE_SIGNING_SECRET: 's'.repeat(32),
    });
    expect(config).toMatchObject({ devMode: false, demoSeed: false });
  });

  it('keeps the dev inbox off beyond loopback unless AUTH_DEV_INBOX=true', () => {
    expect(loadConfig({}).auth.devInbox).toBe(true);
    expect(loadConfig({ HOST: '127.0.0.1' }).auth.devInbox).toBe(true);
    expect(loadConfig({ HOST: '::1' }).auth.devInbox).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).auth.devInbox).toBe(false);
    expect(loadConfig({ HOST: '::' }).auth.devInbox).toBe(false);
    expect(loadConfig({ HOST: '192.168.1.20' }).auth.devInbox).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', AUTH_DEV_INBOX: 'true' }).auth.devInbox).toBe(true);
    expect(loadConfig({ RAMPA_DEV_INBOX_TOKEN: 't'.repeat(16) }).auth.devInboxToken).toBe('t'.repeat(16));
    expect(problemsOf({ RAMPA_DEV_INBOX_TOKEN: 'short' })).toEqual([
      'RAMPA_DEV_INBOX_TOKEN must be at least 16 characters long, got 5',
    ]);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ', HOST: '' })).toMatchObject({
      port: 4000,
      host: 'localhost',
    });
  });

  it('resolves relative paths from the folder npm was started in', () => {
    const config = loadConfig({
      INIT_CWD: '/home/dev/rampa',
      RAMPA_DATA_DIR: 'data',
      NHOST_PROJECT_DIR: './nhost',
    });
    expect(config.dataDir).toBe('/home/dev/rampa/data');
    expect(config.projectDir).toBe('/home/dev/rampa/nhost');
  });

  it('derives the public URL from a wildcard host', () => {
    expect(loadConfig({ HOST: '::', PORT: '5000' }).publicUrl).toBe('http://localhost:5000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:4000');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer 1–65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be an integer 1–65535, got "70000"'],
    [{ PORT: '-1' }, 'PORT must be an integer 1–65535, got "-1"'],
    [{ PORT: '80.5' }, 'PORT must be an integer 1–65535, got "80.5"'],
    [
      { AUTH_ACCESS_TOKEN_EXPIRES_IN: '0' },
      'AUTH_ACCESS_TOKEN_EXPIRES_IN must be a number of seconds 1–2147483647, got "0"',
    ],
    [
      { AUTH_REFRESH_TOKEN_EXPIRES_IN: '1d' },
      'AUTH_REFRESH_TOKEN_EXPIRES_IN must be a number of seconds 1–2147483647, got "1d"',
    ],
    [
      { AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '301' },
      'AUTH_REFRESH_TOKEN_REUSE_INTERVAL must be a number of seconds 0–300, got "301"',
    ],
    [
      { AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '5s' },
      'AUTH_REFRESH_TOKEN_REUSE_INTERVAL must be a number of seconds 0–300, got "5s"',
    ],
    [{ RAMPA_DEMO_SEED: 'maybe' }, 'RAMPA_DEMO_SEED must be true or false, got "maybe"'],
    [{ HASURA_GRAPHQL_DEV_MODE: 'yes' }, 'HASURA_GRAPHQL_DEV_MODE must be true or false, got "yes"'],
    [{ RAMPA_PUBLIC_URL: 'ftp://x' }, 'RAMPA_PUBLIC_URL must be an http:// or https:// URL, got "ftp://x"'],
    [{ AUTH_SERVER_URL: 'nope' }, 'AUTH_SERVER_URL must be an http:// or https:// URL, got "nope"'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    [{ RAMPA_DEMO_PASSWORD: 'ab' }, 'RAMPA_DEMO_PASSWORD must be 3–50 characters long, got 2'],
    [
      { HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'pub lic' },
      'HASURA_GRAPHQL_UNAUTHORIZED_ROLE must be a role name (letters, digits, _ and -), got "pub lic"',
    ],
  ])('rejects %j with a clear message', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('bounds the password hashes that run at once: one per core by default, RAMPA_PASSWORD_HASH_SLOTS else', () => {
    expect(loadConfig({}).passwordHashSlots).toBe(PASSWORD_HASH_SLOTS);
    expect(PASSWORD_HASH_SLOTS).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ RAMPA_PASSWORD_HASH_SLOTS: '3' }).passwordHashSlots).toBe(3);
    expect(problemsOf({ RAMPA_PASSWORD_HASH_SLOTS: '0' }).join()).toContain('RAMPA_PASSWORD_HASH_SLOTS');
  });

  it('reports every bad value at once, one line each', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'x', LOG_LEVEL: 'y' });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error?.problems).toHaveLength(2);
    expect(error?.message.split('\n')).toHaveLength(2);
  });

  it('never repeats a connection string, which may hold a password', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/rampa' });
    expect(problems).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(problems.join()).not.toContain('hunter2');
  });

  it('refuses a PostgreSQL server without the secrets every process of a cluster must share', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://db/rampa' })).toEqual([
      'HASURA_GRAPHQL_ADMIN_SECRET is required with DATABASE_URL (only embedded mode generates one)',
      'HASURA_GRAPHQL_JWT_SECRET is required with DATABASE_URL (only embedded mode generates one)',
      'STORAGE_SIGNING_SECRET is required with DATABASE_URL (presigned URLs signed by one process are served by the others; only embedded mode generates one)',
    ]);
  });

  it('asks for the dev inbox token with a PostgreSQL server only when the dev inbox is on', () => {
    const shared = {
      DATABASE_URL: 'postgres://db/rampa',
      HASURA_GRAPHQL_ADMIN_SECRET: 'x',
      HASURA_GRAPHQL_JWT_SECRET: generateJwtSecretJson(),
      STORAGE_SIGNING_SECRET: 's'.repeat(32),
    };
    expect(loadConfig(shared).auth.devInbox).toBe(false);
    expect(problemsOf({ ...shared, AUTH_DEV_INBOX: 'true' })).toEqual([
      'RAMPA_DEV_INBOX_TOKEN is required with DATABASE_URL when the dev inbox is on (AUTH_DEV_INBOX; only embedded mode generates one)',
    ]);
    expect(
      loadConfig({ ...shared, AUTH_DEV_INBOX: 'true', RAMPA_DEV_INBOX_TOKEN: 't'.repeat(16) }).auth.devInbox,
    ).toBe(true);
  });

  describe('HASURA_GRAPHQL_JWT_SECRET', () => {
    const jwtProblems = (secret: unknown) =>
      problemsOf({ HASURA_GRAPHQL_JWT_SECRET: typeof secret === 'string' ? secret : JSON.stringify(secret) });

    it('accepts every HS and RS algorithm', () => {
      for (const type of ['HS256', 'HS384', 'HS512']) {
        const config = loadConfig({
          HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type, key: 'k'.repeat(64) }),
        });
        expect(config.jwtSecret?.algorithm).toBe(type);
      }
      for (const type of ['RS256', 'RS384', 'RS512']) {
        const config = loadConfig({ HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type, ...rsaPem(2048) }) });
        expect(config.jwtSecret?.algorithm).toBe(type);
        expect(config.jwtSecret?.kid).toMatch(/^[\w-]{43}$/);
      }
    });

    it.each([
      [
        '{not json',
        'HASURA_GRAPHQL_JWT_SECRET must be JSON like {"type":"RS256","key":"…","signing_key":"…"}',
      ],
      [
        [1],
        'HASURA_GRAPHQL_JWT_SECRET must be a JSON object like {"type":"RS256","key":"…","signing_key":"…"}',
      ],
      [
        { type: 'ES256', key: 'x' },
        'HASURA_GRAPHQL_JWT_SECRET type must be one of HS256, HS384, HS512, RS256, RS384, RS512, got "ES256"',
      ],
      [{ type: 'HS256' }, 'HASURA_GRAPHQL_JWT_SECRET needs "key" (a string)'],
      [
        { type: 'HS256', key: 'short' },
        'HASURA_GRAPHQL_JWT_SECRET key must be at least 32 characters for HS256',
      ],
      [
        { type: 'HS512', key: 'k'.repeat(63) },
        'HASURA_GRAPHQL_JWT_SECRET key must be at least 64 characters for HS512',
      ],
      [
        { type: 'HS256', key: 'k'.repeat(32), jwk_url: 'https://x' },
        'HASURA_GRAPHQL_JWT_SECRET has fields this backend does not support: jwk_url',
      ],
      [
        { type: 'RS256', key: 'not a pem' },
        'HASURA_GRAPHQL_JWT_SECRET key must be a PEM public key or certificate',
      ],
    ])('rejects %j', (secret, message) => {
      expect(jwtProblems(secret)).toEqual([message]);
    });

    it('needs the private key to issue RS tokens, and it must match the public key', () => {
      const pair = rsaPem(2048);
      expect(jwtProblems({ type: 'RS256', key: pair.key })).toEqual([
        'HASURA_GRAPHQL_JWT_SECRET needs "signing_key" (the PEM private key) to issue RS256 tokens',
      ]);
      expect(jwtProblems({ type: 'RS256', key: pair.key, signing_key: rsaPem(2048).signing_key })).toEqual([
        'HASURA_GRAPHQL_JWT_SECRET signing_key does not belong to key',
      ]);
    });

    it('refuses RSA keys shorter than 2048 bits without echoing them', () => {
      const pair = rsaPem(1024);
      const problems = jwtProblems({ type: 'RS256', ...pair });
      expect(problems).toEqual(['HASURA_GRAPHQL_JWT_SECRET RSA keys must have at least 2048 bits']);
      expect(problems.join()).not.toContain('BEGIN');
    });
  });
});
