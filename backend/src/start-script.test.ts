import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const readJson = (path: string) =>
  JSON.parse(readFileSync(`${repoRoot}${path}`, 'utf8')) as { scripts: Record<string, string> };

describe('npm start (issue #16)', () => {
  it('runs the compiled backend with plain node, built by npm run build, never through tsx', () => {
    const root = readJson('package.json').scripts;
    const backend = readJson('backend/package.json').scripts;
    expect(root.start).toBe('npm run build && npm run serve');
    expect(root.build).toContain('npm run build -w @rampa/backend');
    expect(root.serve).toBe('npm run start -w @rampa/backend');
    expect(backend.start).toBe('node dist/main.js');
    expect(backend.start).not.toMatch(/tsx|ts-node|--loader|--import|\.ts\b/);
    expect(backend.build).toBe('node scripts/build.mjs');
  });

  it('builds ES modules that load no TypeScript loader, and the functions compiled beside them', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'rampa-backend-dist-'));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    await promisify(execFile)(process.execPath, ['backend/scripts/build.mjs', dist], { cwd: repoRoot });
    const main = readFileSync(join(dist, 'main.js'), 'utf8');
    const chunks = readdirSync(join(dist, 'chunks'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(dist, 'chunks', name), 'utf8'));
    const code = [main, ...chunks].join('\n');
    expect(code).not.toMatch(/from\s*["']tsx|import\(["']tsx|require\(["']tsx/);
    // The workspace's TypeScript packages are bundled, npm packages are imported from node_modules.
    expect(code).not.toMatch(/from\s*["']@rampa\//);
    expect(code).toMatch(/from\s*["']fastify["']/);
    // main.js starts opening the database, then imports the server's chunk: Fastify and the rest load meanwhile.
    expect(main).not.toMatch(/from\s*["']fastify["']/);
    expect(main).toMatch(/import\(["']\.\/chunks\/server-[\w-]+\.js["']\)/);
    const invite = readFileSync(join(dist, 'functions/admin/invite-user.js'), 'utf8');
    expect(invite).toMatch(/export\s*\{[^}]*default/);
    // A worker thread's script (`_*.worker.ts`) is compiled beside the function that starts it, loader-free.
    const worker = readFileSync(join(dist, 'functions/pricelists/_pdf.worker.js'), 'utf8');
    expect(worker).toMatch(/parentPort/);
    expect(worker).not.toMatch(/from\s*["']tsx|import\(["']tsx/);
    expect(readFileSync(join(dist, 'functions/pricelists/generate.js'), 'utf8')).toContain('_pdf.worker.js');
  }, 60_000);
});
