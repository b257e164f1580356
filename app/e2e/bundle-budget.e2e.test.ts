import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatBundleTable, readBundleReport, SIGN_IN_BUDGET_BYTES } from '../scripts/bundle-report';
import { MODULE_MAP_FILE, type ModuleMap } from '../scripts/moduleMap';
import { PRELOADS_FILE, type PreloadsFile } from '../scripts/routePreloads';

// The e2e global setup has just built the app into app/dist, as `npm start` does: this reads that build.
const dist = fileURLToPath(new URL('../dist', import.meta.url));

describe('bundle budget (issue #16)', () => {
  const rows = readBundleReport(dist);
  const signIn = rows.find((row) => row.route === '/')!;
  console.log(
    `JS per route, a cold load (entry + route chunks). Sign-in budget ${SIGN_IN_BUDGET_BYTES / 1024} KB (brotli):\n${formatBundleTable(rows)}`,
  );

  it('keeps the sign-in page within its compressed JavaScript budget (issue #16)', () => {
    expect(signIn.js.brotli).toBeLessThanOrEqual(SIGN_IN_BUDGET_BYTES);
  });

  it("loads none of the sdk's GraphQL documents, graphql-js, graphql-ws, react-hook-form or zod on the sign-in page", () => {
    // The sdk's services come with the first signed-in page (createLazySdk); the sign-in forms and the routes'
    // search checks are plain functions. One value imported from the wrong module brings any of these back.
    const modules = JSON.parse(readFileSync(`${dist}/${MODULE_MAP_FILE}`, 'utf8')) as ModuleMap;
    const loaded = signIn.jsFiles.flatMap((file) => modules[file]?.modules ?? []);
    expect(loaded).toContain('src/main.tsx');
    const unwanted = /^(\.\.\/sdk\/src\/gql\/|node_modules\/(graphql|graphql-ws|react-hook-form|zod)\/)/;
    expect(loaded.filter((id) => unwanted.test(id))).toEqual([]);
  });

  it('loads no page of another route and no catch-all React Aria chunk on the sign-in page', () => {
    const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
      string,
      { file: string; src?: string }
    >;
    const routeChunks = new Set(
      Object.entries(manifest)
        .filter(
          ([key]) => /^src\/routes\/.+\?tsr-split=/.test(key) && !key.startsWith('src/routes/index.tsx'),
        )
        .map(([, chunk]) => chunk.file),
    );
    expect(signIn.jsFiles.filter((file) => routeChunks.has(file))).toEqual([]);
    expect(signIn.jsFiles.filter((file) => /\/react-aria-[\w-]+\.js$/.test(file))).toEqual([]);
    // The signed-in shell (sidebar, notifications) is loaded after sign-in only, in the signed-in pages' common
    // chunk with the sdk's services (scripts/chunkPlan.ts).
    const modules = JSON.parse(readFileSync(`${dist}/${MODULE_MAP_FILE}`, 'utf8')) as ModuleMap;
    const chunkOf = (id: string) =>
      Object.entries(modules).find(([, chunk]) => chunk.modules.includes(id))?.[0];
    const shell = chunkOf('src/features/shell/AppLayout.tsx');
    expect(shell, 'AppLayout is in a lazy chunk').toBeDefined();
    expect(modules[shell!]!.isEntry).toBe(false);
    expect(signIn.jsFiles).not.toContain(shell);
    expect(signIn.jsFiles).not.toContain(chunkOf('../sdk/src/services.ts'));
  });

  it('loads each page in a few files, not dozens (HTTP/1.1 queues them six at a time)', () => {
    // The sign-in page: the entry, React, the runtime and its own lazy chunk.
    expect(signIn.jsFiles.length).toBeLessThanOrEqual(5);
    for (const row of rows) expect(row.jsFiles.length, row.route).toBeLessThanOrEqual(30);
  });

  it('keeps every page component out of the entry chunk', () => {
    // A route file that imports anything but the component from a page module keeps that whole page (and what it
    // renders) in the entry chunk: the router can split only the `component` it is given. The shell's own states
    // (not found, route error), which the router renders itself, are the exception.
    const modules = JSON.parse(readFileSync(`${dist}/${MODULE_MAP_FILE}`, 'utf8')) as ModuleMap;
    const entry = Object.values(modules).filter((chunk) => chunk.isEntry);
    expect(entry).toHaveLength(1);
    const pages = entry[0]!.modules.filter((id) => /^src\/features\/(?!shell\/).+Page\.tsx$/.test(id));
    expect(pages).toEqual([]);
    expect(entry[0]!.modules).toContain('src/main.tsx');
  });

  it("carries the entry's stylesheet in index.html: the first paint waits for no request but the page", () => {
    const html = readFileSync(`${dist}/index.html`, 'utf8');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    // The skeleton's few rules, and the theme's and the layout's whole sheet.
    expect(inline.some((css) => css.length > 10_000)).toBe(true);
  });

  it("links from each page's HTML only files the build wrote", () => {
    // The backend adds these as <link rel="modulepreload"> and <link rel="preload" as="style">: a missing one is a
    // 404 on every load of the page.
    const { routes } = JSON.parse(readFileSync(`${dist}/${PRELOADS_FILE}`, 'utf8')) as PreloadsFile;
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.flatMap(({ path, scripts, styles }) =>
      [...scripts, ...styles]
        .filter((file) => !existsSync(`${dist}${file}`))
        .map((file) => `${path}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('writes brotli and gzip copies of every script and stylesheet at build', () => {
    const files = new Set(rows.flatMap((row) => row.jsFiles));
    for (const file of files) {
      const path = `${dist}/${file}`;
      if (readFileSync(path).length < 1024) continue;
      expect(existsSync(`${path}.br`), `${file}.br`).toBe(true);
      expect(existsSync(`${path}.gz`), `${file}.gz`).toBe(true);
    }
  });
});
