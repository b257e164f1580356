import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerApp } from './app';
import { handleError } from './errors';
import { registerSecurityHeaders } from './security-headers';

const INDEX =
  '<!doctype html><title>Rampa</title><script type="module" src="/assets/index-abc123.js"></script>';

async function serve(appDist: string, https = false): Promise<FastifyInstance> {
  const app = Fastify();
  registerSecurityHeaders(app, { https });
  app.setErrorHandler(handleError);
  app.get('/v1/auth/healthz', async () => 'OK');
  await registerApp(app, appDist);
  return app;
}

describe('the built app', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rampa-dist-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), INDEX);
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("rampa")');
    await writeFile(join(dir, '.env'), 'SECRET=1');
    // What app/scripts/precompress.ts writes at build (contents marked, to tell which file was sent).
    await writeFile(join(dir, 'assets', 'index-abc123.js.br'), 'brotli-bytes');
    await writeFile(join(dir, 'assets', 'index-abc123.js.gz'), 'gzip-bytes');
    await writeFile(join(dir, 'index.html.br'), 'brotli-index');
    app = await serve(dir);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });
  const page = (url: string) =>
    app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

  it('serves index.html at / and for any app route, to be revalidated', async () => {
    for (const url of [
      '/',
      '/handlowiec/pulpit',
      '/magazynier/awizacje/123?tab=historia',
      '/nie/ma/takiej',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets as immutable', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the request accepts, varying on Accept-Encoding', async () => {
    const asset = (acceptEncoding?: string) =>
      app.inject({
        url: '/assets/index-abc123.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const br = await asset('gzip, deflate, br');
    expect(br.body).toBe('brotli-bytes');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await asset('gzip');
    expect(gz.body).toBe('gzip-bytes');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);

    const plain = await asset();
    expect(plain.body).toBe('console.log("rampa")');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends index.html compressed and never cached, for the app routes too', async () => {
    for (const url of ['/', '/handlowiec/pulpit']) {
      const response = await app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('brotli-index');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a JSON 404 for a missing file that is not a page request', async () => {
    const response = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, error: 'not-found', message: 'Not found' });
  });

  it('never answers unknown /v1 routes with the app', async () => {
    for (const url of ['/v1', '/v1/nothing', '/v1/auth/nothing', '/v1?x=1']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ status: 404, error: 'not-found', message: 'Not found' });
    }
    expect((await page('/v1/auth/healthz')).body).toBe('OK');
  });

  it('answers other methods on unknown paths with a JSON 404', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/handlowiec/pulpit',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not-found' });
  });

  it('does not serve dotfiles', async () => {
    const response = await app.inject({ url: '/.env' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SECRET');
  });

  it('does not let a path escape the app folder', async () => {
    const response = await app.inject({ url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
    expect(response.statusCode).toBe(404);
  });

  it('sets the security headers', async () => {
    const response = await page('/handlowiec/pulpit');
    expect(response.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('asks for HTTPS only when served over HTTPS', async () => {
    const secure = await serve(dir, true);
    const response = await secure.inject({ url: '/' });
    await secure.close();
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe("the built app's pages with their chunks linked", () => {
  const HTML =
    '<!doctype html><html><head><title>Rampa</title></head><body><div id="root"></div></body></html>';
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rampa-dist-'));
    await mkdir(join(dir, '.vite'), { recursive: true });
    await writeFile(join(dir, 'index.html'), HTML);
    // What app/scripts/routePreloads.ts writes at build.
    const routes = [
      { path: '/', scripts: ['/assets/sign-in-a1.js'], styles: ['/assets/sign-in-a1.css'] },
      {
        path: '/handlowiec/awizacje/edit/$awizacja_id',
        scripts: ['/assets/signed-in-b2.js', '/assets/edit-c3.js'],
        styles: ['/assets/edit-c3.css'],
      },
      // A name that could break out of the attribute is never linked: the route is left out.
      { path: '/zle', scripts: ['/assets/x.js"><script>alert(1)</script>'], styles: [] },
    ];
    await writeFile(join(dir, '.vite', 'preloads.json'), JSON.stringify({ routes }));
    app = await serve(dir);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { accept: 'text/html', ...headers } });

  it("links a page's scripts and stylesheets in its head, for a path with parameters too", async () => {
    for (const url of ['/handlowiec/awizacje/edit/42', '/handlowiec/awizacje/edit/42/?tab=1']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(
        HTML.replace(
          '</head>',
          '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/signed-in-b2.js">\n' +
            '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/edit-c3.js">\n' +
            '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/edit-c3.css">\n</head>',
        ),
      );
    }
    const signIn = await page('/');
    expect(signIn.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/sign-in-a1.js">',
    );
  });

  it('sends the plain index.html for a path no page matches, and for an unsafe entry', async () => {
    for (const url of ['/handlowiec/awizacje/edit', '/nie/ma/takiej', '/zle']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(HTML);
    }
  });

  it('links the new chunks once a new build replaces the files under the running server', async () => {
    const before = (await page('/')).body;
    const routes = [{ path: '/', scripts: ['/assets/sign-in-d4.js'], styles: [] }];
    await writeFile(join(dir, '.vite', 'preloads.json'), JSON.stringify({ routes }));
    // A later modification time, as a build that finishes after the server started.
    const later = new Date(Date.now() + 5_000);
    await utimes(join(dir, '.vite', 'preloads.json'), later, later);
    const after = (await page('/')).body;
    expect(before).toContain('/assets/sign-in-a1.js');
    expect(after).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/sign-in-d4.js">',
    );
    expect(after).not.toContain('sign-in-a1');
  });

  it('compresses by Accept-Encoding and answers a matching ETag with 304', async () => {
    const plain = (await page('/')).body;
    const br = await page('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await page('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const again = await page('/', { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('an app that was not built', () => {
  it('explains in Polish and English how to build it', async () => {
    const app = await serve(join(tmpdir(), 'rampa-no-such-dist'));
    const response = await app.inject({ url: '/handlowiec/pulpit', headers: { accept: 'text/html' } });
    const api = await app.inject({ url: '/v1/nothing', headers: { accept: 'text/html' } });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Aplikacja nie jest zbudowana');
    expect(response.body).toContain('The app has not been built');
    expect(response.body).toContain('npm run build');
    expect(api.statusCode).toBe(404);
  });
});
