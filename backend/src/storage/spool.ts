import { createHash, randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SpooledFile } from './drivers';

/** How many leading bytes are kept for recognising text. */
const HEAD_BYTES = 8192;

/** The upload is larger than it may be; its spool file is already gone. */
export class SpoolLimitError extends Error {
  override name = 'SpoolLimitError';
  constructor(readonly limit: number) {
    super(`upload is larger than ${limit} bytes`);
  }
}

export interface Spooled extends SpooledFile {
  /** The first bytes of the content, for content-type sniffing. */
  head: Buffer;
}

/**
 * Streams `source` into a new file of `dir` (named by a random id, never by the upload's name), counting and
 * hashing on the way. It fails as soon as more than `maxBytes` arrived, so a file is never held in memory and an
 * oversized one never completes. On any failure, the aborted client's included, the partial file is removed.
 */
export async function spool(source: Readable, dir: string, maxBytes: number): Promise<Spooled> {
  const path = join(dir, `${randomUUID()}.upload`);
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new SpoolLimitError(maxBytes));
      md5.update(chunk);
      sha256.update(chunk);
      if (headSize < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headSize);
        head.push(part);
        headSize += part.length;
      }
      callback(null, chunk);
    },
  });
  // Opened before streaming, so the file exists (and can be removed) whatever happens next.
  const file = await open(path, 'wx', 0o600);
  try {
    await pipeline(source, meter, file.createWriteStream());
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, size, md5: md5.digest(), sha256: sha256.digest(), head: Buffer.concat(head) };
}

/** Removes spool files, ignoring ones already gone (renamed into place or cleaned before). */
export async function discard(files: readonly { path: string }[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
