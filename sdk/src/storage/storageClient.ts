import type {
  Client as NhostStorageClient,
  FileMetadata,
  GetFileParams,
  OutputImageFormat,
} from '@nhost/nhost-js/storage';
import type { AuthClient } from '../auth/authClient';
import type { ServiceUrls } from '../config';
import type { OrganizationSource } from '../session/activeOrganization';
import type { RoleSource } from '../session/activeRole';
import { untilAccessTokenUsable } from '../graphql/graphqlClient';
import { STORAGE_ERRORS, StorageRequestError, toStorageError } from './storageErrors';
import { sendWithProgress, type UploadProgress, type XhrConstructor } from './xhrUpload';

export type { FileMetadata } from '@nhost/nhost-js/storage';
export type { UploadProgress } from './xhrUpload';

/** hasura-storage's image options: resize (cover, never enlarged), quality, blur and output format. */
export interface ImageTransform {
  readonly width?: number;
  readonly height?: number;
  /** 1–100. */
  readonly quality?: number;
  /** Gaussian blur sigma. */
  readonly blur?: number;
  /** `auto` picks AVIF or WebP from the browser's Accept header. */
  readonly format?: Exclude<OutputImageFormat, 'heic'>;
}

export interface StorageRequestOptions {
  /** Sent as `x-hasura-role`: the storage permissions of that role apply. */
  readonly role?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

export interface UploadParams extends StorageRequestOptions {
  readonly file: Blob;
  /** Default: the server's `default` bucket. */
  readonly bucketId?: string;
  /** A uuid chosen by the client; default: the server generates one. */
  readonly id?: string;
  /** Default: the File's name. */
  readonly name?: string;
  readonly metadata?: Record<string, unknown>;
  /** Called as the bytes go out (XMLHttpRequest in browsers; once, at the end, elsewhere). */
  readonly onProgress?: (progress: UploadProgress) => void;
}

export type ReplaceParams = Omit<UploadParams, 'bucketId' | 'id'>;

export interface FileInfo {
  readonly etag: string | null;
  readonly size: number | null;
  readonly mimeType: string | null;
  readonly lastModified: Date | null;
  /** The file's name, from Content-Disposition. */
  readonly name: string | null;
}

export interface PresignedUrl {
  /** Reads the file (with the transform, when given) without credentials until `expiresAt`. */
  readonly url: string;
  /** Seconds the URL is valid, as the server says (the bucket's download expiration). */
  readonly expiration: number;
  readonly expiresAt: Date;
}

/**
 * The app's storage calls (spec §7; nhost-wire.md §3). Every method rejects with a {@link StorageRequestError}:
 * the server's status and message, the network error, or spec §8's 'File does not exist' / 'Invalid file id'
 * found before anything is sent.
 */
export interface StorageClient {
  readonly url: string;
  upload(params: UploadParams): Promise<FileMetadata>;
  replace(fileId: string, params: ReplaceParams): Promise<FileMetadata>;
  delete(fileId: string, options?: StorageRequestOptions): Promise<void>;
  /** The file's content (transformed, for an image with `transform`). */
  download(fileId: string, options?: StorageRequestOptions & { transform?: ImageTransform }): Promise<Blob>;
  /** The file's headers without its content (HEAD). */
  info(fileId: string, options?: StorageRequestOptions): Promise<FileInfo>;
  /** The file's URL with image options; it needs no credentials only for a file the public role may read. */
  getUrl(fileId: string, transform?: ImageTransform): string;
  /** A URL anyone holding it can read for a while: what `<img src>` of a private file needs. */
  getPresignedUrl(
    fileId: string,
    options?: StorageRequestOptions & { transform?: ImageTransform },
  ): Promise<PresignedUrl>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkId(fileId: unknown): string {
  if (typeof fileId !== 'string' || !UUID.test(fileId)) {
    throw new StorageRequestError(STORAGE_ERRORS.invalidFileId);
  }
  return fileId;
}

function checkFile(file: unknown): Blob {
  if (!(file instanceof Blob)) throw new StorageRequestError(STORAGE_ERRORS.fileDoesNotExist);
  return file;
}

/** `w`, `h`, `q`, `b`, `f` as hasura-storage reads them; undefined values are left out. */
function transformParams(transform: ImageTransform = {}): GetFileParams {
  return {
    ...(transform.width !== undefined && { w: transform.width }),
    ...(transform.height !== undefined && { h: transform.height }),
    ...(transform.quality !== undefined && { q: transform.quality }),
    ...(transform.blur !== undefined && { b: transform.blur }),
    ...(transform.format !== undefined && { f: transform.format }),
  };
}

export const transformQuery = (transform?: ImageTransform): string =>
  new URLSearchParams(
    Object.entries(transformParams(transform)).map(([key, value]) => [key, String(value)]),
  ).toString();

const withQuery = (url: string, query: string) =>
  query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** Go's url.QueryEscape, reversed: the name in hasura-storage's Content-Disposition. */
function dispositionName(header: string | null): string | null {
  const escaped = header ? /filename="([^"]*)"/.exec(header)?.[1] : undefined;
  if (escaped === undefined) return null;
  try {
    return decodeURIComponent(escaped.replace(/\+/g, ' '));
  } catch {
    return escaped;
  }
}

interface StorageSdk {
  readonly nhost: { readonly storage: NhostStorageClient };
  readonly urls: ServiceUrls;
  readonly auth: Pick<AuthClient, 'getSnapshot' | 'waitUntilReady' | 'getAccessToken'>;
  /** The session's active role, sent as `x-hasura-role` unless a call names one. */
  readonly activeRole?: RoleSource;
  /** The session's active organization, sent as `x-hasura-org-id` (uploads land in it). */
  readonly activeOrganization?: OrganizationSource;
}

export interface StorageClientOptions {
  /** Uploads with progress use it; default the browser's. Without one, uploads go through fetch. */
  readonly XMLHttpRequest?: XhrConstructor;
}

/** The storage client of an sdk: nhost-js's storage calls, with the sdk's session and error shape. */
export function createStorageClient(sdk: StorageSdk, options: StorageClientOptions = {}): StorageClient {
  const storage = sdk.nhost.storage;
  const url = sdk.urls.storage;
  const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;

  /** Waits for a usable access token (as GraphQL calls do), then runs `call`, mapping what it throws. */
  async function call<T>(options: StorageRequestOptions, run: (init: RequestInit) => Promise<T>): Promise<T> {
    try {
      await untilAccessTokenUsable(sdk.auth);
      const headers: Record<string, string> = { ...options.headers };
      const role = options.role ?? sdk.activeRole?.();
      if (role) headers['x-hasura-role'] = role;
      const orgId = sdk.activeOrganization?.();
      if (orgId && !('x-hasura-org-id' in headers)) headers['x-hasura-org-id'] = orgId;
      return await run({ headers, ...(options.signal && { signal: options.signal }) });
    } catch (thrown) {
      throw toStorageError(thrown);
    }
  }

  /** XMLHttpRequest, so the caller sees upload progress; nhost-js (fetch) where there is none. */
  async function send(
    method: 'POST' | 'PUT',
    path: string,
    form: FormData,
    params: Pick<UploadParams, 'onProgress' | 'file'> & StorageRequestOptions,
    viaFetch: (init: RequestInit) => Promise<unknown>,
  ): Promise<unknown> {
    return call(params, async (init) => {
      if (!Xhr) {
        const body = await viaFetch(init);
        params.onProgress?.({ loaded: params.file.size, total: params.file.size, progress: 100 });
        return body;
      }
      const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
      const token = sdk.auth.getAccessToken();
      if (token && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) {
        headers.Authorization = `Bearer ${token}`;
      }
      return sendWithProgress(Xhr, {
        method,
        url: `${url}${path}`,
        body: form,
        headers,
        ...(params.onProgress && { onProgress: params.onProgress }),
        ...(params.signal && { signal: params.signal }),
      });
    });
  }

  /** One file's `metadata[]` entry, as nhost-js encodes it: a JSON Blob part named "". */
  const metadataPart = (value: object) => new Blob([JSON.stringify(value)], { type: 'application/json' });

  return {
    url,

    async upload(params) {
      const file = checkFile(params.file);
      if (params.id !== undefined) checkId(params.id);
      const description = {
        ...(params.id !== undefined && { id: params.id }),
        name: params.name ?? (file instanceof File ? file.name : 'file'),
        ...(params.metadata !== undefined && { metadata: params.metadata }),
      };
      const form = new FormData();
      if (params.bucketId !== undefined) form.append('bucket-id', params.bucketId);
      form.append('metadata[]', metadataPart(description), '');
      form.append('file[]', file, description.name);
      const body = (await send('POST', '/files', form, params, async (init) => {
        const response = await storage.uploadFiles(
          {
            ...(params.bucketId !== undefined && { 'bucket-id': params.bucketId }),
            'metadata[]': [description],
            'file[]': [file],
          },
          init,
        );
        return response.body;
      })) as { processedFiles?: FileMetadata[] };
      const [uploaded] = body.processedFiles ?? [];
      if (!uploaded) {
        throw new StorageRequestError({
          error: 'invalid-response',
          message: 'The server answered without the uploaded file',
          status: 1,
        });
      }
      return uploaded;
    },

    async replace(fileId, params) {
      const id = checkId(fileId);
      const file = checkFile(params.file);
      const metadata = {
        ...(params.name !== undefined && { name: params.name }),
        ...(params.metadata !== undefined && { metadata: params.metadata }),
      };
      const form = new FormData();
      if (Object.keys(metadata).length > 0) form.append('metadata', metadataPart(metadata), '');
      form.append('file', file, params.name ?? (file instanceof File ? file.name : 'file'));
      return (await send('PUT', `/files/${id}`, form, params, async (init) => {
        const response = await storage.replaceFile(
          id,
          { file, ...(Object.keys(metadata).length > 0 && { metadata }) },
          init,
        );
        return response.body;
      })) as FileMetadata;
    },

    async delete(fileId, options = {}) {
      const id = checkId(fileId);
      await call(options, (init) => storage.deleteFile(id, init));
    },

    async download(fileId, options = {}) {
      const id = checkId(fileId);
      const response = await call(options, (init) =>
        storage.getFile(id, transformParams(options.transform), init),
      );
      return response.body;
    },

    async info(fileId, options = {}) {
      const id = checkId(fileId);
      const { headers } = await call(options, (init) => storage.getFileMetadataHeaders(id, undefined, init));
      const size = headers.get('content-length');
      const lastModified = headers.get('last-modified');
      return {
        etag: headers.get('etag'),
        size: size === null ? null : Number(size),
        mimeType: headers.get('content-type'),
        lastModified: lastModified === null ? null : new Date(lastModified),
        name: dispositionName(headers.get('content-disposition')),
      };
    },

    getUrl(fileId, transform) {
      return withQuery(`${url}/files/${checkId(fileId)}`, transformQuery(transform));
    },

    async getPresignedUrl(fileId, options = {}) {
      const id = checkId(fileId);
      const requestedAt = Date.now();
      const { body } = await call(options, (init) => storage.getFilePresignedURL(id, init));
      return {
        url: withQuery(body.url, transformQuery(options.transform)),
        expiration: body.expiration,
        expiresAt: new Date(requestedAt + body.expiration * 1000),
      };
    },
  };
}
