import type { FileMetadata } from '@nhost/nhost-js/storage';
import { delay, http, type HttpHandler, HttpResponse } from 'msw';
import { FIXTURE_USER_ID } from '../testing/auth.fixtures';

/** hasura-storage's error bodies for the cases the app shows (nhost-wire.md §3). */
export const STORAGE_ERROR_BODIES = {
  fileNotFound: { status: 404, message: 'file not found' },
  notAuthorized: { status: 403, message: 'you are not authorized' },
  fileTooBig: { status: 400, message: 'file too big', data: { maxSize: 5_000_000 } },
  bucketNotFound: { status: 404, message: 'bucket not found' },
  internalServerError: { status: 500, message: 'an internal server error occurred' },
} as const satisfies Record<string, StorageErrorBody>;

export interface StorageErrorBody {
  readonly status: number;
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface StorageHandlerOptions {
  readonly once?: boolean;
  /** Milliseconds, or 'infinite' for a request that never settles (loading states). */
  readonly delay?: number | 'infinite';
}

export interface StoredTestFile {
  readonly metadata: FileMetadata;
  readonly content: Blob;
}

type Method = 'get' | 'head' | 'post' | 'put' | 'delete';

const errorResponse = ({ status, message, data }: StorageErrorBody) =>
  HttpResponse.json(
    { error: { message, ...(data && { data }) } },
    { status, headers: { 'X-Error': message } },
  );

async function etagOf(content: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await content.arrayBuffer());
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `"${hex.slice(0, 32)}"`;
}

/** A JSON part or a text field, as nhost-js (Blob named "") or older clients (string) send it. */
async function jsonOf(value: FormDataEntryValue | null): Promise<Record<string, unknown>> {
  if (value === null) return {};
  return JSON.parse(typeof value === 'string' ? value : await value.text()) as Record<string, unknown>;
}

/**
 * MSW handlers for the storage API at `storageUrl` (`sdk.urls.storage`), for unit tests and stories: an
 * in-memory storage answering every call the sdk makes, and hasura-storage's error answers per endpoint.
 */
export function createStorageHandlers(storageUrl: string) {
  const url = (path: string) => `${storageUrl}${path}`;
  const files = new Map<string, StoredTestFile>();
  const wait = async (options?: StorageHandlerOptions) => {
    if (options?.delay !== undefined) await delay(options.delay);
  };

  const contentResponse = (file: StoredTestFile, request: Request, withBody: boolean) => {
    const { metadata } = file;
    const headers = {
      'Content-Type': metadata.mimeType,
      'Content-Length': String(metadata.size),
      'Content-Disposition': `inline; filename="${encodeURIComponent(metadata.name)}"`,
      ETag: metadata.etag,
      'Last-Modified': new Date(metadata.updatedAt).toUTCString(),
      'Cache-Control': 'max-age=3600',
    };
    if (request.headers.get('If-None-Match') === metadata.etag) {
      return new HttpResponse(null, { status: 304, headers: { ETag: metadata.etag } });
    }
    return new HttpResponse(withBody ? file.content : null, { status: 200, headers });
  };

  const notFound = () => errorResponse(STORAGE_ERROR_BODIES.fileNotFound);

  /** Every call answered from `files`; uploads store what they receive. */
  function memory(options?: StorageHandlerOptions & { files?: readonly StoredTestFile[] }): HttpHandler[] {
    for (const file of options?.files ?? []) files.set(file.metadata.id, file);
    return [
      http.post(url('/files'), async ({ request }) => {
        await wait(options);
        const form = await request.formData();
        const metadata = form.getAll('metadata[]');
        const processedFiles: FileMetadata[] = [];
        for (const [index, part] of form.getAll('file[]').entries()) {
          if (typeof part === 'string') continue;
          const described = await jsonOf(metadata[index] ?? null);
          const now = new Date().toISOString();
          const stored: FileMetadata = {
            id: typeof described.id === 'string' ? described.id : crypto.randomUUID(),
            name: typeof described.name === 'string' ? described.name : part.name,
            size: part.size,
            bucketId: (form.get('bucket-id') as string | null) ?? 'default',
            etag: await etagOf(part),
            createdAt: now,
            updatedAt: now,
            isUploaded: true,
            mimeType: part.type || 'application/octet-stream',
            uploadedByUserId: FIXTURE_USER_ID,
            ...(described.metadata !== undefined && {
              metadata: described.metadata as Record<string, unknown>,
            }),
          };
          files.set(stored.id, { metadata: stored, content: part });
          processedFiles.push(stored);
        }
        return HttpResponse.json({ processedFiles }, { status: 201 });
      }),
      http.get(url('/files/:id/presignedurl'), async ({ params }) => {
        await wait(options);
        const id = String(params.id);
        if (!files.has(id)) return notFound();
        return HttpResponse.json({
          url: url(`/files/${id}/presignedurl/contents?X-Rampa-Expires=4102444800&X-Rampa-Signature=test`),
          expiration: 30,
        });
      }),
      http.get(url('/files/:id/presignedurl/contents'), ({ params, request }) => {
        const file = files.get(String(params.id));
        return file ? contentResponse(file, request, true) : notFound();
      }),
      http.get(url('/files/:id'), async ({ params, request }) => {
        await wait(options);
        const file = files.get(String(params.id));
        return file ? contentResponse(file, request, true) : notFound();
      }),
      http.head(url('/files/:id'), async ({ params, request }) => {
        await wait(options);
        const file = files.get(String(params.id));
        return file
          ? contentResponse(file, request, false)
          : new HttpResponse(null, { status: 404, headers: { 'X-Error': 'file not found' } });
      }),
      http.put(url('/files/:id'), async ({ params, request }) => {
        await wait(options);
        const existing = files.get(String(params.id));
        if (!existing) return notFound();
        const form = await request.formData();
        const part = form.get('file');
        if (part === null || typeof part === 'string') {
          return errorResponse({
            status: 400,
            message: 'wrong file data in multipart form, one needs to be specified',
          });
        }
        const described = await jsonOf(form.get('metadata'));
        const metadata: FileMetadata = {
          ...existing.metadata,
          name: typeof described.name === 'string' ? described.name : part.name,
          size: part.size,
          mimeType: part.type || 'application/octet-stream',
          etag: await etagOf(part),
          updatedAt: new Date().toISOString(),
          ...(described.metadata !== undefined && {
            metadata: described.metadata as Record<string, unknown>,
          }),
        };
        files.set(metadata.id, { metadata, content: part });
        return HttpResponse.json(metadata);
      }),
      http.delete(url('/files/:id'), async ({ params }) => {
        await wait(options);
        if (!files.delete(String(params.id))) return notFound();
        return new HttpResponse(null, { status: 204 });
      }),
    ];
  }

  /** One endpoint answering hasura-storage's error (`path` as in the API, e.g. `/files/:id`). */
  function error(
    method: Method,
    path: string,
    body: StorageErrorBody,
    options?: StorageHandlerOptions,
  ): HttpHandler {
    return http[method](
      url(path),
      async () => {
        await wait(options);
        if (method === 'head') {
          return new HttpResponse(null, { status: body.status, headers: { 'X-Error': body.message } });
        }
        return errorResponse(body);
      },
      { once: options?.once },
    );
  }

  function networkError(method: Method, path: string, options?: StorageHandlerOptions): HttpHandler {
    return http[method](url(path), () => HttpResponse.error(), { once: options?.once });
  }

  return { files, memory, error, networkError };
}

export type StorageHandlers = ReturnType<typeof createStorageHandlers>;
