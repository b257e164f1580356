import { describe, expect, it, vi } from 'vitest';
import { StorageRequestError } from './storageErrors';
import { createTestFileMetadata } from './storage.fixtures';
import type { XhrLike } from './xhrUpload';
import { makeSdk } from '../test/harness';

type Listener = () => void;
type ProgressListener = (event: ProgressEvent) => void;

/** What a browser's XMLHttpRequest does, scripted: the test decides progress and the answer. */
class FakeXhr implements XhrLike {
  static last: FakeXhr | undefined;
  readonly headers: Record<string, string> = {};
  readonly listeners: Record<string, Listener[]> = {};
  readonly uploadListeners: ProgressListener[] = [];
  readonly upload = {
    addEventListener: (_type: 'progress', listener: ProgressListener) => {
      this.uploadListeners.push(listener);
    },
  };
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) {
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.fire('load');
  }
  fire(type: string) {
    for (const listener of this.listeners[type] ?? []) listener();
  }
}

const storage = () => makeSdk({ XMLHttpRequest: FakeXhr }).storage;
/** The request once the client has sent it (it first waits for the auth state). */
const sent = async () => {
  FakeXhr.last = undefined;
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
  return FakeXhr.last!;
};

describe('uploads in a browser (XMLHttpRequest)', () => {
  it('report progress as the body goes out, then resolve with the stored file', async () => {
    const progress: number[] = [];
    const uploading = storage().upload({
      file: new File(['x'.repeat(100)], 'a.jpg', { type: 'image/jpeg' }),
      bucketId: 'avatars',
      role: 'klient',
      onProgress: (event) => progress.push(event.progress),
    });
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://rampa.test/v1/storage/files');
    expect(xhr.headers).toEqual({ 'x-hasura-role': 'klient' });
    expect(xhr.body!.get('bucket-id')).toBe('avatars');
    expect((xhr.body!.get('file[]') as File).name).toBe('a.jpg');
    xhr.progress(0, 400);
    xhr.progress(100, 400);
    xhr.progress(400, 400);
    const stored = createTestFileMetadata();
    xhr.respond(201, { processedFiles: [stored] });
    await expect(uploading).resolves.toEqual(stored);
    expect(progress).toEqual([0, 25, 100]);
  });

  it('replace with PUT and report errors like fetch calls do', async () => {
    const replacing = storage().replace('6a1f3c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b', {
      file: new Blob(['x']),
      name: 'b.png',
    });
    const xhr = await sent();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toMatch(/\/files\/6a1f3c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b$/);
    expect(JSON.parse(await (xhr.body!.get('metadata') as Blob).text())).toEqual({ name: 'b.png' });
    xhr.respond(
      403,
      { error: { message: 'you are not authorized' } },
      { 'x-error': 'you are not authorized' },
    );
    const error = await replacing.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(StorageRequestError);
    expect((error as StorageRequestError).toJSON()).toEqual({
      error: 'forbidden',
      message: 'you are not authorized',
      status: 403,
    });
  });

  it('can be aborted, and reports a lost connection as the network error', async () => {
    const controller = new AbortController();
    const aborted = storage().upload({ file: new Blob(['x']), signal: controller.signal });
    const xhr = await sent();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(aborted).rejects.toMatchObject({ error: 'abort-error', status: 0 });

    const lost = storage().upload({ file: new Blob(['x']) });
    (await sent()).fire('error');
    await expect(lost).rejects.toMatchObject({ error: 'network', message: 'Network Error', status: 0 });
  });
});
