import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FileAccess } from './access';
import type { StorageDriver } from './drivers';
import { invalidFileId } from './errors';
import type { FileStore } from './files';
import type { UrlSigner } from './presign';
import type { Transformer } from './transform';

/** Everything the storage routes use, built once by registerStorage. */
export interface StorageService {
  access: FileAccess;
  files: FileStore;
  driver: StorageDriver;
  signer: UrlSigner;
  transformer: Transformer;
  /**
   * The storage API's public base URL for presigned URLs in the answer to `request`:
   * `<RAMPA_PUBLIC_URL>/v1/storage`, or the origin the browser reached when that is not set (public-origin.ts).
   */
  publicUrl(request: FastifyRequest): string;
  log: FastifyBaseLogger;
}

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file id: a uuid, lower-cased; anything else (a path, `..`, an encoded slash) is a 400. */
export function parseFileId(value: unknown): string {
  if (typeof value !== 'string' || !FILE_ID.test(value)) throw invalidFileId();
  return value.toLowerCase();
}

export const fileIdOf = (request: FastifyRequest) => parseFileId((request.params as { id?: unknown }).id);
