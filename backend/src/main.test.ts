import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const backendDir = fileURLToPath(new URL('..', import.meta.url));

function runMain(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: backendDir,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('main', () => {
  it('exits with code 1 and one clear line per bad setting', async () => {
    const { code, stderr, stdout } = await runMain({ PORT: 'abc', AUTH_ACCESS_TOKEN_EXPIRES_IN: 'soon' });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      'Configuration error: PORT must be an integer 1–65535, got "abc"',
      'Configuration error: AUTH_ACCESS_TOKEN_EXPIRES_IN must be a number of seconds 1–2147483647, got "soon"',
    ]);
  });

  it('refuses a PostgreSQL server without secrets', async () => {
    const { code, stderr } = await runMain({ DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(stderr).toContain('HASURA_GRAPHQL_ADMIN_SECRET is required with DATABASE_URL');
  });
});
