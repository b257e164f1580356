import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_CODE, VALIDATION_ERROR_CODE } from '../errors';
import { authHandlers, makeSdk, startMswServer } from '../test/harness';
import { NHOST_REFRESH_TOKEN_KEY } from '../auth/constants';
import { TEST_BACKEND_URL } from '../testing';
import { type StorageClient } from './storageClient';
import { StorageRequestError } from './storageErrors';
import { createStorageHandlers, STORAGE_ERROR_BODIES } from './storage.handlers';
import { createTestFileMetadata, FIXTURE_FILE_ID } from './storage.fixtures';

const server = startMswServer();
const STORAGE_URL = `${TEST_BACKEND_URL}/v1/storage`;
const MISSING = '00000000-0000-4000-8000-000000000000';

function setup(): { storage: StorageClient; handlers: ReturnType<typeof createStorageHandlers> } {
  const handlers = createStorageHandlers(STORAGE_URL);
  server.use(...handlers.memory());
  return { storage: makeSdk().storage, handlers };
}

/** The request the server saw last for a path, to check what the sdk sent. */
function lastRequest(pathEnd: string) {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) seen.push(request.clone());
  });
  return () => seen.at(-1)!;
}

async function rejection(promise: Promise<unknown>): Promise<StorageRequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StorageRequestError);
  return error as StorageRequestError;
}

describe('upload', () => {
  it('sends bucket-id, metadata[] and file[] as nhost-js does, and returns the stored file', async () => {
    const { storage } = setup();
    const sent = lastRequest('/v1/storage/files');
    const progress: number[] = [];
    const file = new File(['treść'], 'cmr.pdf', { type: 'application/pdf' });

    const uploaded = await storage.upload({
      file,
      bucketId: 'attachments',
      id: FIXTURE_FILE_ID,
      metadata: { notice: 'AW/2026/11/0001' },
      onProgress: ({ progress: percent }) => progress.push(percent),
    });

    expect(uploaded).toMatchObject({
      id: FIXTURE_FILE_ID,
      name: 'cmr.pdf',
      bucketId: 'attachments',
      size: file.size,
      mimeType: 'application/pdf',
      metadata: { notice: 'AW/2026/11/0001' },
    });
    expect(progress).toEqual([100]);
    const form = await sent().formData();
    expect(form.get('bucket-id')).toBe('attachments');
    // A Blob part named "": undici reads it back as a value.
    const metadata = form.get('metadata[]')!;
    expect(JSON.parse(typeof metadata === 'string' ? metadata : await metadata.text())).toEqual({
      id: FIXTURE_FILE_ID,
      name: 'cmr.pdf',
      metadata: { notice: 'AW/2026/11/0001' },
    });
    expect(await (form.get('file[]') as File).text()).toBe('treść');
  });

  it("refuses a missing file with spec §8's 'File does not exist', before any request", async () => {
    const { storage } = setup();
    for (const file of [undefined, null, 'plik']) {
      const error = await rejection(storage.upload({ file: file as unknown as Blob }));
      expect(error.toJSON()).toEqual({
        error: 'file-does-not-exist',
        message: 'File does not exist',
        status: VALIDATION_ERROR_CODE,
      });
    }
    const error = await rejection(storage.upload({ file: new Blob(['x']), id: 'nie-uuid' }));
    expect(error.message).toBe('Invalid file id');
  });

  it("carries the server's status, message and data", async () => {
    const { storage } = setup();
    server.use(createStorageHandlers(STORAGE_URL).error('post', '/files', STORAGE_ERROR_BODIES.fileTooBig));
    const error = await rejection(storage.upload({ file: new Blob(['x']), bucketId: 'avatars' }));
    expect(error.toJSON()).toEqual({ error: 'bad-request', message: 'file too big', status: 400 });
    expect(error.data).toEqual({ maxSize: 5_000_000 });
  });

  it('reports the network error of the catalogue', async () => {
    const { storage } = setup();
    server.use(createStorageHandlers(STORAGE_URL).networkError('post', '/files'));
    const error = await rejection(storage.upload({ file: new Blob(['x']) }));
    expect(error.toJSON()).toEqual({
      error: 'network',
      message: 'Network Error',
      status: NETWORK_ERROR_CODE,
    });
  });
});

describe('reading files', () => {
  it('downloads a file, with a transform in the query', async () => {
    const { storage } = setup();
    const { id } = await storage.upload({ file: new File(['abc'], 'a.txt', { type: 'text/plain' }) });
    const sent = lastRequest(`/files/${id}`);
    expect(await (await storage.download(id)).text()).toBe('abc');
    await storage.download(id, {
      transform: { width: 300, height: 200, quality: 80, blur: 2, format: 'webp' },
    });
    expect(new URL(sent().url).search).toBe('?w=300&h=200&q=80&b=2&f=webp');
  });

  it("reads a file's headers with HEAD", async () => {
    const { storage } = setup();
    const { id, etag } = await storage.upload({
      file: new File(['abcd'], 'zdjęcie ładne.txt', { type: 'text/plain' }),
    });
    expect(await storage.info(id)).toEqual({
      etag,
      size: 4,
      mimeType: 'text/plain',
      lastModified: expect.any(Date),
      name: 'zdjęcie ładne.txt',
    });
    const missing = await rejection(storage.info(MISSING));
    expect(missing.toJSON()).toEqual({ error: 'file-not-found', message: 'file not found', status: 404 });
  });

  it('builds file URLs with image options', () => {
    const { storage } = setup();
    expect(storage.getUrl(FIXTURE_FILE_ID)).toBe(`${STORAGE_URL}/files/${FIXTURE_FILE_ID}`);
    expect(storage.getUrl(FIXTURE_FILE_ID, { width: 64, format: 'auto' })).toBe(
      `${STORAGE_URL}/files/${FIXTURE_FILE_ID}?w=64&f=auto`,
    );
    expect(() => storage.getUrl('../../etc/passwd')).toThrow('Invalid file id');
  });

  it('gets a presigned URL, with the transform appended', async () => {
    const { storage } = setup();
    const { id } = await storage.upload({ file: new Blob(['x']) });
    const before = Date.now();
    const presigned = await storage.getPresignedUrl(id, { transform: { width: 64 } });
    expect(presigned.url).toMatch(new RegExp(`/files/${id}/presignedurl/contents\\?.+&w=64$`));
    expect(presigned.expiration).toBe(30);
    expect(presigned.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    const response = await fetch(presigned.url);
    expect(await response.text()).toBe('x');
  });

  it("answers 'Invalid file id' for anything but a uuid, before any request", async () => {
    const { storage } = setup();
    for (const id of ['', 'abc', '../x', `${FIXTURE_FILE_ID}/presignedurl`]) {
      for (const call of [
        () => storage.download(id),
        () => storage.info(id),
        () => storage.delete(id),
        () => storage.getPresignedUrl(id),
        () => storage.replace(id, { file: new Blob(['x']) }),
      ]) {
        const error = await rejection(call());
        expect(error.toJSON()).toEqual({ error: 'invalid-file-id', message: 'Invalid file id', status: 10 });
      }
    }
  });
});

describe('replace and delete', () => {
  it('replaces the content and name, keeping the id', async () => {
    const { storage, handlers } = setup();
    const { id } = await storage.upload({ file: new File(['stary'], 'a.txt', { type: 'text/plain' }) });
    const sent = lastRequest(`/files/${id}`);
    const replaced = await storage.replace(id, {
      file: new File(['nowy plik'], 'b.txt', { type: 'text/plain' }),
      name: 'umowa.txt',
      metadata: { wersja: 2 },
    });
    expect(replaced).toMatchObject({ id, name: 'umowa.txt', size: 9, metadata: { wersja: 2 } });
    expect(sent().method).toBe('PUT');
    expect(await handlers.files.get(id)!.content.text()).toBe('nowy plik');
  });

  it('deletes a file; a missing one is a 404', async () => {
    const { storage, handlers } = setup();
    const { id } = await storage.upload({ file: new Blob(['x']) });
    await storage.delete(id);
    expect(handlers.files.has(id)).toBe(false);
    const error = await rejection(storage.delete(id));
    expect(error.toJSON()).toEqual({ error: 'file-not-found', message: 'file not found', status: 404 });
  });

  it('maps a refusal to 403 forbidden', async () => {
    const { storage } = setup();
    server.use(
      createStorageHandlers(STORAGE_URL).error('delete', '/files/:id', STORAGE_ERROR_BODIES.notAuthorized),
    );
    const error = await rejection(storage.delete(FIXTURE_FILE_ID));
    expect(error.toJSON()).toEqual({ error: 'forbidden', message: 'you are not authorized', status: 403 });
  });
});

describe('credentials', () => {
  it("sends the session's bearer token and the chosen role", async () => {
    server.use(authHandlers.token.success());
    const handlers = createStorageHandlers(STORAGE_URL);
    server.use(
      ...handlers.memory({ files: [{ metadata: createTestFileMetadata(), content: new Blob(['x']) }] }),
    );
    const sdk = makeSdk({ storedItems: { [NHOST_REFRESH_TOKEN_KEY]: 'stored-token' } });
    const storage = sdk.storage;
    const sent = lastRequest(`/files/${FIXTURE_FILE_ID}`);

    // Called during start-up: it waits for the token import instead of going out without a token.
    await storage.download(FIXTURE_FILE_ID, { role: 'magazynier' });

    expect(sent().headers.get('authorization')).toBe(`Bearer ${sdk.auth.getAccessToken()}`);
    expect(sent().headers.get('x-hasura-role')).toBe('magazynier');
  });

  it('leaves a malformed success answer as invalid-response', async () => {
    const { storage } = setup();
    server.use(http.post(`${STORAGE_URL}/files`, () => new HttpResponse('<html>', { status: 201 })));
    const error = await rejection(storage.upload({ file: new Blob(['x']) }));
    expect(error.toJSON()).toMatchObject({ error: 'invalid-response', status: 1 });
  });
});
