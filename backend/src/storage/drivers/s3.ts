import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { StorageDriverConfig } from '../../config';
import { assertObjectId, ObjectNotFoundError, type ByteRange, type StorageDriver } from './driver';

type S3Config = Extract<StorageDriverConfig, { kind: 's3' }>;

/** Idle time after which a request to S3 is given up. */
const TIMEOUT_MS = 60_000;
/** At most this much of an S3 error body is read, for the log. */
const MAX_ERROR_BODY = 4096;

export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    readonly status: number,
    readonly code: string,
    operation: string,
  ) {
    super(`S3 ${operation} failed: ${status} ${code}`);
  }
}

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph, R2…) through signed requests (SigV4, by `aws4`) over node:http(s):
 * objects stream both ways and are never held in memory. The key of a file is `<rootFolder>/<id>`. Uploads are
 * spooled in `spoolDir` first, so each object is written with one PUT whose length and checksums are known.
 */
export async function createS3Driver(config: S3Config, spoolDir: string): Promise<StorageDriver> {
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  // Loaded with the driver: a server storing files locally never imports it.
  const { default: aws4 } = await import('aws4');
  const base = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  const secure = base.protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const hostname = config.forcePathStyle ? base.hostname : `${config.bucket}.${base.hostname}`;
  const host = base.port ? `${hostname}:${base.port}` : hostname;
  const prefix = `${base.pathname.replace(/\/+$/, '')}${config.forcePathStyle ? `/${encodeURIComponent(config.bucket)}` : ''}`;
  const keyPath = (id: string) =>
    `${prefix}/${[...config.rootFolder.split('/').filter(Boolean), assertObjectId(id)].map(encodeURIComponent).join('/')}`;

  const send = (
    method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
    id: string,
    headers: Record<string, string>,
    body?: () => NodeJS.ReadableStream,
  ): Promise<IncomingMessage> => {
    const signed = aws4.sign(
      {
        host,
        path: keyPath(id),
        method,
        service: 's3',
        region: config.region,
        // An empty body hashes to this; a PUT passes the digest it computed while spooling.
        headers: {
          'X-Amz-Content-Sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          ...headers,
        },
      },
      { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    );
    return new Promise((resolve, reject) => {
      const request = (secure ? https : http).request(
        {
          protocol: base.protocol,
          hostname,
          port: base.port || undefined,
          path: signed.path,
          method,
          headers: signed.headers,
          agent,
          timeout: TIMEOUT_MS,
        },
        resolve,
      );
      request.on('timeout', () => request.destroy(new Error(`S3 ${method} timed out`)));
      request.on('error', reject);
      if (body) pipeline(body(), request).catch(reject);
      else request.end();
    });
  };

  const fail = async (response: IncomingMessage, operation: string): Promise<never> => {
    let text = '';
    for await (const chunk of response) {
      if (text.length < MAX_ERROR_BODY) text += String(chunk);
    }
    throw new S3Error(
      response.statusCode ?? 0,
      /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? 'unknown',
      operation,
    );
  };

  const get = async (id: string, range?: ByteRange) => {
    const response = await send('GET', id, range ? { Range: `bytes=${range.start}-${range.end}` } : {});
    if (response.statusCode === 200 || response.statusCode === 206) return response;
    if (response.statusCode === 404) {
      response.resume();
      throw new ObjectNotFoundError(id);
    }
    return fail(response, 'GET');
  };

  return {
    kind: 's3',
    spoolDir,
    async put(id, file, contentType) {
      const response = await send(
        'PUT',
        id,
        {
          'Content-Length': String(file.size),
          'Content-Type': contentType,
          'Content-MD5': file.md5.toString('base64'),
          'X-Amz-Content-Sha256': file.sha256.toString('hex'),
        },
        () => createReadStream(file.path),
      );
      if (response.statusCode !== 200) return fail(response, 'PUT');
      response.resume();
    },
    get,
    async size(id) {
      const response = await send('HEAD', id, {});
      response.resume();
      if (response.statusCode === 404) throw new ObjectNotFoundError(id);
      const length = Number(response.headers['content-length']);
      if (response.statusCode !== 200 || !Number.isSafeInteger(length) || length < 0) {
        throw new S3Error(response.statusCode ?? 0, 'unknown', 'HEAD');
      }
      return length;
    },
    async open(id) {
      const path = join(spoolDir, `${randomUUID()}.open`);
      try {
        await pipeline(await get(id), createWriteStream(path, { mode: 0o600 }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { path, release: () => rm(path, { force: true }) };
    },
    async delete(id) {
      const response = await send('DELETE', id, {});
      if (response.statusCode !== 204 && response.statusCode !== 200 && response.statusCode !== 404) {
        return fail(response, 'DELETE');
      }
      response.resume();
    },
    async close() {
      agent.destroy();
    },
  };
}
