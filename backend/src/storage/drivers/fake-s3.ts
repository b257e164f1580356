import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3 stand-in for tests, on 127.0.0.1: path-style PutObject, GetObject (with Range) and DeleteObject,
 * objects in memory. It checks every request's SigV4 signature with its own implementation of the algorithm
 * (independent of the `aws4` package the driver signs with), the payload's SHA-256 and Content-MD5, and that a
 * PUT carries a Content-Length, as S3 does.
 */
export interface FakeS3 {
  readonly endpoint: string;
  readonly objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request, as `METHOD /path`. */
  readonly requests: string[];
  /** Makes the next requests fail with this status (a broken or unreachable store). */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

export const FAKE_S3_CREDENTIALS = { accessKeyId: 'RAMPATESTKEY', secretAccessKey: 'rampa-test-secret-key' };
export const FAKE_S3_REGION = 'eu-central-1';

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function expectedSignature(request: IncomingMessage, signedHeaders: string[], date: string, scope: string) {
  const url = new URL(request.url!, 'http://s3');
  const query = [...url.searchParams]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  const headers = signedHeaders
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [
    request.method,
    url.pathname,
    query,
    headers,
    signedHeaders.join(';'),
    request.headers['x-amz-content-sha256'],
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  const [day, region, service] = scope.split('/');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${FAKE_S3_CREDENTIALS.secretAccessKey}`, day!), region!), service!),
    'aws4_request',
  );
  return hmac(key, toSign).toString('hex');
}

function authorized(request: IncomingMessage): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
      request.headers.authorization ?? '',
    );
  const date = request.headers['x-amz-date'];
  if (!match || typeof date !== 'string' || match[1] !== FAKE_S3_CREDENTIALS.accessKeyId) return false;
  const [, , scope, signed, signature] = match;
  if (!scope!.endsWith(`/${FAKE_S3_REGION}/s3/aws4_request`)) return false;
  const signedHeaders = signed!.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return false;
  return expectedSignature(request, signedHeaders, date, scope!) === signature;
}

function error(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  let failure: number | undefined;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = new URL(request.url!, 'http://s3').pathname;
    requests.push(`${request.method} ${path}`);
    if (failure !== undefined) return error(response, failure, 'InternalError');
    if (!authorized(request)) return error(response, 403, 'SignatureDoesNotMatch');
    if (!path.startsWith(`/${bucket}/`)) return error(response, 404, 'NoSuchBucket');
    const key = decodeURIComponent(path.slice(bucket.length + 2));
    const hash = request.headers['x-amz-content-sha256'];
    if (hash !== sha256(body)) return error(response, 400, 'XAmzContentSHA256Mismatch');

    if (request.method === 'PUT') {
      if (request.headers['content-length'] === undefined)
        return error(response, 411, 'MissingContentLength');
      if (request.headers['content-md5'] !== createHash('md5').update(body).digest('base64')) {
        return error(response, 400, 'BadDigest');
      }
      objects.set(key, { body, contentType: String(request.headers['content-type'] ?? '') });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return response.end();
    }
    const object = objects.get(key);
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    if (request.method === 'HEAD') {
      response.writeHead(object ? 200 : 404, object ? { 'content-length': object.body.length } : {});
      return response.end();
    }
    if (request.method !== 'GET') return error(response, 405, 'MethodNotAllowed');
    if (!object) return error(response, 404, 'NoSuchKey');
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), object.body.length - 1);
      response.writeHead(206, {
        'content-range': `bytes ${start}-${end}/${object.body.length}`,
        'content-length': end - start + 1,
      });
      return response.end(object.body.subarray(start, end + 1));
    }
    response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
    return response.end(object.body);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => error(response, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failWith: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
