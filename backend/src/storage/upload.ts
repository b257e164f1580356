import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../graphql/session';
import { detectContentType } from './content-type';
import { answerError, fileNotFound, notAuthorized, StorageError } from './errors';
import { storedContent, type Bucket, type FileMetadata, type StoredFile } from './files';
import { readForm, type Form, type FormFile } from './form';
import { fileIdOf, parseFileId, type StorageService } from './service';
import { discard } from './spool';
import { unstorableTextAt, UNSTORABLE_MESSAGE } from '../http/text';

const MAX_NAME_LENGTH = 1024;

/** What a client says about one file: hasura-storage's `metadata[]` entry (or PUT's `metadata`). */
interface FileDescription {
  id?: string;
  name?: string;
  metadata?: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses one metadata value (a JSON part, already parsed, or a text field); 400 when it is not an object. */
function describe(value: unknown): FileDescription {
  let json = value;
  if (typeof value === 'string') {
    try {
      json = JSON.parse(value);
    } catch {
      json = undefined;
    }
  }
  if (!isRecord(json)) throw new StorageError(400, "couldn't decode metadata");
  const unstorable = unstorableTextAt(json);
  if (unstorable !== undefined) throw new StorageError(400, `metadata ${unstorable}: ${UNSTORABLE_MESSAGE}`);
  const { id, name, metadata } = json;
  if (
    (id !== undefined && typeof id !== 'string') ||
    (name !== undefined && typeof name !== 'string') ||
    (metadata !== undefined && metadata !== null && !isRecord(metadata))
  ) {
    throw new StorageError(400, "couldn't decode metadata");
  }
  return {
    ...(id ? { id: parseFileId(id) } : {}),
    ...(name !== undefined && { name }),
    ...(metadata !== undefined && { metadata }),
  };
}

function checkSize(bucket: Bucket, file: FormFile) {
  const { size } = file.spooled;
  if (size < bucket.minUploadFileSize) {
    throw new StorageError(400, 'file too small', {
      filename: file.filename,
      size,
      minSize: bucket.minUploadFileSize,
    });
  }
  if (size > bucket.maxUploadFileSize) {
    throw new StorageError(400, 'file too big', {
      filename: file.filename,
      size,
      maxSize: bucket.maxUploadFileSize,
    });
  }
}

function nameOf(description: FileDescription, file: FormFile): string {
  const name = description.name || file.filename;
  if (name.length > MAX_NAME_LENGTH) throw new StorageError(400, 'file name is too long');
  return name;
}

const contentOf = (file: FormFile) => storedContent(file.spooled);

async function bucketNamed(service: StorageService, id: unknown): Promise<Bucket> {
  const bucket = typeof id === 'string' ? await service.files.bucket(id) : undefined;
  if (!bucket) throw new StorageError(404, 'bucket not found');
  return bucket;
}

/**
 * POST /files: `file[]` parts (each streamed to the spool within the bucket's limit), optional `metadata[]` (one
 * per file) and `bucket-id`. Each file is then, in order: typed from its bytes, inserted with the caller's
 * session (their insert permission decides), stored, and marked uploaded. A failure answers with the files done
 * before it in `processedFiles`; nothing of the failed file remains.
 */
export async function uploadFiles(service: StorageService, request: FastifyRequest, reply: FastifyReply) {
  const session = await service.access.session(request.headers);
  // Refused before a byte is read when the role may not insert into storage.files at all.
  if (!(await service.access.mayUpload(session))) throw notAuthorized();
  let limit: Promise<number> | undefined;
  const form = await readForm(request, service.driver.spoolDir, (fields) => {
    const named = fields.get('bucket-id');
    // The bucket's own limit once it is known; the largest one while it is not (it may come last).
    limit ??= named
      ? bucketNamed(service, named[0]).then((bucket) => bucket.maxUploadFileSize)
      : service.files.largestUploadLimit();
    return limit;
  });
  // Spool files go before the answer does: a client that sees it finds nothing left behind.
  const { processedFiles, error } = await storeAll(service, session, form).finally(() =>
    discard(form.files.map((file) => file.spooled)),
  );
  if (error !== undefined) return answerError(reply, error, { processedFiles });
  return reply.code(201).send({ processedFiles });
}

/** Stores the files of an upload in order; a failure stops there and is returned with those done before. */
async function storeAll(
  service: StorageService,
  session: Session,
  form: Form,
): Promise<{ processedFiles: FileMetadata[]; error?: unknown }> {
  const bucket = await bucketNamed(service, form.fields.get('bucket-id')?.[0] ?? 'default');
  const files = form.files.filter((file) => file.field === 'file[]');
  if (files.length === 0) throw new StorageError(400, 'file[] not found in Multipart form');
  const metadata = form.fields.get('metadata[]');
  if (metadata && metadata.length !== files.length) {
    throw new StorageError(400, "file metadata length doesn't match number of files in request");
  }
  const descriptions = files.map((_, index) => (metadata ? describe(metadata[index]) : {}));
  const processedFiles: FileMetadata[] = [];
  for (const [index, file] of files.entries()) {
    try {
      processedFiles.push(await storeNew(service, session, bucket, file, descriptions[index]!));
    } catch (error) {
      return { processedFiles, error };
    }
  }
  return { processedFiles };
}

async function storeNew(
  service: StorageService,
  session: Session,
  bucket: Bucket,
  file: FormFile,
  description: FileDescription,
): Promise<FileMetadata> {
  checkSize(bucket, file);
  const id = description.id ?? randomUUID();
  const mimeType = await detectContentType(file.spooled.path, file.spooled.head, file.declaredType);
  await service.access.insert(session, {
    id,
    bucketId: bucket.id,
    name: nameOf(description, file),
    mimeType,
  });
  try {
    await service.driver.put(id, file.spooled, mimeType);
  } catch (error) {
    await service.files.remove(id);
    throw error;
  }
  return service.files.complete(id, contentOf(file), description.metadata ?? null);
}

/**
 * PUT /files/{id}: a new `file` (and optionally `metadata` `{name, metadata}`) for a file the caller may
 * select and update (their update permission's filter and check apply to the new name, size and type).
 */
export async function replaceFile(service: StorageService, request: FastifyRequest, reply: FastifyReply) {
  const id = fileIdOf(request);
  const session = await service.access.session(request.headers);
  if (!(await service.access.canRead(session, id))) throw fileNotFound();
  const stored = await service.files.file(id);
  if (!stored) throw fileNotFound();
  const form = await readForm(request, service.driver.spoolDir, async () => stored.bucket.maxUploadFileSize);
  const file = await storeReplacement(service, session, stored, form).finally(() =>
    discard(form.files.map((part) => part.spooled)),
  );
  return reply.send(file);
}

async function storeReplacement(
  service: StorageService,
  session: Session,
  stored: StoredFile,
  form: Form,
): Promise<FileMetadata> {
  const files = form.files.filter((file) => file.field === 'file');
  if (files.length !== 1) {
    throw new StorageError(400, 'wrong file data in multipart form, one needs to be specified');
  }
  const file = files[0]!;
  const metadata = form.fields.get('metadata');
  if (metadata && metadata.length !== 1) {
    throw new StorageError(400, "file metadata length doesn't match number of files in request");
  }
  const description = metadata ? describe(metadata[0]) : {};
  checkSize(stored.bucket, file);
  const { id } = stored.file;
  const mimeType = await detectContentType(file.spooled.path, file.spooled.head, file.declaredType);
  // The type is the service's to set; the caller's update check then decides on the row as it will be.
  await service.files.retype(id, mimeType);
  let allowed = false;
  try {
    allowed = await service.access.update(session, id, { name: nameOf(description, file) });
  } finally {
    if (!allowed) await service.files.restore(stored.file);
  }
  if (!allowed) throw notAuthorized();
  try {
    await service.driver.put(id, file.spooled, mimeType);
  } catch (error) {
    await service.files.restore(stored.file);
    throw error;
  }
  service.transformer.forget(id);
  return service.files.complete(id, contentOf(file), description.metadata);
}

/** DELETE /files/{id}: the caller's delete permission decides; then the content goes too. */
export async function deleteFile(service: StorageService, request: FastifyRequest, reply: FastifyReply) {
  const id = fileIdOf(request);
  const session = await service.access.session(request.headers);
  if (!(await service.access.remove(session, id))) {
    throw (await service.access.canRead(session, id)) ? notAuthorized() : fileNotFound();
  }
  service.transformer.forget(id);
  try {
    await service.driver.delete(id);
  } catch (error) {
    // The file is gone for every client; what is left is an orphan for an operator.
    service.log.error({ err: error, fileId: id }, 'storage: could not delete the content of a deleted file');
  }
  return reply.code(204).send();
}
