import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../config';
import { readOrCreateSecretFile, secretsDir } from '../secrets';

// No look-alikes (0/o, 1/l/i), so the password can be read off a terminal and typed.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** RAMPA_DEMO_PASSWORD, or one generated on first start and kept in the data folder. */
export async function resolveDemoPassword(config: Config): Promise<{ password: string; source: string }> {
  if (config.demoPassword !== undefined) {
    return { password: config.demoPassword, source: 'RAMPA_DEMO_PASSWORD' };
  }
  const file = join(secretsDir(config.dataDir), 'demo-password');
  return { password: await readOrCreateSecretFile(file, generateReadablePassword), source: file };
}

/** Four groups of five characters: about 99 bits of entropy. */
export function generateReadablePassword(): string {
  const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}
