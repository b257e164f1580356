import { fromResponse } from './storageErrors';

export interface UploadProgress {
  /** Bytes sent so far (of the whole multipart body). */
  readonly loaded: number;
  readonly total: number;
  /** 0–100. */
  readonly progress: number;
}

/** The part of XMLHttpRequest an upload uses (the browser's, or a test double). */
export interface XhrLike {
  readonly upload: { addEventListener(type: 'progress', listener: (event: ProgressEvent) => void): void };
  readonly status: number;
  readonly responseText: string;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getResponseHeader(name: string): string | null;
  addEventListener(type: 'load' | 'error' | 'abort' | 'timeout', listener: () => void): void;
  send(body: FormData): void;
  abort(): void;
}

export type XhrConstructor = new () => XhrLike;

export interface XhrRequest {
  readonly method: 'POST' | 'PUT';
  readonly url: string;
  readonly body: FormData;
  readonly headers: Readonly<Record<string, string>>;
  readonly onProgress?: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
}

/**
 * Sends a multipart body with XMLHttpRequest, the one browser API that reports upload progress (fetch cannot),
 * as hasura-storage-js did. Resolves with the parsed JSON answer; rejects like a fetch would (TypeError for the
 * network, AbortError) or with the server's error for a status of 300 or more.
 */
export function sendWithProgress(Xhr: XhrConstructor, request: XhrRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) return reject(new DOMException('The request was aborted', 'AbortError'));
    const xhr = new Xhr();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      request.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        progress: Math.round((event.loaded / event.total) * 100),
      });
    });
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (fn: () => void) => {
      request.signal?.removeEventListener('abort', onAbort);
      fn();
    };
    xhr.addEventListener('load', () =>
      settle(() => {
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          body = null;
        }
        if (xhr.status >= 300) {
          reject(fromResponse(xhr.status, body, { get: (name) => xhr.getResponseHeader(name) }));
        } else if (body === null) {
          reject(new SyntaxError('The server sent a malformed response'));
        } else {
          resolve(body);
        }
      }),
    );
    xhr.addEventListener('error', () => settle(() => reject(new TypeError('Network Error'))));
    xhr.addEventListener('timeout', () => settle(() => reject(new TypeError('Network Error'))));
    xhr.addEventListener('abort', () =>
      settle(() => reject(new DOMException('The request was aborted', 'AbortError'))),
    );
    xhr.send(request.body);
  });
}
