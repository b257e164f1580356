import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSdk, startMswServer } from '../test/harness';
import { TEST_BACKEND_URL } from '../testing';
import { createStorageHandlers } from './storage.handlers';
import { createStorageMutations } from './storage.mutations';
import { createStorageQueries, storageKeys } from './storage.queries';

const server = startMswServer();
afterEach(() => vi.useRealTimers());

function setup() {
  const handlers = createStorageHandlers(`${TEST_BACKEND_URL}/v1/storage`);
  server.use(...handlers.memory());
  const storage = makeSdk().storage;
  let presigned = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/presignedurl')) presigned += 1;
  });
  return {
    storage,
    queries: createStorageQueries(storage),
    mutations: createStorageMutations(storage),
    queryClient: new QueryClient(),
    presigned: () => presigned,
  };
}

describe('storage queries and mutations', () => {
  it('keep a presigned URL until shortly before it expires', async () => {
    const { storage, queries, queryClient, presigned } = setup();
    const { id } = await storage.upload({ file: new Blob(['x']) });
    const options = queries.presignedUrl(id, { width: 64 });
    expect(options.queryKey).toEqual(['storage', 'file', id, 'presigned', { width: 64 }]);

    const first = await queryClient.fetchQuery(options);
    expect(first.url).toMatch(/&w=64$/);
    await queryClient.fetchQuery(options);
    expect(presigned()).toBe(1);

    // The handlers' URLs last 30 s: 26 s later the query is stale and fetches a new one.
    vi.useFakeTimers({ now: Date.now() + 26_000, toFake: ['Date'] });
    await queryClient.fetchQuery(options);
    expect(presigned()).toBe(2);
  });

  it('upload, replace and delete files, with toast texts and what to invalidate', async () => {
    const { storage, mutations } = setup();
    const progress: number[] = [];
    const uploaded = await mutations.upload.mutationFn!(
      { file: new Blob(['abc']), bucketId: 'avatars', onProgress: (event) => progress.push(event.progress) },
      undefined as never,
    );
    expect(progress).toEqual([100]);
    const replaced = await mutations.replace.mutationFn!(
      { fileId: uploaded.id, file: new Blob(['abcd']) },
      undefined as never,
    );
    expect(replaced.size).toBe(4);
    await mutations.delete.mutationFn!({ fileId: uploaded.id }, undefined as never);
    await expect(storage.info(uploaded.id)).rejects.toMatchObject({ status: 404 });
    expect(mutations.delete.meta).toEqual({
      successMessage: 'Usunięto plik',
      errorMessage: 'Nie udało się usunąć pliku',
      invalidates: storageKeys.all,
    });
  });
});
