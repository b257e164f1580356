import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { StorageError } from './errors';
import { discard, spool, SpoolLimitError, type Spooled } from './spool';
import { isStorableText, UNSTORABLE_MESSAGE } from '../http/text';

/** The multipart names whose parts are files (POST /files: `file[]`, PUT /files/{id}: `file`). */
const FILE_FIELDS = new Set(['file[]', 'file']);
const MAX_FILES = 50;
const MAX_FIELDS = 200;
/** A field holds a bucket id or one file's JSON metadata. */
const MAX_FIELD_BYTES = 64 * 1024;

export interface FormFile {
  field: string;
  /** The part's filename; a path in it has been reduced to its last segment. */
  filename: string;
  /** The part's Content-Type header: only a hint for text, the bytes decide (content-type.ts). */
  declaredType: string;
  spooled: Spooled;
}

export interface Form {
  /** Non-file values by name, in order; a JSON part (Content-Type application/json) is already parsed. */
  fields: ReadonlyMap<string, readonly unknown[]>;
  files: readonly FormFile[];
}

/**
 * Parses multipart bodies for this scope. Only `file[]`/`file` parts are files: the official SDKs send each
 * `metadata[]` as a Blob part with filename "" (nhost-wire.md §3), which must still be read as a value.
 */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    isPartAFile: (fieldName) => fieldName !== undefined && FILE_FIELDS.has(fieldName),
    limits: {
      // The spool enforces each bucket's limit while streaming; busboy must not truncate first.
      fileSize: Infinity,
      files: MAX_FILES,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FILES + MAX_FIELDS,
      headerPairs: 100,
    },
  });
}

/**
 * Reads a multipart request, streaming each file part into the spool folder with the limit `limitFor` gives
 * for it (it sees the fields that came before, e.g. the bucket id). Nothing is kept when reading fails; on
 * success the caller owns the spool files and must `discard` them.
 */
export async function readForm(
  request: FastifyRequest,
  spoolDir: string,
  limitFor: (fields: ReadonlyMap<string, readonly unknown[]>) => Promise<number>,
): Promise<Form> {
  if (!request.isMultipart()) throw new StorageError(400, 'the request body must be multipart/form-data');
  const fields = new Map<string, unknown[]>();
  const files: FormFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (!isStorableText(part.fieldname)) {
        throw new StorageError(400, `form field names: ${UNSTORABLE_MESSAGE}`);
      }
      if (part.type === 'file') {
        if (part.filename !== undefined && !isStorableText(part.filename)) {
          throw new StorageError(400, `file name: ${UNSTORABLE_MESSAGE}`);
        }
        const limit = await limitFor(fields).catch(serverSide);
        const spooled = await spool(part.file, spoolDir, limit).catch((error: unknown) => {
          if (error instanceof SpoolLimitError) {
            throw new StorageError(400, 'file too big', { filename: part.filename, maxSize: limit });
          }
          // Writing the spool file failed (disk full…): not the request's fault.
          if (typeof (error as NodeJS.ErrnoException).syscall === 'string') serverSide(error);
          throw error;
        });
        files.push({
          field: part.fieldname,
          filename: part.filename ?? '',
          declaredType: part.mimetype,
          spooled,
        });
      } else {
        if (part.valueTruncated) throw new StorageError(400, `form field ${part.fieldname} is too long`);
        if (typeof part.value === 'string' && !isStorableText(part.value)) {
          throw new StorageError(400, `form field ${part.fieldname}: ${UNSTORABLE_MESSAGE}`);
        }
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), part.value]);
      }
    }
  } catch (error) {
    await discard(files.map((file) => file.spooled));
    throw error instanceof ServerSide ? error.error : formError(error);
  }
  return { fields, files };
}

/** Carries an error that is not the body's fault past the 400 mapping below. */
class ServerSide {
  constructor(readonly error: unknown) {}
}
const serverSide = (error: unknown): never => {
  throw new ServerSide(error);
};

const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: `too many files in one request (at most ${MAX_FILES})`,
  FST_FIELDS_LIMIT: `too many form fields (at most ${MAX_FIELDS})`,
  FST_PARTS_LIMIT: 'too many parts in the multipart body',
  FST_INVALID_JSON_FIELD_ERROR: "couldn't decode metadata",
  FST_PROTO_VIOLATION: 'invalid form field name',
};

/**
 * Whatever else failed came from the body: busboy's parse errors ("Unexpected end of form", "Malformed part
 * header"…), its limits, or a client gone mid-upload. That is a 400, never a 500.
 */
function formError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && LIMIT_MESSAGES[code]) return new StorageError(400, LIMIT_MESSAGES[code]);
  return new StorageError(400, 'malformed multipart body');
}
