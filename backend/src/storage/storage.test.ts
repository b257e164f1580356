import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestServer } from '../../test/support';
import { adminHeaders, jpeg, multipart, pixelBomb, png, signInDemo, upload, type DemoRole } from './testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const md5 = (bytes: Uint8Array | string) => `"${createHash('md5').update(bytes).digest('hex')}"`;

describe.each(DATABASE_KINDS)('the storage API on %s', (kind) => {
  const server = useTestServer(kind);
  const users = {} as Record<DemoRole, Record<string, string>>;
  const userIds = {} as Record<DemoRole, string>;
  let avatar: Buffer;

  beforeAll(async () => {
    for (const role of ['handlowiec', 'magazynier', 'kierowca', 'klient', 'org_admin'] as const) {
      users[role] = await signInDemo(server.app, role);
      const claims = await server.app.rampa.jwt.verify(users[role].authorization!.slice('Bearer '.length));
      userIds[role] = claims.sub;
    }
    avatar = await jpeg(64, 48);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });
  const head = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'HEAD', url, headers });
  const uploadOne = async (role: DemoRole, file: Parameters<typeof upload>[2][number], bucket?: string) => {
    const response = await upload(server.app, users[role], [file], bucket);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ processedFiles: { id: string; etag: string }[] }>().processedFiles[0]!;
  };
  const storageDir = () => join(server.config.dataDir, 'storage');
  const objectPath = (id: string) => join(storageDir(), 'objects', id.slice(0, 2), id);

  describe('POST /files', () => {
    it('stores a file and answers 201 with its metadata', async () => {
      const response = await upload(
        server.app,
        users.handlowiec,
        [{ content: avatar, name: 'twarz.jpg', type: 'image/jpeg', metadata: { metadata: { alt: 'Anna' } } }],
        'avatars',
      );
      expect(response.statusCode).toBe(201);
      const [file] = response.json().processedFiles;
      expect(file).toEqual({
        id: expect.stringMatching(UUID),
        name: 'twarz.jpg',
        size: avatar.length,
        bucketId: 'avatars',
        etag: md5(avatar),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        isUploaded: true,
        mimeType: 'image/jpeg',
        uploadedByUserId: userIds.handlowiec,
        metadata: { alt: 'Anna' },
      });
      const content = await get(`/v1/storage/files/${file.id}`, users.handlowiec);
      expect(content.rawPayload.equals(avatar)).toBe(true);
    });

    it('stores several files with their metadata[] (ids and names), as a JSON part or a text field', async () => {
      const ids = ['0b7b9f7e-1d2c-4e3f-8a9b-000000000001', '0b7b9f7e-1d2c-4e3f-8a9b-000000000002'];
      const response = await upload(
        server.app,
        users.magazynier,
        [
          { content: 'CMR 1', name: 'a.txt', type: 'text/plain', metadata: { id: ids[0], name: 'CMR.txt' } },
          { content: 'WZ 2', name: 'b.csv', type: 'text/csv', metadata: { id: ids[1] } },
        ],
        'attachments',
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().processedFiles).toMatchObject([
        { id: ids[0], name: 'CMR.txt', mimeType: 'text/plain', size: 5 },
        { id: ids[1], name: 'b.csv', mimeType: 'text/csv', size: 4 },
      ]);

      // hasura-storage-js v2 sends metadata[] as plain text fields, after the files.
      const form = new FormData();
      form.append('bucket-id', 'attachments');
      form.append('file[]', new Blob(['x']), 'x.txt');
      form.append('metadata[]', JSON.stringify({ name: 'z tekstu.txt', metadata: { n: 1 } }));
      const body = await multipart(form);
      const text = await server.app.inject({
        method: 'POST',
        url: '/v1/storage/files',
        payload: body.payload,
        headers: { ...users.magazynier, ...body.headers },
      });
      expect(text.statusCode).toBe(201);
      expect(text.json().processedFiles[0]).toMatchObject({ name: 'z tekstu.txt', metadata: { n: 1 } });
    });

    it('uses the default bucket when none is named', async () => {
      const response = await upload(server.app, adminHeaders(server.app), [{ content: 'plik' }]);
      expect(response.statusCode).toBe(201);
      expect(response.json().processedFiles[0]).toMatchObject({
        bucketId: 'default',
        uploadedByUserId: null,
      });
    });

    it('types a file by its bytes, not by the declared type', async () => {
      const spoofed = await uploadOne(
        'handlowiec',
        { content: avatar, name: 'faktura.pdf', type: 'application/pdf' },
        'attachments',
      );
      expect(spoofed).toMatchObject({ mimeType: 'image/jpeg' });
      const html = await uploadOne(
        'handlowiec',
        { content: '<script>alert(1)</script>', name: 'x.html', type: 'text/html' },
        'attachments',
      );
      expect(html).toMatchObject({ mimeType: 'text/plain' });
      const svg = await uploadOne(
        'handlowiec',
        { content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', type: 'image/svg+xml' },
        'attachments',
      );
      expect(svg).toMatchObject({ mimeType: 'text/plain' });
      const binary = await uploadOne(
        'handlowiec',
        { content: new Uint8Array([0, 1, 2, 3, 255]), type: 'image/png' },
        'attachments',
      );
      expect(binary).toMatchObject({ mimeType: 'application/octet-stream' });
      // An HTML page declared as a PNG is no image: the avatars bucket refuses it.
      const fake = await upload(
        server.app,
        users.handlowiec,
        [{ content: '<html><script>alert(1)</script></html>', name: 'a.png', type: 'image/png' }],
        'avatars',
      );
      expect(fake.statusCode).toBe(403);
      expect(fake.json()).toEqual({ processedFiles: [], error: { message: 'you are not authorized' } });
    });

    it('refuses a file over the bucket limit while it streams, and keeps nothing of it', async () => {
      await server.app.rampa.db.query(
        `INSERT INTO storage.buckets (id, min_upload_file_size, max_upload_file_size) VALUES ('tiny', 2, 1000)
         ON CONFLICT (id) DO NOTHING`,
      );
      const before = await server.app.rampa.db.query('SELECT count(*)::int AS n FROM storage.files');
      const big = await upload(
        server.app,
        adminHeaders(server.app),
        [{ content: new Uint8Array(5_000_000) }],
        'tiny',
      );
      expect(big.statusCode).toBe(400);
      expect(big.json()).toEqual({
        error: { message: 'file too big', data: { filename: 'file.bin', maxSize: 1000 } },
      });
      expect(big.headers['x-error']).toBe('file too big');
      const small = await upload(server.app, adminHeaders(server.app), [{ content: 'x' }], 'tiny');
      expect(small.statusCode).toBe(400);
      expect(small.json().error).toMatchObject({ message: 'file too small', data: { size: 1, minSize: 2 } });
      const after = await server.app.rampa.db.query('SELECT count(*)::int AS n FROM storage.files');
      expect(after.rows).toEqual(before.rows);
      expect(await readdir(join(storageDir(), '.spool'))).toEqual([]);
    });

    it('checks the limit of a bucket named after its files', async () => {
      const form = new FormData();
      form.append('file[]', new Blob([new Uint8Array(2000)]), 'late.bin');
      form.append('bucket-id', 'tiny');
      const body = await multipart(form);
      const response = await server.app.inject({
        method: 'POST',
        url: '/v1/storage/files',
        payload: body.payload,
        headers: { ...adminHeaders(server.app), ...body.headers },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: 'file too big',
        data: { size: 2000, maxSize: 1000 },
      });
    });

    it('answers malformed requests with 400 in the storage shape', async () => {
      const post = (payload: string | Buffer, contentType: string) =>
        server.app.inject({
          method: 'POST',
          url: '/v1/storage/files',
          payload,
          headers: { ...users.handlowiec, 'content-type': contentType },
        });
      const cases: [Awaited<ReturnType<typeof post>>, string][] = [
        [await post('{}', 'application/json'), 'the request body must be multipart/form-data'],
        [await post('abc', 'text/plain'), 'the request body must be multipart/form-data'],
        [
          await post(
            '--b\r\nContent-Disposition: form-data; name="file[]"; filename="a"\r\n\r\nabc',
            'multipart/form-data; boundary=b',
          ),
          'malformed multipart body',
        ],
        [await post('--b--\r\n', 'multipart/form-data; boundary=b'), 'file[] not found in Multipart form'],
        [await post('x', 'multipart/form-data'), 'malformed multipart body'],
      ];
      for (const [response, message] of cases) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ error: { message } });
      }
      const twoFilesOneMetadata = await upload(
        server.app,
        users.handlowiec,
        [{ content: 'a', metadata: { name: 'a' } }, { content: 'b' }],
        'attachments',
      );
      expect(twoFilesOneMetadata.json()).toEqual({
        error: { message: "file metadata length doesn't match number of files in request" },
      });
      const badId = await upload(
        server.app,
        users.handlowiec,
        [{ content: 'a', metadata: { id: '../../etc' } }],
        'attachments',
      );
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toEqual({ error: { message: 'invalid file id' } });
      const notJson = new FormData();
      notJson.append('metadata[]', new Blob(['{nope'], { type: 'application/json' }), '');
      notJson.append('file[]', new Blob(['a']), 'a.txt');
      const body = await multipart(notJson);
      const broken = await server.app.inject({
        method: 'POST',
        url: '/v1/storage/files',
        payload: body.payload,
        headers: { ...users.handlowiec, ...body.headers },
      });
      expect(broken.json()).toEqual({ error: { message: "couldn't decode metadata" } });
      const unknownBucket = await upload(server.app, users.handlowiec, [{ content: 'a' }], 'nie-ma');
      expect(unknownBucket.statusCode).toBe(404);
      expect(unknownBucket.json()).toEqual({ error: { message: 'bucket not found' } });
    });

    it('answers an id that is taken with 400 and keeps the existing file', async () => {
      const first = await uploadOne('handlowiec', { content: 'pierwszy' }, 'attachments');
      const again = await upload(
        server.app,
        users.handlowiec,
        [{ content: 'drugi', metadata: { id: first.id } }],
        'attachments',
      );
      expect(again.statusCode).toBe(400);
      expect((await get(`/v1/storage/files/${first.id}`, users.handlowiec)).body).toBe('pierwszy');
    });
  });

  describe('GET and HEAD /files/{id}', () => {
    let file: { id: string; etag: string };
    const name = 'zdjęcie ładne (1)!.jpg';
    beforeAll(async () => {
      file = await uploadOne('handlowiec', { content: avatar, name, type: 'image/jpeg' }, 'avatars');
    });

    it("sends the content with hasura-storage's headers", async () => {
      const response = await get(`/v1/storage/files/${file.id}`, users.handlowiec);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(avatar)).toBe(true);
      expect(response.headers).toMatchObject({
        'accept-ranges': 'bytes',
        'cache-control': 'max-age=3600',
        'surrogate-control': 'max-age=3600',
        'content-disposition': 'inline; filename="zdj%C4%99cie+%C5%82adne+%281%29%21.jpg"',
        'content-type': 'image/jpeg',
        'content-length': String(avatar.length),
        etag: md5(avatar),
        'last-modified': expect.stringMatching(/ GMT$/),
        'surrogate-key': file.id,
      });
    });

    it('answers HEAD with the same headers and no body', async () => {
      const response = await head(`/v1/storage/files/${file.id}`, users.handlowiec);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
      expect(response.headers).toMatchObject({ 'content-length': String(avatar.length), etag: md5(avatar) });
    });

    it('sends byte ranges', async () => {
      const url = `/v1/storage/files/${file.id}`;
      const first = await get(url, { ...users.handlowiec, range: 'bytes=0-9' });
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-9/${avatar.length}`);
      expect(first.rawPayload.equals(avatar.subarray(0, 10))).toBe(true);
      const suffix = await get(url, { ...users.handlowiec, range: 'bytes=-5' });
      expect(suffix.rawPayload.equals(avatar.subarray(-5))).toBe(true);
      const open = await get(url, { ...users.handlowiec, range: `bytes=${avatar.length - 3}-` });
      expect(open.rawPayload.equals(avatar.subarray(-3))).toBe(true);
      const beyond = await get(url, { ...users.handlowiec, range: `bytes=${avatar.length}-` });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${avatar.length}`);
      expect((await get(url, { ...users.handlowiec, range: 'bytes=0-1,5-6' })).statusCode).toBe(200);
      expect(
        (await get(url, { ...users.handlowiec, range: 'bytes=0-1', 'if-range': '"other"' })).statusCode,
      ).toBe(200);
      expect(
        (await get(url, { ...users.handlowiec, range: 'bytes=0-1', 'if-range': file.etag })).statusCode,
      ).toBe(206);
    });

    it('answers conditional requests with 304 and 412', async () => {
      const url = `/v1/storage/files/${file.id}`;
      const status = async (headers: Record<string, string>) =>
        (await get(url, { ...users.handlowiec, ...headers })).statusCode;
      expect(await status({ 'if-none-match': file.etag })).toBe(304);
      expect(await status({ 'if-none-match': `"x", W/${file.etag}` })).toBe(304);
      expect(await status({ 'if-none-match': '"x"' })).toBe(200);
      expect(await status({ 'if-match': file.etag })).toBe(200);
      expect(await status({ 'if-match': '"x"' })).toBe(412);
      expect(await status({ 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() })).toBe(304);
      expect(await status({ 'if-modified-since': 'Sat, 01 Jan 2000 00:00:00 GMT' })).toBe(200);
      expect(await status({ 'if-unmodified-since': 'Sat, 01 Jan 2000 00:00:00 GMT' })).toBe(412);
      expect(await status({ 'if-modified-since': 'wczoraj' })).toBe(200);
      const notModified = await get(url, { ...users.handlowiec, 'if-none-match': file.etag });
      expect(notModified.body).toBe('');
      expect(notModified.headers).toMatchObject({ etag: file.etag, 'cache-control': 'max-age=3600' });
      expect((await head(url, { ...users.handlowiec, 'if-match': '"x"' })).statusCode).toBe(412);
    });

    it('transforms images with w, h, q, b and f, and caches the result', async () => {
      const url = `/v1/storage/files/${file.id}`;
      const resized = await get(`${url}?w=16`, users.handlowiec);
      expect(resized.statusCode).toBe(200);
      expect(resized.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(resized.rawPayload).metadata()).toMatchObject({ width: 16, height: 12 });
      expect(resized.headers.etag).not.toBe(file.etag);
      const cropped = await get(`${url}?w=10&h=10&q=50&b=2`, users.handlowiec);
      expect(await sharp(cropped.rawPayload).metadata()).toMatchObject({ width: 10, height: 10 });
      const webp = await get(`${url}?w=16&f=webp`, users.handlowiec);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers['content-disposition']).toContain('.jpg.webp"');
      const auto = await get(`${url}?w=8&f=auto`, {
        ...users.handlowiec,
        accept: 'image/avif,image/webp,*/*',
      });
      expect(auto.headers).toMatchObject({ 'content-type': 'image/avif', vary: 'Accept' });
      expect(await sharp(auto.rawPayload).metadata()).toMatchObject({ format: 'heif' });
      const same = await get(`${url}?w=8&f=auto`, { ...users.handlowiec, accept: 'text/html' });
      expect(same.headers['content-type']).toBe('image/jpeg');
      expect(
        (await get(`${url}?w=16`, { ...users.handlowiec, 'if-none-match': resized.headers.etag as string }))
          .statusCode,
      ).toBe(304);
      const headResized = await head(`${url}?w=16`, users.handlowiec);
      expect(headResized.headers['content-length']).toBe(String(resized.rawPayload.length));

      // Served from the cache: the stored content is not read again.
      await rm(objectPath(file.id));
      const cached = await get(`${url}?w=16`, users.handlowiec);
      expect(cached.statusCode).toBe(200);
      expect(cached.rawPayload.equals(resized.rawPayload)).toBe(true);
      expect((await get(`${url}?w=17`, users.handlowiec)).statusCode).toBe(404);
      file = await uploadOne('handlowiec', { content: avatar, name, type: 'image/jpeg' }, 'avatars');
    });

    it('refuses bad image options, non-images, broken images and pixel bombs with 400', async () => {
      const url = `/v1/storage/files/${file.id}`;
      for (const query of ['w=abc', 'w=-1', 'w=9000', 'q=101', 'b=x', 'f=gif', 'w=1.5']) {
        const response = await get(`${url}?${query}`, users.handlowiec);
        expect(response.statusCode, query).toBe(400);
      }
      expect((await get(`${url}?f=gif`, users.handlowiec)).json()).toEqual({
        error: { message: 'format must be one of: same, webp, png, jpeg, avif, auto. Got: gif' },
      });
      const text = await uploadOne('handlowiec', { content: 'tekst' }, 'attachments');
      expect((await get(`/v1/storage/files/${text.id}?w=10`, users.handlowiec)).json()).toEqual({
        error: { message: "image manipulation features are not supported for 'text/plain'" },
      });
      const bomb = await uploadOne('handlowiec', { content: pixelBomb(), name: 'bomb.png' }, 'avatars');
      const exploded = await get(`/v1/storage/files/${bomb.id}?w=100`, users.handlowiec);
      expect(exploded.statusCode).toBe(400);
      expect(exploded.json()).toEqual({
        error: { message: 'image is too large to transform', data: { maxPixels: 50_000_000 } },
      });
      const truncated = (await png()).subarray(0, 60);
      const broken = await uploadOne('handlowiec', { content: truncated, name: 'broken.png' }, 'avatars');
      expect((await get(`/v1/storage/files/${broken.id}?w=10`, users.handlowiec)).json()).toEqual({
        error: { message: 'image could not be transformed' },
      });
    });

    it('answers unknown, invalid and traversing ids without touching the disk', async () => {
      expect(
        (await get('/v1/storage/files/00000000-0000-4000-8000-000000000000', users.handlowiec)).json(),
      ).toEqual({
        error: { message: 'file not found' },
      });
      for (const id of [
        'nope',
        '..%2F..%2Fetc%2Fpasswd',
        '..%5C..%5Cwindows',
        `${file.id}%00`,
        `${file.id.toUpperCase()}x`,
      ]) {
        const response = await get(`/v1/storage/files/${id}`, users.handlowiec);
        expect(response.statusCode, id).toBe(400);
        expect(response.json()).toEqual({ error: { message: 'invalid file id' } });
      }
      // The router resolves dot segments itself: these never reach a file route.
      for (const path of ['%2e%2e', '..', '../../../../etc/passwd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd']) {
        const response = await get(`/v1/storage/files/${path}`, users.handlowiec);
        expect([400, 404], path).toContain(response.statusCode);
        expect(response.body).not.toContain('root:');
      }
      const missing = await head('/v1/storage/files/00000000-0000-4000-8000-000000000000', users.handlowiec);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-error']).toBe('file not found');
    });
  });

  describe('presigned URLs', () => {
    let file: { id: string };
    beforeAll(async () => {
      file = await uploadOne('handlowiec', { content: avatar, name: 'p.jpg' }, 'avatars');
    });

    it('signs a URL that reads the file without credentials until it expires', async () => {
      const response = await get(`/v1/storage/files/${file.id}/presignedurl`, users.klient);
      expect(response.statusCode).toBe(200);
      const { url, expiration } = response.json();
      expect(expiration).toBe(3600);
      // Without RAMPA_PUBLIC_URL, on the origin the request reached (inject's Host: localhost:80).
      expect(url).toMatch(
        new RegExp(`^http://localhost:80/v1/storage/files/${file.id}/presignedurl/contents\\?`),
      );
      const path = url.slice('http://localhost:80'.length);
      const content = await get(path);
      expect(content.statusCode).toBe(200);
      expect(content.rawPayload.equals(avatar)).toBe(true);
      expect(content.headers['cache-control']).toMatch(/^max-age=(3600|3599)$/);
      const resized = await get(`${path}&w=8`);
      expect(await sharp(resized.rawPayload).metadata()).toMatchObject({ width: 8 });
      expect((await head(path)).headers['content-length']).toBe(String(avatar.length));

      // One character of the signature changed (to another one: a signature may start with 'A' itself).
      const tampered = await get(
        path.replace(
          /Signature=(.)/,
          (_match: string, first: string) => `Signature=${first === 'A' ? 'B' : 'A'}`,
        ),
      );
      expect(tampered.statusCode).toBe(403);
      const otherFile = await get(path.replace(file.id, '00000000-0000-4000-8000-000000000000'));
      expect(otherFile.statusCode).toBe(403);
      const expired =
        server.app.rampa && `/v1/storage/files/${file.id}/presignedurl/contents?X-Rampa-Expires=1`;
      expect((await get(expired)).statusCode).toBe(400);
    });

    it('refuses files the caller cannot read and buckets without presigned URLs', async () => {
      const attachment = await uploadOne('handlowiec', { content: 'umowa' }, 'attachments');
      expect((await get(`/v1/storage/files/${attachment.id}/presignedurl`, users.klient)).statusCode).toBe(
        404,
      );
      await server.app.rampa.db.query(
        `UPDATE storage.buckets SET presigned_urls_enabled = false WHERE id = 'attachments'`,
      );
      const refused = await get(`/v1/storage/files/${attachment.id}/presignedurl`, users.handlowiec);
      await server.app.rampa.db.query(
        `UPDATE storage.buckets SET presigned_urls_enabled = true WHERE id = 'attachments'`,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toMatch(/presigned URLs are not enabled/);
    });
  });

  describe('PUT /files/{id}', () => {
    const replace = async (role: DemoRole, id: string, content: Uint8Array | string, metadata?: object) => {
      const form = new FormData();
      if (metadata)
        form.append('metadata', new Blob([JSON.stringify(metadata)], { type: 'application/json' }), '');
      form.append(
        'file',
        new Blob([typeof content === 'string' ? new TextEncoder().encode(content) : content]),
        'nowy.jpg',
      );
      const body = await multipart(form);
      return server.app.inject({
        method: 'PUT',
        url: `/v1/storage/files/${id}`,
        payload: body.payload,
        headers: { ...users[role], ...body.headers },
      });
    };

    it('replaces the content and the metadata, and forgets old transforms', async () => {
      const file = await uploadOne('handlowiec', { content: avatar, name: 'stary.jpg' }, 'avatars');
      const oldThumb = await get(`/v1/storage/files/${file.id}?w=8`, users.handlowiec);
      const next = await png(20, 10);
      const response = await replace('handlowiec', file.id, next, { name: 'nowy.png', metadata: { v: 2 } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: file.id,
        name: 'nowy.png',
        size: next.length,
        mimeType: 'image/png',
        etag: md5(next),
        metadata: { v: 2 },
        isUploaded: true,
      });
      expect((await get(`/v1/storage/files/${file.id}`, users.handlowiec)).rawPayload.equals(next)).toBe(
        true,
      );
      const thumb = await get(`/v1/storage/files/${file.id}?w=8`, users.handlowiec);
      expect(thumb.headers['content-type']).toBe('image/png');
      expect(thumb.rawPayload.equals(oldThumb.rawPayload)).toBe(false);
    });

    it('needs select and update permission, and the update check', async () => {
      const file = await uploadOne('handlowiec', { content: avatar }, 'avatars');
      expect((await replace('magazynier', file.id, avatar)).statusCode).toBe(403);
      expect((await replace('handlowiec', '00000000-0000-4000-8000-000000000000', avatar)).statusCode).toBe(
        404,
      );
      const attachment = await uploadOne('handlowiec', { content: 'tajne' }, 'attachments');
      expect((await replace('klient', attachment.id, 'x')).statusCode).toBe(404);
      // An avatar stays an image.
      const pdf = await replace('handlowiec', file.id, '%PDF-1.4\n%âãÏÓ\n');
      expect(pdf.statusCode).toBe(403);
      expect((await get(`/v1/storage/files/${file.id}`, users.handlowiec)).rawPayload.equals(avatar)).toBe(
        true,
      );
      const none = new FormData();
      const body = await multipart(none);
      const empty = await server.app.inject({
        method: 'PUT',
        url: `/v1/storage/files/${file.id}`,
        payload: body.payload,
        headers: { ...users.handlowiec, ...body.headers },
      });
      expect(empty.json()).toEqual({
        error: { message: 'wrong file data in multipart form, one needs to be specified' },
      });
    });
  });

  describe('DELETE /files/{id}', () => {
    it('deletes the row and the content (204)', async () => {
      const file = await uploadOne('magazynier', { content: 'do usunięcia' }, 'attachments');
      const response = await server.app.inject({
        method: 'DELETE',
        url: `/v1/storage/files/${file.id}`,
        headers: users.magazynier,
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await get(`/v1/storage/files/${file.id}`, users.magazynier)).statusCode).toBe(404);
      await expect(readdir(join(objectPath(file.id), '..'))).resolves.not.toContain(file.id);
    });

    it('answers 403 to a caller who sees the file but may not delete it, 404 to one who does not', async () => {
      const file = await uploadOne('magazynier', { content: avatar }, 'avatars');
      const del = (role: DemoRole) =>
        server.app.inject({ method: 'DELETE', url: `/v1/storage/files/${file.id}`, headers: users[role] });
      expect((await del('handlowiec')).statusCode).toBe(403);
      expect((await del('handlowiec')).json()).toEqual({ error: { message: 'you are not authorized' } });
      const attachment = await uploadOne('magazynier', { content: 'x' }, 'attachments');
      const hidden = await server.app.inject({
        method: 'DELETE',
        url: `/v1/storage/files/${attachment.id}`,
        headers: users.klient,
      });
      expect(hidden.statusCode).toBe(404);
      expect((await del('org_admin')).statusCode).toBe(204);
    });
  });

  describe('permissions per role', () => {
    it('lets each role upload what the app needs, and nothing else', async () => {
      const image = { content: avatar, type: 'image/jpeg' };
      const cases: [DemoRole, string, number][] = [
        ['handlowiec', 'avatars', 201],
        ['handlowiec', 'attachments', 201],
        // Product images are the catalogue's: only org_admin manages them.
        ['handlowiec', 'product-images', 403],
        ['handlowiec', 'default', 403],
        ['magazynier', 'attachments', 201],
        ['magazynier', 'product-images', 403],
        ['kierowca', 'avatars', 201],
        ['kierowca', 'attachments', 201],
        ['kierowca', 'product-images', 403],
        ['klient', 'avatars', 201],
        ['klient', 'product-images', 403],
        ['org_admin', 'product-images', 201],
      ];
      for (const [role, bucket, status] of cases) {
        expect(
          (await upload(server.app, users[role], [image], bucket)).statusCode,
          `${role} → ${bucket}`,
        ).toBe(status);
      }
    });

    it('keeps to product-images only the images the product form offers, under the bucket limit', async () => {
      // The type comes from the bytes, not the name: a text file called .jpg is refused.
      const text = await upload(
        server.app,
        users.org_admin,
        [{ content: 'nie obraz', name: 'zdjecie.jpg' }],
        'product-images',
      );
      expect(text.statusCode).toBe(403);
      const big = await upload(
        server.app,
        users.org_admin,
        [{ content: Buffer.concat([avatar, new Uint8Array(10_000_001)]), type: 'image/jpeg' }],
        'product-images',
      );
      expect(big.statusCode).toBe(400);
      expect(big.json().error).toMatchObject({ message: 'file too big', data: { maxSize: 10_000_000 } });
    });

    it('lets the organization read what it shares', async () => {
      const attachment = await uploadOne('handlowiec', { content: 'CMR' }, 'attachments');
      const face = await uploadOne('handlowiec', { content: avatar }, 'avatars');
      const product = await uploadOne('org_admin', { content: avatar }, 'product-images');
      const reads: [DemoRole, { id: string }, number][] = [
        ['magazynier', attachment, 200],
        ['org_admin', attachment, 200],
        ['kierowca', attachment, 404],
        ['klient', attachment, 404],
        ['klient', face, 200],
        ['kierowca', product, 200],
        ['handlowiec', product, 200],
      ];
      for (const [role, file, status] of reads) {
        expect((await get(`/v1/storage/files/${file.id}`, users[role])).statusCode, role).toBe(status);
      }
    });

    it('needs valid credentials; the admin secret bypasses permissions, or acts as a role', async () => {
      const file = await uploadOne('handlowiec', { content: 'poufne' }, 'attachments');
      const url = `/v1/storage/files/${file.id}`;
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect((await get(url, { authorization: 'Bearer zly.token.jwt' })).statusCode).toBe(401);
      expect((await get(url, { 'x-hasura-admin-secret': 'wrong' })).statusCode).toBe(403);
      expect((await get(url, adminHeaders(server.app))).statusCode).toBe(200);
      expect((await get(url, adminHeaders(server.app, 'klient'))).statusCode).toBe(403);
      expect((await get(url, { ...users.handlowiec, 'x-hasura-role': 'org_admin' })).statusCode).toBe(403);
      const anonymousUpload = await upload(server.app, {}, [{ content: 'x' }], 'attachments');
      expect(anonymousUpload.statusCode).toBe(401);
    });
  });

  describe("a file's size, type, etag and bucket", () => {
    const graphql = (role: DemoRole, query: string, variables: object = {}) =>
      server.app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: users[role],
        payload: { query, variables },
      });

    it('are not writable through GraphQL by any user role', async () => {
      const file = await uploadOne('handlowiec', { content: 'CMR 12', type: 'text/plain' }, 'attachments');
      for (const set of [
        '{size: 1000}',
        '{etag: "\\"x\\""}',
        '{bucketId: "avatars"}',
        '{mimeType: "text/html"}',
      ]) {
        for (const role of ['handlowiec', 'org_admin'] as const) {
          const response = await graphql(
            role,
            `mutation($id: uuid!) { updateFile(pk_columns: {id: $id}, _set: ${set}) { id } }`,
            { id: file.id },
          );
          expect(response.json().errors, `${role} ${set}`).toBeDefined();
        }
      }
      const insert = await graphql(
        'handlowiec',
        'mutation { insertFile(object: {name: "x.txt", bucketId: "attachments", size: 99999}) { id } }',
      );
      expect(insert.json().errors?.[0]?.extensions?.code).toBe('validation-failed');
      const renamed = await graphql(
        'handlowiec',
        'mutation($id: uuid!) { updateFile(pk_columns: {id: $id}, _set: {name: "CMR-12.txt"}) { name size } }',
        { id: file.id },
      );
      expect(renamed.json()).toEqual({ data: { updateFile: { name: 'CMR-12.txt', size: 6 } } });
    });

    it('hold in the database too, for a write made under a user role', async () => {
      const file = await uploadOne('magazynier', { content: 'WZ', type: 'text/plain' }, 'attachments');
      const asRole = (sql: string) =>
        server.app.rampa.db.transaction(async (tx) => {
          await tx.query("SELECT set_config('hasura.user', $1, true)", [
            JSON.stringify({ 'x-hasura-role': 'magazynier', 'x-hasura-user-id': userIds.magazynier }),
          ]);
          return tx.query(sql, [file.id]);
        });
      await expect(asRole('UPDATE storage.files SET size = 5000 WHERE id = $1')).rejects.toThrow(
        /set by the storage service only/,
      );
      await asRole("UPDATE storage.files SET name = 'WZ-2.txt' WHERE id = $1");
      const row = await server.app.rampa.db.query<{ size: number }>(
        'SELECT size FROM storage.files WHERE id = $1',
        [file.id],
      );
      expect(row.rows[0]!.size).toBe(2);
    });

    it("downloads send the stored content's real length, whatever the row says", async () => {
      const file = await uploadOne('handlowiec', { content: 'ABCDEFGH', type: 'text/plain' }, 'attachments');
      const url = `/v1/storage/files/${file.id}`;
      for (const size of [2, 4096, -5]) {
        await server.app.rampa.db.query('UPDATE storage.files SET size = $2 WHERE id = $1', [file.id, size]);
        const whole = await get(url, users.handlowiec);
        expect(whole.statusCode).toBe(200);
        expect(whole.headers['content-length']).toBe('8');
        expect(whole.body).toBe('ABCDEFGH');
        expect((await head(url, users.handlowiec)).headers['content-length']).toBe('8');
        const tail = await get(url, { ...users.handlowiec, range: 'bytes=-3' });
        expect(tail.statusCode).toBe(206);
        expect(tail.headers['content-range']).toBe('bytes 5-7/8');
        expect(tail.body).toBe('FGH');
      }
    });
  });

  it('answers GET /version', async () => {
    const response = await get('/v1/storage/version');
    expect(response.json()).toEqual({ buildVersion: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
