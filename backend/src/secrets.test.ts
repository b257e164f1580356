import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveSecrets } from './secrets';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rampa-secrets-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('resolveSecrets', () => {
  it('generates the admin secret and an RS256 key pair on first start, readable by the owner only', async () => {
    const secrets = await resolveSecrets(loadConfig({ RAMPA_DATA_DIR: dataDir }));
    const adminFile = join(dataDir, 'secrets', 'admin-secret');
    const jwtFile = join(dataDir, 'secrets', 'jwt-secret.json');
    expect(secrets.adminSecretSource).toBe(adminFile);
    expect(secrets.jwtSecretSource).toBe(jwtFile);
    expect(secrets.adminSecret).toMatch(/^[\w-]{43}$/);
    expect((await readFile(adminFile, 'utf8')).trim()).toBe(secrets.adminSecret);
    expect(secrets.jwtSecret.algorithm).toBe('RS256');
    expect(JSON.parse(await readFile(jwtFile, 'utf8'))).toMatchObject({ type: 'RS256' });
    for (const file of [adminFile, jwtFile]) expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, 'secrets'))).mode & 0o777).toBe(0o700);
  });

  it('reuses the generated secrets on the next start', async () => {
    const config = loadConfig({ RAMPA_DATA_DIR: dataDir });
    const first = await resolveSecrets(config);
    const second = await resolveSecrets(config);
    expect(second.adminSecret).toBe(first.adminSecret);
    expect(second.jwtSecret.kid).toBe(first.jwtSecret.kid);
  });

  it('prefers the environment and then writes nothing', async () => {
    const secrets = await resolveSecrets(
      loadConfig({
        RAMPA_DATA_DIR: dataDir,
        HASURA_GRAPHQL_ADMIN_SECRET: 'from-env',
        HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) }),
        RAMPA_DEV_INBOX_TOKEN: 'i'.repeat(16),
      }),
    );
    expect(secrets).toMatchObject({
      adminSecret: 'from-env',
      adminSecretSource: 'HASURA_GRAPHQL_ADMIN_SECRET',
      jwtSecretSource: 'HASURA_GRAPHQL_JWT_SECRET',
      devInboxToken: 'i'.repeat(16),
      devInboxTokenSource: 'RAMPA_DEV_INBOX_TOKEN',
    });
    await expect(stat(join(dataDir, 'secrets'))).rejects.toThrow(/ENOENT/);
  });

  it('generates the dev inbox token once into the data folder when the inbox is on', async () => {
    const config = loadConfig({ RAMPA_DATA_DIR: dataDir });
    const first = await resolveSecrets(config);
    expect(first.devInboxToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.devInboxTokenSource).toBe(join(dataDir, 'secrets', 'dev-inbox-token'));
    expect((await resolveSecrets(config)).devInboxToken).toBe(first.devInboxToken);
    const off = await resolveSecrets(loadConfig({ RAMPA_DATA_DIR: dataDir, AUTH_DEV_INBOX: 'false' }));
    expect(off.devInboxToken).toBeUndefined();
  });
});
