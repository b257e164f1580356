import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnvironment, DATABASE_KINDS, type TestEnvironment } from '../../test/support';
import { buildServer } from '../server';
import { FAKE_S3_CREDENTIALS, FAKE_S3_REGION, startFakeS3, type FakeS3 } from './drivers/fake-s3';
import { adminHeaders, jpeg, multipart, upload } from './testing';

/** The whole API on the S3 driver, and what a client that gives up half-way leaves behind (nothing). */
describe.each(DATABASE_KINDS)('the storage API with S3 on %s', (kind) => {
  let s3: FakeS3;
  let environment: TestEnvironment;
  let app: FastifyInstance;
  beforeAll(async () => {
    s3 = await startFakeS3('rampa');
    environment = await createTestEnvironment(kind, {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'rampa',
      S3_REGION: FAKE_S3_REGION,
      S3_ACCESS_KEY: FAKE_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
      S3_ROOT_FOLDER: 'pliki',
    });
    app = await buildServer(environment.config);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
    await s3?.close();
  });
  const admin = () => adminHeaders(app);
  const spool = () => readdir(join(environment.config.dataDir, 'storage-spool'));
  const count = async () =>
    (await app.rampa.db.query<{ n: number }>('SELECT count(*)::int AS n FROM storage.files')).rows[0]!.n;

  it('uploads to the bucket, reads ranges and transforms, replaces and deletes', async () => {
    const image = await jpeg(40, 20);
    const uploaded = await upload(app, admin(), [{ content: image, name: 'a.jpg' }], 'avatars');
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json().processedFiles[0];
    expect(s3.objects.get(`pliki/${id}`)?.body.equals(image)).toBe(true);
    expect(s3.objects.get(`pliki/${id}`)?.contentType).toBe('image/jpeg');

    const url = `/v1/storage/files/${id}`;
    expect((await app.inject({ url, headers: admin() })).rawPayload.equals(image)).toBe(true);
    const part = await app.inject({ url, headers: { ...admin(), range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(image.subarray(2, 6))).toBe(true);
    const thumb = await app.inject({ url: `${url}?w=10`, headers: admin() });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 10, height: 5 });
    const presigned = await app.inject({ url: `${url}/presignedurl`, headers: admin() });
    const presignedUrl = new URL(presigned.json<{ url: string }>().url);
    const path = `${presignedUrl.pathname}${presignedUrl.search}`;
    expect((await app.inject({ url: path })).rawPayload.equals(image)).toBe(true);

    const form = new FormData();
    form.append('file', new Blob(['nowa treść']), 'b.txt');
    const body = await multipart(form);
    const replaced = await app.inject({
      method: 'PUT',
      url,
      payload: body.payload,
      headers: { ...admin(), ...body.headers },
    });
    expect(replaced.json()).toMatchObject({ mimeType: 'text/plain', name: 'b.txt' });
    expect(s3.objects.get(`pliki/${id}`)?.body.toString()).toBe('nowa treść');

    expect((await app.inject({ method: 'DELETE', url, headers: admin() })).statusCode).toBe(204);
    expect(s3.objects.has(`pliki/${id}`)).toBe(false);
    expect(await spool()).toEqual([]);
  });

  it('keeps no row when the bucket refuses the content', async () => {
    const before = await count();
    s3.failWith(503);
    try {
      const response = await upload(app, admin(), [{ content: 'x' }], 'attachments');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        processedFiles: [],
        error: { message: 'an internal server error occurred' },
      });
    } finally {
      s3.failWith(undefined);
    }
    expect(await count()).toBe(before);
    expect(await spool()).toEqual([]);
  });

  it('leaves nothing behind when the client disconnects mid-upload', async () => {
    const before = await count();
    const { port } = app.server.address() as AddressInfo;
    const boundary = 'rampa-abort';
    const headerPart = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="bucket-id"\r\n\r\nattachments\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file[]"; filename="big.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v1/storage/files',
      headers: {
        ...admin(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(headerPart.length + 10_000_000),
      },
    });
    request.on('error', () => undefined);
    request.write(headerPart);
    request.write(Buffer.alloc(1_000_000, 7));
    // The server is spooling the file…
    await expect.poll(spool, { timeout: 5000 }).toHaveLength(1);
    // …when the client vanishes.
    request.destroy();
    await expect.poll(spool, { timeout: 5000 }).toEqual([]);
    expect(await count()).toBe(before);
    expect([...s3.objects.keys()].filter((key) => key.endsWith('big.bin'))).toEqual([]);
  });
});
