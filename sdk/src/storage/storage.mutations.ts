import { mutationOptions } from '@tanstack/react-query';
import type { FileMetadata } from '@nhost/nhost-js/storage';
import type { MutationMeta } from '../graphql/mutationMeta';
import { storageKeys } from './storage.queries';
import type { ReplaceParams, StorageClient, UploadParams } from './storageClient';

/**
 * Mutation options for files. Progress is reported through the variables' `onProgress` (an upload or
 * replacement in a browser goes through XMLHttpRequest), so a drop zone can show it.
 */
export function createStorageMutations(storage: StorageClient) {
  return {
    upload: mutationOptions<FileMetadata, Error, UploadParams>({
      mutationKey: [...storageKeys.all, 'upload'],
      mutationFn: (params) => storage.upload(params),
      meta: {
        successMessage: 'Przesłano plik',
        errorMessage: 'Nie udało się przesłać pliku',
      } satisfies MutationMeta,
    }),
    replace: mutationOptions<FileMetadata, Error, ReplaceParams & { fileId: string }>({
      mutationKey: [...storageKeys.all, 'replace'],
      mutationFn: ({ fileId, ...params }) => storage.replace(fileId, params),
      meta: {
        successMessage: 'Zastąpiono plik',
        errorMessage: 'Nie udało się zastąpić pliku',
        invalidates: storageKeys.all,
      } satisfies MutationMeta,
    }),
    delete: mutationOptions<void, Error, { fileId: string }>({
      mutationKey: [...storageKeys.all, 'delete'],
      mutationFn: ({ fileId }) => storage.delete(fileId),
      meta: {
        successMessage: 'Usunięto plik',
        errorMessage: 'Nie udało się usunąć pliku',
        invalidates: storageKeys.all,
      } satisfies MutationMeta,
    }),
  };
}
