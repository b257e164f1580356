import { queryOptions } from '@tanstack/react-query';
import type { ImageTransform, StorageClient } from './storageClient';

/** Query keys of storage reads: `['storage', 'presigned', fileId, transform]`. */
export const storageKeys = {
  all: ['storage'] as const,
  file: (fileId: string) => [...storageKeys.all, 'file', fileId] as const,
  presignedUrl: (fileId: string, transform: ImageTransform = {}) =>
    [...storageKeys.file(fileId), 'presigned', transform] as const,
};

/** A URL is renewed this long before it expires, so an `<img>` never gets an expired one. */
const RENEW_MARGIN_MS = 5_000;

/**
 * Query options for storage reads. `presignedUrl` is what an `<img src>` of a private file (an avatar, a product
 * image) takes: it is fresh until shortly before the URL expires, then fetched again.
 */
export function createStorageQueries(storage: StorageClient) {
  return {
    presignedUrl: (fileId: string, transform: ImageTransform = {}) =>
      queryOptions({
        queryKey: storageKeys.presignedUrl(fileId, transform),
        queryFn: ({ signal }) => storage.getPresignedUrl(fileId, { transform, signal }),
        staleTime: (query) => {
          const expiresAt = query.state.data?.expiresAt.getTime();
          return expiresAt === undefined ? 0 : Math.max(0, expiresAt - Date.now() - RENEW_MARGIN_MS);
        },
      }),
  };
}

export type StorageQueries = ReturnType<typeof createStorageQueries>;
