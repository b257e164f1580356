import type { FastifyReply, FastifyRequest } from 'fastify';
import { evaluatePreconditions, requestedRange } from './conditional';
import { servedContentType } from './content-type';
import type { Readable } from 'node:stream';
import { ObjectNotFoundError, type ByteRange } from './drivers';
import { fileNotFound, StorageError } from './errors';
import type { FileMetadata, StoredFile } from './files';
import { fileIdOf, type StorageService } from './service';
import { imageOptions, imageType, variantEtag, type ImageOptions } from './transform';

/** Go's url.QueryEscape, which hasura-storage uses for the name in Content-Disposition. */
export function queryEscape(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** Reads a file the caller may select (GET and HEAD /files/{id}). */
export async function getFile(service: StorageService, request: FastifyRequest, reply: FastifyReply) {
  const id = fileIdOf(request);
  const session = await service.access.session(request.headers);
  if (!(await service.access.canRead(session, id))) throw fileNotFound();
  const stored = await service.files.file(id);
  if (!stored) throw fileNotFound();
  return sendFile(service, request, reply, stored, stored.bucket.cacheControl);
}

/** GET /files/{id}/presignedurl: a URL that reads the file without credentials until it expires. */
export async function presignFile(service: StorageService, request: FastifyRequest, reply: FastifyReply) {
  const id = fileIdOf(request);
  const session = await service.access.session(request.headers);
  if (!(await service.access.canRead(session, id))) throw fileNotFound();
  const stored = await service.files.file(id);
  if (!stored) throw fileNotFound();
  if (!stored.file.isUploaded) throw new StorageError(403, 'file not uploaded');
  assertPresignable(stored);
  const expiration = stored.bucket.downloadExpiration;
  const expiresAt = Math.floor(Date.now() / 1000) + expiration;
  const url = `${service.publicUrl(request)}/files/${id}/presignedurl/contents?${service.signer.sign(id, expiresAt)}`;
  return reply.header('cache-control', 'no-store').send({ url, expiration });
}

/** GET and HEAD /files/{id}/presignedurl/contents: the signature is the credential. */
export async function getPresignedFile(
  service: StorageService,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const id = fileIdOf(request);
  const remaining = service.signer.verify(id, request.query as Record<string, unknown>);
  const stored = await service.files.file(id);
  if (!stored) throw fileNotFound();
  assertPresignable(stored);
  return sendFile(service, request, reply, stored, `max-age=${remaining}`);
}

function assertPresignable({ bucket }: StoredFile) {
  if (!bucket.presignedUrlsEnabled) {
    throw new StorageError(403, 'presigned URLs are not enabled on the bucket where this file is located in');
  }
}

/**
 * Answers with a file's content and hasura-storage's headers: the whole file, one byte range (206), or an image
 * transform (never ranged); 304 and 412 for the conditional headers; only headers for HEAD.
 */
async function sendFile(
  service: StorageService,
  request: FastifyRequest,
  reply: FastifyReply,
  { file }: StoredFile,
  cacheControl: string,
) {
  if (!file.isUploaded) throw new StorageError(403, 'file not uploaded');
  const options = imageOptions(
    request.query as Record<string, unknown>,
    file.mimeType,
    request.headers.accept,
  );
  const etag = options ? variantEtag(file.etag, options) : file.etag;
  const lastModified = new Date(file.updatedAt);
  const name = options?.formatChanged ? `${file.name}.${options.format}` : file.name;
  const head = request.method === 'HEAD';

  const validators = {
    'cache-control': cacheControl,
    'surrogate-control': cacheControl,
    etag,
    ...(options?.negotiated && { vary: 'Accept' }),
  };
  const precondition = evaluatePreconditions(request.headers, etag, lastModified);
  if (precondition !== 200) return reply.code(precondition).headers(validators).send();

  // Transforms queue per user (per address for presigned URLs and anonymous readers).
  const caller =
    String(request.headers.authorization ?? '').length > 0 ? authorizationKey(request) : request.ip;
  const content = await readContent(service, file, options, head, caller, (size) =>
    requestedRange(request.headers, size, etag, lastModified),
  );
  return reply
    .code(content.range ? 206 : 200)
    .headers({
      ...validators,
      'accept-ranges': options ? 'none' : 'bytes',
      'content-disposition': `inline; filename="${queryEscape(name)}"`,
      'content-type': options ? imageType(options.format) : servedContentType(file.mimeType),
      'last-modified': lastModified.toUTCString(),
      'surrogate-key': file.id,
      'content-length': content.length,
      ...(content.range && {
        'content-range': `bytes ${content.range.start}-${content.range.end}/${content.size}`,
      }),
    })
    .send(head ? undefined : content.body);
}

/**
 * The body to send (nothing for HEAD, unless a transform must run to know its length) and its length. Lengths
 * come from the stored object, never from the row's `size`: a wrong size would desync a keep-alive connection.
 */
async function readContent(
  service: StorageService,
  file: FileMetadata,
  options: ImageOptions | undefined,
  head: boolean,
  caller: string,
  range: (size: number) => ByteRange | 'unsatisfiable' | undefined,
): Promise<{ body?: Buffer | Readable; length: number; size?: number; range?: ByteRange }> {
  try {
    if (options) {
      const image = await service.transformer.run(
        file.id,
        file.etag,
        options,
        () => service.driver.open(file.id),
        caller,
      );
      return { body: image, length: image.length };
    }
    const size = await service.driver.size(file.id);
    if (head) return { length: size, size };
    const wanted = range(size);
    if (wanted === 'unsatisfiable') {
      throw new StorageError(416, 'requested range not satisfiable', undefined, {
        'content-range': `bytes */${size}`,
      });
    }
    const body = await service.driver.get(file.id, wanted);
    return wanted
      ? { body, length: wanted.end - wanted.start + 1, size, range: wanted }
      : { body, length: size, size };
  } catch (error) {
    if (!(error instanceof ObjectNotFoundError)) throw error;
    // The row says uploaded but the content is gone: broken metadata, for an operator to look at.
    service.log.error({ fileId: file.id }, 'storage: a file has metadata but no content');
    throw fileNotFound();
  }
}

/** One key per bearer token's subject, without verifying it again (the access check already did). */
function authorizationKey(request: FastifyRequest): string {
  const token = String(request.headers.authorization).replace(/^Bearer\s+/i, '');
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub?: unknown;
    };
    if (typeof payload.sub === 'string') return `user:${payload.sub}`;
  } catch {
    // not a JWT: key on the address
  }
  return request.ip;
}
