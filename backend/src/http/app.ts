import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundBody } from './errors';

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

/**
 * Serves the built app from `appDist` with SPA fallback: any page request outside `/v1` gets
 * `index.html`, so the app's router handles it. Anything else unknown is a JSON 404.
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
      // Vite fingerprints everything under assets/; the HTML must be revalidated to pick up a new build.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !wantsPage(request)) return reply.code(404).send(notFoundBody);
    if (built) return reply.code(200).sendFile('index.html');
    return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
}
