import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { graphqlEngineOf } from '../graphql/plugin';
import type { SessionOptions } from '../graphql/session';
import { publicBaseUrl } from '../http/public-origin';
import { readOrCreateSecretFile, secretsDir } from '../secrets';
import { createFileAccess } from './access';
import { getFile, getPresignedFile, presignFile } from './download';
import { createDriver } from './drivers';
import { answerError } from './errors';
import { createFileStore } from './files';
import { registerMultipart } from './form';
import { createUrlSigner } from './presign';
import type { StorageService } from './service';
import { createTransformer } from './transform';
import { deleteFile, replaceFile, uploadFiles } from './upload';

export interface StorageOptions {
  config: Config;
  db: Database;
  /** As for /v1/graphql: who a request is comes from the same headers, with the same rules. */
  session: SessionOptions;
}

const BUILD_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * The hasura-storage-compatible API at /v1/storage (nhost-wire.md §3). Register it after the GraphQL engine:
 * every permission is decided by running the operation through it with the caller's session.
 */
export async function registerStorage(app: FastifyInstance, { config, db, session }: StorageOptions) {
  const engine = graphqlEngineOf(app);
  if (!engine) throw new Error('registerStorage: register the GraphQL engine first');
  const driver = await createDriver(config.storage.driver, config.dataDir);
  app.addHook('onClose', () => driver.close());
  const signingSecret =
    config.storage.signingSecret ??
    (await readOrCreateSecretFile(join(secretsDir(config.dataDir), 'storage-signing-key'), () =>
      randomBytes(32).toString('base64url'),
    ));
  const service: StorageService = {
    access: createFileAccess(engine, session),
    files: createFileStore(db),
    driver,
    signer: createUrlSigner(signingSecret),
    transformer: createTransformer({
      maxPixels: config.storage.maxImagePixels,
      concurrency: config.storage.transformConcurrency,
      cacheBytes: config.storage.transformCacheBytes,
      maxOutputPixels: config.storage.maxTransformOutputPixels,
      timeoutSeconds: config.storage.transformTimeoutSeconds,
      perCaller: config.storage.transformQueuePerUser,
    }),
    publicUrl: (request) => `${publicBaseUrl(config, request)}/v1/storage`,
    log: app.log,
  };
  type Handler = (service: StorageService, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const serve = (handler: Handler) => (request: FastifyRequest, reply: FastifyReply) =>
    handler(service, request, reply);

  await app.register(
    async (scope) => {
      await registerMultipart(scope);
      scope.setErrorHandler((error, _request, reply) => answerError(reply, error));
      // GET routes get their own HEAD: Fastify's automatic one would read (or transform) the whole file.
      const read = { exposeHeadRoute: false } as const;
      scope.post('/files', serve(uploadFiles));
      scope.route({ method: ['GET', 'HEAD'], url: '/files/:id', handler: serve(getFile), ...read });
      scope.put('/files/:id', serve(replaceFile));
      scope.delete('/files/:id', serve(deleteFile));
      scope.get('/files/:id/presignedurl', serve(presignFile));
      scope.route({
        method: ['GET', 'HEAD'],
        url: '/files/:id/presignedurl/contents',
        handler: serve(getPresignedFile),
        ...read,
      });
      scope.get('/version', async () => ({ buildVersion: BUILD_VERSION }));
    },
    { prefix: '/v1/storage' },
  );
}
