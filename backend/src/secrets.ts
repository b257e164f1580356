import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { generateJwtSecretJson, parseJwtSecret, type JwtSecret } from './auth/jwt-secret';
import type { Config } from './config';

export interface Secrets {
  adminSecret: string;
  /** The environment variable or the file the admin secret comes from. */
  adminSecretSource: string;
  jwtSecret: JwtSecret;
  jwtSecretSource: string;
  /** What the dev inbox asks for, when the inbox is on. */
  devInboxToken?: string;
  devInboxTokenSource?: string;
}

export const secretsDir = (dataDir: string) => join(dataDir, 'secrets');

/**
 * The configured secrets, or in embedded mode the ones generated into the data folder on first start
 * (`loadConfig` refuses to run without them otherwise).
 */
export async function resolveSecrets(config: Config): Promise<Secrets> {
  const adminSecretFile = join(secretsDir(config.dataDir), 'admin-secret');
  const jwtSecretFile = join(secretsDir(config.dataDir), 'jwt-secret.json');
  const devInboxTokenFile = join(secretsDir(config.dataDir), 'dev-inbox-token');
  const { devInbox, devInboxToken } = config.auth;
  return {
    adminSecret:
      config.adminSecret ??
      (await readOrCreateSecretFile(adminSecretFile, () => randomBytes(32).toString('base64url'))),
    adminSecretSource: config.adminSecret !== undefined ? 'HASURA_GRAPHQL_ADMIN_SECRET' : adminSecretFile,
    jwtSecret:
      config.jwtSecret ??
      parseJwtSecret(await readOrCreateSecretFile(jwtSecretFile, generateJwtSecretJson), jwtSecretFile),
    jwtSecretSource: config.jwtSecret !== undefined ? 'HASURA_GRAPHQL_JWT_SECRET' : jwtSecretFile,
    ...(devInbox && {
      devInboxToken:
        devInboxToken ??
        (await readOrCreateSecretFile(devInboxTokenFile, () => randomBytes(24).toString('base64url'))),
      devInboxTokenSource: devInboxToken !== undefined ? 'RAMPA_DEV_INBOX_TOKEN' : devInboxTokenFile,
    }),
  };
}

/** Reads a secret file, or creates it readable by the owner only. */
export async function readOrCreateSecretFile(file: string, create: () => string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const value = create();
  try {
    await writeFile(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}
