/**
 * rampa-app → nhost-storage: every /v1/storage call the sdk makes, through the sdk's storage client, against Pact's
 * mock server.
 *
 * Only what the app reads through the sdk is asserted: of a stored file its id, name, size, bucket, type, etag and
 * upload flag (FileMetadata); of a download its bytes and type; of HEAD the headers `info()` reads; of a presigned
 * URL the url and its expiration; of a failure its status and hasura-storage's message.
 */
import { StorageRequestError, type StorageClient } from '@rampa/sdk';
import { createTestJwt } from '@rampa/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { noStoredFile, storageUserSignedIn, storedFile } from '../states';
import { booked, consumerPact } from './pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { boolean, fromProviderState, integer, like, uuid } from './matchers';
import { contractSdk, type ContractSdk } from './sdk';

const pact = consumerPact('nhost-storage');
const { regex } = MatchersV3;

const EMAIL = 'handlowiec.pliki@example.com';
const ROLE = 'handlowiec';
const CLIENT_EMAIL = 'klient.pliki@example.com';
const WAREHOUSE_EMAIL = 'magazynier.pliki@example.com';
const FILE_ID = '2c5e8f14-7a3b-4d6e-9f01-23456789abcd';
const MISSING_ID = '2c5e8f14-7a3b-4d6e-9f01-000000000000';
const NAME = 'awatar.png';
const BUCKET = 'avatars';
// A 1×1 PNG: the content of every stored file here, so examples are fixed and the provider can serve them.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG = Buffer.from(PNG_BASE64, 'base64');
const ETAG = '"f829b914fc47cfc9c0747c119c27cf1b"';
const ACCESS_TOKEN = createTestJwt({ defaultRole: ROLE, issuedAt: 4_102_443_900, expiresIn: 900 });

const signedIn = (email = EMAIL, role = ROLE) => storageUserSignedIn({ email, role });
const stored = () =>
  storedFile({
    fileId: FILE_ID,
    name: NAME,
    content: PNG_BASE64,
    bucketId: BUCKET,
    email: EMAIL,
    role: ROLE,
  });

/** The bearer header, with the provider's own token injected at verification. */
const authorization = {
  Authorization: fromProviderState(
    `Bearer ${storageUserSignedIn.value('accessToken')}`,
    `Bearer ${ACCESS_TOKEN}`,
  ),
};
/** What the sdk is given to send (the app's sdk takes it from the session). */
const bearer = { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } };

const fileMetadata = (name = NAME) =>
  like({
    id: uuid(FILE_ID),
    name,
    size: integer(PNG.length),
    bucketId: BUCKET,
    etag: like(ETAG),
    mimeType: 'image/png',
    isUploaded: boolean(true),
  });

const storageError = (message: string) => ({ error: { message: like(message) } });

/** A multipart body as the sdk (undici's FormData) encodes it, with a fixed boundary for a stable pact file. */
const BOUNDARY = 'rampa-contract-boundary';
function multipart(parts: { name: string; filename?: string; type?: string; content: Buffer | string }[]) {
  const chunks = parts.flatMap(({ name, filename, type, content }) => [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"`,
    filename === undefined ? '' : `; filename="${filename}"`,
    type === undefined ? '\r\n\r\n' : `\r\nContent-Type: ${type}\r\n\r\n`,
    content,
    '\r\n',
  ]);
  return Buffer.concat([...chunks, `--${BOUNDARY}--\r\n`].map((chunk) => Buffer.from(chunk)));
}
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
/**
 * Pact keeps a binary body's bytes and, by default, checks only their detected type; these rules compare each
 * part's bytes exactly instead. (The sdk sends the fixed PNG, so equality holds; Pact's content-type detection
 * of a part runs on a runtime of its own and now and then drops the request unmatched and unreported.)
 */
const partRules = (fields: string[], file: string) => ({
  body: [...fields, file].map((name) => ({
    path: `$['${name}']`,
    rules: [{ 'pact:matcher:type': 'equality' }],
  })),
});
const multipartHeaders = {
  ...authorization,
  'Content-Type': regex('^multipart/form-data;\\s*boundary=.+$', MULTIPART),
};
const uploadBody = (bucketId: string) =>
  multipart([
    { name: 'bucket-id', content: bucketId },
    {
      name: 'metadata[]',
      type: 'application/json',
      content: JSON.stringify({ id: FILE_ID, name: NAME }),
    },
    { name: 'file[]', filename: NAME, type: 'image/png', content: PNG },
  ]);

const sdks: ContractSdk[] = [];
const storageFor = (url: string): StorageClient => {
  const sdk = contractSdk(url);
  sdks.push(sdk);
  return sdk.storage;
};
afterEach(() => sdks.splice(0).forEach((sdk) => sdk.destroy()));

const pngFile = () => new File([PNG], NAME, { type: 'image/png' });

async function rejection(promise: Promise<unknown>): Promise<StorageRequestError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StorageRequestError);
  return error as StorageRequestError;
}

describe('POST /v1/storage/files', () => {
  it('uploads an avatar', () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...noStoredFile({ fileId: FILE_ID }))
      .uponReceiving('an upload of an avatar')
      .withRequest('POST', '/v1/storage/files', (request) =>
        request
          .headers(multipartHeaders)
          .body(MULTIPART, uploadBody(BUCKET))
          .matchingRules(partRules(['bucket-id', 'metadata[]'], 'file[]')),
      )
      .willRespondWith(201, (response) => response.jsonBody({ processedFiles: [fileMetadata()] }))
      .executeTest(
        booked(async (mockserver) => {
          const uploaded = await storageFor(mockserver.url).upload({
            file: pngFile(),
            bucketId: BUCKET,
            id: FILE_ID,
            ...bearer,
          });
          expect(uploaded).toMatchObject({
            id: FILE_ID,
            name: NAME,
            bucketId: BUCKET,
            mimeType: 'image/png',
          });
        }),
      ));

  it('is refused a bucket the role may not upload to', () =>
    pact
      .addInteraction()
      .given(...signedIn(CLIENT_EMAIL, 'klient'))
      .given(...noStoredFile({ fileId: FILE_ID }))
      .uponReceiving('an upload of a product image by a client')
      .withRequest('POST', '/v1/storage/files', (request) =>
        request
          .headers(multipartHeaders)
          .body(MULTIPART, uploadBody('product-images'))
          .matchingRules(partRules(['bucket-id', 'metadata[]'], 'file[]')),
      )
      .willRespondWith(403, (response) => response.jsonBody(storageError('you are not authorized')))
      .executeTest(
        booked(async (mockserver) => {
          const error = await rejection(
            storageFor(mockserver.url).upload({
              file: pngFile(),
              bucketId: 'product-images',
              id: FILE_ID,
              ...bearer,
            }),
          );
          expect(error.toJSON()).toEqual({
            status: 403,
            error: 'forbidden',
            message: 'you are not authorized',
          });
        }),
      ));

  it('is told about an unknown bucket', () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...noStoredFile({ fileId: FILE_ID }))
      .uponReceiving('an upload to a bucket that does not exist')
      .withRequest('POST', '/v1/storage/files', (request) =>
        request
          .headers(multipartHeaders)
          .body(MULTIPART, uploadBody('nie-ma-takiego'))
          .matchingRules(partRules(['bucket-id', 'metadata[]'], 'file[]')),
      )
      .willRespondWith(404, (response) => response.jsonBody(storageError('bucket not found')))
      .executeTest(
        booked(async (mockserver) => {
          const error = await rejection(
            storageFor(mockserver.url).upload({
              file: pngFile(),
              bucketId: 'nie-ma-takiego',
              id: FILE_ID,
              ...bearer,
            }),
          );
          expect(error.toJSON()).toEqual({
            status: 404,
            error: 'file-not-found',
            message: 'bucket not found',
          });
        }),
      ));
});

describe('GET /v1/storage/files/{id}', () => {
  it('downloads a file', () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...stored())
      .uponReceiving('a download of a file')
      .withRequest('GET', `/v1/storage/files/${FILE_ID}`, (request) => request.headers(authorization))
      .willRespondWith(200, (response) => response.body('image/png', PNG))
      .executeTest(
        booked(async (mockserver) => {
          const blob = await storageFor(mockserver.url).download(FILE_ID, bearer);
          expect(blob.type).toBe('image/png');
          expect(Buffer.from(await blob.arrayBuffer()).equals(PNG)).toBe(true);
        }),
      ));

  it('downloads an image resized and converted', () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...stored())
      .uponReceiving('a download of an image transformed to 64 px WebP')
      .withRequest('GET', `/v1/storage/files/${FILE_ID}`, (request) =>
        request.headers(authorization).query({ w: '64', f: 'webp' }),
      )
      .willRespondWith(200, (response) => response.headers({ 'Content-Type': 'image/webp' }))
      .executeTest(
        booked(async (mockserver) => {
          const blob = await storageFor(mockserver.url).download(FILE_ID, {
            ...bearer,
            transform: { width: 64, format: 'webp' },
          });
          expect(blob.type).toBe('image/webp');
        }),
      ));

  it('is told a file does not exist', () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...noStoredFile({ fileId: MISSING_ID }))
      .uponReceiving('a download of a file that does not exist')
      .withRequest('GET', `/v1/storage/files/${MISSING_ID}`, (request) => request.headers(authorization))
      .willRespondWith(404, (response) => response.jsonBody(storageError('file not found')))
      .executeTest(
        booked(async (mockserver) => {
          const error = await rejection(storageFor(mockserver.url).download(MISSING_ID, bearer));
          expect(error.toJSON()).toEqual({ status: 404, error: 'file-not-found', message: 'file not found' });
        }),
      ));
});

describe('HEAD /v1/storage/files/{id}', () => {
  it("reads a file's headers", () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...stored())
      .uponReceiving("a request for a file's headers")
      .withRequest('HEAD', `/v1/storage/files/${FILE_ID}`, (request) => request.headers(authorization))
      .willRespondWith(200, (response) =>
        response.headers({
          'Content-Type': 'image/png',
          'Content-Length': regex('^\\d+$', String(PNG.length)),
          ETag: regex('^"[0-9a-f]{32}"$', ETAG),
          'Last-Modified': regex(
            '^\\w{3}, \\d{2} \\w{3} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT$',
            'Fri, 20 Nov 2026 09:30:00 GMT',
          ),
          'Content-Disposition': `inline; filename="${NAME}"`,
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          expect(await storageFor(mockserver.url).info(FILE_ID, bearer)).toEqual({
            etag: ETAG,
            size: PNG.length,
            mimeType: 'image/png',
            lastModified: new Date('2026-11-20T09:30:00Z'),
            name: NAME,
          });
        }),
      ));

  it('is told a file does not exist', () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...noStoredFile({ fileId: MISSING_ID }))
      .uponReceiving('a request for the headers of a file that does not exist')
      .withRequest('HEAD', `/v1/storage/files/${MISSING_ID}`, (request) => request.headers(authorization))
      .willRespondWith(404, (response) => response.headers({ 'X-Error': 'file not found' }))
      .executeTest(
        booked(async (mockserver) => {
          const error = await rejection(storageFor(mockserver.url).info(MISSING_ID, bearer));
          expect(error.toJSON()).toEqual({ status: 404, error: 'file-not-found', message: 'file not found' });
        }),
      ));
});

describe('GET /v1/storage/files/{id}/presignedurl', () => {
  it('gets a presigned URL', () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...stored())
      .uponReceiving('a request for a presigned URL')
      .withRequest('GET', `/v1/storage/files/${FILE_ID}/presignedurl`, (request) =>
        request.headers(authorization),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          url: regex(
            `^https?://[^/]+/v1/storage/files/${FILE_ID}/presignedurl/contents\\?.+$`,
            `http://localhost:4000/v1/storage/files/${FILE_ID}/presignedurl/contents?X-Rampa-Expires=4102444800&X-Rampa-Signature=c2lnbmF0dXJl`,
          ),
          expiration: integer(3600),
        }),
      )
      .executeTest(
        booked(async (mockserver) => {
          const presigned = await storageFor(mockserver.url).getPresignedUrl(FILE_ID, {
            ...bearer,
            transform: { width: 64 },
          });
          expect(presigned.url).toMatch(new RegExp(`/files/${FILE_ID}/presignedurl/contents\\?.+&w=64$`));
          expect(presigned.expiration).toBe(3600);
        }),
      ));

  it('is told a file does not exist', () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...noStoredFile({ fileId: MISSING_ID }))
      .uponReceiving('a request for a presigned URL of a file that does not exist')
      .withRequest('GET', `/v1/storage/files/${MISSING_ID}/presignedurl`, (request) =>
        request.headers(authorization),
      )
      .willRespondWith(404, (response) => response.jsonBody(storageError('file not found')))
      .executeTest(
        booked(async (mockserver) => {
          const error = await rejection(storageFor(mockserver.url).getPresignedUrl(MISSING_ID, bearer));
          expect(error.status).toBe(404);
        }),
      ));
});

describe('PUT /v1/storage/files/{id}', () => {
  const replaceBody = multipart([
    {
      name: 'metadata',
      type: 'application/json',
      content: JSON.stringify({ name: 'nowy.png' }),
    },
    { name: 'file', filename: 'nowy.png', type: 'image/png', content: PNG },
  ]);

  it('replaces a file', () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...stored())
      .uponReceiving('a replacement of a file')
      .withRequest('PUT', `/v1/storage/files/${FILE_ID}`, (request) =>
        request
          .headers(multipartHeaders)
          .body(MULTIPART, replaceBody)
          .matchingRules(partRules(['metadata'], 'file')),
      )
      .willRespondWith(200, (response) => response.jsonBody(fileMetadata('nowy.png')))
      .executeTest(
        booked(async (mockserver) => {
          const replaced = await storageFor(mockserver.url).replace(FILE_ID, {
            file: new File([PNG], 'nowy.png', { type: 'image/png' }),
            name: 'nowy.png',
            ...bearer,
          });
          expect(replaced).toMatchObject({ id: FILE_ID, name: 'nowy.png' });
        }),
      ));

  it('is told a file does not exist', () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...noStoredFile({ fileId: MISSING_ID }))
      .uponReceiving('a replacement of a file that does not exist')
      .withRequest('PUT', `/v1/storage/files/${MISSING_ID}`, (request) =>
        request
          .headers(multipartHeaders)
          .body(MULTIPART, replaceBody)
          .matchingRules(partRules(['metadata'], 'file')),
      )
      .willRespondWith(404, (response) => response.jsonBody(storageError('file not found')))
      .executeTest(
        booked(async (mockserver) => {
          const error = await rejection(
            storageFor(mockserver.url).replace(MISSING_ID, {
              file: new File([PNG], 'nowy.png', { type: 'image/png' }),
              name: 'nowy.png',
              ...bearer,
            }),
          );
          expect(error.status).toBe(404);
        }),
      ));
});

describe('DELETE /v1/storage/files/{id}', () => {
  it('deletes a file', () =>
    pact
      .addInteraction()
      .given(...signedIn())
      .given(...stored())
      .uponReceiving('a deletion of a file')
      .withRequest('DELETE', `/v1/storage/files/${FILE_ID}`, (request) => request.headers(authorization))
      .willRespondWith(204)
      .executeTest(
        booked(async (mockserver) => {
          await expect(storageFor(mockserver.url).delete(FILE_ID, bearer)).resolves.toBeUndefined();
        }),
      ));

  it('is refused a file of someone else', () =>
    pact
      .addInteraction()
      .given(...stored())
      .given(...signedIn(WAREHOUSE_EMAIL, 'magazynier'))
      .uponReceiving("a deletion of another user's file")
      .withRequest('DELETE', `/v1/storage/files/${FILE_ID}`, (request) => request.headers(authorization))
      .willRespondWith(404, (response) => response.jsonBody(storageError('file not found')))
      .executeTest(
        booked(async (mockserver) => {
          const error = await rejection(storageFor(mockserver.url).delete(FILE_ID, bearer));
          expect(error.toJSON()).toEqual({ status: 404, error: 'file-not-found', message: 'file not found' });
        }),
      ));
});
