import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from './errors';
import { loadPagePreloads, type PageHtml } from './pagePreloads';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Rampa: aplikacja nie jest zbudowana</title>
  </head>
  <body>
    <main>
      <h1>Aplikacja nie jest zbudowana</h1>
      <p>Zbuduj ją poleceniem <code>npm run build</code> w katalogu repozytorium i uruchom serwer ponownie
        (<code>npm start</code> robi obie rzeczy). Serwer szuka jej w katalogu z <code>RAMPA_APP_DIST</code>.</p>
      <h2 lang="en">The app has not been built</h2>
      <p lang="en">Build it with <code>npm run build</code> in the repository and restart the server
        (<code>npm start</code> does both). The server looks for it in the folder of <code>RAMPA_APP_DIST</code>.</p>
    </main>
  </body>
</html>
`;

const isApiPath = (url: string) => url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?');
const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html');

/** A page's HTML as `index.html` is sent: revalidated every time, compressed by the request's Accept-Encoding. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageHtml) {
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ['br', page.brotli()]
    : /\bgzip\b/.test(accepted)
      ? ['gzip', page.gzip()]
      : [undefined, page.plain];
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the built app from `appDist` with SPA fallback: any page request outside `/v1` gets
 * `index.html`, so the app's router handles it. Anything else unknown is a JSON 404. A page the app's router
 * knows gets `index.html` with its chunks linked (`.vite/preloads.json` of the build, see pagePreloads.ts).
 */
export async function registerApp(app: FastifyInstance, appDist: string) {
  const built = existsSync(join(appDist, 'index.html'));
  if (built) {
    const assets = join(appDist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: appDist,
      cacheControl: false,
      dotfiles: 'ignore',
      // The build writes `.br` and `.gz` next to every text asset (app/scripts/precompress.ts): sent by the
      // request's Accept-Encoding with `Vary: Accept-Encoding`, the plain file otherwise.
      preCompressed: true,
      // `/` is a page like the others: sent below, with the sign-in page's chunks linked.
      index: false,
      // Vite fingerprints everything under assets/; the HTML must be revalidated to pick up a new build.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const pageOf = built ? loadPagePreloads(appDist) : null;
  if (built) {
    app.get('/', (request, reply) => {
      const page = pageOf?.('/');
      return page ? sendPage(request, reply, page) : reply.code(200).sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !wantsPage(request)) return reply.code(404).send(notFoundBody);
    const page = pageOf?.(request.url.split('?')[0]!);
    if (page) return sendPage(request, reply, page);
    if (built) return reply.code(200).sendFile('index.html');
    return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
}
