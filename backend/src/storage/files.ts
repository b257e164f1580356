import type { Queryable } from '../db/types';
import type { SpooledFile } from './drivers';

/** A row of storage.buckets: the limits and headers of the files in it. */
export interface Bucket {
  id: string;
  minUploadFileSize: number;
  maxUploadFileSize: number;
  cacheControl: string;
  presignedUrlsEnabled: boolean;
  /** Seconds a presigned URL stays valid. */
  downloadExpiration: number;
}

/** hasura-storage's FileMetadata, as the API answers it (timestamps as Hasura prints them). */
export interface FileMetadata {
  id: string;
  name: string;
  size: number;
  bucketId: string;
  etag: string;
  createdAt: string;
  updatedAt: string;
  isUploaded: boolean;
  mimeType: string;
  uploadedByUserId: string | null;
  metadata: Record<string, unknown> | null;
}

export interface StoredFile {
  file: FileMetadata;
  bucket: Bucket;
}

/** What `complete` records of stored content: its byte count and an etag of its MD5, as hasura-storage's. */
export const storedContent = (spooled: SpooledFile) => ({
  size: spooled.size,
  etag: `"${spooled.md5.toString('hex')}"`,
});

const BUCKET_JSON = `json_build_object('id', b.id, 'minUploadFileSize', b.min_upload_file_size,
  'maxUploadFileSize', b.max_upload_file_size, 'cacheControl', coalesce(b.cache_control, ''),
  'presignedUrlsEnabled', b.presigned_urls_enabled, 'downloadExpiration', b.download_expiration)`;

// Built by Postgres, so timestamps read exactly as Hasura returns them.
const FILE_JSON = `json_build_object('id', f.id, 'name', coalesce(f.name, ''), 'size', coalesce(f.size, 0),
  'bucketId', f.bucket_id, 'etag', coalesce(f.etag, ''), 'createdAt', f.created_at, 'updatedAt', f.updated_at,
  'isUploaded', coalesce(f.is_uploaded, false), 'mimeType', coalesce(f.mime_type, ''),
  'uploadedByUserId', f.uploaded_by_user_id, 'metadata', f.metadata)`;

/**
 * The storage service's own reads and writes of storage.buckets and storage.files, which hasura-storage makes
 * with the admin secret: bucket lookups and the columns only the service may set (etag, isUploaded, metadata).
 * Whether the caller may touch a file at all is decided by FileAccess before any of these run.
 */
export function createFileStore(db: Queryable) {
  const one = async <R>(sql: string, params: unknown[]): Promise<R | undefined> =>
    (await db.query<R>(sql, params)).rows[0];

  return {
    bucket: async (id: string): Promise<Bucket | undefined> =>
      (
        await one<{ bucket: Bucket }>(
          `SELECT ${BUCKET_JSON} AS bucket FROM storage.buckets b WHERE b.id = $1`,
          [id],
        )
      )?.bucket,

    /** The largest file any bucket accepts: the limit while a request has not named its bucket yet. */
    async largestUploadLimit(): Promise<number> {
      const row = await one<{ max: number | null }>(
        'SELECT max(max_upload_file_size) AS max FROM storage.buckets',
        [],
      );
      return row?.max ?? 0;
    },

    file: (id: string): Promise<StoredFile | undefined> =>
      one<StoredFile>(
        `SELECT ${FILE_JSON} AS file, ${BUCKET_JSON} AS bucket
         FROM storage.files f JOIN storage.buckets b ON b.id = f.bucket_id WHERE f.id = $1`,
        [id],
      ),

    /**
     * Marks an upload complete: the content is in place with this byte count and etag. Metadata `undefined`
     * keeps the old.
     */
    async complete(
      id: string,
      content: { size: number; etag: string },
      metadata: Record<string, unknown> | null | undefined,
    ): Promise<FileMetadata> {
      const row = await one<{ file: FileMetadata }>(
        `UPDATE storage.files f SET etag = $2, size = $5, is_uploaded = true,
           metadata = CASE WHEN $4::boolean THEN $3::jsonb ELSE f.metadata END
         WHERE f.id = $1 RETURNING ${FILE_JSON} AS file`,
        [
          id,
          content.etag,
          metadata === undefined ? null : JSON.stringify(metadata),
          metadata !== undefined,
          content.size,
        ],
      );
      if (!row) throw new Error(`storage.files ${id} disappeared while it was uploaded`);
      return row.file;
    },

    /** The type detected from a replacement's bytes, set before the caller's update check looks at it. */
    async retype(id: string, mimeType: string): Promise<void> {
      await db.query('UPDATE storage.files SET mime_type = $2 WHERE id = $1', [id, mimeType]);
    },

    /** Puts back the caller's columns after a replacement failed to store its content. */
    async restore(file: FileMetadata): Promise<void> {
      await db.query('UPDATE storage.files SET name = $2, size = $3, mime_type = $4 WHERE id = $1', [
        file.id,
        file.name,
        file.size,
        file.mimeType,
      ]);
    },

    /** Removes the row of an upload whose content could not be stored. */
    async remove(id: string): Promise<void> {
      await db.query('DELETE FROM storage.files WHERE id = $1', [id]);
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
