import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP range. */
export interface ByteRange {
  start: number;
  end: number;
}

/** An upload written completely to the spool folder, with the digests computed while it streamed in. */
export interface SpooledFile {
  path: string;
  size: number;
  md5: Buffer;
  sha256: Buffer;
}

/**
 * Where file contents live, addressed by the file's id only (never by a name a user chose). Implemented for a
 * local folder and for an S3-compatible bucket.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Uploads in progress are written here first; for the local store it is on the same filesystem. */
  readonly spoolDir: string;
  /** Stores a complete spooled file as the content of `id`, replacing any previous content. */
  put(id: string, file: SpooledFile, contentType: string): Promise<void>;
  /** The content of `id`, or a byte range of it; ObjectNotFoundError when there is none. */
  get(id: string, range?: ByteRange): Promise<Readable>;
  /** The byte count of the stored content of `id` (what a download sends); ObjectNotFoundError when there is none. */
  size(id: string): Promise<number>;
  /** A file on this machine with the content of `id` (image decoders want random access); release it after. */
  open(id: string): Promise<{ path: string; release(): Promise<void> }>;
  /** Removes the content of `id`; removing a missing one is not an error. */
  delete(id: string): Promise<void>;
  close(): Promise<void>;
}

export class ObjectNotFoundError extends Error {
  override name = 'ObjectNotFoundError';
  constructor(id: string) {
    super(`no stored content for file ${id}`);
  }
}

const OBJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every driver call checks its id again: a key can never be a path or carry a separator. */
export function assertObjectId(id: string): string {
  if (!OBJECT_ID.test(id)) throw new Error(`not a file id: ${JSON.stringify(id)}`);
  return id;
}
